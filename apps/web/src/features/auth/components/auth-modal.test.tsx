import { act, screen, waitFor, within } from '@testing-library/react';
import type { PersonalContent } from '@constelar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAuthStore } from '../../../lib/auth-store';
import { useLastReport } from '../../../lib/last-report-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { AuthModal } from './auth-modal';

const EMAIL = 'ana@constelar.test';
/** A token as the server signs it: the payload is base64 of UTF-8 JSON (the signature is not read). */
const token = (payload: object) =>
  `h.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload))))}.s`;
/** The dialog's code loads on first use; the first load in a test run compiles it. */
const LAZY_LOAD_MS = 10_000;

/** Opens the modal in `mode` as the header's buttons do, and waits for its lazily loaded dialog. */
async function openModal(mode: 'login' | 'register' | 'forgot') {
  act(() => useAuthModal.getState().open(mode));
  return screen.findByRole('dialog', {}, { timeout: LAZY_LOAD_MS });
}

beforeEach(() => {
  useAuthModal.setState({ mode: 'closed', notice: null });
  useAuthStore.setState({ token: null, user: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('AuthModal', () => {
  it('says the session ended when a 401 ended it, and forgets it once the dialog closes', async () => {
    stubFetch(() => jsonResponse(500, {}));
    const { user } = renderWithApp(<AuthModal />);
    act(() => useAuthModal.getState().sessionEnded());
    let dialog = await openModal('login');
    const notice = within(dialog).getByRole('status');
    expect(notice).toHaveTextContent('Sua sessão terminou.');
    expect(notice).toHaveTextContent('Sair de todos os dispositivos');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openModal('login');
    expect(within(dialog).queryByText(/Sua sessão terminou/)).toBeNull();
  });

  it('shows nothing while closed', () => {
    stubFetch(() => jsonResponse(500, {}));
    renderWithApp(<AuthModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches between login, register and forgot, keeping the e-mail and focusing the first field', async () => {
    stubFetch(() => jsonResponse(500, {}));
    const { user } = renderWithApp(<AuthModal />);
    let dialog = await openModal('login');
    expect(dialog).toHaveAccessibleName('Meu Oráculo');
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('E-mail'), EMAIL);

    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Iniciar Jornada');
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue(EMAIL);
    expect(within(dialog).getByLabelText('Senha')).toHaveAccessibleDescription('Pelo menos 6 caracteres.');

    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Meu Oráculo');
    // The e-mail is known: the password is what is left to type.
    expect(within(dialog).getByLabelText('Senha')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Esqueci minha senha' }));
    dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Esqueci minha senha');
    expect(within(dialog).getByLabelText('E-mail da sua conta')).toHaveValue(EMAIL);
    expect(within(dialog).getByLabelText('E-mail da sua conta')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Meu Oráculo');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("locks the login button while it works, then shows the server's error", async () => {
    let answer!: (response: Response) => void;
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithApp(<AuthModal />);
    const dialog = await openModal('login');
    await user.type(within(dialog).getByLabelText('E-mail'), ` ${EMAIL} `);
    await user.type(within(dialog).getByLabelText('Senha'), 'senha-errada');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));

    expect(await within(dialog).findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/login',
      body: { email: EMAIL, password: 'senha-errada' },
    });
    answer(jsonResponse(401, { error: 'E-mail ou senha incorretos.' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(within(dialog).getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('signs in and closes on a good login', async () => {
    const jwt = token({ id: 'u1', name: 'Ana Lúcia', email: EMAIL });
    stubFetch(() => jsonResponse(200, { token: jwt, user: { emailVerified: true } }));
    const { user } = renderWithApp(<AuthModal />);
    const dialog = await openModal('login');
    await user.type(within(dialog).getByLabelText('E-mail'), EMAIL);
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo-estelar');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useAuthStore.getState()).toMatchObject({ token: jwt, user: { id: 'u1', name: 'Ana Lúcia' } });
  });

  it("answers a reset request with the server's message and offers the way back", async () => {
    const sent = 'Se houver uma conta com este e-mail, enviamos um link.';
    const calls = stubFetch(() => jsonResponse(202, { message: sent }));
    const { user } = renderWithApp(<AuthModal />);
    const dialog = await openModal('forgot');
    await user.type(within(dialog).getByLabelText('E-mail da sua conta'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar link' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(sent);
    expect(calls[0]).toMatchObject({ url: '/api/users/forgot-password', body: { email: EMAIL } });
    const back = within(dialog).getByRole('button', { name: 'Voltar ao login' });
    expect(back).toHaveFocus();
    expect(back).toHaveAccessibleDescription(sent);
    await user.click(within(dialog).getByRole('button', { name: 'Usar outro e-mail' }));
    expect(within(dialog).getByLabelText('E-mail da sua conta')).toHaveFocus();
  });

  it('registers, says so in its own dialog naming the e-mail, and moves to login on "Continuar"', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const calls = stubFetch(() => jsonResponse(201, { message: 'ok' }));
    const { user } = renderWithApp(<AuthModal />);
    const dialog = await openModal('register');
    // No reading made on this device: no consent to ask.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog).getByLabelText('Nome'), ' Ana Lúcia ');
    await user.type(within(dialog).getByLabelText('E-mail'), EMAIL);
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo');
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('Conta criada'));
    const done = screen.getByRole('dialog');
    expect(within(done).getAllByRole('status')[0]).toHaveTextContent(
      `Registro realizado com sucesso! Por favor, faça o login.Enviamos um link de confirmação para ${EMAIL}.`,
    );
    expect(within(done).getByRole('button', { name: 'Reenviar e-mail' })).toBeEnabled();
    expect(alert).not.toHaveBeenCalled();
    expect(calls[0]).toMatchObject({
      url: '/api/users/register',
      body: { name: 'Ana Lúcia', email: EMAIL, password: 'segredo' },
    });
    await user.click(within(done).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('Meu Oráculo'));
    expect(screen.getByLabelText('E-mail')).toHaveValue(EMAIL);
  });

  it("asks to keep the visitor's reading, on by default, and sends it with the registration", async () => {
    useLastReport.getState().save({
      content: { name: 'Ana Visitante' } as PersonalContent,
      input: { name: 'Ana Visitante', birthDate: '1990-05-01', birthTime: null, birthPlace: 'Recife, PE' },
    });
    const calls = stubFetch(() => jsonResponse(201, { message: 'ok' }));
    const { user } = renderWithApp(<AuthModal />);
    const dialog = await openModal('register');
    const consent = within(dialog).getByRole('checkbox', {
      name: /Guardar na conta a leitura de Ana Visitante que você acabou de fazer/,
    });
    expect(consent).toBeChecked();
    await user.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await user.type(within(dialog).getByLabelText('E-mail'), EMAIL);
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo');
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('Conta criada'));
    expect(calls[0]).toMatchObject({
      body: { firstReading: { name: 'Ana Visitante', birthDate: '1990-05-01', birthPlace: 'Recife, PE' } },
    });
    expect(screen.getByText(/já está guardada na/)).toBeInTheDocument();
    useLastReport.getState().clear();
  });

  it('sends no reading when the consent is taken off', async () => {
    useLastReport.getState().save({
      content: { name: 'Ana Visitante' } as PersonalContent,
      input: { name: 'Ana Visitante', birthDate: '1990-05-01', birthTime: null, birthPlace: 'Recife, PE' },
    });
    const calls = stubFetch(() => jsonResponse(201, { message: 'ok' }));
    const { user } = renderWithApp(<AuthModal />);
    const dialog = await openModal('register');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.type(within(dialog).getByLabelText('Nome'), 'Ana');
    await user.type(within(dialog).getByLabelText('E-mail'), EMAIL);
    await user.type(within(dialog).getByLabelText('Senha'), 'segredo');
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('Conta criada'));
    expect((calls[0]!.body as Record<string, unknown>).firstReading).toBeUndefined();
    useLastReport.getState().clear();
  });
});
