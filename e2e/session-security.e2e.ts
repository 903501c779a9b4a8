import type { UserProfile } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, PASSWORD, signUp, uniqueEmail } from './support/api';
import { launchBrowser, screenshots } from './support/browser';
import { expectNoPageErrors, expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';
import { mailsTo, outboxFiles, tokenOf, waitForLink } from './support/outbox';
import { sessionPage } from './support/session-page';

// Issue #44: "Sair" ends the session on the server, and a session alone cannot move the account's e-mail.

declare const localStorage: { getItem(key: string): string | null };

const baseURL = inject('baseURL');
const shot = screenshots(process.env.ACCOUNT_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const storedToken = async (page: Page) => {
  const raw = await page.evaluate(() => localStorage.getItem('constelar-auth'));
  return raw ? (JSON.parse(raw) as { state: { token: string | null } }).state.token : null;
};

const loginStatus = async (email: string) =>
  (await call('/users/login', { method: 'POST', body: { email, password: PASSWORD } })).status;

describe('"Sair"', () => {
  it('revokes the token on the server (laptop, header button)', async () => {
    const session = await signUp('Yara Sampaio');
    const { context, page } = await sessionPage(browser, session, 'desktop');
    await page.goto(`${baseURL}/dashboard`);
    const header = page.getByRole('banner');
    await header.getByText('Olá, Yara', { exact: true }).waitFor();
    expect((await call('/users/profile', { token: session.token })).status).toBe(200);

    const revoked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/logout');
    await header.getByRole('button', { name: 'Sair' }).click();
    const answer = await revoked;
    expect(answer.request().headers().authorization).toBe(`Bearer ${session.token}`);
    expect(answer.status()).toBe(204);
    // The token the page held is refused from now on, by any client.
    expect((await call('/users/profile', { token: session.token })).status).toBe(401);
    expect((await call('/users/badges', { token: session.token })).status).toBe(401);

    // Signed out here: home, the header offers to sign in again, nothing kept.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await header.getByRole('button', { name: 'Meu Oráculo' }).waitFor();
    expect(await header.getByText('Olá, Yara', { exact: true }).count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
    await shot(page, 'signed-out-desktop', false);
    expectNoPageErrors(page);
    await context.close();
  });

  it('revokes the token on the server (phone, menu)', async () => {
    const session = await signUp('Ícaro Mendes');
    const { context, page } = await sessionPage(browser, session, 'mobile');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const revoked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/logout');
    await menu.getByRole('button', { name: 'Sair' }).click();
    expect((await revoked).status()).toBe(204);
    expect((await call('/users/profile', { token: session.token })).status).toBe(401);

    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('button', { name: 'Meu Oráculo' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Sair' }).count()).toBe(0);
    await shot(page, 'signed-out-menu-mobile', false);
    expectNoPageErrors(page);
    await context.close();
  });
});

describe('changing the e-mail in the profile', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`asks for the current password, and moves the login only once the link is followed (${viewport})`, async () => {
      const session = await signUp('Noemi Prates');
      const newEmail = uniqueEmail('noemi');
      const { context, page } = await sessionPage(browser, session, viewport);
      await page.goto(`${baseURL}/dashboard`);
      await page.getByRole('button', { name: 'Meu Perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
      const email = dialog.getByLabel('E-mail', { exact: true });
      await email.waitFor();
      const password = dialog.getByLabel('Senha atual (para trocar o e-mail)');
      // Only a new address asks for it.
      expect(await password.count()).toBe(0);
      await email.fill(newEmail);
      await password.waitFor();
      expect(await password.getAttribute('type')).toBe('password');
      expect(await password.getAttribute('required')).not.toBeNull();
      expect(await password.getAttribute('autocomplete')).toBe('current-password');
      const save = dialog.getByRole('button', { name: 'Salvar Alterações' });
      const status = dialog.locator('[role="status"], [role="alert"]').first();

      // Empty: the browser's own check stops the form before any request.
      let puts = 0;
      page.on('request', (r) => {
        if (r.method() === 'PUT' && new URL(r.url()).pathname === '/api/users/profile') puts++;
      });
      await save.click();
      expect(
        await password.evaluate((el) => (el as unknown as { validity: { valid: boolean } }).validity.valid),
      ).toBe(false);
      expect(puts).toBe(0);

      await password.fill('senha-errada');
      await save.click();
      await expect.poll(() => status.textContent()).toBe('Senha atual incorreta. O e-mail não foi alterado.');
      // Still signed in, and nothing changed.
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await storedToken(page)).toBe(session.token);
      const unchanged = (await call<UserProfile>('/users/profile', { token: session.token })).body;
      expect(unchanged.email).toBe(session.email);
      expect(unchanged.pendingEmail).toBeNull();
      expect(mailsTo(newEmail)).toEqual([]);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `email-change-wrong-password-${viewport}`, false);

      const before = outboxFiles();
      await password.fill(PASSWORD);
      await save.click();
      await expect
        .poll(() => status.textContent())
        .toBe(
          `Perfil atualizado. Enviamos um link para ${newEmail}: o novo e-mail passa a valer quando for confirmado.`,
        );
      await dialog.getByText(`Novo e-mail aguardando confirmação: ${newEmail}`).waitFor();
      expect(await password.count()).toBe(0);
      await noSidewaysScroll(page);
      await shot(page, `email-change-sent-${viewport}`, false);

      // The old address stays the login until the link in the new inbox is followed.
      const link = await waitForLink(newEmail, '/confirmar-email', { after: before });
      expect(await loginStatus(session.email)).toBe(200);
      expect(await loginStatus(newEmail)).toBe(401);
      const confirmed = await call('/users/verify-email', { method: 'POST', body: { token: tokenOf(link) } });
      expect(confirmed.status).toBe(200);
      expect(await loginStatus(newEmail)).toBe(200);
      expect(await loginStatus(session.email)).toBe(401);
      expectNoPageErrors(page);
      await context.close();
    });
  }
});
