import type { SynastryContent } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp, type Session } from './support/api';
import { launchBrowser, screenshots } from './support/browser';
import { expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';
import { sessionPage } from './support/session-page';

// relations.md §1–§2 in the browser: a member keeps a person, then reads "Eu" with that person.
const baseURL = inject('baseURL');
const shot = screenshots(process.env.PEOPLE_SHOTS_DIR);
const OWN = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };

let browser: Browser;
let member: Session & { email: string };

beforeAll(async () => {
  browser = await launchBrowser();
  member = await signUp('Mariana Alves');
  const res = await call('/users/profile', {
    method: 'PUT',
    token: member.token,
    body: { name: 'Mariana Alves', email: member.email, birth: OWN },
  });
  if (res.status !== 200) throw new Error(`profile: ${res.status} ${JSON.stringify(res.body)}`);
});
afterAll(async () => browser?.close());

/** The first synastry earns a badge whose popup covers the page: acknowledge it when it shows. */
async function dismissBadgePopup(page: Page) {
  const button = page.getByRole('button', { name: 'Continuar Jornada' });
  try {
    await button.waitFor({ timeout: 3_000 });
  } catch {
    return;
  }
  await button.click();
  await button.waitFor({ state: 'detached' });
}

describe('Pessoas and the synastry with a saved person', () => {
  it(
    'saves a person with consent, picks "Eu" and that person, and shows the full synastry',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await sessionPage(browser, member, 'mobile');
      await page.goto(`${baseURL}/pessoas`);
      await page.getByRole('heading', { level: 1, name: 'Pessoas' }).waitFor();
      await page.getByText('Nenhuma pessoa guardada ainda.').waitFor();
      await page.getByRole('button', { name: 'Adicionar pessoa' }).click();

      const form = page.getByRole('group', { name: 'Nova pessoa' });
      await form.getByLabel('Nome').fill('José Lima');
      await form.getByLabel('Relação').selectOption('parceiro');
      await form.getByLabel('Data de nascimento').fill('02/03/1988');
      await form.getByLabel('Hora de nascimento').fill('08:15');
      await form.getByLabel('Local de nascimento').fill('Recife, PE');
      // Without the consent box the form says so and sends nothing.
      await page.getByRole('button', { name: 'Guardar pessoa' }).click();
      await page.getByText('Marque a permissão para guardar os dados desta pessoa.').waitFor();
      await form
        .getByRole('checkbox', { name: 'Tenho permissão desta pessoa para guardar seus dados de nascimento' })
        .check();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Guardar pessoa' }).click();

      const saved = page.getByRole('list', { name: 'Pessoas guardadas' }).getByRole('listitem');
      await saved.filter({ hasText: 'José Lima' }).waitFor();
      expect(await saved.count()).toBe(1);
      expect(await saved.first().innerText()).toMatch(/Parceria amorosa · 02\/03\/1988, 08:15 · Recife/);
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'people-mobile');
      const wide = await sessionPage(browser, member, 'desktop');
      await wide.page.goto(`${baseURL}/pessoas`);
      await wide.page.getByRole('list', { name: 'Pessoas guardadas' }).waitFor();
      await shot(wide.page, 'people-desktop');
      await wide.context.close();

      // The person's own chart, read with the report's view.
      await page.getByRole('link', { name: 'Mapa de José Lima' }).click();
      await page.getByRole('heading', { level: 1, name: /José Lima/ }).waitFor();
      // His lunar return under the chart, and his sky ahead on its own tab, on bi-wheels.
      await page.getByRole('heading', { level: 2, name: 'Revolução lunar' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Mapa da pessoa' })
        .getByRole('link', { name: 'Progressões' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Progressões' }).waitFor();
      await page.getByRole('group', { name: 'Progressões de José Lima' }).waitFor();
      await page.getByRole('group', { name: 'Arco solar de José Lima' }).waitFor();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'person-progressions-mobile');
      await page.getByRole('link', { name: 'Pessoas' }).first().click();
      await saved.filter({ hasText: 'José Lima' }).waitFor();

      // "Sinastria com José Lima": "Eu" on one side, José on the other.
      await page.getByRole('link', { name: 'Sinastria com José Lima' }).click();
      const first = page.getByRole('group', { name: 'Primeira pessoa' });
      const second = page.getByRole('group', { name: 'Segunda pessoa' });
      await first.waitFor();
      expect(await first.getByLabel('Quem').inputValue()).toBe('me');
      await second.getByText(/José Lima: 02\/03\/1988, 08:15/).waitFor();
      await expectNoSeriousAxeViolations(page);

      const responsePromise = page.waitForResponse('**/api/calculate/synastry');
      await page.getByRole('button', { name: 'Revelar a Conexão' }).click();
      const response = await responsePromise;
      expect(response.status()).toBe(201);
      const { id, content } = (await response.json()) as { id: string; content: SynastryContent };
      expect(content.person1Name).toBe('Mariana Alves');
      expect(content.person2Name).toBe('José Lima');
      await dismissBadgePopup(page);

      await page.getByRole('heading', { level: 1, name: /A Conexão entre/ }).waitFor();
      expect(await page.getByText('Harmonia Geral', { exact: true }).isVisible()).toBe(true);
      // The grid: a table with person1's points in rows, person2's in columns.
      const grid = page.getByRole('table', { name: /Aspectos entre os mapas/ });
      await grid.waitFor();
      // The bi-wheel: Mariana inside, José's bodies outside.
      await page
        .getByRole('group', { name: /^Mapa de Mariana Alves no centro e planetas de José Lima/ })
        .waitFor();
      expect(await grid.getByRole('rowheader').count()).toBe(12);
      expect(await grid.getByRole('columnheader').count()).toBe(12);
      // Every contact told, tightest first.
      const contacts = page.getByTestId('contact');
      expect(await contacts.count()).toBe(content.contacts.length);
      expect(await contacts.first().getByRole('heading').innerText()).toContain(content.contacts[0]!.title);
      // The composite, with its Ascendant (both times known).
      const composite = page.getByTestId('composite');
      await composite.getByRole('heading', { name: 'O mapa composto' }).waitFor();
      expect(await composite.getByRole('heading', { name: /^Ascendente composto em / }).count()).toBe(1);
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'synastry-people-result-mobile');

      const desk = await sessionPage(browser, member, 'desktop');
      await desk.page.goto(`${baseURL}/sinastria/report/${id}`);
      await desk.page.getByRole('table', { name: /Aspectos entre os mapas/ }).waitFor();
      await noSidewaysScroll(desk.page);
      await expectNoSeriousAxeViolations(desk.page);
      await shot(desk.page, 'synastry-people-result-desktop');
      await desk.context.close();
      await context.close();
    },
  );
});
