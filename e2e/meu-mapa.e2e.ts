import type { PersonalReportResponse, SavedReport, Today, UserProfile } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
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

// sky.md §2–§4 in the browser: the birth in the profile, "Meu mapa", "Seu céu", "Seu dia" and "Você".

const baseURL = inject('baseURL');
const shot = screenshots(process.env.MEU_MAPA_SHOTS_DIR);

/** Today in the browser's zone (America/Sao_Paulo in support/browser.ts), as the app asks for it. */
const todayInBrowser = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

let browser: Browser;
let helena: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  helena = await signUp('Helena Duarte');
});
afterAll(async () => browser?.close());

async function fillBirthInProfile(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
  await dialog.waitFor();
  const birth = dialog.getByRole('group', { name: 'Seus dados de nascimento' });
  await birth.getByLabel('Data de nascimento').fill('15081990');
  await birth.getByLabel('Hora de nascimento').pressSequentially('1430');
  // The landing's place list: type, wait for the options, choose with the keyboard.
  const place = birth.getByRole('combobox', { name: 'Local de nascimento' });
  await place.pressSequentially('campinas');
  await dialog
    .getByRole('option', { name: /Campinas/ })
    .first()
    .waitFor();
  await place.press('ArrowDown');
  await place.press('Enter');
  expect(await place.inputValue()).toMatch(/^Campinas/);
  await birth.scrollIntoViewIfNeeded();
  await shot(page, 'profile-birth', false);
  await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect
    .poll(() => dialog.locator('[role="status"]').first().textContent())
    .toBe('Perfil atualizado com sucesso!');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The drawn timeline (issue #14): bars in the SVG, a tap on one reads its transit above the list, and the
 * list says the same to assistive technology (the drawing itself is hidden from it).
 */
async function expectDrawnSky(page: Page) {
  const drawing = page.getByTestId('sky-timeline');
  await drawing.waitFor();
  expect(await drawing.getAttribute('aria-hidden')).toBe('true');
  const bars = drawing.locator('[data-bar]');
  expect(await bars.count()).toBeGreaterThan(0);
  expect(await drawing.locator('svg').first().isVisible()).toBe(true);
  // Packed by planet: transits that do not meet share a lane, so far fewer lanes than bars.
  const lanes = await drawing
    .locator('[data-lanes]')
    .evaluateAll((groups) => groups.reduce((sum, g) => sum + Number(g.getAttribute('data-lanes')), 0));
  // A phone keeps every transit's label too (issue #31: nothing there needs a tap to be named), which
  // costs some lanes: still well under one per bar.
  const phone = page.viewportSize()!.width < 560;
  expect(lanes).toBeLessThan((await bars.count()) * (phone ? 0.65 : 0.5));
  // A bar says little: its group is the planet, its label the aspect's glyph and the natal point's name.
  // The card's heading is the full title. On a phone some bars go unlabelled: pick among the labelled.
  const labelled = drawing.locator('[data-row]:has(text)');
  const row = labelled.nth(Math.floor((await labelled.count()) / 2));
  const planet = await row.locator('xpath=ancestor::*[@data-planet][1]').getAttribute('data-planet');
  const aspect = await row.locator('[data-aspect]').getAttribute('data-aspect');
  const natal = await row.locator('text').textContent();
  const title = new RegExp(`^${planet} em ${aspect} com (o seu|a sua) ${natal}$`);
  await row.click();
  const chosen = page.getByTestId('sky-chosen');
  await chosen.getByRole('heading', { name: title }).waitFor();
  expect(await chosen.locator('p').last().textContent()).toMatch(/\w{4,}/);
  // The list holds the same transit, as a card with its reading.
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  expect(await listed.count()).toBeGreaterThan(0);
}

describe('Meu mapa', () => {
  it('takes the birth in the profile, then shows the own chart, Seu dia, Seu céu and "Você"', async () => {
    const { context, page } = await sessionPage(browser, helena, 'desktop');
    await page.goto(`${baseURL}/dashboard`);

    // Without a birth, the sanctuary invites the member to add one.
    await page.getByRole('heading', { name: 'Seu Santuário Aguarda' }).waitFor();
    expect(await page.getByRole('region', { name: /^Seu dia/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Adicionar meus dados de nascimento' }).click();
    await fillBirthInProfile(page);

    const profile = (await call<UserProfile>('/users/profile', { token: helena.token })).body;
    expect(profile.birth).toMatchObject({ birthDate: '1990-08-15', birthTime: '14:30' });
    expect(profile.birth?.placeId).toBeTruthy();
    const chart = (await call<PersonalReportResponse>('/users/me/chart', { token: helena.token })).body
      .content;
    const today = (await call<Today>(`/users/me/today?date=${todayInBrowser()}`, { token: helena.token }))
      .body;

    // The dashboard now reads the own chart: 'Sua essência', the header, and "Seu dia".
    const sun = chart.astrology.sun.sign;
    await page.getByRole('heading', { name: sun, exact: true }).waitFor();
    expect(await page.getByText(`Sol em ${sun} · Lua em ${chart.astrology.moon.sign}`).isVisible()).toBe(
      true,
    );
    const day = page.getByRole('region', { name: /^Seu dia, .+ de / });
    await day.waitFor();
    expect(await day.getByText(`Lua em ${today.moon.sign}`, { exact: true }).isVisible()).toBe(true);
    expect(await day.getByText(today.moon.phaseName, { exact: true }).isVisible()).toBe(true);
    expect(await day.getByText(`Dia pessoal ${today.personalDay}`, { exact: true }).isVisible()).toBe(true);
    expect(await day.getByText(today.dailyCard.name, { exact: true }).isVisible()).toBe(true);
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, 'dashboard-desktop');

    // "Meu Relatório Pessoal" opens /meu-mapa, the person's own chart.
    await page.getByRole('link', { name: /Meu Relatório Pessoal/ }).click();
    await page.waitForURL(`${baseURL}/meu-mapa`);
    await page.getByRole('heading', { level: 1, name: 'A Constelação de Helena Duarte' }).waitFor();
    expect(await page.getByText(`Sol em ${sun}`).first().isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, 'meu-mapa-desktop', false);

    // "Seu céu": the next 90 days, by keyboard.
    const skyLink = page.getByRole('link', { name: 'Seu céu' });
    await skyLink.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Seu céu' }).waitFor();
    await page.getByRole('region', { name: 'Hoje', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Nos próximos 90 dias' }).waitFor();
    expect(await page.getByRole('link', { name: 'Seu céu' }).getAttribute('aria-current')).toBe('page');
    // "Roda de hoje": Helena's chart inside, the ten bodies of today's sky outside, each one a point.
    const todayWheel = page.getByRole('region', { name: 'Roda de hoje' });
    await todayWheel
      .getByRole('group', { name: /^Roda de hoje: o céu de .* em volta do mapa de Helena Duarte$/ })
      .waitFor();
    await expect.poll(() => todayWheel.getByRole('button', { name: /^Céu de / }).count()).toBe(10);
    await expectDrawnSky(page);
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'seu-ceu-desktop');

    // A saved report of the same birth is the member's own: "Você".
    const same = await call<SavedReport>('/reports', {
      method: 'POST',
      token: helena.token,
      body: {
        name: 'Helena Duarte',
        birthDate: '1990-08-15',
        birthTime: '14:30',
        birthPlace: profile.birth!.birthPlace,
        placeId: profile.birth!.placeId,
      },
    });
    expect(same.body.subject).toBe('self');
    const other = await call<SavedReport>('/reports', {
      method: 'POST',
      token: helena.token,
      body: { name: 'Rui Lima', birthDate: '1988-02-02', birthTime: '09:00', birthPlace: 'Recife, PE' },
    });
    expect(other.body.subject).toBe('other');
    await page.goto(`${baseURL}/dashboard`);
    const journeys = page.getByTestId('journeys');
    await journeys.waitFor();
    const mine = journeys.getByRole('link', { name: /Análise de Helena Duarte/ });
    const friend = journeys.getByRole('link', { name: /Análise de Rui Lima/ });
    expect(await mine.getByText('Você', { exact: true }).isVisible()).toBe(true);
    expect(await friend.getByText('Você', { exact: true }).count()).toBe(0);

    // The same sky over a saved report, from its "Ver trânsitos", named after the person in it.
    await page.goto(`${baseURL}/report/${other.body.id}`);
    await page.getByRole('heading', { level: 1, name: 'A Constelação de Rui Lima' }).waitFor();
    await page.getByRole('link', { name: 'Ver trânsitos' }).click();
    await page.waitForURL(`${baseURL}/report/${other.body.id}/transitos`);
    await page.getByRole('heading', { level: 1, name: 'O céu de Rui Lima' }).waitFor();
    await expectDrawnSky(page);
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, 'report-transits-desktop');
    expectNoPageErrors(page);
    await context.close();
    // The whole member flow, five screens: ~45 s alone, longer while the suite loads the machine.
  }, 240_000);

  it('fits the phone, and sends a member without a birth to the profile', async () => {
    const { context, page } = await sessionPage(browser, helena, 'mobile');
    await page.goto(`${baseURL}/meu-mapa`);
    await page.getByRole('heading', { level: 1, name: 'A Constelação de Helena Duarte' }).waitFor();
    // The report lazy-loads its images below the fold: judged once still, not once every image is in.
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'meu-mapa-mobile', false);
    await page.goto(`${baseURL}/meu-mapa?aba=ceu`);
    await page.getByRole('heading', { level: 1, name: 'Seu céu' }).waitFor();
    await page.getByRole('region', { name: 'Nos próximos 90 dias' }).waitFor();
    await expectDrawnSky(page);
    await settled(page);
    await noSidewaysScroll(page);
    await shot(page, 'seu-ceu-mobile');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('region', { name: /^Seu dia/ }).waitFor();
    await settled(page);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'dashboard-mobile');
    // The card of the day really loads (no broken image).
    const card = page.getByRole('region', { name: /^Seu dia/ }).locator('img');
    await card.scrollIntoViewIfNeeded();
    expect(
      await card.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
    await shot(page, 'dashboard-mobile-today', false);
    expectNoPageErrors(page);
    await context.close();

    const newcomer = await signUp('Otávio Reis');
    const fresh = await sessionPage(browser, newcomer, 'mobile');
    await fresh.page.goto(`${baseURL}/meu-mapa`);
    const fill = fresh.page.getByRole('link', { name: 'Preencher meus dados de nascimento' });
    await fill.waitFor();
    await expectNoSeriousAxeViolations(fresh.page);
    await shot(fresh.page, 'meu-mapa-empty-mobile');
    await fill.click();
    // The dashboard opens the profile, where the birth is filled in.
    await fresh.page
      .getByRole('dialog', { name: 'Meu Perfil' })
      .getByRole('group', { name: 'Seus dados de nascimento' })
      .waitFor();
    expect(new URL(fresh.page.url()).search).toBe('');
    expectNoPageErrors(fresh.page);
    await fresh.context.close();
  });
});
