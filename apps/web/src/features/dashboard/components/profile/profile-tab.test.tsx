import type { Place, UserProfile } from '@constelar/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../../../test/render';
import { ProfileTab } from './profile-tab';

const PROFILE: UserProfile = {
  id: 'u1',
  name: 'Júlia Prado',
  email: 'julia@constelar.test',
  createdAt: '2025-05-05T12:00:00.000Z',
  isBetaTester: false,
  betaTesterNumber: null,
  isAdmin: false,
  emailVerified: true,
  houseSystem: 'placidus',
  birth: null,
};
const CAMPINAS = {
  id: 'br-3509502',
  name: 'Campinas',
  state: 'SP',
  country: 'Brasil',
  label: 'Campinas, SP, Brasil',
} as Place;
// A token the session store can decode: header.payload.signature, the payload naming the user.
const TOKEN = `x.${btoa(JSON.stringify({ id: 'u1', name: 'Júlia Prado', email: 'julia@constelar.test' }))}.y`;

afterEach(() => vi.unstubAllGlobals());

function setup(putAnswer: () => Response) {
  const calls = stubFetch((call) => {
    if (call.url.startsWith('/api/places')) return jsonResponse(200, [CAMPINAS]);
    if (call.method === 'PUT') return putAnswer();
    return jsonResponse(200, PROFILE);
  });
  const notify = vi.fn();
  const app = renderWithApp(<ProfileTab profile={PROFILE} notify={notify} />);
  const birth = screen.getByRole('group', { name: 'Seus dados de nascimento' });
  return { ...app, calls, notify, birth };
}

describe('ProfileTab, Seus dados de nascimento', () => {
  it('sends the birth typed with the masks and the place chosen from the list, with its id', async () => {
    const { user, calls, notify, birth } = setup(() =>
      jsonResponse(200, { message: 'ok', user: PROFILE, token: TOKEN }),
    );
    await user.type(within(birth).getByLabelText('Data de nascimento'), '23071990');
    expect(within(birth).getByLabelText('Data de nascimento')).toHaveValue('23/07/1990');
    await user.type(within(birth).getByLabelText('Hora de nascimento'), '1430');
    await user.type(within(birth).getByRole('combobox', { name: 'Local de nascimento' }), 'campin');
    await user.click(await screen.findByRole('option', { name: /Campinas/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('Perfil atualizado com sucesso!', 'success'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      birth: {
        birthDate: '1990-07-23',
        birthTime: '14:30',
        birthPlace: 'Campinas, SP, Brasil',
        placeId: 'br-3509502',
      },
    });
  });

  it('"Não sei a hora" sends a null time', async () => {
    const { user, calls, birth } = setup(() =>
      jsonResponse(200, { message: 'ok', user: PROFILE, token: TOKEN }),
    );
    await user.type(within(birth).getByLabelText('Data de nascimento'), '01022000');
    await user.click(within(birth).getByRole('checkbox', { name: 'Não sei a hora' }));
    expect(within(birth).getByLabelText('Hora de nascimento')).toBeDisabled();
    await user.type(within(birth).getByRole('combobox', { name: 'Local de nascimento' }), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      birth: { birthDate: '2000-02-01', birthTime: null, birthPlace: 'Recife' },
    });
  });

  it("puts a missing field and the server's refusal under their fields", async () => {
    const { user, calls, notify, birth } = setup(() =>
      jsonResponse(422, {
        error: 'A data de nascimento não pode estar no futuro.',
        field: 'birth.birthDate',
      }),
    );
    const date = within(birth).getByLabelText('Data de nascimento');
    await user.type(date, '01012990');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    // Checked before sending: the time and the place are missing.
    expect(within(birth).getByLabelText('Hora de nascimento')).toHaveAccessibleDescription(
      'Este campo é obrigatório.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(notify).toHaveBeenLastCalledWith('Confira os dados de nascimento.', 'error');

    await user.click(within(birth).getByRole('checkbox', { name: 'Não sei a hora' }));
    await user.type(within(birth).getByRole('combobox', { name: 'Local de nascimento' }), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await vi.waitFor(() =>
      expect(date).toHaveAccessibleDescription('A data de nascimento não pode estar no futuro.'),
    );
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    // Editing the field clears its error.
    await user.type(date, '{Backspace}');
    expect(date).not.toHaveAttribute('aria-invalid');
  });
});

describe('ProfileTab, Nome', () => {
  it("marks the name the server refuses for the charts and shows the server's words", async () => {
    const error = 'O nome precisa ter vogais e consoantes para o cálculo numerológico.';
    const { user, notify } = setup(() => jsonResponse(422, { error, field: 'name' }));
    const name = screen.getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'E');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith(error, 'error'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Editing the name clears the mark.
    await user.type(name, 'va');
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});
