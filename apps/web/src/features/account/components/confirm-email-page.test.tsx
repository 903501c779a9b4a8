import type { UserProfile } from '@constelar/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

/** A token the store can read (the browser never checks signatures; the server does). */
const token = (payload: object) =>
  `h.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload))))}.s`;

const ADMIN = { id: 'u1', name: 'Dona Estela', email: 'admin@constelar.app' };
const PROFILE: UserProfile = {
  ...ADMIN,
  createdAt: '2026-11-01T12:00:00Z',
  isBetaTester: true,
  betaTesterNumber: 1,
  isAdmin: true,
  emailVerified: true,
  houseSystem: 'placidus',
  birth: null,
};

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('ConfirmEmailPage', () => {
  it('keeps the fresh session the server hands back, so an admin’s rights apply without a new login', async () => {
    useAuthStore.getState().login(token({ ...ADMIN, isAdmin: false }));
    const fresh = token({ ...ADMIN, isAdmin: true });
    stubFetch(() =>
      jsonResponse(200, { message: 'E-mail confirmado com sucesso!', user: PROFILE, token: fresh }),
    );
    renderWithApp(<ConfirmEmailPage />, { path: '/confirmar-email?token=abc123' });

    await screen.findByRole('heading', { name: 'E-mail confirmado!' });
    await waitFor(() => expect(useAuthStore.getState().user).toMatchObject({ id: 'u1', isAdmin: true }));
    expect(useAuthStore.getState().token).toBe(fresh);
  });

  it('leaves another member’s session as it is', async () => {
    const mine = token({ id: 'u2', name: 'Rui Lima', email: 'rui@exemplo.com', isAdmin: false });
    useAuthStore.getState().login(mine);
    stubFetch(() => jsonResponse(200, { message: 'E-mail confirmado com sucesso!', user: PROFILE }));
    renderWithApp(<ConfirmEmailPage />, { path: '/confirmar-email?token=abc123' });

    await screen.findByRole('heading', { name: 'E-mail confirmado!' });
    expect(useAuthStore.getState()).toMatchObject({ token: mine, user: { id: 'u2' } });
  });
});
