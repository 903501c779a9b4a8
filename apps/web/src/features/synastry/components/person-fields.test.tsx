import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { EMPTY_PERSON, type PersonFormValues } from '../lib/build-synastry-request';
import { PersonFields } from './person-fields';

function Harness() {
  const [values, setValues] = useState<PersonFormValues>(EMPTY_PERSON);
  return (
    <>
      <PersonFields
        index={1}
        legend="Primeira pessoa"
        values={values}
        onChange={(p) => setValues({ ...values, ...p })}
      />
      <output aria-label="Hora enviada">{JSON.stringify(values.birthTime)}</output>
    </>
  );
}

describe('PersonFields', () => {
  it('"Não sei a hora" clears and disables the time', async () => {
    // The place field asks the places API through react-query: rendered as the app does.
    const { user } = renderWithApp(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Dados opcionais para mais precisão' }));
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
});
