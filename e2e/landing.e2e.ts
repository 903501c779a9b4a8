import type { Place } from '@constelar/contract';
import { DAILY_CARDS, dailyInsight } from '@constelar/content/daily-cards';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pickCardIndex } from '@constelar/content/daily-card-pick';
import { signUp } from './support/api';
import { gate, launchBrowser, newPage, type VIEWPORTS } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  nextFrames,
  noSidewaysScroll,
  settled,
} from './support/checks';
import { storeSession } from './support/session-page';

// The e2e tsconfig has no DOM lib; these run inside the page.
declare const window: { scrollY: number; scrollTo(options: { top: number; behavior: string }): void };
declare const document: {
  activeElement: { id?: string; textContent?: string | null } | null;
  querySelectorAll(selector: string): { length: number };
};
declare const localStorage: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

const baseURL = inject('baseURL');
const VISITOR = '3f2b7a10-5c1e-4d8a-9b6f-0e4c2d1a7b99';
const REQUIRED = 'Este campo é obrigatório.';
const BAD_DATE = 'Formato de data inválido. Use DD/MM/AAAA.';
const BAD_TIME = 'Formato de hora inválido. Use HH:MM.';
// canvas-confetti draws on its own full-screen canvas, fixed above everything (z-index 100).
const CONFETTI_CANVAS = 'body > canvas[style*="z-index: 100"]';
/** The card's flip delays the confetti this long (daily-card-section.tsx); more than enough to run through. */
const CONFETTI_DELAY_MS = 1_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function acceptCookies(context: BrowserContext) {
  await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
}

async function withVisitor(context: BrowserContext, visitorId = VISITOR) {
  await context.addInitScript((id: string) => localStorage.setItem('constelar:visitor-id', id), visitorId);
}

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

const stored = async (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);

