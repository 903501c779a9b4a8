import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch, type FetchCall } from '../../../test/render';
import { SynastryForm } from './synastry-form';

const LABEL = 'Como prefere ser tratado(a)?';
const PERSON = {
  id: '0b9f6a52-7c1e-4f3b-9a55-2f4e8d7c6b10',
  name: 'Rafael Souza',
  birth: { birthDate: '1991-07-04', birthTime: '08:15', birthPlace: 'Recife, PE, Brasil' },
  relation: 'partner',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The member's profile saying how they prefer to be addressed, their people, and a failing synastry. */
function stubApi(addressForm: string | null, birth: object | null = null) {
  return stubFetch(({ url }: FetchCall) => {
    if (url === '/api/users/profile')
      return jsonResponse(200, {
        id: 'u1',
        name: 'Júlia Prado',
        email: 'j@x.test',
        createdAt: '2026-01-01T00:00:00.000Z',
        isBetaTester: false,
        betaTesterNumber: null,
        isAdmin: false,
        emailVerified: true,
        houseSystem: 'placidus',
        addressForm,
        birth,
      });
    if (url === '/api/people') return jsonResponse(200, { people: [PERSON] });
    return jsonResponse(503, { error: 'Indisponível' });
  });
}
const synastryBody = (calls: FetchCall[]) => calls.find((c) => c.url === '/api/calculate/synastry')?.body;

beforeEach(() => {
  useAuthStore.setState({ token: 't', user: { id: 'u1', name: 'Júlia Prado', email: 'j@x.test' } } as never);
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  useAuthStore.setState({ token: null, user: null } as never);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SynastryForm: how the member prefers to be addressed (issue #27)', () => {
  it("starts from the profile's choice and sends it", async () => {
    const calls = stubApi('feminino');
    const { user } = renderWithApp(<SynastryForm />, { path: `/sinastria?pessoa=${PERSON.id}` });
    const select = screen.getByRole('combobox', { name: LABEL });
    await waitFor(() => expect(select).toHaveDisplayValue('No feminino'));
    expect(select).toHaveAccessibleDescription(
      'Os textos evitam marcar gênero; onde não der, seguem a sua escolha.',
    );
    await user.click(screen.getByRole('button', { name: /Revelar a Conexão/ }));
    await waitFor(() => expect(synastryBody(calls)).toBeDefined());
    expect(synastryBody(calls)).toEqual({ person1Id: 'me', person2Id: PERSON.id, addressForm: 'feminino' });
  });

  it('sends the form chosen here, and nothing when "Sem preferência" is chosen', async () => {
    const calls = stubApi('masculino');
    const { user } = renderWithApp(<SynastryForm />, { path: `/sinastria?pessoa=${PERSON.id}` });
    const select = screen.getByRole('combobox', { name: LABEL });
    await waitFor(() => expect(select).toHaveDisplayValue('No masculino'));
    await user.selectOptions(select, 'Sem preferência (linguagem neutra)');
    await user.click(screen.getByRole('button', { name: /Revelar a Conexão/ }));
    await waitFor(() => expect(synastryBody(calls)).toBeDefined());
    expect(synastryBody(calls)).toEqual({ person1Id: 'me', person2Id: PERSON.id });
  });

  it('offers the neutral wording to a member who never chose', async () => {
    const calls = stubApi(null);
    const { user } = renderWithApp(<SynastryForm />, { path: `/sinastria?pessoa=${PERSON.id}` });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/users/profile')).toBe(true));
    const select = screen.getByRole('combobox', { name: LABEL });
    expect(select).toHaveDisplayValue('Sem preferência (linguagem neutra)');
    // One neutral choice, not two (issue #45).
    expect(screen.queryByRole('option', { name: 'De forma neutra' })).toBeNull();
    expect(screen.getAllByRole('option', { name: /neutra/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Revelar a Conexão/ }));
    await waitFor(() => expect(synastryBody(calls)).toBeDefined());
    expect(synastryBody(calls)).toEqual({ person1Id: 'me', person2Id: PERSON.id });
  });
});

describe("SynastryForm: the member's own birth first (issue #45)", () => {
  const BIRTH = { birthDate: '1990-08-15', birthTime: '14:30', birthPlace: 'Campinas, SP', placeId: 'p1' };

  it('starts person 1 on "Eu" when the profile has a birth', async () => {
    stubApi(null, BIRTH);
    renderWithApp(<SynastryForm />, { path: '/sinastria' });
    const [first, second] = await screen.findAllByRole('combobox', { name: 'Quem' });
    await waitFor(() => expect(first).toHaveDisplayValue('Eu'));
    expect(second).toHaveDisplayValue('Digitar os dados');
    expect(screen.getByText('Com os dados de nascimento do seu perfil.')).toBeInTheDocument();
  });

  it('keeps "Digitar os dados" while the profile has no birth', async () => {
    stubApi(null, null);
    renderWithApp(<SynastryForm />, { path: '/sinastria' });
    const [first] = await screen.findAllByRole('combobox', { name: 'Quem' });
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Rafael Souza' }).length).toBe(2));
    expect(first).toHaveDisplayValue('Digitar os dados');
  });
});
