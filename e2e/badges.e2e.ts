import type { Badge, BadgesResponse } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp, type Session } from './support/api';
import { gate, launchBrowser, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  expectShownFor,
  watchMessage,
  noSidewaysScroll,
  ptDate,
} from './support/checks';
import { sessionPage } from './support/session-page';

const baseURL = inject('baseURL');
const ACHIEVEMENTS_MESSAGE_MS = 4_000;

const shot = screenshots(process.env.MEMBER_SHOTS_DIR);

const BIRTH = {
  name: 'Joana Prado',
  birthDate: '1991-04-22',
  birthTime: '09:30',
  birthPlace: 'Curitiba, PR',
};

async function post(session: Session, path: string, body: unknown) {
  const res = await call(path, { method: 'POST', token: session.token, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function openAchievements(page: Page) {
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('button', { name: /Minhas Conquistas/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Minhas Conquistas' });
  await dialog.getByRole('list', { name: 'Conquistas' }).waitFor();
  return dialog;
}

/** Presses 'Verificar' and checks the 4-second message and the reload of the list. */
async function verifyAndExpect(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Minhas Conquistas' });
  let badgeLoads = 0;
  const onRequest = (r: { method(): string; url(): string }) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/users/badges') badgeLoads++;
  };
  page.on('request', onRequest);
  // Held until the busy state has been seen.
  const busySeen = gate();
  await page.route('**/api/users/badges/check-retroactive', async (route) => {
    await busySeen.opened;
    await route.continue();
  });
  await watchMessage(page, text);
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  const busy = dialog.getByRole('button', { name: 'Verificando...' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  busySeen.open();
  const line = dialog.locator('[role="status"], [role="alert"]');
  await expect.poll(() => line.textContent(), { timeout: 5_000 }).toBe(text);
  expect(await dialog.getByRole('button', { name: 'Verificar' }).isEnabled()).toBe(true);
  await expect.poll(() => badgeLoads).toBeGreaterThanOrEqual(1);
  await expectShownFor(page, line, text, ACHIEVEMENTS_MESSAGE_MS, 700);
  page.off('request', onRequest);
  await page.unroute('**/api/users/badges/check-retroactive');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('achievements and the badge popup', () => {
  it('lists the earned badge and the locked ones, and finds nothing new', async () => {
    const session = await signUp('Beatriz Moura');
    const { badges } = (await call<BadgesResponse>('/users/badges', { token: session.token })).body;
    expect(badges.map((b) => b.name)).toEqual(['Visionário do Arcano']);
    const { context, page } = await sessionPage(browser, session, 'mobile', { clock: true });
    const dialog = await openAchievements(page);
    const items = dialog.getByRole('list', { name: 'Conquistas' }).getByRole('listitem');
    expect(await items.count()).toBe(4);
    const first = (await items.nth(0).textContent())!;
    expect(first).toContain('Visionário do Arcano');
    expect(first).toContain('Lendária');
    expect(first).toContain(`Conquistada em ${ptDate(badges[0]!.earnedAt!)}`);
    const locked = (await items.allTextContents()).slice(1);
    for (const [name, rarity] of [
      ['Primeira Revelação', 'Comum'],
      ['Laços Cósmicos', 'Rara'],
      ['Explorador do Zodíaco', 'Épica'],
    ]) {
      const text = locked.find((t) => t.includes(name!));
      expect(text).toContain(rarity);
      expect(text).toContain('Bloqueada');
    }
    expect(await dialog.getByText('1 de 4 conquistas').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'achievements-mobile', false);
    await verifyAndExpect(page, 'Nenhuma nova conquista encontrada no momento.');
    expectNoPageErrors(page);
    await context.close();
  });

  it('congratulates a member who holds all four badges', async () => {
    const session = await signUp('Davi Albuquerque');
    for (let i = 0; i < 4; i++) await post(session, '/reports', { ...BIRTH, name: 'Davi Albuquerque' });
    await post(session, '/calculate/synastry', {
      person1: { name: 'Davi', birthDate: '1991-04-22' },
      person2: { name: 'Lia', birthDate: '1993-09-02' },
    });
    const { context, page } = await sessionPage(browser, session, 'desktop', { clock: true });
    const dialog = await openAchievements(page);
    expect(await dialog.getByText('4 de 4 conquistas').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Minhas Conquistas/ }).innerText()).toMatch(/4/);
    expect(await dialog.getByText('Bloqueada', { exact: false }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'achievements-desktop', false);
    await verifyAndExpect(page, 'Parabéns! Você já obteve todas as conquistas disponíveis.');
    expectNoPageErrors(page);
    await context.close();
  });

  it('falls back to the product messages when loading or checking fails', async () => {
    const session = await signUp('Ícaro Mendes');
    const { context, page } = await sessionPage(browser, session, 'desktop');
    await page.route('**/api/users/badges/check-retroactive', (route) =>
      route.fulfill({ status: 500, json: {} }),
    );
    const dialog = await openAchievements(page);
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Erro ao verificar conquistas: Erro ao verificar badges retroativas');
    await page.keyboard.press('Escape');

    await page.route('**/api/users/badges', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: /Minhas Conquistas/ }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 8_000 })
      .toBe('Erro ao carregar badges');
    expectNoPageErrors(page);
    await context.close();
  });

  it("pops up 'Primeira Revelação' after the first report, until 'Continuar Jornada'", async () => {
    const session = await signUp('Joana Prado');
    const { context, page } = await sessionPage(browser, session, 'mobile');
    await page.goto(`${baseURL}/#formulario`);
    const form = page.locator('form').filter({ has: page.locator('#birth-name') });
    await form.locator('#birth-name').fill(BIRTH.name);
    await form.locator('#birth-date').pressSequentially('22041991');
    await form.locator('#birth-time').pressSequentially('0930');
    await form.locator('#birth-place').fill(BIRTH.birthPlace);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Decodificar meu destino' }).click();

    const popup = page.getByRole('dialog', { name: 'Conquista Desbloqueada!' });
    await popup.waitFor({ timeout: 20_000 });
    const text = (await popup.textContent())!;
    expect(text).toContain('Primeira Revelação');
    expect(text).toContain('Comum');
    expect(text).toContain('primeiro relatório pessoal');
    const button = popup.getByRole('button', { name: 'Continuar Jornada' });
    // Focus lands on the way out.
    await expect
      .poll(() =>
        button.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement),
      )
      .toBe(true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'badge-popup-mobile', false);
    await button.click();
    await popup.waitFor({ state: 'detached' });
    expectNoPageErrors(page);
    await context.close();
  });

  it('shows queued badges one after another', async () => {
    const session = await signUp('Mirela Castro');
    const fake = (id: string, name: string, rarity: Badge['rarity'], icon: string): Badge => ({
      id,
      name,
      description: `Descrição de ${name}.`,
      icon,
      color: '#d4af37',
      rarity,
      earnedAt: new Date().toISOString(),
    });
    const { context, page } = await sessionPage(browser, session, 'desktop');
    await page.route('**/api/users/badges/check-retroactive', (route) =>
      route.fulfill({
        json: {
          newBadges: [
            fake('cosmic-bonds', 'Laços Cósmicos', 'rare', 'heart-handshake'),
            fake('x', 'Selo Misterioso', 'epic', 'icone-desconhecido'),
          ],
          hasNewBadges: true,
          message: '',
          hasAllBadges: false,
          currentBadgesCount: 3,
          totalAvailable: 4,
        },
      }),
    );
    const dialog = await openAchievements(page);
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    const popup = page.getByRole('dialog', { name: 'Conquista Desbloqueada!' });
    await popup.getByText('Laços Cósmicos', { exact: true }).waitFor();
    expect(await popup.getByText('Rara', { exact: true }).isVisible()).toBe(true);
    // Any response with newBadges feeds the popup; the dialog names what was found.
    expect(await dialog.locator('[role="status"]').textContent()).toBe(
      'Novas conquistas encontradas: Laços Cósmicos e Selo Misterioso!',
    );
    await shot(page, 'badge-popup-desktop', false);
    await expectNoSeriousAxeViolations(page);
    await popup.getByRole('button', { name: 'Continuar Jornada' }).click();
    await popup.getByText('Selo Misterioso', { exact: true }).waitFor();
    expect(await popup.getByText('Épica', { exact: true }).isVisible()).toBe(true);
    await popup.getByRole('button', { name: 'Continuar Jornada' }).click();
    await popup.waitFor({ state: 'detached' });
    expectNoPageErrors(page);
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    "labels a beta tester 'Visionário do Arcano' in the header (%s)",
    async (viewport) => {
      const session = await signUp('Vera Lúcia Santos');
      const { betaTester } = (await call<BadgesResponse>('/users/badges', { token: session.token })).body;
      expect(betaTester).not.toBeNull();
      const { context, page } = await sessionPage(browser, session, viewport);
      await page.goto(baseURL);
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.getByText('Visionário do Arcano').waitFor();
        expect(await menu.getByText('Olá, Vera').isVisible()).toBe(true);
      } else {
        const header = page.locator('header');
        await header.getByText('Visionário do Arcano').waitFor();
        expect(await header.getByText('Olá, Vera').isVisible()).toBe(true);
      }
      await noSidewaysScroll(page);
      expectNoPageErrors(page);
      await context.close();
    },
  );
});