/** The browser's local date (America/Sao_Paulo in support/browser.ts), as the page computes it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const place = (page: Page) => page.getByRole('combobox', { name: 'Local de nascimento' });
const submit = (page: Page) => page.locator('#formulario button[type="submit"]');

async function fillForm(page: Page, values: { name: string; date: string; time: string; place: string }) {
  await field(page, 'Nome completo').fill(values.name);
  await field(page, 'Data de nascimento').fill(values.date);
  await field(page, 'Hora de nascimento').fill(values.time);
  await place(page).fill(values.place);
  await page.keyboard.press('Escape');
}

async function pageFor(
  viewport: keyof typeof VIEWPORTS,
  options: { reducedMotion?: boolean; clock?: boolean } = {},
) {
  const { context, page } = await newPage(browser, viewport, options);
  await withVisitor(context);
  return { context, page };
}

describe('hero', () => {
  it('greets a first visit, then welcomes the visitor back', async () => {
    const { context, page } = await pageFor('mobile');
    await page.goto(baseURL);
    const label = page.getByTestId('hero-label');
    await expect.poll(() => label.textContent()).toBe('Astrologia, números e tarô');
    expect(await page.evaluate(() => localStorage.getItem('constelar:visited'))).not.toBeNull();
    await page.reload();
    await expect.poll(() => label.textContent()).toBe('Que bom ter você de volta');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Decodifique');
    await context.close();
  });

  it('calls to the form: the main button scrolls to #formulario', async () => {
    const { context, page } = await pageFor('desktop');
    await acceptCookies(context);
    await page.goto(baseURL);
    await page.getByRole('link', { name: 'Decodificar meu destino' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#formulario');
    await expect.poll(() => field(page, 'Nome completo').isVisible()).toBe(true);
    await expect.poll(async () => (await page.locator('#formulario').boundingBox())!.y).toBeLessThan(200);
    await context.close();
  });

  it("hides the 'EXPLORE' cue once the page is scrolled past 100 px", async () => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    await page.goto(baseURL);
    const cue = page.getByTestId('scroll-cue');
    await expect.poll(() => cue.isVisible()).toBe(true);
    expect(await cue.textContent()).toBe('EXPLORE');
    await scrollTo(page, 100);
    await nextFrames(page);
    expect(await cue.isVisible()).toBe(true);
    await scrollTo(page, 101);
    await expect.poll(() => cue.isVisible()).toBe(false);
    await scrollTo(page, 600);
    expect(await cue.isVisible()).toBe(false);
    await scrollTo(page, 0);
    await expect.poll(() => cue.isVisible()).toBe(true);
    await context.close();
  });

  it('opens at the section a /#formulario link names', async () => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    await page.goto(`${baseURL}/#formulario`);
    await expect.poll(() => field(page, 'Nome completo').isVisible()).toBe(true);
    await expect
      .poll(async () => Math.abs((await page.locator('#formulario').boundingBox())!.y), { timeout: 8000 })
      .toBeLessThan(160);
    await context.close();
  });
});

describe('daily card', () => {
  it('draws from the visitor id and the local date, reveals with confetti and keeps it for the day', async () => {
    // The confetti is motion: this test watches it, so the page runs without reduced motion.
    const { context, page } = await pageFor('desktop', { reducedMotion: false });
    await acceptCookies(context);
    await page.goto(`${baseURL}/#insight`);
    const today = await browserToday(page);
    const index = pickCardIndex(VISITOR, today, DAILY_CARDS.length);
    const card = DAILY_CARDS[index]!;

    const cardEl = page.getByTestId('daily-card');
    await expect.poll(() => cardEl.getAttribute('data-revealed')).toBe('false');
    expect(await stored(page, 'constelar:daily-card')).toEqual({
      date: today,
      cardIndex: index,
      revealed: false,
    });
    expect(await page.getByText(dailyInsight(card, today)).count()).toBe(0);

    await page.getByRole('button', { name: 'Revelar o arcano do dia' }).click();
    const name = page.getByRole('heading', { name: card.name, exact: true });
    await expect.poll(() => name.isVisible()).toBe(true);
    expect(await cardEl.getAttribute('data-revealed')).toBe('true');
    const insight = page.locator('#insight');
    expect(await insight.textContent()).toContain(`Elemento${card.element}`);
    expect(await insight.textContent()).toContain(`Energia${card.energy}`);
    expect(await page.getByText(dailyInsight(card, today)).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: `Carta ${card.name}` }).getAttribute('src')).toBe(
      `/images/arcana/${card.arcanumId}.webp`,
    );
    await expect.poll(() => page.locator(CONFETTI_CANVAS).count()).toBe(1);
    expect(await stored(page, 'constelar:daily-card')).toEqual({
      date: today,
      cardIndex: index,
      revealed: true,
    });

    // A reload shows the card already turned, with no new flip or confetti.
    await page.reload();
    await expect.poll(() => name.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Revelar o arcano do dia' }).count()).toBe(0);
    expect(await page.locator(CONFETTI_CANVAS).count()).toBe(0);
    expectNoPageErrors(page);
    await context.close();

    // Same visitor, same date, a fresh browser: the same card.
    const other = await pageFor('mobile');
    await acceptCookies(other.context);
    await other.page.goto(`${baseURL}/#insight`);
    await other.page.getByRole('button', { name: 'Revelar o arcano do dia' }).click();
    await expect
      .poll(() => other.page.getByRole('heading', { name: card.name, exact: true }).isVisible())
      .toBe(true);
    await other.context.close();
  });

  it('draws a new hidden card when the stored one is from another day', async () => {
    const { context, page } = await pageFor('mobile');
    await context.addInitScript(() =>
      localStorage.setItem(
        'constelar:daily-card',
        JSON.stringify({ date: '2001-01-01', cardIndex: 0, revealed: true }),
      ),
    );
    await page.goto(`${baseURL}/#insight`);
    const today = await browserToday(page);
    await expect.poll(() => page.getByTestId('daily-card').getAttribute('data-revealed')).toBe('false');
    // The init script runs again on every load, so read what the page wrote after it.
    expect(await stored(page, 'constelar:daily-card')).toEqual({
      date: today,
      cardIndex: pickCardIndex(VISITOR, today, DAILY_CARDS.length),
      revealed: false,
    });
    await context.close();
  });

  it('turns from the keyboard, moves focus to the card name, and skips confetti with reduced motion', async () => {
    const { context, page } = await pageFor('mobile', { reducedMotion: true });
    await acceptCookies(context);
    // Page timers under the test's hand: the confetti's delay is run through, not waited out.
    await context.clock.install();
    const confettiLoads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('confetti')) confettiLoads.push(r.url());
    });
    await page.goto(`${baseURL}/#insight`);
    const button = page.getByRole('button', { name: 'Revelar o arcano do dia' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('daily-card').getAttribute('data-revealed')).toBe('true');
    const today = await browserToday(page);
    const card = DAILY_CARDS[pickCardIndex(VISITOR, today, DAILY_CARDS.length)]!;
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(card.name);
    await page.clock.runFor(CONFETTI_DELAY_MS + 100);
    await nextFrames(page);
    expect(confettiLoads).toEqual([]);
    expect(await page.locator(CONFETTI_CANVAS).count()).toBe(0);
    await context.close();
  });
});

describe('birth form', () => {
  it('masks the date and the time as they are typed', async () => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    await page.goto(`${baseURL}/#formulario`);
    const date = field(page, 'Data de nascimento');
    await date.pressSequentially('150319901234');
    expect(await date.inputValue()).toBe('15/03/1990');
    await date.fill('');
    await date.pressSequentially('1a5b0');
    expect(await date.inputValue()).toBe('15/0');
    const time = field(page, 'Hora de nascimento');
    await time.pressSequentially('14305');
    expect(await time.inputValue()).toBe('14:30');
    await time.press('Backspace');
    await time.press('Backspace');
    expect(await time.inputValue()).toBe('14');
    await context.close();
  });

  it('shows the exact messages and clears a field error when it is edited', async () => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    await page.goto(`${baseURL}/#formulario`);
    await field(page, 'Nome completo').fill('   ');
    await submit(page).click();
    const form = page.locator('#formulario form');
    await expect.poll(() => form.getByText(REQUIRED).count()).toBe(4);
    expect(await field(page, 'Nome completo').getAttribute('aria-invalid')).toBe('true');
    // The first invalid field takes the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('birth-name');

    await field(page, 'Nome completo').fill('Maria');
    await expect.poll(() => form.getByText(REQUIRED).count()).toBe(3);
    await field(page, 'Data de nascimento').fill('150319');
    await field(page, 'Hora de nascimento').fill('143');
    await place(page).fill('Recife');
    await page.keyboard.press('Escape');
    expect(await form.getByText(REQUIRED).count()).toBe(0);
    await submit(page).click();
    await expect.poll(() => form.getByText(BAD_DATE).isVisible()).toBe(true);
    expect(await form.getByText(BAD_TIME).isVisible()).toBe(true);
    await field(page, 'Data de nascimento').fill('15031990');
    await expect.poll(() => form.getByText(BAD_DATE).count()).toBe(0);
    expect(await form.getByText(BAD_TIME).count()).toBe(1);
    await context.close();
  });

  it('computes an anonymous report, keeps it in the browser and opens /resultado', async () => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    let body: Record<string, string> | null = null;
    // Held back until the submitting state has been seen.
    const submittingSeen = gate();
    await page.route('**/api/calculate/personal', async (route: Route) => {
      body = route.request().postDataJSON() as Record<string, string>;
      await submittingSeen.opened;
      await route.continue();
    });
    await page.goto(`${baseURL}/#formulario`);
    await fillForm(page, {
      name: 'Maria Clara Silva',
      date: '15031990',
      time: '1430',
      place: 'São Paulo, SP',
    });
    await submit(page).click();
    await expect.poll(() => submit(page).textContent()).toBe('Decodificando...');
    expect(await submit(page).isDisabled()).toBe(true);
    submittingSeen.open();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/resultado');
    expect(body).toEqual({
      name: 'Maria Clara Silva',
      birthDate: '1990-03-15',
      birthTime: '14:30',
      birthPlace: 'São Paulo, SP',
    });
    const kept = (await stored(page, 'constelar-last-report')) as {
      state: { content: { name: string; astrology: unknown }; id?: string };
    };
    expect(kept.state.content.name).toBe('Maria Clara Silva');
    expect(kept.state.content.astrology).toBeTruthy();
    expect(kept.state.id).toBeUndefined();
    await context.close();
  });

  it('saves the report on the server for a signed-in user and opens /resultado/{id}', async () => {
    const session = await signUp('Helena Souza');
    const { context, page } = await pageFor('desktop');
    await acceptCookies(context);
    await storeSession(context, session);
    await page.goto(`${baseURL}/#formulario`);
    // The form is a lazy chunk: wait for it rather than sampling visibility once.
    await page
      .getByText('Seu relatório ficará guardado no seu Santuário Pessoal.')
      .waitFor({ state: 'visible' });
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/reports') && r.request().method() === 'POST',
    );
    await fillForm(page, { name: 'Helena Souza', date: '02/11/1985', time: '06:45', place: 'Recife, PE' });
    await submit(page).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const report = (await response.json()) as { id: string; createdAt: string };
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
      .toBe(`/resultado/${report.id}`);
    const kept = (await stored(page, 'constelar-last-report')) as {
      state: { content: { name: string }; id: string; createdAt: string };
    };
    expect(kept.state).toMatchObject({
      id: report.id,
      createdAt: report.createdAt,
      content: { name: 'Helena Souza' },
    });
    await context.close();
  });

  it('offers the places the server suggests for an unknown place', async () => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    const suggestion: Place = {
      id: 'br-sp-sao-paulo',
      name: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
      label: 'São Paulo, SP, Brasil',
      latitude: -23.55,
      longitude: -46.63,
      timezone: 'America/Sao_Paulo',
    };
    const message =
      'Não encontramos "Sao Paolo". Confira a grafia ou informe a cidade e o estado (ex.: Campinas, SP).';
    await page.route('**/api/calculate/personal', (route: Route) =>
      route.fulfill({
        status: 422,
        json: { error: message, field: 'birthPlace', suggestions: [suggestion] },
      }),
    );
    await page.goto(`${baseURL}/#formulario`);
    await fillForm(page, { name: 'Rui', date: '01/01/1980', time: '10:00', place: 'Sao Paolo' });
    await submit(page).click();
    await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'São Paulo, SP, Brasil' }).click();
    expect(await place(page).inputValue()).toBe('São Paulo, SP, Brasil');
    expect(await page.getByText(message).count()).toBe(0);
    expect(await submit(page).isEnabled()).toBe(true);
    await context.close();
  });

  it.each([
    { status: 500, json: {}, expected: 'Não foi possível gerar o relatório anônimo.' },
    { status: 400, json: { message: 'Os astros pedem uma pausa.' }, expected: 'Os astros pedem uma pausa.' },
    // A success without a report is still a failure, in the form's own words.
    { status: 200, json: null, expected: 'Ocorreu um erro ao gerar seu relatório.' },
  ])('shows an anonymous failure ($status) in the error box', async ({ status, json, expected }) => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    await page.route('**/api/calculate/personal', (route: Route) => route.fulfill({ status, json }));
    await page.goto(`${baseURL}/#formulario`);
    await fillForm(page, { name: 'Rui', date: '31/02/1990', time: '10:00', place: 'Recife' });
    await submit(page).click();
    const alert = page.locator('#formulario').getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe(expected);
    expect(await submit(page).textContent()).toBe('Decodificar meu destino');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("falls back to 'Não foi possível criar o relatório.' for a signed-in failure", async () => {
    const session = await signUp('Caio Lima');
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    await storeSession(context, session);
    await page.route('**/api/reports', (route: Route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${baseURL}/#formulario`);
    await fillForm(page, { name: 'Caio', date: '01/01/1980', time: '10:00', place: 'Recife' });
    await submit(page).click();
    await expect
      .poll(() => page.locator('#formulario').getByRole('alert').textContent())
      .toBe('Não foi possível criar o relatório.');
    await context.close();
  });
});

describe('place autocomplete', () => {
  const PLACES: Place[] = [
    {
      id: '1',
      name: 'Campinas',
      state: 'SP',
      country: 'Brasil',
      label: 'Campinas, SP, Brasil',
      latitude: -22.9,
      longitude: -47.06,
      timezone: 'America/Sao_Paulo',
    },
    {
      id: '2',
      name: 'Campina Grande',
      state: 'PB',
      country: 'Brasil',
      label: 'Campina Grande, PB, Brasil',
      latitude: -7.23,
      longitude: -35.88,
      timezone: 'America/Fortaleza',
    },
    {
      id: '3',
      name: 'Campinas do Sul',
      state: 'RS',
      country: 'Brasil',
      label: 'Campinas do Sul, RS, Brasil',
      latitude: -27.71,
      longitude: -52.62,
      timezone: 'America/Sao_Paulo',
    },
  ];

  it('follows the combobox pattern: debounced search, arrows, Enter to choose, Escape to close', async () => {
    const { context, page } = await pageFor('desktop', { clock: true });
    await acceptCookies(context);
    const queries: string[] = [];
    await page.route('**/api/places?**', (route: Route) => {
      const url = new URL(route.request().url());
      queries.push(`${url.searchParams.get('q')}|${url.searchParams.get('limit')}`);
      return route.fulfill({ json: PLACES });
    });
    await page.goto(`${baseURL}/#formulario`);
    const input = place(page);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    const listId = await input.getAttribute('aria-controls');
    // The page's clock stands still while the keys go in, so they are closer than the debounce on any
    // machine; then it runs past the debounce (200 ms) and flows again.
    await page.clock.pauseAt(Date.now() + 1000);
    await input.pressSequentially('campin', { delay: 40 });
    expect(queries).toEqual([]);
    await page.clock.runFor(250);
    await page.clock.resume();
    const list = page.locator(`#${listId}`);
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await list.getAttribute('role')).toBe('listbox');
    // Keystrokes closer than the debounce make one request, for the whole text.
    expect(queries).toEqual(['campin|8']);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await list.getByRole('option').count()).toBe(3);

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`#${active}`).textContent()).toContain('Campina Grande');
    await input.press('ArrowUp');
    await input.press('ArrowUp');
    expect(
      await page.locator(`#${await input.getAttribute('aria-activedescendant')}`).textContent(),
    ).toContain('Campinas do Sul');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('Campinas do Sul, RS, Brasil');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    // Choosing with Enter did not submit the form.
    expect(await page.getByText(REQUIRED).count()).toBe(0);

    await input.fill('');
    await input.pressSequentially('camp');
    await expect.poll(() => list.isVisible()).toBe(true);
    await input.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await input.inputValue()).toBe('camp');

    // A click chooses too; free text stays allowed.
    await input.press('ArrowDown');
    await list.getByRole('option').first().click();
    expect(await input.inputValue()).toBe('Campinas, SP, Brasil');
    await input.fill('Lugar Nenhum Inventado');
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('Lugar Nenhum Inventado');
    await context.close();
  });

  it('lists real places from /api/places', async () => {
    const { context, page } = await pageFor('mobile');
    await acceptCookies(context);
    await page.goto(`${baseURL}/#formulario`);
    await place(page).pressSequentially('campinas');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain('Campinas');
    await first.click();
    expect(await place(page).inputValue()).toBe('Campinas, SP, Brasil');
    await context.close();
  });
  it('computes the namesake chosen in the list, not the larger town its label also names', async () => {
    const { context, page } = await pageFor('desktop');
    await acceptCookies(context);
    await page.goto(`${baseURL}/#formulario`);
    await field(page, 'Nome completo').fill('Ana Lima');
    await field(page, 'Data de nascimento').pressSequentially('15031990');
    await field(page, 'Hora de nascimento').pressSequentially('1430');
    const listed = page.waitForResponse((r) => r.url().includes('/api/places?q=Buenaventura'));
    await place(page).pressSequentially('Buenaventura');
    const found: { id: string; label: string; latitude: number }[] = await (await listed).json();
    const label = found[0]!.label;
    const namesakes = found.filter((p) => p.label === label);
    expect(namesakes.length).toBeGreaterThan(1);
    const chosen = namesakes[1]!;
    const options = page.getByRole('listbox', { name: 'Lugares sugeridos' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(found.length);
    await options.nth(found.indexOf(chosen)).click();
    expect(await place(page).inputValue()).toBe(label);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/calculate/personal'));
    await submit(page).click();
    const response = await answered;
    expect(response.request().postDataJSON()).toMatchObject({ birthPlace: label, placeId: chosen.id });
    expect((await response.json()).content.birth.place.latitude).toBe(chosen.latitude);
    await page.waitForURL(`${baseURL}/resultado`);
    await context.close();
  });
});

