import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const document: {
  documentElement: { scrollWidth: number };
  getAnimations(): { playState: string; effect: { getComputedTiming(): { iterations?: number } } | null }[];
  images: ArrayLike<{ complete: boolean; loading: string; getBoundingClientRect(): { top: number } }>;
};
declare const innerHeight: number;
declare const axe: {
  run(
    context: unknown,
    options: { resultTypes: string[]; runOnly?: { type: string; values: string[] } },
  ): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] }>;
};

/** axe-core's own build, read once per lane and put into a page only when that page is judged. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe as this suite runs it (ADR 094, sessions 15, 16 and 20):
 * - every rule runs, but only the violations are gathered in full, which spares 10–15 % of an analysis
 *   on the larger pages;
 * - in the page itself, which has no frames to reach: not in a blank page opened for each analysis to
 *   merge per-frame results, which cost 2–4 s of CPU per analysis of the report;
 * - axe's 570 KB is evaluated once per document, and only if that document has no axe yet. The
 *   @axe-core/playwright builder evaluated it twice per analysis, ~0.5 s of a page's CPU each time: about
 *   as much as the analysis of a whole page itself.
 */
export async function axeViolations(
  page: Page,
  { within, rules }: { within?: string; rules?: string[] } = {},
): Promise<{ id: string; impact?: string | null; targets: string[] }[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ within, rules }) =>
      axe
        .run(within ? { include: [[within]] } : { include: [], exclude: [] }, {
          resultTypes: ['violations'],
          ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
        })
        .then((r) =>
          r.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.map((n) => n.target.join(' ')),
          })),
        ),
    { within, rules },
  );
}

/**
 * Only serious and critical axe findings fail a test. Judged once the page has stopped moving: colour
 * contrast measured halfway through a fade-in is the fade's, not the design's. `within` (a CSS selector)
 * judges one part only, such as a modal over a page that its own test already judged: axe on the whole
 * report takes seconds of a loaded runner's CPU.
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: string) {
  await animationsDone(page);
  const serious = (await axeViolations(page, { within })).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}

export const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** support/browser.ts collects uncaught page errors on the page object. */
export const expectNoPageErrors = (page: Page) =>
  expect((page as Page & { errors: string[] }).errors).toEqual([]);

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'dd de MMM, yyyy' in pt-BR for the browser's zone (America/Sao_Paulo in support/browser.ts). */
export function ptDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('day')} de ${MONTHS[Number(get('month')) - 1]}, ${get('year')}`;
}

/**
 * Waits until what a person sees has stopped moving: every finite CSS animation and transition has run
 * (endless ones, like the twinkling stars, are left out) and every image has loaded, but for lazy ones
 * below the screen, which load only as a person scrolls near them. Axe judges contrast on the settled
 * page, not on a frame in the middle of a fade.
 */
export const settled = async (page: Page) => {
  await animationsDone(page);
  await page.waitForFunction(() =>
    Array.from(document.images).every(
      (img) => img.complete || (img.loading === 'lazy' && img.getBoundingClientRect().top > innerHeight),
    ),
  );
};

/** Every finite CSS animation and transition has run; endless ones (twinkling stars, spinners) are left out. */
function animationsDone(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Waits for the page to paint twice: state set by an event has rendered by then. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))))`,
  );

/**
 * Watches for a status or alert line reading `text`, recording on the page's own clock when it appears and
 * when it goes. Call it before the action that shows the message; expectShownFor reads the record.
 */
export async function watchMessage(page: Page, text: string) {
  await page.evaluate(`(() => {
    const text = ${JSON.stringify(text)};
    const record = (window.__message = { shownAt: null, goneAt: null });
    const present = () =>
      [...document.querySelectorAll('[role="status"], [role="alert"]')].some((el) => el.textContent === text);
    new MutationObserver(() => {
      const shown = present();
      if (shown && record.shownAt === null) record.shownAt = Date.now();
      if (!shown && record.shownAt !== null && record.goneAt === null) record.goneAt = Date.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
}

/**
 * The line watched by watchMessage shows `text`, then clears `shownMs` later (± `slackMs`), measured on the
 * page's clock (newPage's `clock` option), which is run forward past the message's life: nothing waits it
 * out, and a slow machine cannot stretch or shorten what is measured.
 */
export async function expectShownFor(
  page: Page,
  line: Locator,
  text: string,
  shownMs: number,
  slackMs = 600,
) {
  await expect.poll(() => line.textContent(), { timeout: 5_000 }).toBe(text);
  await page.clock.runFor(shownMs + slackMs);
  await expect.poll(() => line.count()).toBe(0);
  const record = (await page.evaluate('window.__message')) as { shownAt: number; goneAt: number };
  expect(record.goneAt - record.shownAt).toBeGreaterThanOrEqual(shownMs - slackMs);
  expect(record.goneAt - record.shownAt).toBeLessThanOrEqual(shownMs + slackMs);
}

/** Sums the page's layout shifts (without recent input) into window.cls, as CLS counts them. */
export function watchLayoutShifts() {
  const w = window as unknown as { cls: number };
  w.cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) w.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
