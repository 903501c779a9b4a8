import type { SynastryContent } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login, PASSWORD, register, type Session } from './support/api';
import { gate, launchBrowser, screenshots } from './support/browser';
import { expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';
import { sessionPage } from './support/session-page';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const localStorage: { getItem(k: string): string | null };

const baseURL = inject('baseURL');
const MEMBER = { name: 'Helena Duarte', email: `helena.${Date.now()}@constelar.test`, password: PASSWORD };
const shot = screenshots(process.env.SYNASTRY_SHOTS_DIR);

const ANA = { name: 'Ana Clara', birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };
const BRUNO = { name: 'Bruno Lima', birthDate: '1988-03-02' };
/** What a person types in the DD/MM/AAAA mask for an ISO date. */
const typedDate = (iso: string) => iso.split('-').reverse().join('/');

/** The first synastry earns a badge, whose popup covers the page: acknowledge it when it shows. */
async function dismissBadgePopup(page: Page) {
  const button = page.getByRole('button', { name: 'Continuar Jornada' });
  try {
    await button.waitFor({ timeout: 3_000 });
  } catch {
    return;
  }
  await button.click();
  await button.waitFor({ state: 'detached' });
}

/** Checks the result screen against the content it came from. */
async function expectResult(page: Page, content: SynastryContent) {
  // Wait for this page's title: during the lazy route change the previous page stays on screen.
  const title = page.getByRole('heading', { level: 1, name: /A Conexão entre/ });
  await title.waitFor();
  expect(await title.innerText()).toMatch(/A Conexão entre/i);
  expect(await title.textContent()).toContain(`${content.person1Name} & ${content.person2Name}`);
  expect(await page.getByRole('link', { name: 'Nova Sinastria' }).first().getAttribute('href')).toBe(
    '/sinastria',
  );
  expect(await page.getByText('Harmonia Geral', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByTestId('overall-harmony').innerText()).toBe(`${content.overallHarmony}%`);
  expect(await page.getByText(content.harmony.title, { exact: true }).isVisible()).toBe(true);

  // Sun sign and archetype first, then the other aspects the server sent.
  const cards = page.getByTestId('aspect-card');
  const expected = [
    content.aspects.sunSignAspect,
    content.aspects.archetypeAspect,
    content.aspects.moonAspect,
    content.aspects.venusMarsAspect,
    content.aspects.mercuryAspect,
    ...(content.aspects.ascendantAspect ? [content.aspects.ascendantAspect] : []),
    content.aspects.numerologyAspect,
  ];
  expect(await cards.count()).toBe(expected.length);
  for (const [i, aspect] of expected.entries()) {
    const card = cards.nth(i);
    expect(await card.getByRole('heading').innerText()).toBe(aspect.title);
    expect(await card.getByRole('meter').getAttribute('aria-valuenow')).toBe(String(aspect.harmonyScore));
    expect(await card.getByText(aspect.summary).isVisible()).toBe(true);
    expect(await card.getByText('incerto', { exact: true }).count()).toBe(aspect.uncertain ? 1 : 0);
  }

  // "Por que N%?" lists every contribution, and they add up to N.
  const why = page.getByRole('heading', { name: `Por que ${content.overallHarmony}%?` });
  expect(await why.count()).toBe(1);
  const values = await page
    .getByTestId('breakdown-item')
    .locator('[data-contribution]')
    .evaluateAll((els) =>
      els.map((el) => Number((el as unknown as { dataset: { contribution: string } }).dataset.contribution)),
    );
  expect(values.length).toBe(content.breakdown.length);
  expect(Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000).toBe(content.overallHarmony);
  const shown = await page.getByTestId('breakdown-item').locator('[data-contribution]').allInnerTexts();
  for (const [i, item] of content.breakdown.entries()) {
    const sign = item.contribution > 0 ? '+' : item.contribution < 0 ? '−' : '';
    expect(shown[i]).toBe(`${sign}${new Intl.NumberFormat('pt-BR').format(Math.abs(item.contribution))}`);
  }
  for (const note of content.notes) expect(await page.getByText(note).count()).toBeGreaterThan(0);
}

let browser: Browser;
let member: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  await register(MEMBER);
  member = await login(MEMBER);
});
afterAll(async () => browser?.close());

describe('the synastry gate', () => {
  it.each(['mobile', 'desktop'] as const)(
    'shows anonymous visitors the members portal, which opens the register modal (%s)',
    async (viewport) => {
      const { context, page } = await sessionPage(browser, null, viewport);
      await page.goto(`${baseURL}/sinastria`);
      const heading = page.getByRole('heading', { name: 'Portal Exclusivo para Membros' });
      await heading.waitFor();
      expect(await page.getByText('Análise completa em menos de 30 segundos').isVisible()).toBe(true);
      expect(await page.getByRole('group', { name: 'Primeira pessoa' }).count()).toBe(0);
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `synastry-gate-${viewport}`);

      await page.getByRole('button', { name: 'Iniciar Revelação' }).click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      // Register mode: it asks for a name besides e-mail and password.
      expect(await modal.getByLabel(/nome/i).count()).toBeGreaterThan(0);
      expect(await modal.locator('input[type="email"]').count()).toBe(1);
      expect(await modal.locator('input[type="password"]').count()).toBe(1);
      await context.close();
    },
  );
});

