import type { PersonalContent } from '@constelar/contract';
import { HtmlValidate } from 'html-validate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './support/api';
import { launchBrowser, newPage } from './support/browser';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const localStorage: { setItem(key: string, value: string): void };
declare const document: { documentElement: { outerHTML: string } };

const baseURL = inject('baseURL');
const BIRTH = {
  name: 'Clara Meireles',
  birthDate: '1992-09-23',
  birthTime: '06:40',
  birthPlace: 'Recife, PE',
};

// The HTML standard's rules (permitted content and order, unique ids, one <title>, valid attributes),
// judged on the DOM as the app left it after rendering, not on the shell the server sent.
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Rendered markup is serialized by the browser: its choices of quoting and void tags are not ours.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Subresource integrity guards files from another origin; every script and style here is our own.
    'require-sri': 'off',
  },
});

let browser: Browser;
let content: PersonalContent;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await call<{ content: PersonalContent }>('/calculate/personal', {
    method: 'POST',
    body: BIRTH,
  });
  content = res.body.content;
});
afterAll(async () => browser?.close());

const storeReport = (context: BrowserContext, stored: PersonalContent) =>
  context.addInitScript((c) => {
    localStorage.setItem('constelar-last-report', JSON.stringify({ state: { content: c }, version: 0 }));
  }, stored);

async function errorsOf(page: Page): Promise<string[]> {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const report = await validator.validateString(`<!doctype html>\n${html}`);
  return report.results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  );
}

/** Each page, once what a person came for is on screen. */
const PAGES: { path: string; ready: (page: Page) => Promise<unknown>; report?: boolean }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor() },
  {
    path: '/resultado',
    report: true,
    ready: (page) => page.getByRole('group', { name: `Mapa natal de ${BIRTH.name}` }).waitFor(),
  },
  { path: '/ceu', ready: (page) => page.getByRole('heading', { name: 'O Céu', level: 1 }).waitFor() },
  { path: '/horoscopo', ready: (page) => page.getByText('A Lua hoje', { exact: false }).waitFor() },
  {
    path: '/horoscopo/leao?data=2024-04-08',
    ready: (page) => page.getByRole('region', { name: 'O céu do dia' }).waitFor(),
  },
  { path: '/changelog', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/sinastria', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

describe('pages after rendering', () => {
  for (const { path, ready, report } of PAGES) {
    // The phone layout, and the desktop one of the landing page (its second astrolabe, its nav).
    for (const viewport of path === '/' ? (['mobile', 'desktop'] as const) : (['mobile'] as const)) {
      it(`${path} on ${viewport} is valid HTML: one title, unique ids, permitted content`, async () => {
        const { context, page } = await newPage(browser, viewport);
        if (report) await storeReport(context, content);
        await page.goto(`${baseURL}${path}`);
        await ready(page);
        expect(await page.locator('head > title').count()).toBe(1);
        expect(await errorsOf(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
