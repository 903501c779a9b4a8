import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, PASSWORD, uniqueEmail } from './support/api';
import { launchBrowser, newPage, screenshots } from './support/browser';
import { expectNoPageErrors, expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';
import { outboxFiles, waitForLink } from './support/outbox';

// Issue #45 §2: a reading made as a visitor is in the account after signing up and confirming the e-mail,
// as the first saved report and the profile's birth.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.SIGNUP_SHOTS_DIR);
const REGISTERED = 'Registro realizado com sucesso! Por favor, faça o login.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('signing up after a reading', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`keeps the reading and its birth in the new account (${viewport})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
      const alerts: string[] = [];
      page.on('dialog', (d) => {
        alerts.push(d.message());
        void d.accept();
      });

      // The reading, as a visitor.
      await page.goto(`${baseURL}/#formulario`);
      const form = page.locator('#formulario');
      await form.getByLabel('Nome completo', { exact: true }).fill('Marina Estrela');
      await form.getByLabel('Data de nascimento', { exact: true }).fill('21/03/1991');
      await form.getByLabel('Hora de nascimento', { exact: true }).fill('08:15');
      await page.getByRole('combobox', { name: 'Local de nascimento' }).fill('Salvador, BA');
      await page.keyboard.press('Escape');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/resultado$/);
      await page.getByRole('group', { name: 'Mapa natal de Marina Estrela' }).waitFor();

      // The report invites to keep it; the register form asks for consent, on by default.
      const invite = page.getByRole('button', { name: 'Crie sua conta para guardar' });
      await invite.scrollIntoViewIfNeeded();
      await shot(page, `invite-${viewport}`, false);
      await invite.click();
      const dialog = page.getByRole('dialog', { name: /^(Iniciar Jornada|Conta criada|Meu Oráculo)$/ });
      await dialog.getByRole('heading', { name: 'Iniciar Jornada' }).waitFor();
      const consent = dialog.getByRole('checkbox', {
        name: /Guardar na conta a leitura de Marina Estrela que você acabou de fazer/,
      });
      expect(await consent.isChecked()).toBe(true);
      const address = uniqueEmail(`marina ${viewport}`);
      await dialog.getByLabel('Nome', { exact: true }).fill('Marina Estrela');
      await dialog.getByLabel('E-mail', { exact: true }).fill(address);
      await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `register-consent-${viewport}`, false);
      await dialog.getByRole('button', { name: 'Criar conta' }).click();

      // The app's own dialog: the confirmation e-mail named, resend, continue. No browser alert.
      await dialog.getByText(REGISTERED).waitFor();
      expect(await dialog.getByText(`Enviamos um link de confirmação para ${address}.`).isVisible()).toBe(
        true,
      );
      expect(await dialog.getByText(/A leitura de Marina Estrela já está guardada/).isVisible()).toBe(true);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `register-done-${viewport}`, false);
      const before = outboxFiles();
      await dialog.getByRole('button', { name: 'Reenviar e-mail' }).click();
      await dialog.getByText(`Enviamos um novo link de confirmação para ${address}.`).waitFor();
      expect(alerts).toEqual([]);
      await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
      await dialog.getByRole('heading', { name: 'Meu Oráculo' }).waitFor();

      // Confirmed by the newest link, then logged in.
      const link = await waitForLink(address, '/confirmar-email', { after: before });
      await page.goto(link);
      await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
      await page.getByRole('button', { name: 'Fazer login' }).click();
      const login = page.getByRole('dialog', { name: 'Meu Oráculo' });
      await login.getByLabel('E-mail', { exact: true }).fill(address);
      await login.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: 'Entrar', exact: true }).click();
      await login.waitFor({ state: 'detached' });

      // The profile has the birth: "Meu mapa" opens on it, with nothing asked again.
      await page.goto(`${baseURL}/meu-mapa`);
      await page.getByRole('heading', { level: 1, name: 'A Constelação de Marina Estrela' }).waitFor();
      // The report is in the account.
      const token = (
        JSON.parse((await page.evaluate(() => localStorage.getItem('constelar-auth')))!) as {
          state: { token: string };
        }
      ).state.token;
      const reports = await call<{ type: string; content: { name: string } }[]>('/reports', { token });
      expect(reports.body.map((r) => [r.type, r.content.name])).toEqual([['personal', 'Marina Estrela']]);
      const profile = await call<{ birth: { birthDate: string; birthTime: string } }>('/users/profile', {
        token,
      });
      expect(profile.body.birth).toMatchObject({ birthDate: '1991-03-21', birthTime: '08:15' });
      await page.goto(`${baseURL}/dashboard`);
      await page.getByText('Análise de Marina Estrela').first().waitFor();
      await noSidewaysScroll(page);
      await shot(page, `dashboard-after-signup-${viewport}`, false);
      expectNoPageErrors(page);
      await context.close();
    });
  }
});
