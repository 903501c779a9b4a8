import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp } from './support/api';
import { launchBrowser, screenshots } from './support/browser';
import { sessionPage } from './support/session-page';

// Issue #45 §4: one person, one card of the day: the landing's, "Seu dia"'s and the tarot's.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.NEWCOMER_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('one card of the day', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`is the same on the landing, in "Seu dia" and on /tarot for a member (${viewport})`, async () => {
      const session = await signUp(`Carla ${viewport === 'mobile' ? 'Celular' : 'Notebook'}`);
      const put = await call('/users/profile', {
        method: 'PUT',
        token: session.token,
        body: {
          name: session.user.name,
          email: session.email,
          birth: { birthDate: '1988-11-02', birthTime: '07:45', birthPlace: 'Recife, PE' },
        },
      });
      expect(put.status).toBe(200);
      const day = await call<{ dailyCard: { name: string } }>('/users/me/today', { token: session.token });
      const name = day.body.dailyCard.name;

      const { context, page } = await sessionPage(browser, session, viewport);
      await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
      await page.goto(`${baseURL}/#insight`);
      await page.getByRole('button', { name: 'Revelar o arcano do dia' }).click();
      await page.locator('#insight').getByRole('heading', { name, exact: true }).waitFor();
      await shot(page, `one-card-landing-${viewport}`, false);

      await page.goto(`${baseURL}/dashboard`);
      await page
        .getByRole('region', { name: /^Seu dia/ })
        .getByText(name, { exact: true })
        .waitFor();

      await page.goto(`${baseURL}/tarot`);
      await page.getByRole('heading', { name: `Sua carta do dia: ${name}`, exact: true }).waitFor();
      await shot(page, `one-card-tarot-${viewport}`, false);
      await context.close();
    });
  }
});
