import type { UserProfile } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, PASSWORD, signUp } from './support/api';
import { downloadedBytes, launchBrowser, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  expectShownFor,
  watchMessage,
  noSidewaysScroll,
  ptDate,
} from './support/checks';
import { sessionPage } from './support/session-page';

// The e2e tsconfig has no DOM lib; these run inside the page.
declare const document: { activeElement: unknown };
declare const localStorage: { getItem(k: string): string | null };

const baseURL = inject('baseURL');
const PROFILE_MESSAGE_MS = 5_000;
const LOGOUT_DELAY_MS = 2_000;

const shot = screenshots(process.env.MEMBER_SHOTS_DIR);

async function openProfile(page: Page) {
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('button', { name: 'Meu Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
  await dialog.waitFor();
  return dialog;
}

/** The status line's text, or null once it has cleared. */
const status = (page: Page) =>
  page.getByRole('dialog', { name: 'Meu Perfil' }).locator('[role="status"], [role="alert"]').first();

/** Shows `text` now, still at 4.5 s, and no longer after 5 s (product.md §4). */
async function expectFiveSecondMessage(page: Page, text: string) {
  await expectShownFor(page, status(page), text, PROFILE_MESSAGE_MS);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('profile dialog', () => {
  it('has ARIA tabs driven by the arrow keys, Home and End', async () => {
    const session = await signUp('Teresa Campos');
    const { context, page } = await sessionPage(browser, session, 'desktop');
    const dialog = await openProfile(page);
    const tablist = dialog.getByRole('tablist', { name: 'Seções do perfil' });
    const tabs = tablist.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Perfil', 'Senha', 'Notificações', 'Privacidade']);
    const selected = async () => tablist.getByRole('tab', { selected: true }).innerText();
    expect(await selected()).toBe('Perfil');
    const focused = () =>
      page.evaluate(() => (document.activeElement as { textContent: string }).textContent);
    // Focus starts on the selected tab.
    expect(await focused()).toBe('Perfil');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('Senha');
    expect(await focused()).toBe('Senha');
    expect(await dialog.getByRole('tabpanel').getByLabel('Senha atual').isVisible()).toBe(true);
    await page.keyboard.press('End');
    expect(await selected()).toBe('Privacidade');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('Perfil');
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe('Privacidade');
    await page.keyboard.press('Home');
    expect(await selected()).toBe('Perfil');
    // Only the selected tab is in the Tab order, and the panel is labelled by it.
    expect(await tabs.evaluateAll((els) => els.map((el) => (el as { tabIndex: number }).tabIndex))).toEqual([
      0, -1, -1, -1,
    ]);
    const panel = dialog.getByRole('tabpanel', { name: 'Perfil' });
    expect(await panel.count()).toBe(1);
    expectNoPageErrors(page);
    await context.close();
  });

  it('shows the profile, reloads it on each opening and after saving, and validates the name', async () => {
    const session = await signUp('Helena Duarte Silva');
    const profile = (await call<UserProfile>('/users/profile', { token: session.token })).body;
    const { context, page } = await sessionPage(browser, session, 'desktop', { clock: true });
    let loads = 0;
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/users/profile') loads++;
    });
    await page.goto(`${baseURL}/dashboard`);
    // The dashboard's "Confirme seu e-mail" banner reads the profile too: count from the dialog's opening.
    await page.getByRole('region', { name: 'Confirme seu e-mail' }).waitFor();
    // Every read the page started on its own is over, so the dialog's own read is not folded into one
    // still in flight (a loaded machine showed 0 loads that way).
    await page.waitForLoadState('networkidle');
    loads = 0;
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
    await dialog.waitFor();
    await dialog.getByLabel('Nome').waitFor();
    await expect.poll(() => loads).toBe(1);
    expect(await dialog.getByLabel('Nome').inputValue()).toBe('Helena Duarte Silva');
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(session.email);
    expect(await dialog.getByText(`Membro desde ${ptDate(profile.createdAt)}`).isVisible()).toBe(true);
    expect(profile.isBetaTester).toBe(true);
    expect(
      await dialog.getByText(`Beta Tester #${profile.betaTesterNumber}`, { exact: true }).isVisible(),
    ).toBe(true);
    expect(await dialog.getByText('Visionário do Arcano', { exact: true }).isVisible()).toBe(true);

    await dialog.getByLabel('Nome').fill('   ');
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Nome é obrigatório');

    await dialog.getByLabel('Nome').fill('Helena Nova Duarte');
    await watchMessage(page, 'Perfil atualizado com sucesso!');
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectFiveSecondMessage(page, 'Perfil atualizado com sucesso!');
    expect(loads).toBe(2);
    expect(await dialog.getByLabel('Nome').inputValue()).toBe('Helena Nova Duarte');
    // The fresh token carries the new name: the header and the greeting follow it.
    expect(await page.locator('header').getByText('Olá, Helena', { exact: true }).first().isVisible()).toBe(
      true,
    );
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('constelar-auth')))!) as {
      state: { token: string; user: { name: string } };
    };
    expect(stored.state.user.name).toBe('Helena Nova Duarte');
    expect(stored.state.token).not.toBe(session.token);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    await dialog.getByLabel('Nome').waitFor();
    // The cached profile shows at once while the fresh one loads.
    await expect.poll(() => loads).toBe(3);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'profile-desktop', false);
    expectNoPageErrors(page);
    await context.close();
  });

  it('changes the password after checking the fields in order', async () => {
    const session = await signUp('Otávio Reis');
    const { context, page } = await sessionPage(browser, session, 'mobile', { clock: true });
    const dialog = await openProfile(page);
    await dialog.getByRole('tab', { name: 'Senha' }).click();
    const submit = dialog.getByRole('button', { name: 'Alterar Senha' });
    const fill = async (current: string, next: string, confirmation: string) => {
      await dialog.getByLabel('Senha atual').fill(current);
      await dialog.getByLabel('Nova senha', { exact: true }).fill(next);
      await dialog.getByLabel('Confirmar nova senha').fill(confirmation);
      await submit.click();
    };
    await fill('', '', '');
    await expect.poll(() => status(page).textContent()).toBe('Todos os campos de senha são obrigatórios');
    await fill(PASSWORD, '', 'abc');
    await expect.poll(() => status(page).textContent()).toBe('Todos os campos de senha são obrigatórios');
    // Mismatch is reported before length.
    await fill(PASSWORD, 'abc', 'abd');
    await expect.poll(() => status(page).textContent()).toBe('Nova senha e confirmação não coincidem');
    await fill(PASSWORD, 'abc', 'abc');
    await expect.poll(() => status(page).textContent()).toBe('Nova senha deve ter pelo menos 6 caracteres');
    // The server's error replaces 'Erro ao alterar senha'.
    await fill('senha-errada', 'nova-senha-7', 'nova-senha-7');
    await expect.poll(() => status(page).textContent()).toBe('A senha atual está incorreta.');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'profile-password-mobile', false);
    await noSidewaysScroll(page);

    await watchMessage(page, 'Senha alterada com sucesso!');
    await fill(PASSWORD, 'nova-senha-7', 'nova-senha-7');
    await expectFiveSecondMessage(page, 'Senha alterada com sucesso!');
    expect(await dialog.getByLabel('Senha atual').inputValue()).toBe('');
    const login = await call('/users/login', {
      method: 'POST',
      body: { email: session.email, password: 'nova-senha-7' },
    });
    expect(login.status).toBe(200);
    expectNoPageErrors(page);
    await context.close();
  });

  it('exports the data as a JSON download', async () => {
    const session = await signUp('Lívia Prado');
    const { context, page } = await sessionPage(browser, session, 'desktop', { clock: true });
    const dialog = await openProfile(page);
    await dialog.getByRole('tab', { name: 'Privacidade' }).click();
    expect(
      await dialog
        .getByText(/direito de acessar, corrigir, exportar ou excluir seus dados pessoais/)
        .isVisible(),
    ).toBe(true);
    expect(
      await dialog.getByText('Lei Geral de Proteção de Dados (LGPD)', { exact: false }).isVisible(),
    ).toBe(true);
    await watchMessage(page, 'Dados exportados com sucesso!');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exportar Meus Dados' }).click(),
    ]);
    // Watched from the moment it can appear: saving the file to disk may take longer than the slack.
    const message = expectFiveSecondMessage(page, 'Dados exportados com sucesso!');
    expect(download.suggestedFilename()).toMatch(/^constelar-data-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse((await downloadedBytes(download)).toString('utf8')) as {
      profile: { email: string };
    };
    expect(data.profile.email).toBe(session.email);
    await message;
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'profile-privacy-desktop', false);
    expectNoPageErrors(page);
    await context.close();
  });

  it('deletes the account behind a password, then logs out 2 s later', async () => {
    const session = await signUp('Rafael Antunes');
    const { context, page } = await sessionPage(browser, session, 'mobile');
    const dialog = await openProfile(page);
    await dialog.getByRole('tab', { name: 'Privacidade' }).click();
    await dialog.getByRole('button', { name: 'Excluir Minha Conta' }).click();
    const password = dialog.getByLabel('Digite sua senha para confirmar');
    const remove = dialog.getByRole('button', { name: 'Excluir Conta', exact: true });
    expect(await password.isVisible()).toBe(true);
    expect(await remove.isDisabled()).toBe(true);
    await password.fill('algo');
    expect(await remove.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await password.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Excluir Minha Conta' }).click();
    expect(await password.inputValue()).toBe('');
    expect(await remove.isDisabled()).toBe(true);

    await password.fill('   ');
    await remove.click();
    await expect.poll(() => status(page).textContent()).toBe('Senha é obrigatória para excluir a conta');
    await password.fill('senha-errada');
    await remove.click();
    await expect.poll(() => status(page).textContent()).toBe('Senha incorreta. A conta não foi excluída.');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'profile-delete-mobile', false);

    await password.fill(PASSWORD);
    await remove.click();
    await expect.poll(() => status(page).textContent()).toBe('Conta excluída com sucesso');
    const deletedAt = Date.now();
    // The message is read first: the dialog stays on /dashboard, then the app signs out and leaves.
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await dialog.isVisible()).toBe(true);
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: LOGOUT_DELAY_MS + 3_000, interval: 50 })
      .toBe('/');
    expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(LOGOUT_DELAY_MS - 700);
    expect(await page.getByRole('dialog', { name: 'Meu Perfil' }).count()).toBe(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('constelar-auth')))!) as {
      state: { token: string | null };
    };
    expect(stored.state.token).toBeNull();
    const login = await call('/users/login', {
      method: 'POST',
      body: { email: session.email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    expectNoPageErrors(page);
    await context.close();
  });
});
