import type { Place } from '@constelar/contract';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../test/render';
import { PlaceAutocomplete } from './place-autocomplete';

const place = (id: string, name: string, state: string): Place =>
  ({ id, name, state, country: 'Brasil', label: `${name}, ${state}, Brasil` }) as Place;
const PLACES = [
  place('1', 'Campinas', 'SP'),
  place('2', 'Campina Grande', 'PB'),
  place('3', 'Campinas do Sul', 'RS'),
];

function Field({ onChoose }: { onChoose?: (place?: Place) => void }) {
  const [value, setValue] = useState('');
  return (
    <PlaceAutocomplete
      id="lugar"
      label="Local de nascimento"
      value={value}
      onChange={(text, chosen) => {
        setValue(text);
        if (chosen) onChoose?.(chosen);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Local de nascimento' });

afterEach(() => vi.unstubAllGlobals());

describe('PlaceAutocomplete', () => {
  it('asks once for the whole text typed, then lists the places', async () => {
    const calls = stubFetch(() => jsonResponse(200, PLACES));
    const { user } = renderWithApp(<Field />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), 'campin');
    const list = await screen.findByRole('listbox', { name: 'Lugares sugeridos' });
    expect(calls.map((c) => c.url)).toEqual(['/api/places?q=campin&limit=8']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['CampinasSP, Brasil', 'Campina GrandePB, Brasil', 'Campinas do SulRS, Brasil']);
    expect(screen.getByText('3 lugares encontrados')).toBeInTheDocument();
  });

  it('tells namesakes that share a whole label apart by their coordinates', async () => {
    const town = (id: string, latitude: number): Place => ({
      id,
      name: 'Buenaventura',
      state: null,
      country: 'Colômbia',
      label: 'Buenaventura, Valle del Cauca Department, Colômbia',
      latitude,
      longitude: -77,
      timezone: 'America/Bogota',
    });
    stubFetch(() => jsonResponse(200, [town('gn-1', 3.88), town('gn-2', 3.58), PLACES[0]]));
    const { user } = renderWithApp(<Field />);
    await user.type(input(), 'buenaventura');
    const list = await screen.findByRole('listbox', { name: 'Lugares sugeridos' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'BuenaventuraValle del Cauca Department, Colômbia · 3,88° N, 77,00° O',
      'BuenaventuraValle del Cauca Department, Colômbia · 3,58° N, 77,00° O',
      'CampinasSP, Brasil',
    ]);
  });

  it('moves with the arrows, chooses with Enter, and closes with Escape keeping the text', async () => {
    stubFetch(() => jsonResponse(200, PLACES));
    const onChoose = vi.fn();
    const { user } = renderWithApp(<Field onChoose={onChoose} />);
    await user.type(input(), 'campin');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input().getAttribute('aria-activedescendant')!)!;
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveTextContent('Campina Grande');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(input()).toHaveValue('Campinas do Sul, RS, Brasil');
    expect(onChoose).toHaveBeenCalledWith(PLACES[2]);
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input());
    await user.type(input(), 'camp');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveValue('camp');
    // The arrows bring the same list back.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(document.getElementById(input().getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Campinas',
    );
  });

  it('stays quiet below two letters and when the search fails', async () => {
    const calls = stubFetch(() => jsonResponse(500, { error: 'falhou' }));
    const { user } = renderWithApp(<Field />);
    await user.type(input(), 'c');
    await user.type(input(), 'x');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('cx');
  });
});
