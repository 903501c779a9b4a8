import type { Changelog, ChangelogInput } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { call, PASSWORD, registerConfirmed, type Session } from './support/api';
import { gate, launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import { expectNoSeriousAxeViolations, noSidewaysScroll, ptDate } from './support/checks';
import { sessionPage } from './support/session-page';

const baseURL = inject('baseURL');
// The same admin account as the other e2e files, whichever registers it first.
const ADMIN = { name: 'Admin Estelar', email: 'admin@constelar.app', password: PASSWORD };
const shot = screenshots(process.env.CHANGELOG_SHOTS_DIR);
const RUN = Date.now().toString(36);

const bodyOverflow = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { body: { style: { overflow: string } } } }).document.body.style
        .overflow,
  );

async function create(token: string, input: ChangelogInput): Promise<Changelog> {
  const res = await call<Changelog>('/changelog/admin/create', { method: 'POST', token, body: input });
  expect(res.status).toBe(201);
  return res.body;
}

let browser: Browser;
let admin: Session;
let older: Changelog;
let newer: Changelog;
let draft: Changelog;

beforeAll(async () => {
  browser = await launchBrowser();
  // Admin rights need a confirmed address: the admin follows the link of its welcome e-mail first.
  admin = await registerConfirmed(ADMIN);
  const token = admin.token;
  older = await create(token, {
    version: `1.0.${RUN}`,
    title: `Primeiras estrelas ${RUN}`,
    description: 'O começo da jornada: mapa astral, numerologia e arcanos.',
    isPublished: true,
    changes: [
      { type: 'feature', description: 'Mapa astral completo com casas.' },
      { type: 'fix', description: 'Datas no fuso de Brasília.' },
    ],
  });
  // A distinct release instant, so "newest first" is not decided by a tie.
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(older.releaseDate)));
  newer = await create(token, {
    version: `1.1.${RUN}`,
    title: `Conexões cósmicas ${RUN}`,
    isPublished: true,
    changes: [
      { type: 'feature', description: 'Sinastria com o porquê da harmonia.' },
      { type: 'improvement', description: 'Cartões de aspectos expansíveis.' },
      { type: 'fix', description: 'O menu fecha ao tocar fora.' },
      { type: 'security', description: 'Limite de tentativas de login.' },
    ],
  });
  draft = await create(token, {
    version: `9.9.${RUN}`,
    title: `Rascunho secreto ${RUN}`,
    isPublished: false,
    changes: [{ type: 'feature', description: 'Ainda não publicado.' }],
  });
});
afterAll(async () => browser?.close());

