// The complete natal reading (sky.md §1) from the landing form: an unknown birth time, a chosen house
// system, and the aspect readings unfolded from the keyboard.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PersonalContent } from '@constelar/contract';
import { call } from './support/api';
import { launchBrowser, newPage, screenshots, type VIEWPORTS } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const document: { activeElement: { textContent: string | null; tagName: string } | null };
declare const localStorage: { getItem(key: string): string | null };

const baseURL = inject('baseURL');
const shot = screenshots(process.env.READING_SHOTS_DIR);
const BIRTH = { name: 'Lívia Prado', birthDate: '1990-07-15', birthPlace: 'Rio de Janeiro' };
const TYPED_DATE = '15/07/1990';
const UNKNOWN_TIME_METHOD = 'Hora desconhecida: mapa calculado para 12:00 (hora local)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openForm(size: keyof typeof VIEWPORTS): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, size);
  await context.addCookies([{ name: 'constelar-consent', value: 'aceito', url: baseURL }]);
  await page.goto(`${baseURL}/#formulario`);
  await field(page, 'Nome completo').fill(BIRTH.name);
  await field(page, 'Data de nascimento').fill(TYPED_DATE);
  return { context, page };
}

async function choosePlaceAndSend(page: Page) {
  await page.getByRole('combobox', { name: 'Local de nascimento' }).fill(BIRTH.birthPlace);
  await page.keyboard.press('Escape');
  await page.locator('#formulario button[type="submit"]').click();
  await page.waitForURL(/\/resultado$/);
  await page.getByRole('group', { name: `Mapa natal de ${BIRTH.name}` }).waitFor();
}

describe('the natal reading from the landing form', () => {
  it.each(['mobile', 'desktop'] as const)(
    '"Não sei a hora" gives a chart without Ascendant or houses, and says so (%s)',
    async (size) => {
      const expected = await call<{ content: PersonalContent }>('/calculate/personal', {
        method: 'POST',
        body: { ...BIRTH, birthTime: null },
      });
      expect(expected.status).toBe(200);
      const { notes } = expected.body.content;
      expect(notes.length).toBeGreaterThan(0);

      const { context, page } = await openForm(size);
      const time = field(page, 'Hora de nascimento');
      await time.fill('14:30');
      await page.getByRole('checkbox', { name: 'Não sei a hora' }).check();
      expect(await time.isDisabled()).toBe(true);
      expect(await time.inputValue()).toBe('');
      expect(await page.getByText('Sem a hora, calculamos para 12:00').isVisible()).toBe(true);
      await choosePlaceAndSend(page);

      const notice = page.locator('[data-time-notice]');
      expect(await notice.getByRole('heading', { name: 'Hora de nascimento desconhecida' }).isVisible()).toBe(
        true,
      );
      for (const note of notes) expect(await notice.textContent()).toContain(note);
      expect(await page.locator('[data-point="ascendant"]').count()).toBe(0);
      expect(await page.locator('[data-point="midheaven"]').count()).toBe(0);
      expect(await page.locator('[data-reading="ascendant"]').count()).toBe(0);
      const positions = await page.locator('[data-point]').allTextContents();
      // The ten bodies, the node, Quíron, Lilith and the South Node; no angles and no Part of Fortune.
      expect(positions).toHaveLength(14);
      for (const row of positions) {
        expect(row).toContain('Casa —');
        expect(row).not.toMatch(/Casa \d/);
      }
      // No house numbers and no angles drawn on the wheel.
      const wheelText = await page.locator('.report-wheel svg text').allTextContents();
      expect(wheelText.filter((t) => /^(AC|MC|IC|DC|\d+)$/.test(t))).toEqual([]);
      expect(await page.locator('#como-calculamos').textContent()).toContain(UNKNOWN_TIME_METHOD);
      expect(await page.locator('#como-calculamos').textContent()).toContain(TYPED_DATE);

      // Every lazy image loads now, so the full-page picture and axe see the settled page.
      await page.evaluate(
        `document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'))`,
      );
      await settled(page);
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `reading-unknown-time-${size}`);
      expectNoPageErrors(page);
      await context.close();
    },
  );

  it('casts the houses in the system chosen under "Opções avançadas"', async () => {
    const { context, page } = await openForm('mobile');
    await field(page, 'Hora de nascimento').fill('14:30');
    await page.getByText('Opções avançadas').click();
    const select = page.getByRole('combobox', { name: 'Sistema de casas' });
    expect(await select.inputValue()).toBe('placidus');
    await select.selectOption({ label: 'Koch' });
    await choosePlaceAndSend(page);

    const stored = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('constelar-last-report') ?? '{}') as {
            state?: { content?: PersonalContent };
          }
        ).state?.content,
    );
    expect(stored?.astrology.houseSystem).toBe('koch');
    const method = page.locator('#como-calculamos');
    const fact = method.locator('dt', { hasText: 'Sistema de casas' }).locator('xpath=..');
    expect(await fact.locator('dd').textContent()).toBe('Koch');
    expect(await page.locator('[data-point="sun"]').textContent()).toMatch(/Casa \d+/);
    await context.close();
  });

  it('unfolds the aspect readings from the keyboard, tightest first', async () => {
    const { context, page } = await openForm('desktop');
    await field(page, 'Hora de nascimento').fill('14:30');
    await choosePlaceAndSend(page);
    const stored = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('constelar-last-report') ?? '{}') as {
            state: { content: PersonalContent };
          }
        ).state.content,
    );
    const aspects = [...stored.astrology.aspects].sort((a, b) => Math.abs(a.orb) - Math.abs(b.orb));
    expect(aspects.length).toBeGreaterThan(8);

    const readings = page.locator('[data-aspect-readings] li');
    expect(await readings.count()).toBe(aspects.length);
    expect(await page.locator('[data-aspect-readings] li:visible').count()).toBe(8);
    expect(await readings.first().textContent()).toContain(aspects[0]!.text);
    expect(await readings.first().textContent()).toMatch(/Orbe \d+°\d{2}′/);

    const more = page.getByRole('button', {
      name: `Ler as outras ${aspects.length - 8} leituras de aspectos`,
    });
    await more.focus();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-aspect-readings] li:visible').count()).toBe(aspects.length);
    // Focus lands on the first reading that was folded, so the keyboard reads on from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H4');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      await readings.nth(8).locator('h4').textContent(),
    );
    const fewer = page.getByRole('button', { name: 'Mostrar só as mais fortes' });
    expect(await fewer.getAttribute('aria-expanded')).toBe('true');
    await fewer.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => page.locator('[data-aspect-readings] li:visible').count()).toBe(8);

    // On paper every reading shows.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-aspect-readings] li:visible').count()).toBe(aspects.length);
    await page.emulateMedia({ media: 'screen' });

    await page.evaluate(
      `document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'))`,
    );
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'reading-known-time-desktop');
    expectNoPageErrors(page);
    await context.close();
  });
});
