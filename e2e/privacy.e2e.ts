import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshots } from './support/browser';
import { expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';

const baseURL = inject('baseURL');
const shot = screenshots(process.env.PRIVACY_SHOTS_DIR);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the privacy page', () => {
  it.each(['mobile', 'desktop'] as const)(
    "shows 'O Pacto de Confiança' with its date, sections, LGPD rights and contact (%s)",
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseURL}/politica-de-privacidade`);
      await page.getByRole('heading', { level: 1, name: 'O Pacto de Confiança' }).waitFor();
      expect(await page.getByText('26 de agosto de 2025').isVisible()).toBe(true);
      expect(await page.locator('time[datetime="2025-08-26"]').count()).toBe(1);

      const sections = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      for (const title of [
        'Os dados que coletamos',
        'Como guardamos seus dados',
        'Seus direitos pela LGPD',
        'Fale com a gente',
      ]) {
        expect(sections.some((s) => s.toLowerCase().includes(title.toLowerCase()))).toBe(true);
      }

      const collected = page.locator('#dados-coletados');
      for (const text of ['Nome e dados de nascimento', 'Endereço de e-mail', 'Cookies essenciais']) {
        expect(await collected.getByRole('heading', { name: text }).isVisible()).toBe(true);
      }
      expect(await collected.innerText()).toMatch(/arcanos/);
      expect(await collected.innerText()).toMatch(/guardar suas jornadas/);
      expect(await collected.innerText()).toMatch(/só chegam se você disser que quer/);
      expect(await collected.innerText()).toMatch(/conectado com segurança/);

      const storage = page.locator('#como-guardamos');
      for (const text of [
        'Ambiente seguro',
        'Senhas criptografadas',
        'Acesso restrito',
        'Nada de venda ou compartilhamento',
      ]) {
        expect(await storage.getByRole('heading', { name: text }).isVisible()).toBe(true);
      }

      const rights = page.locator('#seus-direitos');
      for (const text of ['Acesso', 'Correção', 'Exportação', 'Exclusão']) {
        expect(await rights.getByRole('heading', { name: text, exact: true }).isVisible()).toBe(true);
      }
      expect(await rights.innerText()).toMatch(/Santuário Pessoal/);
      expect(await rights.innerText()).toMatch(/exclusão completa da sua conta/);

      const contact = page.getByRole('link', { name: 'privacidade@constelar.app' });
      expect(await contact.getAttribute('href')).toBe('mailto:privacidade@constelar.app');

      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `privacy-${viewport}`);
      await context.close();
    },
  );
});
