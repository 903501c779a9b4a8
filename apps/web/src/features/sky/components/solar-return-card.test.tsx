import type { SolarReturn } from '@constelar/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { SolarReturnCard } from './solar-return-card';

const angle = { sign: 'Escorpião', signCode: 'scorpio', longitude: 215, degree: 5 } as const;
const RESULT: SolarReturn = {
  year: 2026,
  instant: '2026-08-15T12:12:40Z',
  place: { label: 'Lisboa, Portugal', latitude: 38.72, longitude: -9.14, timezone: 'Europe/Lisbon' },
  chart: {
    bodies: {
      sun: { sign: 'Leão', signCode: 'leo', house: 10, longitude: 142.5, degree: 22.5, retrograde: false },
    },
    ascendant: angle,
    midheaven: { ...angle, sign: 'Leão', signCode: 'leo', longitude: 140 },
    houses: Array.from({ length: 12 }, (_, i) => i * 30),
    houseSystem: 'placidus',
  },
  texts: {
    ascendant: { title: 'Ascendente da revolução em Escorpião', text: 'Texto do Ascendente.' },
    sunHouse: { title: 'Sol da revolução na casa 10', text: 'Texto da casa do Sol.' },
  },
};

const NOW = new Date('2026-05-10T15:00:00Z');

beforeEach(() => {
  useAuthStore.setState({ token: 't', user: { id: 'u1', name: 'Júlia Prado', email: 'j@x.test' } } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null } as never);
});

describe('SolarReturnCard', () => {
  it("shows the instant on the place's clock and the two readings", async () => {
    const calls = stubFetch(() => jsonResponse(200, RESULT));
    renderWithApp(<SolarReturnCard now={NOW} />);

    expect(await screen.findByText('15 de agosto de 2026, às 13h12')).toBeInTheDocument();
    expect(screen.getByText(/no horário local de Lisboa, Portugal/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ascendente da revolução em Escorpião' })).toBeInTheDocument();
    expect(screen.getByText('Texto da casa do Sol.')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/users/me/solar-return?year=2026');
    expect(screen.getByRole('link', { name: 'Ver a revolução completa' })).toHaveAttribute(
      'href',
      '/revolucao-solar',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('asks again for the year and the place chosen, and goes back to the birth place', async () => {
    const calls = stubFetch(() => jsonResponse(200, RESULT));
    const { user } = renderWithApp(<SolarReturnCard now={NOW} />);
    await screen.findByText('Texto do Ascendente.');

    const year = screen.getByRole('combobox', { name: 'Ano' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', '2027']);
    await user.selectOptions(year, '2027');
    await vi.waitFor(() => expect(calls.at(-1)!.url).toBe('/api/users/me/solar-return?year=2027'));

    const place = screen.getByRole('combobox', { name: /Onde você passa o aniversário/ });
    await user.type(place, 'Lisboa');
    await user.click(screen.getByRole('button', { name: 'Calcular para este local' }));
    await vi.waitFor(() =>
      expect(calls.at(-1)!.url).toBe('/api/users/me/solar-return?year=2027&place=Lisboa'),
    );

    await user.click(screen.getByRole('button', { name: 'Usar o local de nascimento' }));
    expect(place).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Usar o local de nascimento' })).not.toBeInTheDocument();
  });

  it('invites the member to fill in the birth while the profile has none', async () => {
    stubFetch(() => jsonResponse(404, { error: 'Sem nascimento.' }));
    renderWithApp(<SolarReturnCard now={NOW} />);
    expect(
      await screen.findByText(/preencha a data, a hora e o local em que você nasceu/),
    ).toBeInTheDocument();
  });
});
