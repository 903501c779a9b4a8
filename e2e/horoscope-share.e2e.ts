import type { Horoscope } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './support/api';
import { downloadedBytes, launchBrowser, newPage, screenshots } from './support/browser';
import { expectNoPageErrors, expectNoSeriousAxeViolations, settled } from './support/checks';

// reach.md §3 in Chromium: "Compartilhar" on a sign's day, with the system sheet and without it.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.SHARE_SHOTS_DIR);
const DATE = '2024-04-08';
const PAGE = `/horoscopo/leao?data=${DATE}`;

let browser: Browser;
let leo: Horoscope;
beforeAll(async () => {
  browser = await launchBrowser();
  leo = (await call<Horoscope>(`/horoscope/leo?date=${DATE}`)).body;
});
afterAll(async () => browser?.close());

const firstSentence = (h: Horoscope) => h.paragraphs[0]!.match(/^.+?[.!?](?=\s|$)/)![0];

async function openDay(page: Page) {
  await page.goto(baseURL + PAGE);
  await page.getByText(leo.paragraphs[0]!).waitFor();
  return page.getByRole('button', { name: 'Compartilhar' });
}

describe('Compartilhar o horóscopo', () => {
  it('without navigator.share, opens a menu the keyboard drives: WhatsApp, copy, story image', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (navigator as { share?: unknown }).share;
    });
    const share = await openDay(page);
    await share.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => share.getAttribute('aria-expanded')).toBe('true');
    const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
    // The first choice has the focus: Enter would open it.
    await expect.poll(() => whatsapp.evaluate((el) => el === document.activeElement)).toBe(true);
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const message = href.searchParams.get('text')!;
    expect(message).toContain('Leão');
    expect(message).toContain('8 de abril de 2024');
    expect(message).toContain(firstSentence(leo));
    expect(message).toContain(`${baseURL}${PAGE}`);
    const story = page.getByRole('link', { name: 'Baixar imagem para Stories' });
    expect(await story.getAttribute('href')).toBe(`/api/share/horoscope/leo.png?date=${DATE}&format=story`);
    await settled(page);
    await shot(page, 'share-menu-mobile', false);
    await expectNoSeriousAxeViolations(page);

    // Escape closes and gives the focus back.
    await page.keyboard.press('Escape');
    await expect.poll(() => share.getAttribute('aria-expanded')).toBe('false');
    expect(await whatsapp.isVisible()).toBe(false);
    await expect.poll(() => share.evaluate((el) => el === document.activeElement)).toBe(true);

    // "Copiar link" by keyboard: the URL with its date, and a confirmation a screen reader hears.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Link copiado.' });
    await status.waitFor();
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${PAGE}`);
    expect(await share.getAttribute('aria-expanded')).toBe('false');

    // The story image downloads as the day's 1080×1920 PNG.
    await share.click();
    const [download] = await Promise.all([page.waitForEvent('download'), story.click()]);
    expect(download.suggestedFilename()).toBe(`horoscopo-leao-${DATE}.png`);
    const png = await downloadedBytes(download);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920]);
    expectNoPageErrors(page);
    await context.close();
  });

  it('with navigator.share, hands the title, the short text and the dated URL to the system sheet', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    const share = await openDay(page);
    expect(await share.getAttribute('aria-expanded')).toBeNull();
    await settled(page);
    await shot(page, 'share-desktop');
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: 'Horóscopo do dia de Leão',
          text: `8 de abril de 2024: ${firstSentence(leo)}`,
          url: `${baseURL}${PAGE}`,
        },
      ]);
    expect(await page.getByRole('link', { name: 'WhatsApp' }).isVisible()).toBe(false);
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  });
});
