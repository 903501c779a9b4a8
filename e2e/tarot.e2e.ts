import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp } from './support/api';
import { launchBrowser, newPage, screenshots, VIEWPORTS } from './support/browser';
import { sessionPage } from './support/session-page';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';

// spec/tarot.md §4 in the browser: a spread drawn by mouse, by keyboard and by touch, each card read in its
// position, and the draw recomputed from its proof on "Como embaralhamos".

const baseURL = inject('baseURL');
const shot = screenshots(process.env.TAROT_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function shuffleOn(page: Page, spread: string) {
  await page.goto(`${baseURL}/tarot/${spread}`);
  await page.getByRole('button', { name: 'Embaralhar' }).click();
  await page.getByRole('group', { name: /Baralho embaralhado/ }).waitFor();
}

/** The names of the dealt cards, as the reading lists them. */
const dealtNames = (page: Page) =>
  page.locator('ol[aria-label="As cartas na tiragem"] li span.sr-only').allTextContents();

/** Once every card has turned: the name and the end transform of each card's turn, as the page painted it. */
async function turnsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => (a as CSSAnimation).animationName === 'tarot-flip')
      .every((a) => a.playState === 'finished'),
  );
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.tarot-flip-inner')).map((el) => ({
      turns: el.getAnimations().map((a) => (a as CSSAnimation).animationName),
      transform: getComputedStyle(el).transform,
      back: getComputedStyle(el.querySelector('.tarot-flip-back')!).display,
    })),
  );
}

/** The boxes of the elements `selector` matches, in page pixels. */
const boxesOf = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll(sel)).map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    selector,
  );
/** Scrolls the element with `testId` to the middle of the viewport, clear of the sticky header. */
const centre = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'center' }));

type Box = Awaited<ReturnType<typeof boxesOf>>[number];
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

