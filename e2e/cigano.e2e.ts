import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp } from './support/api';
import { launchBrowser, newPage, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';
import { sessionPage } from './support/session-page';

// spec/tarot.md §5 in the browser: a visitor draws three cigano cards and the Mesa Real, reads every card,
// pair and the querent's neighbourhood, on a phone and on a desktop.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.CIGANO_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Each card read in its position or house, as the reading lists them. */
const readingItems = (page: Page) => page.locator('section[aria-labelledby="cigano-cards-title"] > ol > li');

async function drawTres(page: Page) {
  await page.goto(`${baseURL}/tarot/cigano`);
  await page.getByRole('link', { name: /Três cartas ciganas/ }).click();
  await page.getByRole('button', { name: 'Embaralhar' }).click();
  const fan = page.getByRole('group', { name: /Baralho embaralhado/ });
  await fan.waitFor();
  expect(await fan.getByRole('button').count()).toBe(36);
  for (const n of [3, 18, 36])
    await fan.getByRole('button', { name: `Carta ${n} de 36`, exact: true }).click();
  await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
}

async function drawMesa(page: Page) {
  await page.goto(`${baseURL}/tarot/cigano/mesa-real`);
  await page.getByRole('radio', { name: 'O Cigano (28)' }).check();
  await page.getByRole('button', { name: 'Embaralhar' }).click();
  await page.getByRole('button', { name: 'Abrir a Mesa Real' }).click();
  await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
}

for (const viewport of ['mobile', 'desktop'] as const) {
  describe(`Baralho cigano on ${viewport}`, () => {
    it('draws three cards and reads each card and both pairs', async () => {
      const { context, page } = await newPage(browser, viewport);
      await drawTres(page);
      const items = readingItems(page);
      expect(await items.count()).toBe(3);
      for (const text of await items.allTextContents()) expect(text.length).toBeGreaterThan(40);
      const pairs = page.getByTestId('cigano-pairs').locator('li');
      expect(await pairs.count()).toBe(2);
      const pairTexts = await pairs.allTextContents();
      expect(new Set(pairTexts).size).toBe(2);
      await noSidewaysScroll(page);
      await settled(page);
      await shot(page, `cigano-tres-${viewport}`);
      await expectNoSeriousAxeViolations(page);
      expectNoPageErrors(page);
      await context.close();
    }, 240_000);

    it('lays the Mesa Real, every house read and the querent’s neighbourhood shown', async () => {
      const { context, page } = await newPage(browser, viewport);
      await drawMesa(page);
      const houses = page.getByRole('list', { name: 'A Mesa Real, casa por casa' }).locator('li');
      expect(await houses.count()).toBe(36);
      expect(await readingItems(page).count()).toBe(36);
      const querent = page.getByTestId('cigano-querent');
      await querent.getByRole('heading', { name: 'A sua vizinhança na mesa' }).waitFor();
      await querent.getByText(/^O Cigano, a carta de quem pergunta, caiu/).waitFor();
      const neighbours = await querent.locator('li').count();
      expect(neighbours).toBeGreaterThanOrEqual(3);
      expect(neighbours).toBeLessThanOrEqual(8);
      expect(await houses.filter({ hasText: /, a carta que representa você$/ }).count()).toBe(1);
      expect(await houses.filter({ hasText: 'ao lado da carta que representa você' }).count()).toBe(
        neighbours,
      );
      if (viewport === 'mobile')
        await page.getByText('Deslize para o lado para ver as nove colunas').waitFor();
      await noSidewaysScroll(page);
      await page.getByTestId('mesa-real-grid').scrollIntoViewIfNeeded();
      await settled(page);
      await shot(page, `cigano-mesa-real-${viewport}`, false);
      await expectNoSeriousAxeViolations(page);
      expectNoPageErrors(page);
      await context.close();
    }, 240_000);
  });
}

describe('Baralho cigano for a member', () => {
  it('draws five cards by keyboard and finds the reading in the journal, counted as cigano', async () => {
    const session = await signUp('Cigana Teste');
    const { context, page } = await sessionPage(browser, session, 'desktop');
    await page.goto(`${baseURL}/tarot/cigano/cinco`);
    await page.getByRole('button', { name: 'Embaralhar' }).click();
    await page.getByRole('button', { name: 'Carta 1 de 36', exact: true }).focus();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    await page.getByRole('heading', { name: 'Síntese', exact: true }).waitFor();
    expect(await page.getByTestId('cigano-pairs').locator('li').count()).toBe(4);
    const names = await readingItems(page).locator('h4 + p').allTextContents();
    expect(names).toHaveLength(5);
    await page.goto(`${baseURL}/tarot/diario`);
    await page.getByText(/Cinco cartas ciganas ·/).waitFor();
    await page.getByText(names.join(' · ')).waitFor();
    await page.getByText('Baralho cigano: 5').waitFor();
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 240_000);
});

describe('Baralho cigano pages', () => {
  it('writes a card page’s head and text into the HTML, and lists the pages in the sitemap', async () => {
    const deck = (await (await fetch(`${baseURL}/api/tarot/cigano/cards`)).json()) as {
      cards: { slug: string; name: string }[];
    };
    const card = deck.cards[23]!;
    const html = await (await fetch(`${baseURL}/tarot/cigano/cartas/${card.slug}`)).text();
    expect(html).toContain(`<title>${card.name}: significado no baralho cigano · Constelar</title>`);
    expect(html).toContain(`<h1>24. ${card.name}</h1>`);
    expect((await fetch(`${baseURL}/tarot/cigano/cartas/nao-existe`)).status).toBe(404);
    expect((await fetch(`${baseURL}/tarot/cigano/quatro`)).status).toBe(404);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/tarot/cigano/cartas/${card.slug}</loc>`);
    expect(sitemap).toContain('/tarot/cigano/mesa-real</loc>');
  });

  it('shows the 36 cards and a card page that passes axe', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${baseURL}/tarot/cigano/cartas`);
    await page.getByRole('heading', { name: 'As 36 cartas ciganas', level: 1 }).waitFor();
    const links = page.locator('main li a');
    await links.nth(35).waitFor();
    expect(await links.count()).toBe(36);
    await links.nth(28).click();
    await page.getByRole('heading', { name: 'Como conselho' }).waitFor();
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  }, 240_000);
});
