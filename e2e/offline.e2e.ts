import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import { expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';

// Issue #45 §3: offline, no page is blank. With the worker, a page never visited opens from its precached
// chunk; without it (or before it is there), the page says "Você está sem internet…" and tries again.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.OFFLINE_SHOTS_DIR);
const OFFLINE = 'Você está sem internet…';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

declare const navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Goes to `path` inside the app, as a link does: the page's code is imported then, not before. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const w = globalThis as unknown as {
      history: { pushState(s: unknown, t: string, u: string): void };
      dispatchEvent(e: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    w.history.pushState({}, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, path);
}

describe('offline', () => {
  const views: (keyof typeof VIEWPORTS)[] = ['mobile', 'desktop'];
  for (const viewport of views) {
    it(`opens a page never visited from the worker's precache (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport, { serviceWorker: true });
      await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
      await page.goto(baseURL);
      await controlled(page);
      await context.setOffline(true);
      await navigateInApp(page, '/tarot');
      await page.getByRole('heading', { level: 1, name: 'Pergunte, embaralhe, escolha' }).waitFor();
      expect(await page.getByRole('heading', { name: OFFLINE }).count()).toBe(0);
      // The line under the header says what is going on.
      await page.getByText('Você está sem internet. O que precisa da rede volta').waitFor();
      await shot(page, `offline-precached-${viewport}`, false);
      await context.setOffline(false);
      await context.close();
    });

    it(`says so and tries again when a page's code cannot load (${viewport})`, async () => {
      // No worker and nothing cached: the chunk of a page not yet visited has nowhere to come from.
      const { context, page } = await newPage(browser, viewport, { fresh: true });
      await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
      await page.goto(baseURL);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await context.setOffline(true);
      await navigateInApp(page, '/numerologia');
      const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: OFFLINE }) });
      await alert.waitFor();
      expect(await alert.getByText(/precisa da rede para abrir/).isVisible()).toBe(true);
      await expectNoSeriousAxeViolations(page);
      await noSidewaysScroll(page);
      await shot(page, `offline-page-${viewport}`, false);

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Tentar de novo' }).click();
      await page.getByRole('heading', { level: 1, name: /Numerologia|Mapa numerológico/i }).waitFor();
      expect(await alert.count()).toBe(0);
      await context.close();
    });
  }
});
