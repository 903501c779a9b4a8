import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { EMPTY_NAMED_BIRTH, type NamedBirthValues } from '../../../lib/birth-model';
import { PersonFields } from './person-fields';

function Harness() {
  const [values, setValues] = useState<NamedBirthValues>(EMPTY_NAMED_BIRTH);
  return (
    <>
      <PersonFields
        index={1}
        legend="Primeira pessoa"
        values={values}
        onChange={(p) => setValues({ ...values, ...p })}
      />
      <output aria-label="Hora enviada">{JSON.stringify(values.birthTime)}</output>
      <output aria-label="Local escolhido">{JSON.stringify(values.placeId ?? null)}</output>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PersonFields', () => {
  it('keeps the id of the place chosen in the list, and forgets it once the place is typed in', async () => {
    const town = (id: string) => ({
      id,
      name: 'Bom Jesus',
      state: 'PI',
      country: 'Brasil',
      label: 'Bom Jesus, PI, Brasil',
    });
    stubFetch(() => jsonResponse(200, [town('br-2201903'), town('br-2201904')]));
    const { user } = renderWithApp(<Harness />);
    const place = screen.getByLabelText('Local de nascimento', { selector: 'input' });
    await user.type(place, 'Bom Jesus');
    const list = await screen.findByRole('listbox', { name: 'Lugares sugeridos' });
    await user.click(within(list).getAllByRole('option')[1]!);
    const chosen = screen.getByRole('status', { name: 'Local escolhido' });
    expect(chosen).toHaveTextContent('"br-2201904"');
    await user.type(place, '{Backspace}');
    expect(chosen).toHaveTextContent('null');
  });

  it('"Não sei a hora" clears and disables the time', async () => {
    // The place field asks the places API through react-query: rendered as the app does.
    const { user } = renderWithApp(<Harness />);
    const time = screen.getByLabelText('Hora', { selector: 'input' });
    await user.type(time, '1430');
    expect(time).toHaveValue('14:30');
    await user.click(screen.getByRole('checkbox', { name: 'Não sei a hora' }));
    expect(time).toBeDisabled();
    expect(time).toHaveValue('');
    expect(screen.getByRole('status', { name: 'Hora enviada' })).toHaveTextContent('""');
    await user.click(screen.getByRole('checkbox', { name: 'Não sei a hora' }));
    expect(time).toBeEnabled();
  });

  it('shows hour, place and "Não sei a hora" in plain view, and hides them once "Eu" or a person is chosen', async () => {
    const person = {
      id: '6f1c2d4e-0000-4000-8000-000000000001',
      name: 'José Lima',
      relation: 'parceiro' as const,
      birth: { birthDate: '1988-03-02', birthTime: null, birthPlace: 'Recife, PE', placeId: 'br-1' },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    function Choosing() {
      const [choice, setChoice] = useState('typed');
      return (
        <PersonFields
          index={2}
          legend="Segunda pessoa"
          values={EMPTY_NAMED_BIRTH}
          onChange={() => {}}
          people={[person]}
          choice={choice}
          onChoose={setChoice}
        />
      );
    }
    const { user } = renderWithApp(<Choosing />);
    expect(screen.getByRole('textbox', { name: 'Hora' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Não sei a hora' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Local de nascimento' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quem' }), 'José Lima');
    expect(screen.queryByRole('textbox', { name: 'Hora' })).toBeNull();
    expect(screen.getByText(/José Lima: 02\/03\/1988, hora desconhecida, Recife, PE/)).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quem' }), 'Eu');
    expect(screen.getByText('Com os dados de nascimento do seu perfil.')).toBeVisible();
  });
});
