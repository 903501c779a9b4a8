import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshots, VIEWPORTS } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';

// spec/tarot.md §4 in the browser: a spread drawn by mouse, by keyboard and by touch, each card read in its
// position, and the draw recomputed from its proof on "Como embaralhamos".

const baseURL = inject('baseURL');
const shot = screenshots(process.env.TAROT_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function shuffleOn(page: Page, spread: string) {
  await page.goto(`${baseURL}/tarot/${spread}`);
  await page.getByRole('button', { name: 'Embaralhar' }).click();
  await page.getByRole('group', { name: /Baralho embaralhado/ }).waitFor();
}

/** The names of the dealt cards, as the reading lists them. */
const dealtNames = (page: Page) =>
  page.locator('ol[aria-label="As cartas na tiragem"] li span.sr-only').allTextContents();

describe('Tarot', () => {
  it('draws three cards by mouse and recomputes them on "Como embaralhamos"', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(`${baseURL}/tarot`);
    await page.getByRole('link', { name: /Passado, presente e futuro/ }).click();
    await page
      .getByText('As cartas são embaralhadas no servidor antes da sua escolha, e você pode')
      .waitFor();
    await page.getByRole('button', { name: 'Embaralhar' }).click();
    const fan = page.getByRole('group', { name: /Baralho embaralhado/ });
    await fan.waitFor();
    expect(await fan.getByRole('button').count()).toBe(78);
    await settled(page);
    await shot(page, 'tarot-fan-desktop');
    for (const n of [5, 40, 77])
      await fan.getByRole('button', { name: `Carta ${n} de 78`, exact: true }).click();
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    const names = await dealtNames(page);
    expect(names.map((n) => n.split(':')[0])).toEqual(['Passado', 'Presente', 'Futuro']);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Conferir o embaralhamento' }).click();
    await page.getByRole('heading', { name: 'Como embaralhamos', level: 1 }).waitFor();
    const recomputed = await page.getByTestId('proof-cards').locator('li').allTextContents();
    expect(recomputed).toEqual(names.map((n) => n.split(': ')[1]!.replace(', invertida', ' (invertida)')));
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 150_000);

  it('draws the Cruz celta by keyboard, each card announced', async () => {
    const { context, page } = await newPage(browser, 'desktop', { reducedMotion: true });
    await shuffleOn(page, 'cruz-celta');
    const first = page.getByRole('button', { name: 'Carta 1 de 78', exact: true });
    await first.focus();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    const names = await dealtNames(page);
    expect(names).toHaveLength(10);
    expect(names[1]!.startsWith('O desafio: ')).toBe(true);
    await settled(page);
    await shot(page, 'tarot-cruz-celta-desktop');
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 150_000);

  it('draws the Mandala by touch on a phone', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    });
    const page = await context.newPage();
    await shuffleOn(page, 'mandala');
    await noSidewaysScroll(page);
    await settled(page);
    await shot(page, 'tarot-fan-phone');
    for (let n = 1; n <= 13; n++)
      await page.getByRole('button', { name: `Carta ${n * 5} de 78`, exact: true }).tap();
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    const names = await dealtNames(page);
    expect(names[6]!.startsWith('Casa 7: as parcerias: ')).toBe(true);
    expect(names[12]!.startsWith('Síntese: ')).toBe(true);
    await noSidewaysScroll(page);
    await settled(page);
    await shot(page, 'tarot-mandala-phone');
    await expectNoSeriousAxeViolations(page);
    await context.close();
  }, 150_000);

  it('writes a card page’s head and text into the HTML', async () => {
    const html = await (await fetch(`${baseURL}/tarot/cartas/o-louco`)).text();
    expect(html).toContain('<title>O Louco: significado no tarô · Constelar</title>');
    expect(html).toContain('<h1>O Louco</h1>');
    expect((await fetch(`${baseURL}/tarot/cartas/nao-existe`)).status).toBe(404);
    expect((await fetch(`${baseURL}/tarot/runas`)).status).toBe(404);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/tarot/cartas/as-de-copas</loc>');
    expect(sitemap).toContain('/tarot/cruz-celta</loc>');
  });
});