describe('the synastry form', () => {
  // The result now carries every contact and the composite: axe reads a page three times longer.
  it(
    'shows time and place in plain view, calculates, stores and shows the result',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await sessionPage(browser, member, 'mobile');
      await page.goto(`${baseURL}/sinastria`);
      const first = page.getByRole('group', { name: 'Primeira pessoa' });
      const second = page.getByRole('group', { name: 'Segunda pessoa' });
      await first.waitFor();
      expect(await page.getByText('Análise completa em menos de 30 segundos').isVisible()).toBe(true);
      expect(await first.getByLabel('Nome').isVisible()).toBe(true);
      // The landing's masks: DD/MM/AAAA typed as text, sent as ISO.
      expect(await first.getByLabel('Data de nascimento').getAttribute('type')).toBe('text');
      expect(await first.getByLabel('Data de nascimento').getAttribute('placeholder')).toBe('DD/MM/AAAA');

      // relations.md §2: hour, place and "Não sei a hora" in plain view.
      expect(await first.getByLabel('Hora', { exact: true }).isVisible()).toBe(true);
      expect(await first.getByLabel('Local de nascimento').isVisible()).toBe(true);
      expect(await first.getByRole('checkbox', { name: 'Não sei a hora' }).isVisible()).toBe(true);
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'synastry-form-mobile');

      await first.getByLabel('Nome').fill(ANA.name);
      await first.getByLabel('Data de nascimento').fill(typedDate(ANA.birthDate));
      await first.getByLabel('Hora', { exact: true }).fill(ANA.birthTime);
      await first.getByLabel('Local de nascimento').fill(ANA.birthPlace);
      await second.getByLabel('Nome').fill(BRUNO.name);
      await second.getByLabel('Data de nascimento').fill(typedDate(BRUNO.birthDate));

      // Hold the answer until the submitting state has been seen.
      const submittingSeen = gate();
      await page.route('**/api/calculate/synastry', async (route) => {
        await submittingSeen.opened;
        await route.continue();
      });
      const requestPromise = page.waitForRequest('**/api/calculate/synastry');
      const responsePromise = page.waitForResponse('**/api/calculate/synastry');
      await page.getByRole('button', { name: 'Revelar a Conexão' }).click();
      await page.getByRole('button', { name: 'Analisando Conexão Cósmica...' }).waitFor();
      expect(await page.getByRole('button', { name: 'Analisando Conexão Cósmica...' }).isDisabled()).toBe(
        true,
      );
      expect(await first.getByLabel('Nome').isDisabled()).toBe(true);
      submittingSeen.open();

      // An unknown time or place is left out, so the server can say what is uncertain (domain.md §4).
      const sent = (await requestPromise).postDataJSON();
      expect(sent).toEqual({ person1: ANA, person2: BRUNO });
      const response = await responsePromise;
      expect(response.status()).toBe(201);
      const body = (await response.json()) as { id: string; content: SynastryContent };

      await expect.poll(() => new URL(page.url()).pathname).toBe('/sinastria/resultado');
      await dismissBadgePopup(page);
      await expectResult(page, body.content);
      expect(body.content.aspects.ascendantAspect).toBeUndefined();
      expect(body.content.aspects.moonAspect.uncertain).toBe(true);

      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('constelar-last-synastry')))!,
      ) as {
        state: { synastry: { id: string; content: SynastryContent } };
      };
      expect(stored.state.synastry.id).toBe(body.id);
      expect(stored.state.synastry.content.overallHarmony).toBe(body.content.overallHarmony);

      // Details open and close from the card.
      const card = page.getByTestId('aspect-card').first();
      const more = card.getByRole('button', { name: 'Ler a análise completa' });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await card.getByText(body.content.aspects.sunSignAspect.details).isVisible()).toBe(false);
      await more.click();
      expect(await card.getByText(body.content.aspects.sunSignAspect.details).isVisible()).toBe(true);
      expect(await card.getByRole('button', { name: 'Mostrar menos' }).getAttribute('aria-expanded')).toBe(
        'true',
      );

      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'synastry-result-mobile');

      // The result survives a reload, from the browser's storage.
      await page.reload();
      await expectResult(page, body.content);
      await context.close();

      const wide = await sessionPage(browser, member, 'desktop');
      await wide.context.addInitScript(
        (value: string) =>
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem('constelar-last-synastry', value),
        JSON.stringify(stored),
      );
      await wide.page.goto(`${baseURL}/sinastria/resultado`);
      await expectResult(wide.page, body.content);
      await noSidewaysScroll(wide.page);
      await expectNoSeriousAxeViolations(wide.page);
      await shot(wide.page, 'synastry-result-desktop');
      await wide.context.close();
    },
  );

  it('shows the server error in an alert and gives the form back', async () => {
    const { context, page } = await sessionPage(browser, member, 'desktop');
    await page.goto(`${baseURL}/sinastria`);
    const first = page.getByRole('group', { name: 'Primeira pessoa' });
    const second = page.getByRole('group', { name: 'Segunda pessoa' });
    await first.waitFor();
    await expectNoSeriousAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, 'synastry-form-desktop');
    await first.getByLabel('Nome').fill(ANA.name);
    await first.getByLabel('Data de nascimento').fill(typedDate(ANA.birthDate));
    await first.getByLabel('Local de nascimento').fill('Xyzópolis do Norte');
    await second.getByLabel('Nome').fill(BRUNO.name);
    await second.getByLabel('Data de nascimento').fill(typedDate(BRUNO.birthDate));

    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.dismiss();
    });
    const response = page.waitForResponse('**/api/calculate/synastry');
    await page.getByRole('button', { name: 'Revelar a Conexão' }).click();
    const res = await response;
    expect(res.status()).toBe(422);
    const { error } = (await res.json()) as { error: string };
    await expect.poll(() => alerts).toEqual([error]);
    expect(error.length).toBeGreaterThan(0);
    const submit = page.getByRole('button', { name: 'Revelar a Conexão' });
    await submit.waitFor();
    expect(await submit.isEnabled()).toBe(true);
    expect(await first.getByLabel('Nome').inputValue()).toBe(ANA.name);
    expect(new URL(page.url()).pathname).toBe('/sinastria');

    // Without an error field the fallback of product.md §8 is shown.
    await page.route('**/api/calculate/synastry', (route) => route.fulfill({ status: 500, json: {} }));
    await submit.click();
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts[1]).toBe('Não foi possível calcular a sinastria.');

    // A dropped connection reads as the server being unavailable.
    await page.unroute('**/api/calculate/synastry');
    await page.route('**/api/calculate/synastry', (route) => route.abort('connectionrefused'));
    await submit.click();
    await expect.poll(() => alerts.length).toBe(3);
    expect(alerts[2]).toBe('Servidor temporariamente indisponível. Tente novamente em alguns minutos.');
    expect(await submit.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('saved synastries and the empty state', () => {
  it(
    'loads /sinastria/report/{id} from the server, with the ascendant when both times and places are known',
    { timeout: 240_000 },
    async () => {
      const res = await call<{ id: string; content: SynastryContent }>('/calculate/synastry', {
        method: 'POST',
        token: member.token,
        body: {
          person1: ANA,
          person2: {
            name: 'Carla Mendes',
            birthDate: '1992-11-03',
            birthTime: '08:15',
            birthPlace: 'Recife, PE',
          },
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.content.aspects.ascendantAspect).toBeDefined();
      for (const viewport of ['mobile', 'desktop'] as const) {
        const { context, page } = await sessionPage(browser, member, viewport);
        await page.goto(`${baseURL}/sinastria/report/${res.body.id}`);
        await expectResult(page, res.body.content);
        await noSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);
        await context.close();
      }
    },
  );

  it('asks a visitor without a session to sign in before opening a saved synastry', async () => {
    const { context, page } = await sessionPage(browser, null, 'mobile');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/reports/') && calls.push(r.url()));
    await page.goto(`${baseURL}/sinastria/report/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Esta conexão está guardada' }).waitFor();
    expect(calls).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    expect(await modal.locator('input[type="password"]').count()).toBe(1);
    await context.close();
  });

  it('says so when a saved synastry does not exist', async () => {
    const { context, page } = await sessionPage(browser, member, 'mobile');
    await page.goto(`${baseURL}/sinastria/report/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Ops! Nenhuma análise encontrada.' }).waitFor();
    await context.close();
  });

  it.each(['mobile', 'desktop'] as const)(
    'shows "Ops! Nenhuma análise encontrada." with a way back when nothing is stored (%s)',
    async (viewport) => {
      const { context, page } = await sessionPage(browser, null, viewport);
      await page.goto(`${baseURL}/sinastria/resultado`);
      await page.getByRole('heading', { name: 'Ops! Nenhuma análise encontrada.' }).waitFor();
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `synastry-empty-${viewport}`);
      const back = page.getByRole('link', { name: 'Fazer uma sinastria' });
      expect(await back.getAttribute('href')).toBe('/sinastria');
      await back.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/sinastria');
      await context.close();
    },
  );
});
