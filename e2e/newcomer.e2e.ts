import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp } from './support/api';
import { launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import { expectNoPageErrors, expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';
import { sessionPage } from './support/session-page';

// Issue #31, "small things a newcomer trips on", as a person sees them.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.NEWCOMER_SHOTS_DIR);
const VIEWS: (keyof typeof VIEWPORTS)[] = ['mobile', 'desktop'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function landing(viewport: keyof typeof VIEWPORTS) {
  const { context, page } = await newPage(browser, viewport);
  await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
  await page.goto(baseURL);
  return { context, page };
}

const DATE = 'Data de nascimento inválida: 31/02/1990 não existe.';
const TIME = 'Formato de hora inválido. Use HH:MM.';
const PLACE =
  'Não encontramos "Xyzópolis". Confira a grafia ou informe a cidade e o estado (ex.: Campinas, SP).';

describe('the birth form', () => {
  it.each(VIEWS)(
    'shows the date, the time and the place problems after one submit (%s)',
    async (viewport) => {
      const { context, page } = await landing(viewport);
      const form = page.locator('form').filter({ has: page.getByLabel('Nome completo') });
      let posts = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/calculate/personal')) posts++;
      });
      await form.getByLabel('Nome completo').fill('Maria Clara Souza');
      await form.getByLabel('Data de nascimento').pressSequentially('31021990');
      // The mask refuses the 5 of 25:00 as it is typed.
      await form.getByLabel('Hora de nascimento').pressSequentially('2500');
      expect(await form.getByLabel('Hora de nascimento').inputValue()).toBe('20:0');
      await form.getByRole('combobox', { name: 'Local de nascimento' }).pressSequentially('Xyzópolis');
      await form.getByRole('button', { name: 'Decodificar meu destino' }).click();

      await form.getByText(DATE).waitFor();
      await form.getByText(TIME).waitFor();
      await form.getByText(PLACE).waitFor();
      expect(posts).toBe(1);
      expect(await form.getByText('3 campos precisam de correção.').count()).toBe(1);
      expect(await form.locator('[aria-invalid="true"]').count()).toBe(3);
      await form.getByLabel('Data de nascimento').scrollIntoViewIfNeeded();
      await shot(page, `form-three-errors-${viewport}`, false);
      await expectNoSeriousAxeViolations(page);
      await noSidewaysScroll(page);
      expectNoPageErrors(page);
      await context.close();
    },
  );
});

describe('the newsletter', () => {
  it.each(VIEWS)(
    'says a confirmation link was sent while the address waits for it (%s)',
    async (viewport) => {
      const { context, page } = await landing(viewport);
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      await footer
        .getByLabel('Seu e-mail para receber a carta semanal do céu')
        .fill(`novo.${viewport}.${Date.now()}@constelar.test`);
      await footer.getByRole('button', { name: 'Quero receber' }).click();
      const status = footer.getByRole('status');
      await footer.getByText('Enviamos um link de confirmação: abra-o para começar a receber.').waitFor();
      expect(await status.textContent()).toContain(
        'Inscrição confirmada! Fique de olho na sua caixa de entrada.',
      );
      await shot(page, `newsletter-link-sent-${viewport}`, false);
      await expectNoSeriousAxeViolations(page);
      await context.close();
    },
  );
});

describe('a session ended elsewhere', () => {
  it.each(VIEWS)('lands on /login saying the session ended, and why (%s)', async (viewport) => {
    const session = await signUp(`Sessão Encerrada ${viewport}`);
    const { context, page } = await sessionPage(browser, session, viewport);
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Meu Perfil' }).waitFor();
    // "Sair de todos os dispositivos" on another device.
    expect((await call('/users/logout-all', { method: 'POST', token: session.token })).status).toBe(200);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Meu Oráculo' });
    await dialog.getByText('Sua sessão terminou.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await dialog.getByRole('status').textContent()).toContain('Sair de todos os dispositivos');
    await shot(page, `session-ended-${viewport}`, false);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

describe('the dashboard without a birth', () => {
  it('never asks for the own chart, so no 404 is logged', async () => {
    const session = await signUp('Sem Nascimento');
    const { context, page } = await sessionPage(browser, session, 'desktop');
    const asked: string[] = [];
    const failed: number[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    page.on('response', (r) => {
      if (r.status() === 404) failed.push(r.status());
    });
    const profileLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/profile');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('heading', { name: 'Seu Santuário Pessoal' }).waitFor();
    await profileLoaded;
    expect(asked).toContain('/api/users/profile');
    expect(asked).not.toContain('/api/users/me/chart');
    expect(failed).toEqual([]);
    await context.close();
  });
});

describe('"Seu céu" on a phone', () => {
  it.each(VIEWS)('names every planet’s lanes and labels every transit (%s)', async (viewport) => {
    const session = await signUp(`Céu Nomeado ${viewport}`);
    const saved = await call('/users/profile', {
      method: 'PUT',
      token: session.token,
      body: {
        name: `Céu Nomeado ${viewport}`,
        email: session.email,
        birth: { birthDate: '1990-08-15', birthTime: '14:30', birthPlace: 'Campinas, SP' },
      },
    });
    expect(saved.status).toBe(200);
    const token = (saved.body as { token: string }).token;
    const { context, page } = await sessionPage(browser, { ...session, token }, viewport);
    await page.goto(`${baseURL}/meu-mapa?aba=ceu`);
    const drawing = page.getByTestId('sky-timeline');
    await drawing.locator('[data-bar]').first().waitFor();
    const groups = drawing.locator('[data-planet]');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let g = 0; g < count; g++) {
      const group = groups.nth(g);
      expect(await group.locator('[data-group-name]').textContent()).toBe(
        await group.getAttribute('data-planet'),
      );
    }
    const rows = drawing.locator('[data-row]');
    const unlabelled = await rows.evaluateAll(
      (all) =>
        all.filter((row) => !(row as { querySelector(s: string): unknown }).querySelector('text')).length,
    );
    expect(unlabelled).toBe(0);
    const months = await drawing.locator('[data-month]').allTextContents();
    expect(months.length).toBeGreaterThanOrEqual(3);
    await drawing.scrollIntoViewIfNeeded();
    // The drawing alone: the page under it lists every transit and is far too long to look at.
    const dir = process.env.NEWCOMER_SHOTS_DIR;
    if (dir) await drawing.screenshot({ path: `${dir}/sky-timeline-${viewport}.png` });
    await noSidewaysScroll(page);
    expectNoPageErrors(page);
    await context.close();
  });
});
