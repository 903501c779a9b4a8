import type { Horoscope } from '@constelar/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './support/api';
import { launchBrowser, newPage, screenshots, VIEWPORTS } from './support/browser';
import { expectNoPageErrors, settled, watchLayoutShifts } from './support/checks';

// reach.md §1 in Chromium: the horóscopo's words are in the HTML, a reader without JavaScript reads them
// and walks the days, and the app takes over the page without moving it or fetching its answer again.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.SSR_SHOTS_DIR);
const DATE = '2024-04-08';
const PAGE = `/horoscopo/leao?data=${DATE}`;

let browser: Browser;
let leo: Horoscope;
let dayBefore: Horoscope;
beforeAll(async () => {
  browser = await launchBrowser();
  leo = (await call<Horoscope>(`/horoscope/leo?date=${DATE}`)).body;
  dayBefore = (await call<Horoscope>('/horoscope/leo?date=2024-04-07')).body;
});
afterAll(async () => browser?.close());

describe('the horóscopo in the HTML', () => {
  it('is read without JavaScript, every paragraph, and its links lead to the day before', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(baseURL + PAGE);
    await page.getByRole('heading', { level: 1, name: 'Leão' }).waitFor();
    await page.getByText('8 de abril de 2024', { exact: true }).waitFor();
    for (const p of leo.paragraphs) expect(await page.getByText(p, { exact: true }).isVisible()).toBe(true);
    await shot(page, 'horoscope-no-js-mobile');
    await page.getByRole('link', { name: 'Ontem' }).click();
    await page.getByText(dayBefore.paragraphs[0]!, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?data=2024-04-07');
    await context.close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`is taken over by the app on a ${viewport} with no layout shift and no second fetch`, async () => {
      const { context, page } = await newPage(browser, viewport, { reducedMotion: false });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/horoscope')) asked.push(request.url());
      });
      await page.addInitScript(watchLayoutShifts);
      await page.goto(baseURL + PAGE);
      // The app has drawn the page when its share button, which only the app draws, is there.
      await page.getByRole('button', { name: 'Compartilhar' }).waitFor();
      await settled(page);
      await page.getByText(leo.paragraphs.at(-1)!, { exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Leão' }).count()).toBe(1);
      // The server's data script was read and removed; the page's answer was never asked for.
      expect(await page.locator('#constelar-data').count()).toBe(0);
      expect(asked).toEqual([]);
      const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
      expect(cls).toBeLessThanOrEqual(0.05);
      await shot(page, `horoscope-hydrated-${viewport}`);
      expectNoPageErrors(page);
      // The next day is the app's own navigation, and fetches its answer.
      await page.getByRole('link', { name: 'Amanhã' }).click();
      await expect.poll(() => asked.length).toBe(1);
      expect(asked[0]).toContain('date=2024-04-09');
      await context.close();
    });
  }

  const others = [
    { path: '/changelog', api: '/api/changelog', h1: 'Changelog' },
    { path: '/tarot/cartas', api: '/api/tarot/cards', h1: 'As 78 cartas' },
    { path: '/tarot/cartas/o-louco', api: '/api/tarot/cards/', h1: 'O Louco' },
  ];
  for (const { path, api, h1 } of others) {
    it(`draws ${path} from the HTML it came with, without asking the API again or moving`, async () => {
      const raw = await (await fetch(baseURL + path)).text();
      expect(raw).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      for (const viewport of ['mobile', 'desktop'] as const) {
        const { context, page } = await newPage(browser, viewport, { reducedMotion: false });
        const asked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith(api)) asked.push(request.url());
        });
        await page.addInitScript(watchLayoutShifts);
        await page.goto(baseURL + path);
        // The footer is the app's: it is there once React has drawn the page.
        await page.getByRole('contentinfo').waitFor();
        await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
        await settled(page);
        expect(await page.locator('#constelar-data').count()).toBe(0);
        expect(asked).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThanOrEqual(
          0.05,
        );
        await shot(page, `${path.replace(/\//g, '_')}-${viewport}`, false);
        expectNoPageErrors(page);
        await context.close();
      }
    });
  }
});
