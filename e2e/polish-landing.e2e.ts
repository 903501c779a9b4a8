import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeIp, PASSWORD, uniqueEmail } from './support/api';
import { launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import { expectNoPageErrors, settled } from './support/checks';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const window: { scrollTo(options: { top: number; behavior: string }): void };
declare const document: { documentElement: { scrollHeight: number } };

const baseURL = inject('baseURL');
const shot = screenshots(process.env.POLISH_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const bottomOf = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

describe('the cookie notice', () => {
  it.each(['mobile', 'desktop'] as (keyof typeof VIEWPORTS)[])(
    'is a slim bar that leaves the first screen and the end of the page in reach (%s)',
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(baseURL);
      const bar = page.getByRole('region', { name: 'Aviso de cookies' });
      await bar.waitFor();
      await settled(page);
      const barBox = (await bar.boundingBox())!;
      const { height } = page.viewportSize()!;
      expect(barBox.y + barBox.height).toBe(height);
      expect(barBox.height).toBeLessThanOrEqual(viewport === 'mobile' ? 72 : 64);

      // The first screen's calls stay above the bar.
      const cue = page.getByTestId('scroll-cue');
      expect(await cue.isVisible()).toBe(true);
      expect(await bottomOf(page, cue)).toBeLessThanOrEqual(barBox.y);
      const daily = page.getByRole('link', { name: 'Ver o arcano do dia' });
      expect(await bottomOf(page, daily)).toBeLessThanOrEqual(barBox.y);
      await shot(page, `cookie-bar-${viewport}`, false);

      // And the page ends above it.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const copyright = page.locator('footer').getByText('Todos os direitos reservados', { exact: false });
      // Within a pixel: the bar's height is fractional, the padding it reserves is whole.
      await expect.poll(async () => bottomOf(page, copyright)).toBeLessThanOrEqual(barBox.y + 1);

      await bar.getByRole('button', { name: 'Aceitar e Revelar' }).click();
      await expect.poll(() => bar.count()).toBe(0);
      expectNoPageErrors(page);
      await context.close();
    },
  );
});

describe('a badge earned by registering', () => {
  it('is announced after the first login, not over the login form', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': fakeIp() });
    // Registration earns a badge only while beta places last: make sure this one carries one.
    await page.route('**/api/users/register', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      body.newBadges ??= [
        {
          id: 'beta_tester',
          name: 'Visionário do Arcano',
          description: 'Chegou antes de todo mundo.',
          icon: 'sparkles',
          color: '#d4af37',
          rarity: 'legendary',
        },
      ];
      await route.fulfill({ response, json: body });
    });
    page.on('dialog', (d) => void d.accept());
    await page.goto(baseURL);
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar Jornada' }).click();
    const auth = page.getByRole('dialog', { name: /^(Meu Oráculo|Iniciar Jornada|Conta criada)$/ });
    const address = uniqueEmail('estreia');
    await auth.getByLabel('Nome').fill('Lívia Andrade');
    await auth.getByLabel('E-mail').fill(address);
    await auth.getByLabel('Senha').fill(PASSWORD);
    await auth.getByRole('button', { name: 'Criar conta' }).click();
    await auth.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expect.poll(() => auth.getByRole('heading', { name: 'Meu Oráculo' }).isVisible()).toBe(true);
    const popup = page.getByRole('dialog', { name: 'Conquista Desbloqueada!' });
    expect(await popup.count()).toBe(0);

    await auth.getByLabel('Senha').fill(PASSWORD);
    await auth.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect.poll(() => auth.count()).toBe(0);
    await popup.waitFor();
    expect(await popup.getByText('Visionário do Arcano').first().isVisible()).toBe(true);
    await popup.getByRole('button', { name: 'Continuar Jornada' }).click();
    await expect.poll(() => popup.count()).toBe(0);
    expectNoPageErrors(page);
    await context.close();
  });
});
