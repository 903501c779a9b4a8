import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

// The suite's context pool (support/context-pool.ts): a context one test closes comes back to the next
// test in the same renderer, with nothing of the first test left in it; one that cannot be emptied does
// not come back.

// The e2e tsconfig has no DOM lib; these run inside the page.
declare const localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
declare const sessionStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
declare const document: { cookie: string };
declare const navigator: {
  onLine: boolean;
  permissions: { query(p: { name: string }): Promise<{ state: string }> };
};
declare function matchMedia(query: string): { matches: boolean };
declare const window: { marked?: boolean };

const baseURL = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the context pool', () => {
  it('hands a closed context to the next test, emptied of the first test', async () => {
    const first = await newPage(browser, 'mobile');
    const { context, page } = first;
    await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
    await context.addInitScript(() => localStorage.setItem('constelar:visitor-id', 'da-primeira'));
    await page.addInitScript(() => Object.assign(window, { marked: true }));
    await page.route('**/api/health', (route) => route.fulfill({ status: 503, body: 'fora' }));
    let heard = 0;
    page.on('request', () => heard++);
    await context.grantPermissions(['clipboard-read'], { origin: baseURL });
    await page.goto(`${baseURL}/robots.txt`);
    await page.evaluate(() => sessionStorage.setItem('aba', 'da-primeira'));
    const popup = await context.newPage();
    await context.setOffline(true);
    await page.emulateMedia({ media: 'print' });
    const before = await page.evaluate(() => performance.timeOrigin);
    await context.close();
    expect(popup.isClosed()).toBe(true);

    const second = await newPage(browser, 'desktop');
    expect(second.context).toBe(context);
    expect(second.page).toBe(page);
    expect(second.context.pages()).toEqual([page]);
    heard = 0;
    await page.goto(`${baseURL}/robots.txt`);
    expect(heard).toBe(0);
    expect(page.viewportSize()).toEqual({ width: 1366, height: 900 });
    expect(await page.evaluate(() => matchMedia('print').matches)).toBe(false);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('constelar:visitor-id'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('aba'))).toBeNull();
    expect(await page.evaluate(() => window.marked ?? false)).toBe(false);
    expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
    const clipboard = await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'clipboard-read' })).state,
    );
    expect(clipboard).not.toBe('granted');
    // A new document: nothing of the first test's page runs in it.
    expect(await page.evaluate(() => performance.timeOrigin)).toBeGreaterThan(before);
    await second.context.close();
  });

  it('closes for real a context whose clock was installed, and one asked for fresh', async () => {
    const timed = await newPage(browser, 'desktop');
    await timed.context.clock.install();
    await timed.context.close();
    const fresh = await newPage(browser, 'desktop', { fresh: true });
    expect(fresh.context).not.toBe(timed.context);
    expect(timed.page.isClosed()).toBe(true);
    await fresh.context.close();
    const next = await newPage(browser, 'desktop');
    expect(next.context).not.toBe(fresh.context);
    expect(fresh.page.isClosed()).toBe(true);
    await next.context.close();
  });
});
