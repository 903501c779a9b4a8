import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const document: { documentElement: { scrollWidth: number } };

/** Only serious and critical axe findings fail a test. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