describe('the public changelog', () => {
  it.each(['mobile', 'desktop'] as const)(
    'lists only published entries, newest first, with version, date, description and labelled changes (%s)',
    async (viewport: keyof typeof VIEWPORTS) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseURL}/changelog`);
      await page.getByRole('heading', { level: 1, name: 'Changelog' }).waitFor();
      const entries = page.getByTestId('changelog-entry');
      await entries.first().waitFor();

      const titles = await entries.getByRole('heading').allInnerTexts();
      const newerIndex = titles.indexOf(newer.title);
      const olderIndex = titles.indexOf(older.title);
      expect(newerIndex).toBeGreaterThanOrEqual(0);
      expect(olderIndex).toBeGreaterThan(newerIndex);
      expect(titles).not.toContain(draft.title);
      expect(await page.getByText(draft.title).count()).toBe(0);

      const newest = entries.nth(newerIndex);
      expect(await newest.getByText(`v${newer.version}`, { exact: true }).isVisible()).toBe(true);
      expect(await newest.locator('time').innerText()).toBe(ptDate(newer.releaseDate));
      // No description: nothing between the title and the changes.
      expect(await newest.locator('h2 + p').count()).toBe(0);
      const items = newest.getByRole('listitem');
      expect(await items.count()).toBe(4);
      const expected = [
        ['Nova Feature', 'Sinastria com o porquê da harmonia.', 'sparkles'],
        ['Melhoria', 'Cartões de aspectos expansíveis.', 'wrench'],
        ['Correção', 'O menu fecha ao tocar fora.', 'bug'],
        ['Segurança', 'Limite de tentativas de login.', 'shield'],
      ] as const;
      for (const [i, [label, description, icon]] of expected.entries()) {
        const item = items.nth(i);
        expect(await item.getByText(label, { exact: true }).isVisible()).toBe(true);
        expect(await item.getByText(description, { exact: true }).isVisible()).toBe(true);
        expect(await item.locator(`svg[data-icon="${icon}"]`).count()).toBe(1);
      }

      const first = entries.nth(olderIndex);
      expect(await first.getByText(`v${older.version}`, { exact: true }).isVisible()).toBe(true);
      expect(await first.getByText(older.description!, { exact: true }).isVisible()).toBe(true);

      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `changelog-${viewport}`);
      await context.close();
    },
  );

  it('shows the loading, empty and error states', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    let answer: 'slow-empty' | 'error' = 'slow-empty';
    const loadingSeen = gate();
    await page.route('**/api/changelog', async (route) => {
      if (answer === 'error') return route.fulfill({ status: 500, json: { error: 'falhou' } });
      await loadingSeen.opened;
      return route.fulfill({ json: [] });
    });
    // A first load carries the list in its HTML (horoscope-ssr.e2e.ts): these states are what a visit
    // from another page of the app shows, a client navigation that asks the API.
    const navigateToChangelog = async () => {
      await page.goto(`${baseURL}/horoscopo/leao?data=2024-04-08`);
      await page.getByRole('button', { name: 'Compartilhar' }).waitFor();
      await page.evaluate(() => {
        history.pushState({}, '', '/changelog');
        dispatchEvent(new PopStateEvent('popstate'));
      });
    };
    await navigateToChangelog();
    await page.getByText('Carregando changelog...').waitFor();
    loadingSeen.open();
    await page.getByText('Nenhum changelog publicado ainda').waitFor();
    await expectNoSeriousAxeViolations(page);

    answer = 'error';
    await navigateToChangelog();
    await page.getByText('Erro ao carregar changelog').waitFor({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

describe('the changelog dialog (dashboard)', () => {
  it.each(['mobile', 'desktop'] as const)(
    'opens from Novidades with a list and a detail view, closes on Escape and reopens on the list (%s)',
    async (viewport) => {
      const { context, page } = await sessionPage(browser, admin, viewport);
      await page.goto(`${baseURL}/dashboard`);
      await page.getByRole('button', { name: 'Novidades' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novidades' });
      await dialog.waitFor();
      expect(await bodyOverflow(page)).toBe('hidden');

      const row = dialog.getByRole('button', { name: new RegExp(newer.title) });
      await row.waitFor();
      // The first 3 change types, then how many more.
      for (const label of ['Novidade', 'Melhoria', 'Correção']) {
        expect(await row.getByText(label, { exact: true }).isVisible()).toBe(true);
      }
      expect(await row.getByText('Segurança', { exact: true }).count()).toBe(0);
      expect(await row.getByText('+1 mais', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByText(`v${newer.version}`, { exact: true }).isVisible()).toBe(true);
      expect(await dialog.getByText(draft.title).count()).toBe(0);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `changelog-dialog-${viewport}`, false);

      await row.click();
      const back = dialog.getByRole('button', { name: 'Voltar para lista' });
      await back.waitFor();
      for (const [label, description] of [
        ['Novidade', 'Sinastria com o porquê da harmonia.'],
        ['Melhoria', 'Cartões de aspectos expansíveis.'],
        ['Correção', 'O menu fecha ao tocar fora.'],
        ['Segurança', 'Limite de tentativas de login.'],
      ]) {
        expect(await dialog.getByText(label!, { exact: true }).isVisible()).toBe(true);
        expect(await dialog.getByText(description!, { exact: true }).isVisible()).toBe(true);
      }
      expect(await dialog.locator('svg[data-icon="shield"]').count()).toBe(1);
      await expectNoSeriousAxeViolations(page);

      await back.click();
      await row.waitFor();
      expect(await back.count()).toBe(0);

      // Leave it on a detail view, close with Escape: it opens again on the list.
      await row.click();
      await back.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).toBe('');
      await page.getByRole('button', { name: 'Novidades' }).click();
      await row.waitFor();
      expect(await back.count()).toBe(0);
      await context.close();
    },
  );

  it('shows the empty and error states', async () => {
    const { context, page } = await sessionPage(browser, admin, 'mobile');
    let answer: 'empty' | 'error' = 'empty';
    await page.route('**/api/changelog', (route) =>
      answer === 'empty' ? route.fulfill({ json: [] }) : route.fulfill({ status: 500, json: {} }),
    );
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Novidades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novidades' });
    await dialog.getByText('Nenhum changelog disponível no momento.').waitFor();

    answer = 'error';
    await page.reload();
    await page.getByRole('button', { name: 'Novidades' }).click();
    await dialog.getByText('Erro ao buscar changelogs.').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