describe('Tarot', () => {
  it('draws three cards by mouse and recomputes them on "Como embaralhamos"', async () => {
    const { context, page } = await newPage(browser, 'desktop', { reducedMotion: false });
    await page.goto(`${baseURL}/tarot`);
    await page.getByRole('link', { name: /Passado, presente e futuro/ }).click();
    await page
      .getByText('As cartas são embaralhadas no servidor antes da sua escolha, e você pode')
      .waitFor();
    await page.getByRole('button', { name: 'Embaralhar' }).click();
    const fan = page.getByRole('group', { name: /Baralho embaralhado/ });
    await fan.waitFor();
    expect(await fan.getByRole('button').count()).toBe(78);
    await settled(page);
    await shot(page, 'tarot-fan-desktop');
    for (const n of [5, 40, 77])
      await fan.getByRole('button', { name: `Carta ${n} de 78`, exact: true }).click();
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    const names = await dealtNames(page);
    expect(names.map((n) => n.split(':')[0])).toEqual(['Passado', 'Presente', 'Futuro']);
    // Each card turned over about its vertical axis, and now shows its face: half a turn, the back unseen.
    const turned = await turnsSettled(page);
    expect(turned).toHaveLength(3);
    for (const card of turned) {
      expect(card.turns).toEqual(['tarot-flip']);
      expect(card.transform).toMatch(/^matrix3d\(-1, 0, [^,]+, 0, 0, 1, 0, 0, [^,]+, 0, -1, 0,/);
    }
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Conferir o embaralhamento' }).click();
    await page.getByRole('heading', { name: 'Como embaralhamos', level: 1 }).waitFor();
    const recomputed = await page.getByTestId('proof-cards').locator('li').allTextContents();
    expect(recomputed).toEqual(names.map((n) => n.split(': ')[1]!.replace(', invertida', ' (invertida)')));
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 240_000);

  it('draws the Cruz celta by keyboard, each card announced', async () => {
    const { context, page } = await newPage(browser, 'desktop', { reducedMotion: true });
    await shuffleOn(page, 'cruz-celta');
    const first = page.getByRole('button', { name: 'Carta 1 de 78', exact: true });
    await first.focus();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    const names = await dealtNames(page);
    expect(names).toHaveLength(10);
    expect(names[1]!.startsWith('O desafio: ')).toBe(true);
    // Reduced motion: no turn at all, the faces shown as they are.
    for (const card of await turnsSettled(page)) {
      expect(card).toEqual({ turns: [], transform: 'none', back: 'none' });
    }
    await settled(page);
    await shot(page, 'tarot-cruz-celta-desktop');
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 240_000);

  it('draws the Mandala by touch on a phone', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
    });
    const page = await context.newPage();
    await shuffleOn(page, 'mandala');
    await noSidewaysScroll(page);
    await settled(page);
    await shot(page, 'tarot-fan-phone');
    for (let n = 1; n <= 13; n++)
      await page.getByRole('button', { name: `Carta ${n * 5} de 78`, exact: true }).tap();
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    const names = await dealtNames(page);
    expect(names[6]!.startsWith('Casa 7: as parcerias: ')).toBe(true);
    expect(names[12]!.startsWith('Síntese: ')).toBe(true);
    await noSidewaysScroll(page);
    await settled(page);
    await shot(page, 'tarot-mandala-phone');
    await expectNoSeriousAxeViolations(page);
    await context.close();
  }, 240_000);

  it('lays the Cruz celta out on a phone', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await shuffleOn(page, 'cruz-celta');
    for (let n = 1; n <= 10; n++)
      await page.getByRole('button', { name: `Carta ${n * 7} de 78`, exact: true }).click();
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    await noSidewaysScroll(page);
    const layout = (await boxesOf(page, '[data-testid="tarot-layout"]'))[0]!;
    const cards = await boxesOf(page, '[data-testid="tarot-layout"] [data-testid="tarot-flip"]');
    expect(cards).toHaveLength(10);
    for (const card of cards) {
      expect(card.left).toBeGreaterThanOrEqual(layout.left - 1);
      expect(card.right).toBeLessThanOrEqual(layout.right + 1);
    }
    await centre(page, 'tarot-layout');
    await settled(page);
    await shot(page, 'tarot-cruz-celta-phone', false);
    await context.close();
  }, 240_000);

  it('reads a member’s Mandala with the signs on the houses, every label clear on a phone', async () => {
    const member = await signUp('Iara Tavares');
    const saved = await call('/users/profile', {
      method: 'PUT',
      token: member.token,
      body: {
        name: 'Iara Tavares',
        email: member.email,
        birth: { birthDate: '1988-11-03', birthTime: '06:40', birthPlace: 'Belo Horizonte, MG' },
      },
    });
    expect(saved.status).toBe(200);
    const { context, page } = await sessionPage(browser, member, 'mobile');
    await shuffleOn(page, 'mandala');
    for (let n = 1; n <= 13; n++)
      await page.getByRole('button', { name: `Carta ${n * 6} de 78`, exact: true }).click();
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    const names = await dealtNames(page);
    expect(names[6]).toMatch(/^Casa 7, em \S+ no seu mapa: /);
    const labels = page.getByTestId('mandala-label');
    expect(await labels.count()).toBe(13);
    const label7 = await labels.nth(6).textContent();
    expect(names[6]).toContain(`em ${label7!.replace('Casa 7', '')} no seu mapa`);
    expect(await labels.nth(12).textContent()).toBe('Síntese');

    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await noSidewaysScroll(page);
      await centre(page, 'tarot-layout');
      await settled(page);
      await shot(page, `tarot-mandala-member-${viewport}`, false);
      const layout = (await boxesOf(page, '[data-testid="tarot-layout"]'))[0]!;
      const cards = await boxesOf(page, '[data-testid="tarot-layout"] [data-testid="tarot-flip"]');
      const boxes = await boxesOf(page, '[data-testid="mandala-label"]');
      // Each label inside the circle's box, on one or two lines of its own, touching no card and no label.
      for (const [i, box] of boxes.entries()) {
        expect(box.left, `label ${i + 1}`).toBeGreaterThanOrEqual(layout.left);
        expect(box.right, `label ${i + 1}`).toBeLessThanOrEqual(layout.right);
        expect(box.bottom, `label ${i + 1}`).toBeLessThanOrEqual(layout.bottom);
        for (const [j, other] of [...boxes, ...cards].entries())
          if (j !== i && j !== boxes.length + i)
            expect(overlap(box, other), `label ${i + 1} × ${j}`).toBe(false);
      }
      const overflowing = await page
        .getByTestId('mandala-label')
        .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
      expect(overflowing).toBe(0);
    }
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 240_000);

  it('pages the journal with "Carregar mais"', async () => {
    const member = await signUp('Caio Menezes');
    // 21 readings: the first, the oldest, is the one the second page brings.
    for (let i = 0; i < 21; i++) {
      const drawn = await call('/tarot/draws', {
        method: 'POST',
        token: member.token,
        body: { spread: 'carta-do-dia', ...(i === 0 ? { question: 'A primeira pergunta do diário' } : {}) },
      });
      expect(drawn.status).toBe(201);
    }
    const { context, page } = await sessionPage(browser, member, 'mobile');
    await page.goto(`${baseURL}/tarot/diario`);
    const readings = page.getByRole('region', { name: 'Leituras' }).getByRole('listitem');
    const more = page.getByRole('button', { name: 'Carregar mais' });
    await more.waitFor();
    expect(await readings.count()).toBe(20);
    expect(await page.getByText('A primeira pergunta do diário').count()).toBe(0);
    await more.click();
    await page.getByText('“A primeira pergunta do diário”').waitFor();
    expect(await readings.count()).toBe(21);
    await more.waitFor({ state: 'detached' });
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 240_000);

  it('shows a minor arcanum’s art on its page, on a phone and on a desktop', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseURL}/tarot/cartas/cavaleiro-de-copas`);
      await page.getByRole('heading', { name: 'Cavaleiro de Copas', level: 1 }).waitFor();
      const art = page.getByRole('img', { name: /cavaleiro de elmo/ });
      await art.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('article img');
        return img?.complete && img.naturalWidth === 600;
      });
      await noSidewaysScroll(page);
      await settled(page);
      await shot(page, `tarot-card-minor-${viewport}`);
      expectNoPageErrors(page);
      await context.close();
    }
  }, 240_000);

  it('shows all 78 cards’ art on the deck page, fetched as the reader scrolls near it', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const fetched = new Set<string>();
    page.on('requestfinished', (r) => {
      if (r.url().includes('/images/tarot/')) fetched.add(r.url());
    });
    await page.goto(`${baseURL}/tarot/cartas`);
    const art = page.locator('main img');
    await art.first().evaluate((img) => (img as HTMLImageElement).decode());
    await page.waitForLoadState('networkidle');
    // A phone fetches the rows near its screen, not the whole deck (~3 MB) on arrival.
    expect(fetched.size).toBeGreaterThan(0);
    expect(fetched.size).toBeLessThan(78);
    // Scrolled to the end, a row at a time, every card's art arrives.
    for (let i = 0; i < 78; i += 3) await art.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const imgs = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
      return imgs.length === 78 && imgs.every((img) => img.complete);
    });
    // A missing file would show the card's name in place of its art (TarotCardFace's fallback).
    expect(
      await art.evaluateAll(
        (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 600).length,
      ),
    ).toBe(78);
    await settled(page);
    await shot(page, 'tarot-deck-mobile');
    expectNoPageErrors(page);
    await context.close();
  }, 240_000);

  it('writes a card page’s head and text into the HTML', async () => {
    const html = await (await fetch(`${baseURL}/tarot/cartas/o-louco`)).text();
    expect(html).toContain('<title>O Louco: significado no tarô · Constelar</title>');
    expect(html).toMatch(/<h1[^>]*>O Louco<\/h1>/);
    expect((await fetch(`${baseURL}/tarot/cartas/nao-existe`)).status).toBe(404);
    expect((await fetch(`${baseURL}/tarot/runas`)).status).toBe(404);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/tarot/cartas/as-de-copas</loc>');
    expect(sitemap).toContain('/tarot/cruz-celta</loc>');
  });
});
