import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HoroscopePeriod, PersonalContent } from '@constelar/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './support/api';
import { downloadedBytes, launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';

// reach.md §3 in Chromium, beyond the horóscopo's day (horoscope-share.e2e.ts): one "Compartilhar" on the
// tarot and cigano readings, the report and the week's and month's pages, with the system sheet and
// without it, on a phone and a desktop (ADR 107).

const baseURL = inject('baseURL');
const shot = screenshots(process.env.SHARE_SHOTS_DIR);
const BIRTH = { name: 'Helena Prado', birthDate: '1988-03-21', birthTime: '06:45', birthPlace: 'Recife' };

let browser: Browser;
let content: PersonalContent;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await call<{ content: PersonalContent }>('/calculate/personal', {
    method: 'POST',
    body: BIRTH,
  });
  expect(res.status).toBe(200);
  content = res.body.content;
});
afterAll(async () => browser?.close());

type Shared = { title?: string; text?: string; url?: string; files?: number };

/** A browser without the Web Share API, whose clipboard the test can read. */
async function withoutShareSheet(context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (navigator as { share?: unknown }).share;
  });
}

/** A browser whose share sheet records what it was handed (headless Chromium has none). */
async function withShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    const shared: Shared[] = [];
    (window as unknown as { shared: Shared[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push({ title: data.title, text: data.text, url: data.url, files: data.files?.length ?? 0 });
      },
    });
  });
}

const sharedSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shared: Shared[] }).shared);

const shareButton = (page: Page) => page.getByRole('button', { name: 'Compartilhar' });