describe('cookie consent', () => {
  it("records consent for 150 days with 'Aceitar e Revelar'", async () => {
    const { context, page } = await pageFor('mobile');
    await page.goto(baseURL);
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Pacto de Confiança' }).getAttribute('href')).toBe(
      '/politica-de-privacidade',
    );
    const before = Date.now() / 1000;
    await banner.getByRole('button', { name: 'Aceitar e Revelar' }).click();
    expect(await banner.count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'constelar-consent');
    expect(cookie).toBeDefined();
    const days = (cookie!.expires - before) / 86_400;
    expect(days).toBeGreaterThan(149.9);
    expect(days).toBeLessThan(150.1);
    await page.reload();
    await page.getByTestId('hero-label').waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});

describe('accessibility and layout', () => {
  it.each(['mobile', 'desktop'] as const)('has no serious axe violations on / (%s)', async (viewport) => {
    const { context, page } = await pageFor(viewport);
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Revelar o arcano do dia' }).waitFor();
    await page.locator('#birth-name').waitFor();
    await expectNoSeriousAxeViolations(page);
    await noSidewaysScroll(page);
    // Revealed card and form errors are checked too.
    await page.getByRole('button', { name: 'Aceitar e Revelar' }).click();
    await page.getByRole('button', { name: 'Revelar o arcano do dia' }).click();
    await page.getByTestId('daily-card').and(page.locator('[data-revealed="true"]')).waitFor();
    await submit(page).click();
    await page.getByText(REQUIRED).first().waitFor();
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    expectNoPageErrors(page);
    await context.close();
  });
});
