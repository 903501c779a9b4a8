import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, PASSWORD, signUp } from './support/api';
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

// The e2e tsconfig has no DOM lib; these run inside the page.
declare const window: { scrollY: number; scrollTo(x: number, y: number): void };
declare const navigator: { clipboard: { readText(): Promise<string> } };

const VIEWPORTS = ['mobile', 'desktop'] as const;
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Whether `locator`'s box lies inside the viewport, and the element drawn at its middle is itself. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  if (!box || box.y < 0 || box.y + box.height > size.height) return false;
  return locator.evaluate(
    (el, [x, y]) => {
      const top = (
        el.ownerDocument as unknown as { elementFromPoint(x: number, y: number): unknown }
      ).elementFromPoint(x as number, y as number) as { closest?: unknown } | null;
      return top !== null && (el as unknown as { contains(n: unknown): boolean }).contains(top);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

const saoPauloMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

describe('/ceu', () => {
  for (const viewport of VIEWPORTS) {
    it(`opens on today's entry, not on the 1st (${viewport})`, async () => {
      const { context, page } = await sessionPage(browser, null, viewport);
      // The 20th: days with events come before it in every month, so the list must move to reach it.
      const today = `${saoPauloMonth()}-20`;
      await page.clock.setFixedTime(new Date(`${today}T15:00:00-03:00`));
      await page.goto(`${baseURL}/ceu`);
      const heading = page.locator(`#ceu-dia-${today}`);
      await heading.getByText('Hoje', { exact: true }).waitFor();
      await expect.poll(() => inView(page, heading)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      // The 1st's entry is above, out of view.
      const first = page.locator('ol[aria-label="Eventos do mês, dia a dia"] h3').first();
      expect((await first.boundingBox())!.y).toBeLessThan(0);
      await shot(page, `ceu-today-${viewport}`, false);
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }
});

describe('"Assinar no calendário"', () => {
  it('tells an Android phone how Google Agenda subscribes, with the address to copy', async () => {
    const { context, page } = await sessionPage(browser, null, 'mobile', { userAgent: ANDROID_UA });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`${baseURL}/ceu`);
    const panel = page.getByRole('region', { name: 'Leve o céu para a sua agenda' });
    const steps = panel.getByText('Ao lado de “Outras agendas”, clique em “+” e depois em “Do URL”.');
    // Open on Android without a tap.
    await steps.waitFor();
    expect(await panel.getByText('calendar.google.com', { exact: true }).isVisible()).toBe(true);
    const address = panel.getByRole('textbox', { name: 'Endereço da agenda' });
    const ics = await panel.getByRole('link', { name: 'Assinar no calendário' }).getAttribute('href');
    expect(await address.inputValue()).toBe(`${baseURL}${ics}`);
    await panel.getByRole('button', { name: 'Copiar endereço' }).click();
    await panel.getByRole('status').getByText('Endereço copiado.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${ics}`);
    await steps.scrollIntoViewIfNeeded();
    await shot(page, 'calendar-android-mobile', false);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  it('keeps the Google Agenda steps one click away on a laptop', async () => {
    const { context, page } = await sessionPage(browser, null, 'desktop');
    await page.goto(`${baseURL}/ceu`);
    const panel = page.getByRole('region', { name: 'Leve o céu para a sua agenda' });
    const steps = panel.getByText('Cole o endereço abaixo e clique em “Adicionar agenda”.');
    await panel.getByText('Usa o Google Agenda no Android?').waitFor();
    expect(await steps.isVisible()).toBe(false);
    const summary = panel.getByText('Usa o Google Agenda no Android?');
    await summary.focus();
    await page.keyboard.press('Enter');
    await steps.waitFor();
    await steps.scrollIntoViewIfNeeded();
    await shot(page, 'calendar-android-desktop', false);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

async function memberWithBirth(name: string) {
  const session = await signUp(name);
  const put = await call('/users/profile', {
    method: 'PUT',
    token: session.token,
    body: {
      name,
      email: session.email,
      birth: { birthDate: '1988-03-21', birthTime: '09:15', birthPlace: 'Salvador, BA' },
    },
  });
  expect(put.status).toBe(200);
  return session;
}

describe("the report's menu", () => {
  for (const viewport of VIEWPORTS) {
    it(`leads to the solar and the lunar return (${viewport})`, async () => {
      const session = await memberWithBirth(`Rosa ${viewport}`);
      const { context, page } = await sessionPage(browser, session, viewport);
      await page.goto(`${baseURL}/meu-mapa`);
      const menu = page.getByRole('navigation', { name: 'Seções do relatório' });
      for (const [label, id] of [
        ['Revolução solar', 'revolucao-solar'],
        ['Revolução lunar', 'revolucao-lunar'],
      ] as const) {
        const link = menu.getByRole('link', { name: label, exact: true });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(`#${id}`);
        await link.click();
        const heading = page.getByRole('heading', { name: label, level: 2 });
        await expect.poll(() => inView(page, heading)).toBe(true);
        if (id === 'revolucao-solar') await shot(page, `report-menu-solar-${viewport}`, false);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await menu.scrollIntoViewIfNeeded();
      await shot(page, `report-menu-${viewport}`, false);
      await context.close();
    });
  }
});

describe("the profile's saved message", () => {
  for (const viewport of VIEWPORTS) {
    it(`is seen after Save, from the keyboard (${viewport})`, async () => {
      const session = await memberWithBirth(`Lia ${viewport}`);
      const { context, page } = await sessionPage(browser, session, viewport);
      await page.goto(`${baseURL}/dashboard`);
      await page.getByRole('button', { name: 'Meu Perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
      const save = dialog.getByRole('button', { name: 'Salvar Alterações' });
      await save.waitFor();
      await dialog.getByLabel('Nome').fill(`Lia Maria ${viewport}`);
      await save.focus();
      await page.keyboard.press('Enter');
      const message = dialog.getByRole('status').filter({ hasText: 'Perfil atualizado com sucesso!' });
      await message.waitFor();
      await expect.poll(() => inView(page, message)).toBe(true);
      // Read out politely, and the keyboard stays where it was.
      expect(await message.evaluate((el) => el.parentElement?.getAttribute('aria-live'))).toBe('polite');
      expect(await save.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      await shot(page, `profile-saved-${viewport}`, false);
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }
});

describe('signing in on a phone', () => {
  it('shows who is signed in, and the forms speak Portuguese instead of the browser', async () => {
    const session = await signUp('Marta Celular');
    const { context, page } = await sessionPage(browser, null, 'mobile');
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Iniciar Jornada' }).click();
    const register = page.getByRole('dialog', { name: 'Iniciar Jornada' });
    await register.getByLabel('Senha').fill('lua');
    await register.getByRole('button', { name: 'Criar conta' }).click();
    // The form's own words under each field: the browser's bubble would have stopped the submit.
    await register.getByText('Use pelo menos 6 caracteres.').waitFor();
    expect(await register.getByText('Este campo é obrigatório.').count()).toBe(2);
    expect(await register.getByLabel('Nome').evaluate((el) => el === el.ownerDocument.activeElement)).toBe(
      true,
    );
    await register.getByLabel('E-mail').fill('marta@');
    await register.getByRole('button', { name: 'Criar conta' }).click();
    await register.getByText('Informe um e-mail válido, como nome@exemplo.com.').waitFor();
    await shot(page, 'register-checks-mobile', false);
    await expectNoSeriousAxeViolations(page);

    await register.getByRole('button', { name: 'Entrar', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Meu Oráculo' });
    await login.getByLabel('E-mail').fill(session.email);
    await login.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Entrar' }).click();
    await login.waitFor({ state: 'detached' });
    const avatar = page.getByRole('banner').getByRole('link', { name: 'Olá, Marta: ir para o Dashboard' });
    await avatar.waitFor();
    expect(await avatar.isVisible()).toBe(true);
    await shot(page, 'signed-in-mobile', false);
    await avatar.click();
    await page.waitForURL(`${baseURL}/dashboard`);
    await context.close();
  });
});

describe("the birth form's place field", () => {
  for (const viewport of VIEWPORTS) {
    it(`offers districts and villages with their municipality (${viewport})`, async () => {
      const { context, page } = await sessionPage(browser, null, viewport);
      await page.goto(`${baseURL}/#formulario`);
      const input = page.getByRole('combobox', { name: 'Local de nascimento' });
      for (const [typed, name, municipality] of [
        ['Jericoa', 'Jericoacoara', 'Jijoca de Jericoacoara – CE'],
        ['Trancos', 'Trancoso', 'Porto Seguro – BA'],
        ['Arembe', 'Arembepe', 'Camaçari – BA'],
      ] as const) {
        await input.fill('');
        await input.pressSequentially(typed);
        const option = page
          .getByRole('listbox', { name: 'Lugares sugeridos' })
          .getByRole('option')
          .filter({ hasText: name });
        await option.first().waitFor();
        expect(await option.first().textContent()).toBe(`${name}${municipality}`);
      }
      await page.getByRole('listbox', { name: 'Lugares sugeridos' }).scrollIntoViewIfNeeded();
      await shot(page, `place-district-${viewport}`, false);
      await input.press('ArrowDown');
      await input.press('Enter');
      expect(await input.inputValue()).toBe('Arembepe, Camaçari – BA');
      await context.close();
    });
  }
});

describe('the synastry form', () => {
  for (const viewport of VIEWPORTS) {
    it(`says in Portuguese what is missing, with no browser bubble and no request (${viewport})`, async () => {
      const session = await signUp(`Iara ${viewport}`);
      const { context, page } = await sessionPage(browser, session, viewport);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      let posts = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/calculate/synastry')) posts++;
      });
      await page.goto(`${baseURL}/sinastria`);
      await page.getByRole('button', { name: 'Revelar a Conexão' }).click();
      // Both people's name and date, in the form's own words; the first one focused.
      await expect.poll(() => page.getByText('Este campo é obrigatório.').count()).toBe(4);
      const firstName = page.getByRole('textbox', { name: 'Nome' }).first();
      expect(await firstName.getAttribute('aria-invalid')).toBe('true');
      expect(await firstName.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      expect(dialogs).toEqual([]);
      expect(posts).toBe(0);
      await shot(page, `synastry-missing-${viewport}`, false);
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }
});
