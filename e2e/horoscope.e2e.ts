import type { Horoscope } from '@constelar/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './support/api';
import { launchBrowser, newPage, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';

// daily.md §1 in the browser: /horoscopo/{slug} on a phone and on a desktop, its server-written head,
// the days around it, and /horoscopo with the twelve signs.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.HOROSCOPE_SHOTS_DIR);
const DATE = '2024-04-08';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Horóscopo do dia', () => {
  it('shows a sign’s day on a desktop, with its head, and moves to the day before and after', async () => {
    const expected = await call<Horoscope>(`/horoscope/leo?date=${DATE}`);
    expect(expected.status).toBe(200);
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(`${baseURL}/horoscopo/leao?data=${DATE}`);
    await page.getByRole('heading', { name: 'Leão', level: 1 }).waitFor();
    await page.getByText(expected.body.paragraphs[0]!).waitFor();
    // The words come in the HTML, before the app takes over and sets its own title for the page.
    await expect.poll(() => page.title()).toBe('Horóscopo do dia de Leão: 8 de abril de 2024 | Constelar');
    expect(await page.getByText('8 de abril de 2024').first().isVisible()).toBe(true);
    expect(await page.getByText('casas solares', { exact: false }).first().isVisible()).toBe(true);
    // The eclipse of the day, in Brasília time, in Leão's ninth house.
    const sky = page.getByRole('region', { name: 'O céu do dia' });
    expect(await sky.getByText('Eclipse', { exact: false }).first().isVisible()).toBe(true);
    expect(await sky.getByText('casa 9').first().isVisible()).toBe(true);
    await settled(page);
    await shot(page, 'horoscopo-desktop');

    // The server wrote the head before any script ran.
    const html = await (await fetch(`${baseURL}/horoscopo/leao?data=${DATE}`)).text();
    expect(html).toContain('<title>Horóscopo do dia de Leão: 8 de abril de 2024 | Constelar</title>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/share\/horoscope\/leo\.png"/);

    await page.getByRole('link', { name: 'Amanhã' }).click();
    await page.getByText('9 de abril de 2024').first().waitFor();
    expect(page.url()).toContain('/horoscopo/leao?data=2024-04-09');
    await page.getByRole('link', { name: 'Ontem' }).click();
    await page.getByRole('link', { name: 'Ontem' }).click();
    await page.getByText('7 de abril de 2024').first().waitFor();
    expectNoPageErrors(page);
    await context.close();
  });

  it('fits a phone and passes axe there', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${baseURL}/horoscopo/peixes?data=${DATE}`);
    await page.getByRole('heading', { name: 'Peixes', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'O céu do dia' }).waitFor();
    await settled(page);
    await noSidewaysScroll(page);
    await shot(page, 'horoscopo-mobile');
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  });

  it('lists the twelve signs of today with the Moon, reached from the menu on a phone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Horóscopo' }).click();
    await page.getByRole('heading', { name: 'Os doze signos hoje', level: 1 }).waitFor();
    await page.getByText('A Lua hoje', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: /^Leão/ }).count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('main li a[href^="/horoscopo/"]').count()).toBe(12);
    await settled(page);
    await noSidewaysScroll(page);
    await shot(page, 'horoscopo-index-mobile');
    await expectNoSeriousAxeViolations(page);
    await page.locator('a[href="/horoscopo/escorpiao"]').first().click();
    await page.getByRole('heading', { name: 'Escorpião', level: 1 }).waitFor();
    expectNoPageErrors(page);
    await context.close();
  });
});
