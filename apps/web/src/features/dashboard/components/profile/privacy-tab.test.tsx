import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '../../../../lib/api-client';
import { useAuthStore } from '../../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../../test/render';
import { PrivacyTab } from './privacy-tab';

beforeEach(() => useAuthStore.setState({ token: 'sessao', user: null }));
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('PrivacyTab', () => {
  it('keeps "Conta excluída com sucesso" for 2 s, even when a query meets the dead session, then signs out', async () => {
    stubFetch(({ url, method }) =>
      method === 'DELETE' && url === '/api/users/account'
        ? jsonResponse(200, { message: 'Conta excluída.' })
        : jsonResponse(401, { error: 'Sessão inválida ou expirada. Faça login novamente.' }),
    );
    const left = vi.fn();
    setUnauthorizedHandler(left);
    // The 2 s are counted from the message itself, not from when a poll of the test noticed it.
    let shownAt = 0;
    const notify = vi.fn(() => {
      shownAt = Date.now();
    });
    const onDeleted = vi.fn();
    const { user } = renderWithApp(
      <PrivacyTab notify={notify} onDeleted={onDeleted} onSignedOut={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir Minha Conta' }));
    await user.type(screen.getByLabelText('Digite sua senha para confirmar'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Conta excluída com sucesso', 'success'));

    // A query refetched meanwhile answers 401: it fails, but nobody is sent away yet.
    await expect(api.get('/users/badges')).rejects.toThrow();
    expect(left).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('sessao');
    expect(onDeleted).not.toHaveBeenCalled();

    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce(), { timeout: 4_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_900);
    expect(useAuthStore.getState().token).toBeNull();
  });
});
