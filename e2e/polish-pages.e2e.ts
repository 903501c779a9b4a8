import type { Changelog, PersonalContent } from '@constelar/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BADGE_GOALS } from '../apps/web/src/features/dashboard/components/achievements/badge-goals';
import { call, PASSWORD, registerConfirmed, signUp, type Session } from './support/api';
import { launchBrowser, newPage, screenshots } from './support/browser';
import { axeViolations, expectNoPageErrors, settled } from './support/checks';
import { sessionPage } from './support/session-page';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const localStorage: { setItem(key: string, value: string): void };

const baseURL = inject('baseURL');
const shot = screenshots(process.env.POLISH_SHOTS_DIR);
const BIRTH = {
  name: 'Clara Meireles',
  birthDate: '1992-09-23',
  birthTime: '06:40',
  birthPlace: 'Recife, PE',
};

let browser: Browser;
let content: PersonalContent;
let member: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await signUp('Teresa Antunes');
  const res = await call<{ content: PersonalContent }>('/calculate/personal', {
    method: 'POST',
    body: BIRTH,
  });
  content = res.body.content;
});
afterAll(async () => browser?.close());

const acceptCookies = (context: BrowserContext) =>
  context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);

const storeReport = (context: BrowserContext, stored: PersonalContent) =>
  context.addInitScript((c) => {
    localStorage.setItem('constelar-last-report', JSON.stringify({ state: { content: c }, version: 0 }));
  }, stored);

