import type { HoroscopePeriod } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './support/api';
import { gate, launchBrowser, newPage, screenshots, VIEWPORTS } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  settled,
  watchLayoutShifts,
} from './support/checks';

// reach.md §1 in Chromium for the week's and the month's horóscopo, /ceu and the privacy policy: their
// words are in the HTML, a reader without JavaScript reads the week and the month and walks to the next
// and previous ones, and the app takes each page over on a phone without moving it or asking the API for
// what the HTML carried.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.SSR_SHOTS_DIR);
const WEEK = '/horoscopo/leao/semana?inicio=2026-03-02';
const MONTH = '/horoscopo/leao/mes?mes=2026-10';

let browser: Browser;
let week: HoroscopePeriod;
let nextWeek: HoroscopePeriod;
let month: HoroscopePeriod;
let monthBefore: HoroscopePeriod;
beforeAll(async () => {
  browser = await launchBrowser();
  [week, nextWeek, month, monthBefore] = await Promise.all([
    call<HoroscopePeriod>('/horoscope/leo/week?start=2026-03-02').then((r) => r.body),
    call<HoroscopePeriod>('/horoscope/leo/week?start=2026-03-09').then((r) => r.body),
    call<HoroscopePeriod>('/horoscope/leo/month?month=2026-10').then((r) => r.body),
    call<HoroscopePeriod>('/horoscope/leo/month?month=2026-09').then((r) => r.body),
  ]);
});
afterAll(async () => browser?.close());

async function expectParagraphs(page: Page, paragraphs: readonly string[]) {
  for (const p of paragraphs) expect(await page.getByText(p, { exact: true }).isVisible(), p).toBe(true);
}

describe('the week, the month, /ceu and the privacy policy in the HTML', () => {
  it('lets a reader without JavaScript read a sign’s week and month and follow the links around them', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(baseURL + WEEK);
    await page.getByRole('heading', { level: 1, name: 'Leão' }).waitFor();
    await page.getByText('2 a 8 de março de 2026', { exact: true }).waitFor();
    await expectParagraphs(page, week.paragraphs);
    for (const d of week.days) expect(await page.locator(`time[datetime="${d.date}"]`).count()).toBe(1);
    await shot(page, 'week-no-js-mobile');
    await page.getByRole('link', { name: 'Próxima semana' }).click();
    await page.getByText(nextWeek.paragraphs[0]!, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?inicio=2026-03-09');
    await page.getByRole('link', { name: 'Semana anterior' }).click();
    await page.getByText(week.paragraphs[0]!, { exact: true }).waitFor();

    await page.goto(baseURL + MONTH);
    await page.getByRole('heading', { level: 1, name: 'Leão' }).waitFor();
    await page.getByText('outubro de 2026', { exact: true }).waitFor();
    await expectParagraphs(page, month.paragraphs);
    await shot(page, 'month-no-js-mobile');
    await page.getByRole('link', { name: 'Mês anterior' }).click();
    await page.getByText(monthBefore.paragraphs[0]!, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?mes=2026-09');
    await page.getByRole('link', { name: 'Horóscopo do dia' }).click();
    await page.getByText('Horóscopo do dia', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/horoscopo/leao');

    // /ceu and the privacy policy read without JavaScript too.
    await page.goto(`${baseURL}/ceu?mes=2026-03`);
    await page.getByRole('heading', { level: 1, name: 'O Céu' }).waitFor();
    await page.getByText('Terça-feira, 3 de março', { exact: true }).waitFor();
    await shot(page, 'ceu-no-js-mobile');
    await page.getByRole('link', { name: 'Próximo mês: abril de 2026' }).click();
    await page.getByRole('heading', { level: 2, name: 'Abril de 2026' }).waitFor();
    await page.goto(`${baseURL}/politica-de-privacidade`);
    await page.getByRole('heading', { level: 1, name: 'O Pacto de Confiança' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Exclusão' }).waitFor();
    await shot(page, 'privacy-no-js-mobile');
    await context.close();
  });

  const pages = [
    {
      path: WEEK,
      api: '/api/horoscope',
      h1: 'Leão',
      last: () => week.paragraphs.at(-1)!,
      // The footer is the app's: it is there once React has drawn the page.
      ready: (page: Page) => page.getByRole('contentinfo').waitFor(),
    },
    {
      path: MONTH,
      api: '/api/horoscope',
      h1: 'Leão',
      last: () => month.paragraphs.at(-1)!,
      ready: (page: Page) => page.getByRole('contentinfo').waitFor(),
    },
    {
      path: '/ceu?mes=2026-03',
      api: '/api/sky',
      h1: 'O Céu',
      last: () => 'Leve o céu para a sua agenda',
      // The server's zone select is disabled; the app's can be changed.
      ready: (page: Page) => page.locator('select:not([disabled])').waitFor(),
    },
    {
      path: '/politica-de-privacidade',
      api: '/api/',
      h1: 'O Pacto de Confiança',
      last: () => 'privacidade@constelar.app',
      ready: (page: Page) => page.getByRole('contentinfo').waitFor(),
    },
  ];
  for (const { path, api, h1, last, ready } of pages) {
    for (const viewport of ['mobile', 'desktop'] as const) {
      it(`draws ${path} on a ${viewport} over the HTML it came with, without moving or asking ${api}`, async () => {
        const { context, page } = await newPage(browser, viewport, { reducedMotion: false });
        const asked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith(api)) asked.push(request.url());
        });
        await page.addInitScript(watchLayoutShifts);
        await page.goto(baseURL + path);
        await ready(page);
        await settled(page);
        expect(await page.getByRole('heading', { level: 1, name: h1 }).count()).toBe(1);
        await page.getByText(last(), { exact: true }).first().waitFor();
        // The server's data script was read and removed; what it carried was never asked for.
        expect(await page.locator('#constelar-data').count()).toBe(0);
        expect(asked).toEqual([]);
        const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
        console.log(`CLS ${path} ${viewport}: ${cls.toFixed(5)}`);
        expect(cls).toBeLessThanOrEqual(0.05);
        await shot(page, `${path.replace(/[/?=]/g, '_')}-${viewport}`);
        if (viewport === 'mobile') await expectNoSeriousAxeViolations(page);
        expectNoPageErrors(page);
        await context.close();
      });
    }
  }

  it('leaves a reader who scrolled the server’s page before the app took over where they were', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    // The app's entry script is held until the reader has scrolled the page the server wrote.
    const held = gate();
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held.opened;
      await route.continue();
    });
    await page.goto(baseURL + MONTH, { waitUntil: 'commit' });
    await page.getByText(month.paragraphs.at(-1)!, { exact: true }).waitFor();
    // The stylesheet and the fonts in, so the page has its own length before the reader scrolls it.
    await page.waitForFunction(() => {
      const doc = (
        globalThis as unknown as {
          document: { styleSheets: ArrayLike<{ href: string | null }>; fonts: { status: string } };
        }
      ).document;
      return (
        Array.from(doc.styleSheets).some((s) => s.href?.includes('/assets/')) && doc.fonts.status === 'loaded'
      );
    });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
    held.open();
    await page.getByRole('contentinfo').waitFor();
    await settled(page);
    expect(await page.locator('#constelar-data').count()).toBe(0);
    // Where they were, not thrown to the top: the web font arriving meanwhile can reflow a line or two
    // above, and the browser's scroll anchoring then keeps the same words in view a few pixels off.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1200)).toBeLessThanOrEqual(60);
    expectNoPageErrors(page);
    await context.close();
  });
});
