import type { UserProfile } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, fakeIp, login, PASSWORD, register, signUp, uniqueEmail } from './support/api';
import { launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import { expectNoPageErrors, expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';
import {
  decodeQuotedPrintable,
  mailsTo,
  outboxFiles,
  parseEml,
  tokenOf,
  waitForLink,
} from './support/outbox';
import { sessionPage } from './support/session-page';

// The e2e tsconfig has no DOM lib; these run inside the page.
declare const document: { activeElement: { id?: string; textContent?: string | null } | null };
declare const localStorage: { getItem(key: string): string | null };

const baseURL = inject('baseURL');
const shot = screenshots(process.env.ACCOUNT_SHOTS_DIR);
const FORGOT_MESSAGE =
  'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A signed-out page with cookies accepted, browsing from its own address (rate limits key on it). */
async function visitorPage(viewport: keyof typeof VIEWPORTS = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
  return { context, page };
}

const storedToken = async (page: Page) => {
  const raw = await page.evaluate(() => localStorage.getItem('constelar-auth'));
  return raw ? (JSON.parse(raw) as { state: { token: string | null } }).state.token : null;
};

const pathname = (page: Page) => new URL(page.url()).pathname;

/** Counts the calls the page makes to one API path. */
function countCalls(page: Page, path: string) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${path}`) counter.n++;
  });
  return counter;
}

describe('the outbox reader (support/outbox.ts)', () => {
  it('decodes quoted-printable soft line breaks, =3D and UTF-8, in a multipart message', () => {
    expect(decodeQuotedPrintable('https://c.app/confirmar-email?token=3DabcDEF=\r\n_123-xyz')).toBe(
      'https://c.app/confirmar-email?token=abcDEF_123-xyz',
    );
    expect(decodeQuotedPrintable('Ol=C3=A1, J=C3=BAlia!')).toBe('Olá, Júlia!');
    const raw = [
      'From: Constelar <nao-responda@constelar.app>',
      'To: julia@constelar.test',
      'Subject: =?UTF-8?Q?Confirme_seu_e-mail?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative;',
      ' boundary="--_b1"',
      '',
      '----_b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Ol=C3=A1! Abra http://127.0.0.1:4321/confirmar-email?token=3DaB-c_d=',
      'Ef9 para confirmar.',
      '----_b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Olá</p>').toString('base64'),
      '----_b1--',
      '',
    ].join('\r\n');
    const mail = parseEml(raw);
    expect(mail.to).toBe('julia@constelar.test');
    expect(mail.subject).toBe('Confirme seu e-mail');
    expect(mail.text).toBe('Olá! Abra http://127.0.0.1:4321/confirmar-email?token=aB-c_dEf9 para confirmar.');
    expect(mail.html).toBe('<p>Olá</p>');
  });
});

describe('e-mail confirmation', () => {
  it('shows the banner, resends, confirms through the link, and the banner is gone', async () => {
    const session = await signUp('Clara Nunes');
    const { context, page } = await sessionPage(browser, session, 'desktop');
    await page.goto(`${baseURL}/dashboard`);
    const banner = page.getByRole('region', { name: 'Confirme seu e-mail' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(session.email);
    // The welcome message went out at registration.
    const first = await waitForLink(session.email, '/confirmar-email');
    expect(mailsTo(session.email)[0]!.subject).toContain('Confirme seu e-mail');

    // Resend: sending, then the server's message; the new link replaces the first one.
    const before = outboxFiles();
    await banner.getByRole('button', { name: 'Reenviar e-mail' }).click();
    await banner.getByRole('status').filter({ hasText: session.email }).waitFor();
    expect(await banner.getByRole('button', { name: 'Enviar outra vez' }).isEnabled()).toBe(true);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    const link = await waitForLink(session.email, '/confirmar-email', { after: before });
    expect(link).not.toBe(first);
    expect(link.startsWith(`${baseURL}/confirmar-email?token=`)).toBe(true);
    // The mail itself names the public origin (PUBLIC_URL).
    expect(mailsTo(session.email)[0]!.text).toContain(`${inject('publicURL')}/confirmar-email?token=`);

    // The first link no longer works; the page offers a new one to this signed-in person.
    await page.goto(first);
    await page.getByRole('heading', { name: 'Este link não vale mais' }).waitFor();
    expect(await page.getByRole('alert').innerText()).toMatch(/inválido, já foi usado ou expirou/);
    expect(await page.getByRole('button', { name: 'Reenviar e-mail' }).isVisible()).toBe(true);

    const verifyCalls = countCalls(page, '/users/verify-email');
    await page.goto(link);
    await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
    expect(verifyCalls.n).toBe(1);
    expect(await page.getByText(session.email).isVisible()).toBe(true);
    // The outcome takes focus, so a screen reader hears it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('E-mail confirmado!');
    await page.getByRole('link', { name: 'Ir para o meu Santuário' }).click();
    await expect.poll(() => pathname(page)).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Seu Santuário Pessoal' }).waitFor();
    // The dashboard reloads the profile: the banner stays away after that answer too.
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/users/profile') && r.ok());
    await page.reload();
    await reloaded;
    await page.getByRole('heading', { level: 1, name: 'Seu Santuário Pessoal' }).waitFor();
    expect(await banner.count()).toBe(0);

    const profile = await call<UserProfile>('/users/profile', { token: session.token });
    expect(profile.body.emailVerified).toBe(true);

    // The same link again: used. Resending now says there is nothing left to confirm.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Este link não vale mais' }).waitFor();
    await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
    await page.getByRole('status').filter({ hasText: 'Seu e-mail já está confirmado.' }).waitFor();
    expectNoPageErrors(page);
    await context.close();
  });

  it('confirms on a signed-out device and offers to log in; a link without token sends nothing', async () => {
    const email = uniqueEmail('Bento Ramos');
    await register({ name: 'Bento Ramos', email, password: PASSWORD }, fakeIp());
    const link = await waitForLink(email, '/confirmar-email');
    const { context, page } = await visitorPage('mobile');
    const verifyCalls = countCalls(page, '/users/verify-email');

    await page.goto(`${baseURL}/confirmar-email`);
    await page.getByRole('heading', { name: 'Link incompleto' }).waitFor();
    await page.getByRole('button', { name: 'Fazer login' }).waitFor();
    expect(verifyCalls.n).toBe(0);

    await page.goto(link);
    await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
    expect(verifyCalls.n).toBe(1);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Fazer login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meu Oráculo' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Signed in now, on the same page: the way on leads to the dashboard.
    await page.getByRole('link', { name: 'Ir para o meu Santuário' }).waitFor();
    expect(verifyCalls.n).toBe(1);
    expectNoPageErrors(page);
    await context.close();
  });
});

describe('forgotten password', () => {
  it('asks from the login modal, follows the link, sets a new password and logs in; the old one fails', async () => {
    const email = uniqueEmail('Dora Vieira');
    await register({ name: 'Dora Vieira', email, password: PASSWORD }, fakeIp());
    const { context, page } = await visitorPage('desktop');
    await page.goto(baseURL);
    await page.getByRole('banner').getByRole('button', { name: 'Meu Oráculo' }).click();
    const login = page.getByRole('dialog', { name: 'Meu Oráculo' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByRole('button', { name: 'Esqueci minha senha' }).click();

    // Same modal, the address carried over, the keyboard on it.
    const forgot = page.getByRole('dialog', { name: 'Esqueci minha senha' });
    await forgot.waitFor();
    const field = forgot.getByLabel('E-mail da sua conta');
    expect(await field.inputValue()).toBe(email);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('forgot-email');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'forgot-form-desktop', false);
    await page.keyboard.press('Enter');
    await forgot.getByRole('status').filter({ hasText: FORGOT_MESSAGE }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Voltar ao login');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'forgot-sent-desktop', false);
    await forgot.getByRole('button', { name: 'Voltar ao login' }).click();
    await login.waitFor();
    await page.keyboard.press('Escape');

    const link = await waitForLink(email, '/redefinir-senha');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Crie uma nova senha' }).waitFor();
    const password = page.getByLabel('Nova senha', { exact: true });
    const confirmation = page.getByLabel('Confirmar nova senha');
    const save = page.getByRole('button', { name: 'Salvar nova senha' });
    const resets = countCalls(page, '/users/reset-password');
    await save.click();
    await page.getByText('Todos os campos de senha são obrigatórios').waitFor();
    await password.fill('lua-nova-9');
    await confirmation.fill('lua-nova-8');
    await save.click();
    await page.getByText('Nova senha e confirmação não coincidem').waitFor();
    expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
    await password.fill('lua');
    await confirmation.fill('lua');
    await save.click();
    await page.getByText('Nova senha deve ter pelo menos 6 caracteres').waitFor();
    expect(resets.n).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await password.fill('lua-nova-9');
    await confirmation.fill('lua-nova-9');
    await save.click();
    await page.getByRole('heading', { name: 'Senha redefinida!' }).waitFor();
    expect(resets.n).toBe(1);

    // The old password fails, the new one works.
    const ip = fakeIp();
    const old = await call('/users/login', { method: 'POST', body: { email, password: PASSWORD }, ip });
    expect(old.status).toBe(401);

    await page.getByRole('button', { name: 'Fazer login' }).click();
    await login.waitFor();
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Senha', { exact: true }).fill('lua-nova-9');
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await login.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByText('Olá, Dora', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Ir para o meu Santuário' }).waitFor();
    expect(await storedToken(page)).toBeTruthy();

    // A reset link works once.
    await page.goto(link);
    await password.fill('outra-senha-7');
    await confirmation.fill('outra-senha-7');
    await save.click();
    await page.getByRole('heading', { name: 'Este link não vale mais' }).waitFor();
    expect(await page.getByRole('alert').innerText()).toMatch(/inválido, já foi usado ou expirou/);
    await page.getByRole('button', { name: 'Pedir um novo link' }).click();
    await page.getByRole('dialog', { name: 'Esqueci minha senha' }).waitFor();
    expect(
      (await call('/users/login', { method: 'POST', body: { email, password: 'lua-nova-9' }, ip })).status,
    ).toBe(200);
    expectNoPageErrors(page);
    await context.close();
  });

  it('says what is wrong with a link that has no token', async () => {
    const { context, page } = await visitorPage('mobile');
    await page.goto(`${baseURL}/redefinir-senha`);
    await page.getByRole('heading', { name: 'Link incompleto' }).waitFor();
    await page.getByRole('button', { name: 'Pedir um novo link' }).click();
    const forgot = page.getByRole('dialog', { name: 'Esqueci minha senha' });
    await forgot.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('forgot-email');
    await context.close();
  });
});

describe('sessions', () => {
  it('changing the password keeps this device signed in with a fresh token; older tokens get 401', async () => {
    const session = await signUp('Elis Rocha');
    const { context, page } = await sessionPage(browser, session, 'mobile');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
    await dialog.getByRole('tab', { name: 'Senha' }).click();
    await dialog.getByLabel('Senha atual').fill(PASSWORD);
    await dialog.getByLabel('Nova senha', { exact: true }).fill('sol-nascente-3');
    await dialog.getByLabel('Confirmar nova senha').fill('sol-nascente-3');
    await dialog.getByRole('button', { name: 'Alterar Senha' }).click();
    await dialog.getByText('Senha alterada com sucesso!').waitFor();
    const fresh = await storedToken(page);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(session.token);
    expect((await call('/users/profile', { token: session.token })).status).toBe(401);
    expect((await call('/users/profile', { token: fresh! })).status).toBe(200);
    // Still signed in here: the next call (the profile, on reopening) goes out with the fresh token.
    // (No reload: the test's init script would put the old session back.)
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/users/profile'));
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    expect((await answer).status()).toBe(200);
    expect((await answer).request().headers().authorization).toBe(`Bearer ${fresh}`);
    await dialog.getByLabel('Nome').waitFor();
    expect(pathname(page)).toBe('/dashboard');
    expectNoPageErrors(page);
    await context.close();
  });

  it("'Sair de todos os dispositivos' asks first, then signs out here and everywhere", async () => {
    const session = await signUp('Fábio Lins');
    const other = await login({ email: session.email, password: PASSWORD }, fakeIp());
    const { context, page } = await sessionPage(browser, session, 'mobile');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
    await dialog.getByRole('tab', { name: 'Privacidade' }).click();
    const trigger = dialog.getByRole('button', { name: 'Sair de todos os dispositivos' });
    await trigger.click();
    const question = dialog.getByRole('group', { name: /Sair de todos os dispositivos agora\?/ });
    await question.waitFor();
    // The safe choice has the focus; cancelling brings it back to the trigger.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'logout-all-confirm-mobile', false);
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await trigger.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Sair de todos os dispositivos',
    );
    expect((await call('/users/profile', { token: session.token })).status).toBe(200);

    await trigger.click();
    await question.getByRole('button', { name: 'Sim, sair de todos' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Meu Oráculo' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
    expect((await call('/users/profile', { token: session.token })).status).toBe(401);
    expect((await call('/users/profile', { token: other.token })).status).toBe(401);
    expectNoPageErrors(page);
    await context.close();
  });
});

describe('newsletter double opt-in', () => {
  it('subscribes in the footer, confirms through the link, and leaves through the unsubscribe page', async () => {
    const email = uniqueEmail('Gaia Torres');
    const { context, page } = await visitorPage('mobile');
    await page.goto(baseURL);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Seu e-mail para receber a carta semanal do céu').fill(email);
    await footer.locator('button[type="submit"]').click();
    await footer.getByRole('status').filter({ hasText: 'Inscrição confirmada!' }).waitFor();

    const link = await waitForLink(email, '/newsletter/confirmar');
    const confirms = countCalls(page, '/newsletter/confirm');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Inscrição confirmada!' }).waitFor();
    expect(confirms.n).toBe(1);
    expect(await page.getByText(email).isVisible()).toBe(true);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);

    // Opened twice, the link is spent.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Este link não vale mais' }).waitFor();

    // The welcome letter carries the way out: a page for people, a one-click POST for mail clients.
    const leave = await waitForLink(email, '/newsletter/descadastrar');
    const welcome = mailsTo(email).find((m) => m.text.includes(tokenOf(leave)))!;
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.headers['list-unsubscribe']).toContain('/api/newsletter/unsubscribe?token=');

    const posts = countCalls(page, '/newsletter/unsubscribe');
    await page.goto(leave);
    await page.getByRole('heading', { name: 'Deixar de receber a carta semanal?' }).waitFor();
    // Opening the page changes nothing: link scanners open links too.
    expect(posts.n).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await page.getByRole('heading', { name: 'Inscrição cancelada' }).waitFor();
    expect(posts.n).toBe(1);
    expect(tokenOf(leave)).toBeTruthy();
    expectNoPageErrors(page);
    await context.close();
  });

  it('explains a link without token or with a bad one', async () => {
    const { context, page } = await visitorPage('desktop');
    const calls = countCalls(page, '/newsletter/confirm');
    await page.goto(`${baseURL}/newsletter/confirmar`);
    await page.getByRole('heading', { name: 'Link incompleto' }).waitFor();
    await page.goto(`${baseURL}/newsletter/descadastrar?token=`);
    await page.getByRole('heading', { name: 'Link incompleto' }).waitFor();
    expect(calls.n).toBe(0);
    await page.goto(`${baseURL}/newsletter/descadastrar?token=nao-e-um-token`);
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await page.getByRole('heading', { name: 'Este link não vale mais' }).waitFor();
    await page.goto(`${baseURL}/newsletter/confirmar?token=nao-e-um-token`);
    await page.getByRole('heading', { name: 'Este link não vale mais' }).waitFor();
    await context.close();
  });
});
