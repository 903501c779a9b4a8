import type { LunarReturn, Progressions } from '@constelar/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp, type Session } from './support/api';
import { launchBrowser, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';
import { sessionPage } from './support/session-page';

// relations.md §3 in the browser: "Progressões" on "Meu mapa" and the "Revolução lunar" card.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.PROGRESSOES_SHOTS_DIR);

const brasiliaDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

let browser: Browser;
let bia: Session & { email: string };

beforeAll(async () => {
  browser = await launchBrowser();
  bia = await signUp('Beatriz Progressa');
  const saved = await call('/users/profile', {
    method: 'PUT',
    token: bia.token,
    body: {
      name: bia.user.name,
      email: bia.email,
      birth: { birthDate: '1990-08-15', birthTime: '14:30', birthPlace: 'Campinas, SP' },
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => browser?.close());

describe('Progressões and Revolução lunar', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows this year's progressed Moon, the aspects ahead and the lunar return (${viewport})`, async () => {
      // Brasília's day, as the page asks for it (after 21h there UTC's is already tomorrow).
      const today = brasiliaDay(new Date());
      const progressions = (
        await call<Progressions>(`/users/me/progressions?date=${today}`, { token: bia.token })
      ).body;
      const lunar = (await call<LunarReturn>(`/users/me/lunar-return?from=${today}`, { token: bia.token }))
        .body;

      const { context, page } = await sessionPage(browser, bia, viewport);
      await page.goto(`${baseURL}/meu-mapa`);
      await page.getByRole('heading', { level: 1, name: 'A Constelação de Beatriz Progressa' }).waitFor();

      // The lunar return sits with the solar return under the chart.
      const card = page.getByRole('region', { name: 'Revolução lunar' });
      await card.waitFor();
      await card.getByRole('heading', { name: lunar.texts.ascendant!.title }).waitFor();
      expect(await card.getByText(lunar.texts.moonHouse!.text).isVisible()).toBe(true);
      expect(await card.getByText(/no horário de Brasília/).isVisible()).toBe(true);
      await card.scrollIntoViewIfNeeded();
      // The report above lazy-loads its images: judged once still, as meu-mapa.e2e.ts does, not settled.
      await expectNoSeriousAxeViolations(page);
      await shot(page, `revolucao-lunar-${viewport}`, false);

      // "Progressões", by keyboard.
      const tab = page.getByRole('link', { name: 'Progressões' });
      await tab.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Progressões' }).waitFor();
      expect(await tab.getAttribute('aria-current')).toBe('page');
      await page.getByRole('heading', { name: progressions.texts.moonSign.title }).waitFor();
      expect(await page.getByRole('heading', { name: 'Aspectos progredidos e dirigidos' }).isVisible()).toBe(
        true,
      );
      // Both bi-wheels: the natal chart inside, the progressed or directed points outside.
      await page.getByRole('group', { name: 'Progressões de Beatriz Progressa' }).waitFor();
      await page.getByRole('group', { name: 'Arco solar de Beatriz Progressa' }).waitFor();
      const tables = page.getByRole('table');
      expect(await tables.count()).toBe(2);
      expect(await tables.first().getByRole('rowheader', { name: 'Lua' }).isVisible()).toBe(true);
      await settled(page);
      await expectNoSeriousAxeViolations(page);
      await noSidewaysScroll(page);
      await shot(page, `progressoes-${viewport}`);
      expectNoPageErrors(page);
      await context.close();
    });
  }

  // Issue #45: at 21h30 in Brasília UTC is on the next day; the page asks for Brasília's.
  it('asks for the day in Brasília at 21h30 there, not the next one', async () => {
    const { context, page } = await sessionPage(browser, bia, 'mobile');
    await page.clock.setFixedTime(new Date('2026-11-24T00:30:00Z'));
    const asked = (path: string) =>
      page.waitForRequest((r) => new URL(r.url()).pathname === `/api/users/me/${path}`);
    const progressions = asked('progressions');
    const solarArc = asked('solar-arc');
    await page.goto(`${baseURL}/meu-mapa?aba=progressoes`);
    for (const request of [await progressions, await solarArc])
      expect(new URL(request.url()).searchParams.get('date')).toBe('2026-11-23');
    const lunar = asked('lunar-return');
    await page.goto(`${baseURL}/meu-mapa`);
    expect(new URL((await lunar).url()).searchParams.get('from')).toBe('2026-11-23');
    await context.close();
  });
});