/** Only the named axe rules, judged on the settled page (lazy images off screen are not waited for). */
async function axeFindings(page: Page, rules: string[], waitForImages = true) {
  if (waitForImages) await settled(page);
  return (await axeViolations(page, { rules })).map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

const release = (over: Partial<Changelog>): Changelog => ({
  id: crypto.randomUUID(),
  version: '1.0.0',
  title: 'Versão',
  description: null,
  isPublished: true,
  releaseDate: '2026-03-01T12:00:00.000Z',
  createdBy: { name: 'Equipe' },
  changes: [],
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

describe('the public changelog', () => {
  it('leads with the highest version, names security changes in Portuguese and keeps line breaks', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await acceptCookies(context);
    // The API's own order is the point: the older version carries the later date.
    await page.route('**/api/changelog', (route) =>
      route.fulfill({
        json: [
          release({ version: '1.1.0', title: 'Ajustes de outono', releaseDate: '2026-05-10T12:00:00.000Z' }),
          release({
            version: '1.2.0',
            title: 'Sinastria mais precisa',
            description: 'Primeira linha.\nSegunda linha.',
            releaseDate: '2026-04-02T12:00:00.000Z',
            changes: [{ type: 'security', description: 'Sessões mais curtas', icon: 'shield' }],
          }),
        ],
      }),
    );
    // A first load carries the server's list in its HTML; the API's order is met on a client navigation.
    await page.goto(`${baseURL}/horoscopo/leao?data=2024-04-08`);
    await page.getByRole('button', { name: 'Compartilhar' }).waitFor();
    await page.evaluate(() => {
      history.pushState({}, '', '/changelog');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const entries = page.getByTestId('changelog-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const first = entries.first();
    expect(await first.getByText('v1.2.0').isVisible()).toBe(true);
    expect(await first.getByText('Mais recente').isVisible()).toBe(true);
    expect(await entries.nth(1).getByText('Mais recente').count()).toBe(0);
    expect(await first.getByText('Segurança', { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText('security', { exact: true }).count()).toBe(0);
    expect(await first.getByText('Primeira linha.', { exact: false }).innerText()).toBe(
      'Primeira linha.\nSegunda linha.',
    );
    await shot(page, 'changelog-mobile');
    await context.close();
  });
});

describe('the personal report', () => {
  it('offers a visitor the way home, not the dashboard', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await acceptCookies(context);
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    const home = page.getByRole('link', { name: 'Voltar ao início' });
    await home.waitFor();
    expect(await home.getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Voltar ao Dashboard' }).count()).toBe(0);
    await context.close();
  });

  it('names each arcanum card by the words it shows (axe label-content-name-mismatch)', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await acceptCookies(context);
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    const card = page.locator('[data-arcanum="personalArcana"]');
    await card.scrollIntoViewIfNeeded();
    const button = card.getByRole('button');
    const name = content.arcana.personalArcana.name;
    expect(await button.getAttribute('aria-label')).toBeNull();
    expect(await button.innerText()).toContain(name);
    expect(await axeFindings(page, ['label-content-name-mismatch'], false)).toEqual([]);
    // The whole card still opens the arcanum: a click on its description lands on the button.
    const text = (await card.getByText(content.arcana.personalArcana.description).boundingBox())!;
    await page.mouse.click(text.x + text.width / 2, text.y + text.height / 2);
    await page.getByRole('dialog').first().waitFor();
    await shot(page, 'arcanum-from-description', false);
    await context.close();
  });

  it('explains a missing saved report instead of repeating its title', async () => {
    const { context, page } = await sessionPage(browser, member, 'mobile');
    await acceptCookies(context);
    await page.goto(`${baseURL}/resultado/00000000-0000-4000-8000-000000000000`);
    const title = page.getByRole('heading', { level: 1, name: 'Ops! Relatório não encontrado.' });
    await title.waitFor();
    const card = page.locator('section[aria-labelledby="relatorio-ausente"]');
    const body = card.locator('p');
    expect(await body.innerText()).toContain('calcule uma nova leitura');
    expect(await card.getByText('Relatório não encontrado.', { exact: true }).count()).toBe(0);
    await shot(page, 'report-not-found-mobile', false);
    await context.close();
  });
});

describe('the landing page', () => {
  it('marks a date the server refuses at its field', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await acceptCookies(context);
    await page.goto(`${baseURL}/#formulario`);
    const date = page.getByLabel('Data de nascimento', { exact: true });
    await page.getByLabel('Nome completo', { exact: true }).fill('Rita Valença');
    await date.fill('31021990');
    await page.getByLabel('Hora de nascimento', { exact: true }).fill('0900');
    await page.getByRole('combobox', { name: 'Local de nascimento' }).fill('Salvador, BA');
    await page.keyboard.press('Escape');
    await page.locator('#formulario button[type="submit"]').click();
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await date.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).innerText()).toContain('31/02/1990');
    await shot(page, 'landing-date-refused', false);
    await context.close();
  });

  it('keeps the confetti canvas out of the landmarks check (axe region)', async () => {
    const { context, page } = await newPage(browser, 'desktop', { reducedMotion: false });
    await acceptCookies(context);
    await page.goto(`${baseURL}/#insight`);
    await page.getByRole('button', { name: 'Revelar o arcano do dia' }).click();
    const canvas = page.locator('body > canvas[aria-hidden="true"]');
    await expect.poll(() => canvas.count(), { timeout: 5_000 }).toBe(1);
    expect(await axeFindings(page, ['region'])).toEqual([]);
    expectNoPageErrors(page);
    await context.close();
  });

  it('names the tarot section as the nav does', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await acceptCookies(context);
    await page.goto(baseURL);
    const navLabel = await page
      .getByRole('navigation', { name: 'Principal' })
      .locator('a[href="/#insight"]')
      .innerText();
    const section = page.locator('#insight');
    await section.getByText(`${navLabel} do dia`, { exact: true }).waitFor();
    expect(await page.getByText('Tarô do dia', { exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe('the synastry form', () => {
  it('types dates and times with the landing masks and marks a refused date at its field', async () => {
    const { context, page } = await sessionPage(browser, member, 'mobile');
    await acceptCookies(context);
    let sent: { person1: { birthDate: string; birthTime?: string } } | null = null;
    await page.route('**/api/calculate/synastry', async (route) => {
      sent = route.request().postDataJSON() as typeof sent;
      await route.continue();
    });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto(`${baseURL}/sinastria`);
    const [first, second] = [
      page.locator('fieldset fieldset').nth(0),
      page.locator('fieldset fieldset').nth(1),
    ];
    const date1 = first.getByLabel('Data de nascimento');
    await date1.waitFor();
    expect(await date1.getAttribute('type')).toBe('text');
    expect(await date1.getAttribute('placeholder')).toBe('DD/MM/AAAA');
    await first.getByLabel('Nome').fill('Ana Clara');
    await date1.pressSequentially('15071990');
    expect(await date1.inputValue()).toBe('15/07/1990');
    // Hour and place are in plain view (relations.md §2's form), no disclosure to open.
    const time1 = first.getByLabel('Hora', { exact: true });
    expect(await time1.getAttribute('placeholder')).toBe('HH:MM');
    await time1.pressSequentially('1430');
    expect(await time1.inputValue()).toBe('14:30');

    await second.getByLabel('Nome').fill('Bruno Lima');
    const date2 = second.getByLabel('Data de nascimento');
    await date2.pressSequentially('31021988');
    await page.getByRole('button', { name: 'Revelar a Conexão' }).click();

    await expect.poll(() => date2.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toMatchObject({ person1: { birthDate: '1990-07-15', birthTime: '14:30' } });
    const message = alerts.at(-1)!;
    expect(message).toContain('31/02/1988');
    const describedBy = (await date2.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).innerText()).toBe(message);
    expect(await date1.getAttribute('aria-invalid')).toBeNull();
    await shot(page, 'synastry-date-refused', false);

    // Editing the field clears its mark.
    await date2.fill('');
    await date2.pressSequentially('02031988');
    await expect.poll(() => date2.getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });
});

describe('the dashboard', () => {
  it("says '1 análise realizada', tells locked badges what earns them and clears messages on tab change", async () => {
    const person = await signUp('Rosa Amaral');
    await call('/reports', { method: 'POST', token: person.token, body: BIRTH });
    const { context, page } = await sessionPage(browser, person, 'desktop');
    await acceptCookies(context);
    await page.goto(`${baseURL}/dashboard`);
    await page.getByText('1 análise realizada', { exact: true }).waitFor();
    expect(await page.getByText('1 análises realizadas', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Minhas Conquistas' }).click();
    const achievements = page.getByRole('dialog', { name: 'Minhas Conquistas' });
    await achievements.getByText(BADGE_GOALS['cosmic-bonds'], { exact: true }).waitFor();
    expect(await achievements.getByText('Você fez a sua primeira sinastria', { exact: false }).count()).toBe(
      0,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => achievements.count()).toBe(0);

    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Meu Perfil' });
    const name = profile.getByLabel('Nome');
    await name.waitFor();
    await name.fill('Rosa Amaral Lins');
    await profile.getByRole('button', { name: 'Salvar Alterações' }).click();
    const success = profile.getByText('Perfil atualizado com sucesso!');
    await success.waitFor();
    await profile.getByRole('tab', { name: 'Senha' }).click();
    await expect.poll(() => success.count()).toBe(0);
    expectNoPageErrors(page);
    await context.close();
  });
});

describe('admins', () => {
  it('find Admin in the header and in the mobile menu, and an honest state when metrics fail', async () => {
    const admin = await registerConfirmed({
      name: 'Admin Estelar',
      email: 'admin@constelar.app',
      password: PASSWORD,
    });
    const desktop = await sessionPage(browser, admin, 'desktop');
    await acceptCookies(desktop.context);
    await desktop.page.route('**/api/admin/dashboard', (route) =>
      route.fulfill({ status: 500, json: { error: 'Falha ao calcular as métricas.' } }),
    );
    await desktop.page.goto(baseURL);
    await desktop.page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await expect.poll(() => new URL(desktop.page.url()).pathname).toBe('/admin');
    await desktop.page.getByRole('alert').getByText('Erro ao carregar dashboard admin').waitFor();
    expect(await desktop.page.getByText('Sistema Online').count()).toBe(0);
    expect(await desktop.page.getByText('Métricas indisponíveis').isVisible()).toBe(true);
    await shot(desktop.page, 'admin-offline-desktop', false);
    await desktop.context.close();

    const phone = await sessionPage(browser, admin, 'mobile');
    await acceptCookies(phone.context);
    await phone.page.goto(baseURL);
    await phone.page.getByRole('button', { name: 'Abrir menu' }).click();
    await phone.page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Admin', exact: true })
      .click();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/admin');
    await phone.page.getByText('Sistema Online').waitFor();
    await phone.context.close();
  });

  it('are the only ones with the link', async () => {
    const { context, page } = await sessionPage(browser, member, 'desktop');
    await acceptCookies(context);
    await page.goto(baseURL);
    await page.getByRole('banner').getByText('Olá, Teresa').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await context.close();
  });
});
