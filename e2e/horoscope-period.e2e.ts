import type { HoroscopePeriod } from '@constelar/contract';
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

// reach.md §2 in the browser: /horoscopo/{slug}/semana and /mes on a phone and a desktop, their
// server-written heads, the paragraphs the API gives, and the previous and next periods.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.HOROSCOPE_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Horóscopo da semana e do mês', () => {
  it('reads a week on a desktop, with its head, and moves to the next and previous weeks', async () => {
    const expected = await call<HoroscopePeriod>('/horoscope/gemini/week?start=2026-03-02');
    expect(expected.status).toBe(200);
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(`${baseURL}/horoscopo/gemeos/semana?inicio=2026-03-02`);
    await page.getByRole('heading', { name: 'Gêmeos', level: 1 }).waitFor();
    for (const p of expected.body.paragraphs) await page.getByText(p).waitFor();
    await expect
      .poll(() => page.title())
      .toBe('Horóscopo da semana de Gêmeos: 2 a 8 de março de 2026 | Constelar');
    const days = page.getByRole('region', { name: 'Dia a dia' });
    expect(await days.locator('li').count()).toBe(7);
    await settled(page);
    await shot(page, 'horoscopo-semana-desktop');
    await expectNoSeriousAxeViolations(page);

    const html = await (await fetch(`${baseURL}/horoscopo/gemeos/semana?inicio=2026-03-02`)).text();
    expect(html).toContain(
      '<title>Horóscopo da semana de Gêmeos: 2 a 8 de março de 2026 | Constelar</title>',
    );

    await page.getByRole('link', { name: 'Próxima semana' }).click();
    await page.getByText('9 a 15 de março de 2026').waitFor();
    expect(page.url()).toContain('/horoscopo/gemeos/semana?inicio=2026-03-09');
    const next = await call<HoroscopePeriod>('/horoscope/gemini/week?start=2026-03-09');
    await page.getByText(next.body.paragraphs[0]!).waitFor();
    await page.getByRole('link', { name: 'Semana anterior' }).click();
    await page.getByRole('link', { name: 'Semana anterior' }).click();
    await page.getByText('23 de fevereiro a 1 de março de 2026').waitFor();
    await page.getByRole('link', { name: 'Horóscopo do dia' }).click();
    await page.getByRole('link', { name: 'Horóscopo da semana' }).waitFor();
    expectNoPageErrors(page);
    await context.close();
  });

  it('reads a month on a phone, fits it, passes axe and moves to the months around it', async () => {
    const expected = await call<HoroscopePeriod>('/horoscope/leo/month?month=2026-08');
    expect(expected.status).toBe(200);
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${baseURL}/horoscopo/leao/mes?mes=2026-08`);
    await page.getByRole('heading', { name: 'Leão', level: 1 }).waitFor();
    for (const p of expected.body.paragraphs) await page.getByText(p).waitFor();
    await expect.poll(() => page.title()).toBe('Horóscopo de agosto de 2026 para Leão | Constelar');
    await settled(page);
    await noSidewaysScroll(page);
    await shot(page, 'horoscopo-mes-mobile');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Próximo mês' }).click();
    await page.getByText('setembro de 2026').first().waitFor();
    expect(page.url()).toContain('/horoscopo/leao/mes?mes=2026-09');
    await page.getByRole('link', { name: 'Mês anterior' }).click();
    await page.getByRole('link', { name: 'Mês anterior' }).click();
    await page.getByText('julho de 2026').first().waitFor();
    expectNoPageErrors(page);
    await context.close();
  });

  it('shows a week on a phone and a month on a desktop (screenshots)', async () => {
    const phone = await newPage(browser, 'mobile');
    await phone.page.goto(`${baseURL}/horoscopo/leao/semana?inicio=2026-11-30`);
    await phone.page.getByRole('region', { name: 'Dia a dia' }).waitFor();
    await settled(phone.page);
    await noSidewaysScroll(phone.page);
    await shot(phone.page, 'horoscopo-semana-mobile');
    await phone.context.close();
    const desk = await newPage(browser, 'desktop');
    await desk.page.goto(`${baseURL}/horoscopo/leao/mes?mes=2026-12`);
    await desk.page.getByRole('region', { name: 'O céu do período' }).waitFor();
    await settled(desk.page);
    await shot(desk.page, 'horoscopo-mes-desktop');
    await desk.context.close();
  });
});