/** Opens the menu and answers the WhatsApp link's text, checking it goes to wa.me. */
async function openMenu(page: Page): Promise<string> {
  const share = shareButton(page);
  await share.click();
  await expect.poll(() => share.getAttribute('aria-expanded')).toBe('true');
  // The open menu stays inside a phone's width.
  await noSidewaysScroll(page);
  const href = new URL((await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  return href.searchParams.get('text')!;
}

/** "Copiar link": the clipboard holds `url`, and the live region says so. */
async function copyLink(page: Page, url: string) {
  await page.getByRole('button', { name: 'Copiar link' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Link copiado.' });
  await status.waitFor();
  expect(await status.getAttribute('aria-live')).toBe('polite');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await shareButton(page).getAttribute('aria-expanded')).toBe('false');
}

/** Width and height of a PNG (its IHDR) or a JPEG (its first start-of-frame segment). */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG')
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc2)
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('JPEG sem quadro');
}

/** "Baixar imagem para Stories" drawn or fetched by script: a 1080×1920 image named `filename`. */
async function downloadStory(page: Page, filename: string, type: 'png' | 'jpeg') {
  await shareButton(page).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar imagem para Stories' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(filename);
  const bytes = await downloadedBytes(download);
  expect(imageSize(bytes)).toEqual({ type, width: 1080, height: 1920 });
  // Kept beside the screenshots, to be looked at.
  if (process.env.SHARE_SHOTS_DIR)
    writeFileSync(join(process.env.SHARE_SHOTS_DIR, `story-${filename}`), bytes);
  return bytes.length;
}

/** Draws cards on /tarot/{spread} (or /tarot/cigano/{spread}) and waits for the reading. */
async function drawCards(page: Page, path: string, size: number, picks = [2, 11, size]) {
  await page.goto(`${baseURL}${path}`);
  await page.getByRole('button', { name: 'Embaralhar' }).click();
  const fan = page.getByRole('group', { name: /Baralho embaralhado/ });
  await fan.waitFor();
  for (const n of picks)
    await fan.getByRole('button', { name: `Carta ${n} de ${size}`, exact: true }).click();
  await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
}

/** The dealt cards as the reading's layout names them: "O Louco", "A Lua (invertida)". */
const dealtCards = async (page: Page) =>
  (await page.locator('ol[aria-label="As cartas na tiragem"] li span.sr-only').allTextContents()).map((n) =>
    n.split(': ')[1]!.replace(', invertida', ' (invertida)'),
  );

const firstSentence = (paragraphs: string[]) => paragraphs[0]!.match(/^.+?[.!?](?=\s|$)/)![0];

describe('Compartilhar a leitura do tarot', () => {
  it('without navigator.share, on a phone: the draw’s proof link, WhatsApp, the copy and the image', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await withoutShareSheet(context);
    await drawCards(page, '/tarot/tres-cartas', 78);
    // One "Compartilhar" for the page: the older image button is gone.
    expect(await shareButton(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Compartilhar imagem' }).count()).toBe(0);
    const cards = await dealtCards(page);
    const proof = await page.getByRole('link', { name: 'Conferir o embaralhamento' }).getAttribute('href');
    const url = `${baseURL}${proof}`;

    const message = await openMenu(page);
    expect(message.split('\n')).toEqual([
      '*Minha tiragem de Passado, presente e futuro no Constelar*',
      `${cards[0]}, ${cards[1]} e ${cards[2]}.`,
      `As cartas foram embaralhadas antes da minha escolha; confira: ${url}`,
    ]);
    await settled(page);
    await shareButton(page).scrollIntoViewIfNeeded();
    await shot(page, 'tarot-share-menu-mobile', false);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await shareButton(page).click();
    await copyLink(page, url);
    // Drawn here as a JPEG: a PNG of the night's gradients weighs 1.7 MB.
    expect(await downloadStory(page, 'constelar-tres-cartas.jpg', 'jpeg')).toBeLessThan(600_000);

    // The friend's link deals the same cards again, in their own browser.
    await page.goto(url);
    await page.getByRole('heading', { name: 'Como embaralhamos', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('proof-cards').locator('li').allTextContents()).toEqual(cards);
    expectNoPageErrors(page);
    await context.close();
  });

  it('with navigator.share, on a desktop: a cigano reading hands its title, cards and proof link', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await withShareSheet(context);
    await drawCards(page, '/tarot/cigano/tres', 36);
    const cards = (await page.locator('[data-testid="cigano-layout"] li span.sr-only').allTextContents()).map(
      (n) => n.split(': ')[1]!,
    );
    const proof = await page.getByRole('link', { name: 'Conferir o embaralhamento' }).getAttribute('href');
    expect(proof).toContain('baralho=cigano');
    const share = shareButton(page);
    // The system sheet, no menu to open.
    expect(await share.getAttribute('aria-expanded')).toBeNull();
    await share.click();
    await expect.poll(() => sharedSoFar(page)).toHaveLength(1);
    const [data] = await sharedSoFar(page);
    expect(data).toEqual({
      title: 'Minha tiragem: Três cartas ciganas',
      text: `Três cartas ciganas no Constelar: ${cards[0]}, ${cards[1]} e ${cards[2]}.`,
      url: `${baseURL}${proof}`,
      files: 0,
    });
    expect(await page.getByRole('link', { name: 'WhatsApp' }).isVisible()).toBe(false);
    await settled(page);
    await shot(page, 'cigano-share-desktop', false);
    expectNoPageErrors(page);
    await context.close();
  });
  it('with a share sheet that takes files, on a phone: the reading’s image travels with the link', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await context.addInitScript(() => {
      const shared: { url?: string; files: { name: string; type: string; size: number }[] }[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push({
            url: data.url,
            files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
          });
        },
      });
    });
    await drawCards(page, '/tarot/sim-ou-nao', 78, [30]);
    const proof = await page.getByRole('link', { name: 'Conferir o embaralhamento' }).getAttribute('href');
    await shareButton(page).click();
    await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1);
    const [data] = (await sharedSoFar(page)) as unknown as {
      url: string;
      files: { name: string; type: string; size: number }[];
    }[];
    expect(data!.url).toBe(`${baseURL}${proof}`);
    expect(data!.files).toHaveLength(1);
    expect(data!.files[0]).toMatchObject({ name: 'constelar-sim-ou-nao.jpg', type: 'image/jpeg' });
    expect(data!.files[0]!.size).toBeGreaterThan(10_000);
    expectNoPageErrors(page);
    await context.close();
  });
});

describe('Compartilhar o relatório', () => {
  const storeReport = (context: BrowserContext) =>
    context.addInitScript((c) => {
      localStorage.setItem('constelar-last-report', JSON.stringify({ state: { content: c }, version: 0 }));
    }, content);
  const sentence = () =>
    `A constelação de ${BIRTH.name}: Sol em ${content.astrology.sun.sign}, Lua em ${content.astrology.moon.sign}, ` +
    `Ascendente em ${content.astrology.ascendant!.sign} e ${content.arcana.personalArcana.name} como arcano ` +
    'pessoal. Descubra a sua no Constelar:';

  it('without navigator.share, on a desktop: the landing link, never the report, and its image', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await withoutShareSheet(context);
    await storeReport(context);
    await page.goto(`${baseURL}/resultado`);
    await page.getByRole('heading', { name: `A Constelação de ${BIRTH.name}` }).waitFor();
    expect(await shareButton(page).count()).toBe(1);
    const message = await openMenu(page);
    expect(message).toBe(`${sentence()} ${baseURL}/`);
    // The report's lazy images would wait for a scroll: load them now, so the page settles.
    await page.evaluate(
      `document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'))`,
    );
    await settled(page);
    await shot(page, 'report-share-menu-desktop', false);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => shareButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await copyLink(page, `${baseURL}/`);
    // Kept only in this browser, the report's image is drawn here.
    expect(await downloadStory(page, 'constelar-stories.jpg', 'jpeg')).toBeLessThan(600_000);
    expectNoPageErrors(page);
    await context.close();
  });

  it('with navigator.share, on a phone: the title, the sentence and the landing', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await withShareSheet(context);
    await storeReport(context);
    await page.goto(`${baseURL}/resultado`);
    await shareButton(page).click();
    await expect
      .poll(() => sharedSoFar(page))
      .toEqual([{ title: `A Constelação de ${BIRTH.name}`, text: sentence(), url: `${baseURL}/`, files: 0 }]);
    expectNoPageErrors(page);
    await context.close();
  });
});

