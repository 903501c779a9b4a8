import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, PASSWORD, signUp } from './support/api';
import { launchBrowser, screenshots } from './support/browser';
import { sessionPage } from './support/session-page';

// Issue #45 §5: after logout or account deletion, nothing personal stays on the device: the last reading
// and synastry (with a mother's name) leave local storage, and the worker's copies of the member's answers
// leave its caches.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.FORGET_SHOTS_DIR);

declare const localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
declare const caches: { has(name: string): Promise<boolean> };
declare const navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PERSONAL = ['constelar-last-report', 'constelar-last-synastry'];

/** A member's device as the app leaves it after a reading, a synastry with her mother and "Seu dia". */
async function usedDevice(name: string, viewport: 'mobile' | 'desktop') {
  const session = await signUp(name);
  const put = await call('/users/profile', {
    method: 'PUT',
    token: session.token,
    body: {
      name,
      email: session.email,
      birth: { birthDate: '1990-08-15', birthTime: '12:00', birthPlace: 'São Paulo, SP' },
    },
  });
  expect(put.status).toBe(200);
  const { context, page } = await sessionPage(browser, session, viewport, { serviceWorker: true });
  await page.goto(baseURL);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate((who) => {
    localStorage.setItem(
      'constelar-last-report',
      JSON.stringify({ state: { content: { name: who } }, version: 0 }),
    );
    localStorage.setItem(
      'constelar-last-synastry',
      JSON.stringify({
        state: { synastry: { id: 'x', content: { person2Name: 'Conceição (mãe)' } } },
        version: 1,
      }),
    );
  }, name);
  await page.goto(`${baseURL}/dashboard`);
  await expect.poll(() => page.evaluate(() => caches.has('constelar-user'))).toBe(true);
  return { session, context, page };
}

const kept = (page: Page) =>
  page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), PERSONAL);

describe('the device forgets', () => {
  it('at logout (desktop)', async () => {
    const { context, page } = await usedDevice('Helena Esquecida', 'desktop');
    expect(await kept(page)).toEqual(PERSONAL);
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect.poll(() => kept(page)).toEqual([]);
    await expect.poll(() => page.evaluate(() => caches.has('constelar-user'))).toBe(false);
    await context.close();
  });

  it('at account deletion (mobile)', async () => {
    const { context, page } = await usedDevice('Irene Apagada', 'mobile');
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
    await dialog.getByRole('tab', { name: 'Privacidade' }).click();
    await dialog.getByRole('button', { name: 'Excluir Minha Conta' }).click();
    await dialog.getByLabel('Digite sua senha para confirmar').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Excluir Conta', exact: true }).click();
    await dialog.getByText('Conta excluída com sucesso').waitFor();
    // Gone at once, before the 2 s the confirmation stays on screen.
    await expect.poll(() => kept(page)).toEqual([]);
    await shot(page, 'deleted-mobile', false);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 6_000 }).toBe('/');
    await expect.poll(() => page.evaluate(() => caches.has('constelar-user'))).toBe(false);
    expect(await kept(page)).toEqual([]);
    await context.close();
  });
});
