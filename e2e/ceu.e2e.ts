import type { SkyEvent, SolarReturn } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp } from './support/api';
import { launchBrowser, newPage, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';
import { sessionPage } from './support/session-page';

// sky.md §5 in the browser: /ceu, the month's sky on the visitor's clock, and the subscription.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.CEU_SHOTS_DIR);

const SAO_PAULO = 'America/Sao_Paulo';
const MANAUS = 'America/Manaus';

const localDate = (iso: string | Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
const clock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(':', 'h');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextMonthOf = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);

/** The month's phases as the server lists them, kept when São Paulo puts them on a day of `month`. */
async function phasesOf(month: string) {
  const to = addDays(`${nextMonthOf(month)}-01`, 0);
  const res = await call<SkyEvent[]>(`/sky/calendar?from=${addDays(`${month}-01`, -1)}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body.filter(
    (e): e is Extract<SkyEvent, { type: 'phase' }> =>
      e.type === 'phase' && localDate(e.time, SAO_PAULO).startsWith(month),
  );
}

const eventCard = (page: Page, title: string) => page.locator('article', { hasText: title }).first();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('O Céu', () => {
  it("lists this month's sky on the chosen clock, moves between months and links the subscription", async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const thisMonth = localDate(new Date(), SAO_PAULO).slice(0, 7);
    const nextMonth = nextMonthOf(thisMonth);
    const phases = await phasesOf(thisMonth);
    expect(phases.length).toBeGreaterThanOrEqual(3);

    await page.goto(`${baseURL}/ceu`);
    await page.getByRole('heading', { name: 'O Céu', level: 1 }).waitFor();
    await page.getByText('Lua Cheia', { exact: false }).first().waitFor();
    expect(await page.title()).toBe('O Céu · Constelar');

    // A phase away from the month's edges, so no zone moves it out of the month.
    const phase = phases.find((p) => Number(localDate(p.time, SAO_PAULO).slice(8)) > 1)!;
    const card = eventCard(page, phase.title);
    expect(await card.locator('time').textContent()).toBe(`às ${clock(phase.time, SAO_PAULO)}`);

    // The subscription: a year from the first day of this month, also as webcal: for phones.
    const subscribe = page.getByRole('link', { name: 'Assinar no calendário' });
    const ics = `/api/sky/calendar.ics?from=${thisMonth}-01&to=${addDays(`${thisMonth}-01`, 365)}`;
    expect(await subscribe.getAttribute('href')).toBe(ics);
    const feed = await fetch(`${baseURL}${ics}`);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);
    expect(
      await page.getByRole('link', { name: 'abra no seu app de calendário' }).getAttribute('href'),
    ).toMatch(new RegExp(`^webcal://[^/]+${ics.replace(/[.?]/g, '\\$&')}$`));

    // The header leads here too.
    const nav = page.getByRole('navigation', { name: 'Principal' });
    expect(await nav.getByRole('link', { name: 'O Céu' }).getAttribute('href')).toBe('/ceu');

    // The month grid: a cell with a drawn Moon for every day, and the Lua fora de curso as bars.
    const grid = page.locator('[data-ceu-grid]');
    expect(await grid.isVisible()).toBe(true);
    const cells = await grid.locator('[data-day]').count();
    expect(cells).toBeGreaterThanOrEqual(28);
    expect(cells).toBeLessThanOrEqual(31);
    // The app draws the Moons over the server's grid once its page's code is in.
    await expect.poll(() => grid.locator('[data-day] svg[data-moon]').count()).toBe(cells);
    expect(await grid.locator('[data-voc]').count()).toBeGreaterThan(0);
    // The phase's own day shows its Moon nearly new, at a quarter or nearly full.
    const phaseAngle = Number(
      await grid
        .locator(`[data-day="${localDate(phase.time, SAO_PAULO)}"] [data-moon]`)
        .getAttribute('data-moon'),
    );
    const expected = { new: 0, 'first-quarter': 90, full: 180, 'last-quarter': 270 }[phase.kind];
    expect(Math.min(Math.abs(phaseAngle - expected), 360 - Math.abs(phaseAngle - expected))).toBeLessThan(15);

    // The next eclipse, from the coming 400 days, with its date.
    const eclipseBlock = page.getByRole('region', { name: 'Próximo eclipse' });
    await eclipseBlock.waitFor();
    expect(await eclipseBlock.locator('time').textContent()).toMatch(
      /\d{1,2} de [a-zç]+ de \d{4}, às \d{2}h\d{2}$/,
    );

    // A day of the grid opens its place in the list.
    await grid.locator(`[data-day="${localDate(phase.time, SAO_PAULO)}"]`).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''))
      .toBe(`ceu-dia-${localDate(phase.time, SAO_PAULO)}`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await shot(page, 'ceu-desktop');
    await expectNoSeriousAxeViolations(page);

    // Manaus is an hour behind Brasília.
    await page.getByRole('combobox', { name: 'Fuso horário' }).selectOption(MANAUS);
    await expect.poll(() => card.locator('time').textContent()).toBe(`às ${clock(phase.time, MANAUS)}`);
    expect(clock(phase.time, MANAUS)).not.toBe(clock(phase.time, SAO_PAULO));
    await page.getByRole('combobox', { name: 'Fuso horário' }).selectOption(SAO_PAULO);

    // The next month, from the keyboard, with its address.
    const next = page.getByRole('button', { name: /^Próximo mês:/ });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/ceu\\?mes=${nextMonth}$`));
    const nextPhases = await phasesOf(nextMonth);
    await eventCard(page, nextPhases[0]!.title).waitFor();
    expect(await page.getByRole('button', { name: /^Voltar para/ }).isVisible()).toBe(true);

    // The address alone opens that month.
    await page.reload();
    await eventCard(page, nextPhases.at(-1)!.title).waitFor();
    expectNoPageErrors(page);
    await context.close();
  });

  it('fits a phone and passes axe there', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${baseURL}/ceu`);
    const list = page.getByRole('list', { name: 'Eventos do mês, dia a dia' });
    await list.getByText('Lua Cheia', { exact: false }).first().waitFor();
    // The server's HTML has the words but not the glyphs (ADR 106): measure once the app has taken over.
    await expect.poll(() => page.locator('#constelar-data').count()).toBe(0);
    // On a phone the grid keeps its Moons and glyphs; the words stay in the list below it.
    const grid = page.locator('[data-ceu-grid]');
    expect(await grid.isVisible()).toBe(true);
    const cells = await grid.locator('[data-day]').count();
    // The app draws the Moons over the server's grid once its page's code is in.
    await expect.poll(() => grid.locator('[data-day] svg[data-moon]').count()).toBe(cells);
    const fullMoonDay = grid.locator('[data-day]').filter({ has: page.locator('[title^="Lua Cheia"]') });
    expect(await fullMoonDay.first().locator('[title^="Lua Cheia"]').isVisible()).toBe(false);
    expect(await fullMoonDay.first().locator('svg').nth(1).isVisible()).toBe(true);
    // The eclipse-free months still open one text, to check the disclosure on a phone.
    await page.locator('summary').first().click();
    await settled(page);
    await noSidewaysScroll(page);
    await shot(page, 'ceu-mobile');
    await expectNoSeriousAxeViolations(page);

    // The next eclipse stands out, its text already open.
    const from = localDate(new Date(), SAO_PAULO);
    const year = await call<SkyEvent[]>(`/sky/calendar?from=${from}&to=${addDays(from, 399)}`);
    const eclipse = year.body.find((e) => e.type === 'eclipse')!;
    await page.goto(`${baseURL}/ceu?mes=${localDate(eclipse.time, SAO_PAULO).slice(0, 7)}`);
    const card = eventCard(page, eclipse.title);
    await card.getByText(eclipse.text).waitFor();
    expect(await card.getByText('Eclipse', { exact: true }).isVisible()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await settled(page);
    await shot(page, 'ceu-eclipse-mobile', false);
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  });

  it('shows the solar return on "Meu mapa", for this year and the next', async () => {
    const ana = await signUp('Ana Solar');
    const saved = await call('/users/profile', {
      method: 'PUT',
      token: ana.token,
      body: {
        name: ana.user.name,
        email: ana.email,
        birth: { birthDate: '1990-08-15', birthTime: '14:30', birthPlace: 'Campinas, SP' },
      },
    });
    expect(saved.status).toBe(200);
    const year = Number(localDate(new Date(), SAO_PAULO).slice(0, 4));
    const returnOf = async (y: number) =>
      (await call<SolarReturn>(`/users/me/solar-return?year=${y}`, { token: ana.token })).body;
    const [thisYear, nextYear] = [await returnOf(year), await returnOf(year + 1)];

    const { context, page } = await sessionPage(browser, ana, 'mobile');
    await page.goto(`${baseURL}/meu-mapa`);
    const card = page.getByRole('region', { name: 'Revolução solar' });
    await card.getByRole('heading', { name: thisYear.texts.ascendant.title }).waitFor();
    const instant = card.locator('time');
    expect(await instant.getAttribute('datetime')).toBe(thisYear.instant);
    expect(await instant.textContent()).toContain(`às ${clock(thisYear.instant, thisYear.place.timezone)}`);
    expect(await card.getByText(thisYear.texts.sunHouse.text).isVisible()).toBe(true);

    await card.getByRole('combobox', { name: 'Ano' }).selectOption(String(year + 1));
    await expect.poll(() => instant.getAttribute('datetime')).toBe(nextYear.instant);
    // The report's lazy images above never load off screen, so only the card is waited for.
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'solar-return-mobile', false);
    await expectNoSeriousAxeViolations(page);

    // The full return on its own page: the wheel and the two readings.
    await card.getByRole('link', { name: 'Ver a revolução completa' }).click();
    await page.waitForURL(/\/revolucao-solar$/);
    const wheel = page.locator('figure svg').first();
    await wheel.waitFor();
    await expect.poll(() => page.title()).toBe('Revolução Solar · Constelar');
    expect(await wheel.locator('title').textContent()).toContain('revolução solar');
    expect(await page.getByRole('heading', { name: thisYear.texts.ascendant.title }).isVisible()).toBe(true);
    expect(await page.getByText(thisYear.texts.sunHouse.text).isVisible()).toBe(true);
    await settled(page);
    await noSidewaysScroll(page);
    await shot(page, 'solar-return-page-mobile');
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  });
});