describe('Compartilhar a semana e o mês', () => {
  const cases: {
    kind: 'week' | 'month';
    path: string;
    api: string;
    viewport: keyof typeof VIEWPORTS;
    native: boolean;
  }[] = [
    // The current week, asked without ?inicio=: the shared link still names it.
    {
      kind: 'week',
      path: '/horoscopo/leao/semana',
      api: '/horoscope/leo/week',
      viewport: 'mobile',
      native: false,
    },
    {
      kind: 'week',
      path: '/horoscopo/escorpiao/semana?inicio=2026-03-02',
      api: '/horoscope/scorpio/week?start=2026-03-02',
      viewport: 'desktop',
      native: true,
    },
    {
      kind: 'month',
      path: '/horoscopo/peixes/mes?mes=2026-08',
      api: '/horoscope/pisces/month?month=2026-08',
      viewport: 'desktop',
      native: false,
    },
    {
      kind: 'month',
      path: '/horoscopo/leao/mes',
      api: '/horoscope/leo/month',
      viewport: 'mobile',
      native: true,
    },
  ];

  it.each(cases)(
    '$kind, $viewport, navigator.share: $native, at $path',
    async ({ kind, path, api, viewport, native }) => {
      const { body: period } = await call<HoroscopePeriod>(api);
      const slug = path.split('/')[2]!;
      const url =
        kind === 'week'
          ? `${baseURL}/horoscopo/${slug}/semana?inicio=${period.period.from}`
          : `${baseURL}/horoscopo/${slug}/mes?mes=${period.period.from.slice(0, 7)}`;
      const lead = firstSentence(period.paragraphs);
      const label =
        kind === 'week'
          ? period.title.slice(period.title.indexOf(': ') + 2)
          : period.title.split(' para ')[0]!.slice(13);
      const { context, page } = await newPage(browser, viewport);
      await (native ? withShareSheet(context) : withoutShareSheet(context));
      await page.goto(baseURL + path);
      // The words come in the server's HTML (ADR 106); the button comes with the app, drawn over them.
      await page.getByText(period.paragraphs[0]!).waitFor();
      await shareButton(page).waitFor();
      expect(await shareButton(page).count()).toBe(1);

      if (native) {
        await shareButton(page).click();
        await expect
          .poll(() => sharedSoFar(page))
          .toEqual([
            {
              title: `${kind === 'week' ? 'Horóscopo da semana de' : 'Horóscopo do mês de'} ${period.signName}`,
              text: `${kind === 'week' ? label : label[0]!.toUpperCase() + label.slice(1)}: ${lead}`,
              url,
              files: 0,
            },
          ]);
      } else {
        const message = await openMenu(page);
        // The sign, the period and the first sentence, then the link that keeps the period.
        expect(message).toBe(`*${period.title}*\n${lead}\n${url}`);
        expect(message).toContain(period.signName);
        const story = page.getByRole('link', { name: 'Baixar imagem para Stories' });
        expect(await story.getAttribute('href')).toBe(
          kind === 'week'
            ? `/api/share/horoscope/${period.sign}/week.png?start=${period.period.from}&format=story`
            : `/api/share/horoscope/${period.sign}/month.png?month=${period.period.from.slice(0, 7)}&format=story`,
        );
        await settled(page);
        await shot(page, `${kind}-share-menu-${viewport}`, false);
        await expectNoSeriousAxeViolations(page);
        await page.keyboard.press('Escape');
        await shareButton(page).click();
        await copyLink(page, url);
      }
      expectNoPageErrors(page);
      await context.close();
    },
  );
});
