import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp } from './support/api';
import { launchBrowser, screenshots } from './support/browser';
import { expectNoSeriousAxeViolations } from './support/checks';
import { sessionPage } from './support/session-page';

// Issue #45 §11, the smaller things, as a person sees them on a phone and a laptop.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.NEWCOMER_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the profile tabs', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`sit on one row (${viewport})`, async () => {
      const session = await signUp(`Tabita ${viewport === 'mobile' ? 'Celular' : 'Notebook'}`);
      const { context, page } = await sessionPage(browser, session, viewport);
      await page.goto(`${baseURL}/dashboard`);
      await page.getByRole('button', { name: 'Meu Perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
      const tabs = dialog.getByRole('tablist', { name: 'Seções do perfil' }).getByRole('tab');
      await tabs.first().waitFor();
      // Measured until the dialog has settled: four boxes read one after another during its entrance
      // can catch it at different heights.
      const rows = async () =>
        new Set(
          await Promise.all([0, 1, 2, 3].map(async (i) => Math.round((await tabs.nth(i).boundingBox())!.y))),
        ).size;
      await expect.poll(rows).toBe(1);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `profile-tabs-${viewport}`, false);
      await context.close();
    });
  }
});

describe('the footer', () => {
  it('links the privacy policy', async () => {
    const { context, page } = await sessionPage(browser, null, 'mobile');
    await page.goto(baseURL);
    const link = page.locator('footer').getByRole('link', { name: 'Política de Privacidade' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(`${baseURL}/politica-de-privacidade`);
    await context.close();
  });
});

describe('the cookie banner', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`never hides the keyboard's focus (${viewport})`, async () => {
      const { context, page } = await sessionPage(browser, null, viewport);
      await page.goto(baseURL);
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await banner.waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const bannerTop = (await banner.boundingBox())!.y;
      let checked = 0;
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(`(() => {
          const el = document.activeElement;
          if (!el || el === document.body || el.closest('[aria-label="Aviso de cookies"]')) return null;
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        })()`);
        const box = focus as { top: number; bottom: number } | null;
        if (!box || box.bottom <= 0) continue;
        checked++;
        expect(box.bottom).toBeLessThanOrEqual(bannerTop + 1);
      }
      expect(checked).toBeGreaterThan(5);
      await context.close();
    });
  }
});
