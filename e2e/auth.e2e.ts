import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeIp, PASSWORD, register, uniqueEmail } from './support/api';
import { launchBrowser, newPage, type VIEWPORTS } from './support/browser';
import { expectNoSeriousAxeViolations } from './support/checks';

declare const localStorage: { getItem(key: string): string | null };

const baseURL = inject('baseURL');
const REGISTERED = 'Registro realizado com sucesso! Por favor, faça o login.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function authPage(viewport: keyof typeof VIEWPORTS = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
  // Registration is rate-limited per client address: each test browses from its own.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
  return { context, page };
}

// The badge popup may stack above it (a new account earns a badge), so the modal is found by its title.
const dialog = (page: Page) =>
  page.getByRole('dialog', { name: /^(Meu Oráculo|Iniciar Jornada|Conta criada)$/ });

async function openFromHeader(page: Page, button: 'Iniciar Jornada' | 'Meu Oráculo') {
  await page.goto(baseURL);
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  await dialog(page).waitFor();
}

const closeAll = (context: BrowserContext) => context.close();

describe('auth modal', () => {
  it("registers, says so in its own dialog, switches to login, logs in and greets 'Olá, {first name}'", async () => {
    const { context, page } = await authPage('desktop');
    await openFromHeader(page, 'Iniciar Jornada');
    expect(await dialog(page).getByRole('heading', { name: 'Iniciar Jornada' }).isVisible()).toBe(true);
    const name = dialog(page).getByLabel('Nome');
    const email = dialog(page).getByLabel('E-mail');
    const password = dialog(page).getByLabel('Senha');
    for (const input of [name, email, password]) expect(await input.getAttribute('required')).not.toBeNull();
    expect(await email.getAttribute('type')).toBe('email');
    expect(await password.getAttribute('type')).toBe('password');

    const address = uniqueEmail('beatriz');
    await name.fill('Beatriz Helena Costa');
    await email.fill(address);
    await password.fill(PASSWORD);
    // The app's own dialog, never the browser's alert (issue #45).
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await dialog(page).getByRole('button', { name: 'Criar conta' }).click();
    await dialog(page).getByText(REGISTERED).waitFor();
    expect(await dialog(page).getByText(`Enviamos um link de confirmação para ${address}`).isVisible()).toBe(
      true,
    );
    expect(alerts).toEqual([]);

    // A first badge may be announced over the modal; it is dismissed like any visitor would.
    const badge = page.getByRole('button', { name: 'Continuar Jornada' });
    await badge.waitFor({ timeout: 3_000 }).then(
      () => badge.click(),
      () => undefined,
    );

    await dialog(page).getByRole('button', { name: 'Continuar', exact: true }).click();
    // No automatic login: the login form opens, with the e-mail already there.
    await expect
      .poll(() => dialog(page).getByRole('heading', { name: 'Meu Oráculo' }).isVisible())
      .toBe(true);
    const before = await page.evaluate(() => localStorage.getItem('constelar-auth'));
    expect(before === null || before.includes('"token":null')).toBe(true);
    expect(await dialog(page).getByLabel('E-mail').inputValue()).toBe(address);
    await dialog(page).getByLabel('Senha').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect.poll(() => dialog(page).count()).toBe(0);
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByText('Olá, Beatriz', { exact: true }).isVisible()).toBe(true);
    const auth = JSON.parse((await page.evaluate(() => localStorage.getItem('constelar-auth')))!) as {
      state: { token: string; user: { name: string; email: string } };
    };
    expect(auth.state.token).toBeTruthy();
    expect(auth.state.user).toMatchObject({ name: 'Beatriz Helena Costa', email: address });
    expect(await header.getByRole('button', { name: 'Iniciar Jornada' }).count()).toBe(0);
    await closeAll(context);
  });

  it("shows the server's error, and product.md's fallbacks when there is none", async () => {
    const { context, page } = await authPage('mobile');
    const address = uniqueEmail('duplo');
    await register({ name: 'Duda', email: address, password: PASSWORD }, fakeIp());
    await page.goto(`${baseURL}/login`);
    await dialog(page).waitFor();

    await dialog(page).getByLabel('E-mail').fill(address);
    await dialog(page).getByLabel('Senha').fill('senha-errada');
    await dialog(page).getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('E-mail ou senha incorretos.');

    await dialog(page).getByRole('button', { name: 'Criar conta' }).click();
    await dialog(page).getByLabel('Nome').fill('Duda');
    await dialog(page).getByLabel('E-mail').fill(address);
    await dialog(page).getByLabel('Senha').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Criar conta' }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Este e-mail já está cadastrado.');

    await page.route('**/api/users/register', (route: Route) => route.fulfill({ status: 500, body: '' }));
    await dialog(page).getByRole('button', { name: 'Criar conta' }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Não foi possível completar o registro.');

    await page.route('**/api/users/login', (route: Route) => route.fulfill({ status: 500, json: {} }));
    await dialog(page).getByRole('button', { name: 'Entrar' }).click();
    await dialog(page).getByLabel('E-mail').fill(address);
    await dialog(page).getByLabel('Senha').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect
      .poll(() => dialog(page).getByRole('alert').textContent())
      .toBe('Não foi possível fazer o login.');
    await closeAll(context);
  });

  it('switches modes, and closes with X, Escape and a click outside', async () => {
    const { context, page } = await authPage('desktop');
    await openFromHeader(page, 'Meu Oráculo');
    expect(await dialog(page).getByRole('heading', { name: 'Meu Oráculo' }).isVisible()).toBe(true);
    expect(await dialog(page).getByLabel('Nome').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Criar conta' }).click();
    expect(await dialog(page).getByRole('heading', { name: 'Iniciar Jornada' }).isVisible()).toBe(true);
    expect(await dialog(page).getByLabel('Nome').isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Entrar' }).click();
    expect(await dialog(page).getByRole('heading', { name: 'Meu Oráculo' }).isVisible()).toBe(true);

    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    expect(await dialog(page).count()).toBe(0);

    await page.getByRole('banner').getByRole('button', { name: 'Meu Oráculo' }).click();
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);

    await page.getByRole('banner').getByRole('button', { name: 'Iniciar Jornada' }).click();
    await dialog(page).waitFor();
    await page.mouse.click(20, 450);
    expect(await dialog(page).count()).toBe(0);
    await closeAll(context);
  });

  it('opens in login mode at /login and returns to / after logging in', async () => {
    const { context, page } = await authPage('mobile');
    const address = uniqueEmail('rota');
    await register({ name: 'Otávio Reis', email: address, password: PASSWORD }, fakeIp());
    await page.goto(`${baseURL}/login`);
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading', { name: 'Meu Oráculo' }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await dialog(page).getByLabel('E-mail').fill(address);
    await dialog(page).getByLabel('Senha').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await dialog(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const greeting = page.getByRole('dialog', { name: 'Menu' }).getByText('Olá, Otávio');
    await greeting.waitFor();
    expect(await greeting.isVisible()).toBe(true);
    await closeAll(context);
  });

  it('has no serious axe violations in register mode (desktop)', async () => {
    const { context, page } = await authPage('desktop');
    await openFromHeader(page, 'Iniciar Jornada');
    await expectNoSeriousAxeViolations(page);
    await closeAll(context);
  });
});
