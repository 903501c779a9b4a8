import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import { expectNoPageErrors } from './support/checks';

// The e2e tsconfig has no DOM lib; these run inside the page.
declare const window: {
  scrollY: number;
  innerHeight: number;
  scrollTo(options: { top: number; behavior: string }): void;
};
declare const document: {
  body: { style: { overflow: string } };
  documentElement: { scrollHeight: number };
  activeElement: { getAttribute(name: string): string | null } | null;
  elementFromPoint(x: number, y: number): { closest(selector: string): unknown } | null;
};
declare function getComputedStyle(el: unknown): { backgroundColor: string };

const baseURL = inject('baseURL');
const shot = screenshots(process.env.POLISH_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const acceptCookies = (context: BrowserContext) =>
  context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/** Whether the topmost element at the centre of `selector`'s box lies inside `inside` (a CSS selector). */
async function hitsInside(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  inside: string,
) {
  return page.evaluate(({ x, y, sel }) => Boolean(document.elementFromPoint(x, y)?.closest(sel)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    sel: inside,
  });
}

describe('scroll position across pages', () => {
  it.each(['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])(
    'opens /resultado at its top after the landing form (%s)',
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await acceptCookies(context);
      await page.goto(`${baseURL}/#formulario`);
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field('Nome completo').fill('Maria Clara Silva');
      await field('Data de nascimento').fill('15031990');
      await field('Hora de nascimento').fill('1430');
      await page.getByRole('combobox', { name: 'Local de nascimento' }).fill('São Paulo, SP');
      await page.keyboard.press('Escape');
      const submit = page.locator('#formulario button[type="submit"]');
      await submit.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(500);
      await submit.click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/resultado');
      // The report's own title: while its chunk loads, the landing page may still be on screen.
      await page.getByRole('heading', { level: 1, name: /A Constelação de/ }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(0);
      expectNoPageErrors(page);
      await context.close();
    },
  );

  it('opens Sinastria at its top from the bottom of a page, and back returns to that bottom', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await acceptCookies(context);
    await page.goto(`${baseURL}/politica-de-privacidade`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await scrollToBottom(page);
    const bottom = await scrollY(page);
    expect(bottom).toBeGreaterThan(800);

    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Sinastria' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sinastria');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/politica-de-privacidade');
    await expect.poll(async () => Math.abs((await scrollY(page)) - bottom)).toBeLessThan(4);

    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sinastria');
    await expect.poll(() => scrollY(page)).toBe(0);
    expectNoPageErrors(page);
    await context.close();
  });
});

describe('the mobile menu', () => {
  const open = async (page: Page) => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    return menu;
  };

  it('fills the screen, opaque, over the header and the cookie notice, once the page is scrolled', async () => {
    // No consent cookie: the notice is on screen too.
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(baseURL);
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
    await scrollTo(page, 700);
    await expect
      .poll(() => page.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
    const logo = (await page.getByRole('link', { name: 'Constelar, página inicial' }).boundingBox())!;
    const menu = await open(page);

    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const background = await menu.evaluate((m) => getComputedStyle(m).backgroundColor);
    expect(background).toMatch(/^rgb\(/);
    // The header's logo is behind the menu, not drawn through it.
    expect(await hitsInside(page, logo, '#mobile-menu')).toBe(true);
    const start = (await menu.getByRole('button', { name: 'Iniciar Jornada' }).boundingBox())!;
    expect(start.y + start.height).toBeLessThanOrEqual(844);
    expect(await hitsInside(page, start, '#mobile-menu')).toBe(true);
    await shot(page, 'mobile-menu-scrolled', false);
    await context.close();
  });

  it('closes on a route entry and gives the page its scroll back', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await acceptCookies(context);
    await page.goto(baseURL);
    await scrollTo(page, 400);
    const menu = await open(page);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await menu.getByRole('link', { name: 'Sinastria' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sinastria');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // The new page's own heading: until its chunk arrives, the landing's is still on screen, and a scroll
    // made then is undone when the new page takes the top.
    await page.getByRole('heading', { level: 1, name: 'Portal Exclusivo para Membros' }).waitFor();
    await scrollTo(page, 300);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    expectNoPageErrors(page);
    await context.close();
  });

  it('closes with Esc and puts focus back on its toggle', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await acceptCookies(context);
    await page.goto(baseURL);
    const menu = await open(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null)).toBe(
      'Abrir menu',
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });
});
