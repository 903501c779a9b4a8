/// <reference lib="dom" />
// Browser callbacks (page.evaluate, addInitScript) run in the page, so this file also sees DOM types.
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PersonalContent } from '@constelar/contract';
import { call, signUp, type Session } from './support/api';
import { gate, launchBrowser, newPage, screenshots, VIEWPORTS } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';
import { storeSession } from './support/session-page';

const baseURL = inject('baseURL');
/** How long the share menu's confirmation stays, at most twice this (COPIED_CONFIRMATION_MS). */
const COPIED_MS = 2_000;
const SHOTS = process.env.REPORT_SHOTS_DIR;
const shot = screenshots(SHOTS);
const BIRTH = {
  name: 'Maria Clara Souza',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Rio de Janeiro',
};
const BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
const DEGREES = /\d{1,2}°\d{2}′/;

let browser: Browser;
let content: PersonalContent;

const storeReport = (context: BrowserContext, stored: PersonalContent) =>
  context.addInitScript((c) => {
    localStorage.setItem('constelar-last-report', JSON.stringify({ state: { content: c }, version: 0 }));
  }, stored);

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await call<{ content: PersonalContent }>('/calculate/personal', {
    method: 'POST',
    body: BIRTH,
  });
  expect(res.status).toBe(200);
  content = res.body.content;
});
afterAll(async () => browser?.close());

describe('personal report from the browser (/resultado)', () => {
  it('shows the title, summary, header, the three sections and the method', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);

    const h1 = page.locator('h1');
    await expect.poll(() => h1.textContent()).toBe(`A Constelação de ${BIRTH.name}`);
    expect(await page.getByText(content.summary).isVisible()).toBe(true);
    // A visitor has no dashboard: the way back is home.
    const back = page.getByRole('link', { name: 'Voltar ao início' });
    expect(await back.getAttribute('href')).toBe('/');
    const today = await page.locator('time').first().textContent();
    expect(today).toMatch(/^\d{2} de [a-zç]{3}, \d{4}$/);

    for (const name of [
      'Síntese do mapa',
      'Seu Mapa Natal',
      'Seus Números',
      'Seus Arcanos',
      'Como calculamos',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
    }
    // Sections in product order: synthesis, astrology, numerology, arcana.
    const order = await page.locator('h2').allTextContents();
    expect(order.indexOf('Síntese do mapa')).toBeLessThan(order.indexOf('Seu Mapa Natal'));
    for (const paragraph of content.synthesis) expect(await page.getByText(paragraph).isVisible()).toBe(true);
    expect(order.indexOf('Seu Mapa Natal')).toBeLessThan(order.indexOf('Seus Números'));
    expect(order.indexOf('Seus Números')).toBeLessThan(order.indexOf('Seus Arcanos'));

    // Astrology: the seven bodies as sign, degrees and 'Casa N'; the Ascendant by sign, with no house.
    for (const key of BODIES) {
      const row = page.locator(`[data-point="${key}"]`);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(content.astrology[key].sign);
      expect(text).toContain(`Casa ${content.astrology[key].house}`);
      expect(text).toMatch(DEGREES);
      expect(text.includes('℞')).toBe(content.astrology[key].retrograde);
    }
    const asc = (await page.locator('[data-point="ascendant"]').textContent()) ?? '';
    expect(asc).toContain(content.astrology.ascendant!.sign);
    expect(asc).not.toContain('Casa');
    const mc = (await page.locator('[data-point="midheaven"]').textContent()) ?? '';
    expect(mc).toContain(content.astrology.midheaven!.sign);
    // The outer planets and the node have their rows too.
    for (const key of ['uranus', 'neptune', 'pluto', 'trueNode'] as const) {
      expect(await page.locator(`[data-point="${key}"]`).textContent()).toContain(
        `Casa ${content.astrology[key].house}`,
      );
    }

    // The Chinese zodiac with its text.
    const chinese = page.locator('[data-chinese-zodiac]');
    expect(await chinese.textContent()).toContain(content.astrology.chineseZodiac);
    expect(await chinese.textContent()).toContain(content.astrology.chineseZodiacDetail.text);

    // Readings for every point, in the order of the reading: the lights, the angles, then outwards.
    const readings = await page
      .locator('[data-reading]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-reading')));
    expect(readings).toEqual([
      'sun',
      'moon',
      'ascendant',
      'midheaven',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'trueNode',
      // points.md §2: the other points, in a section of their own after the bodies.
      'chiron',
      'lilith',
      'southNode',
      'partOfFortune',
    ]);
    expect(readings).toHaveLength(content.readings.length);
    const sunReading = content.readings.find((r) => r.point === 'sun')!;
    expect(await page.getByText(sunReading.signText).isVisible()).toBe(true);
    // Long readings fold to a few lines; the button unfolds them.
    const more = page.locator('[data-reading="sun"]').getByRole('button', { name: 'Continuar lendo' });
    await more.click();
    expect(
      await page
        .locator('[data-reading="sun"]')
        .getByRole('button', { name: 'Mostrar menos' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await page.getByText(sunReading.houseText!).isVisible()).toBe(true);

    // Aspects: Portuguese names and orbs in degrees and minutes, tightest first.
    const table = page.getByRole('table', { name: /Aspectos do mapa natal/ });
    const firstRow = (await table.locator('tbody tr').first().textContent()) ?? '';
    const tightest = [...content.astrology.aspects].sort((a, b) => Math.abs(a.orb) - Math.abs(b.orb))[0]!;
    expect(firstRow).toContain(tightest.aName);
    expect(firstRow.toLowerCase()).toContain(tightest.kindName.toLowerCase());
    expect(firstRow).toMatch(/\d+°\d{2}′$/);
    if (content.astrology.aspects.length > 8) {
      const more = page.getByRole('button', {
        name: `Ver todos os ${content.astrology.aspects.length} aspectos`,
      });
      await more.click();
      const fewer = page.getByRole('button', { name: 'Mostrar só os mais fortes' });
      expect(await fewer.getAttribute('aria-expanded')).toBe('true');
      expect(await table.locator('tbody tr:visible').count()).toBe(content.astrology.aspects.length);
    }

    // Numerology: every defined number with its trail, a number in several roles on one card; the personal
    // year names the target year.
    for (const [field, value] of Object.entries(content.numerology)) {
      if (value === undefined) continue;
      const card = page.locator(`[data-roles~="${field}"]`);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(String(value));
      expect(text).toContain(content.numerologyDetails[field]!.trail);
    }
    expect(await page.locator('[data-number="annualNumber"] h3').textContent()).toBe(
      `${content.numerologyDetails.annualNumber!.name} ${content.targetYear}`,
    );

    // How we calculated: coordinates in pt-BR, the clock in force, the UTC instant, the house system.
    const method = page.locator('#como-calculamos');
    const methodText = (await method.textContent()) ?? '';
    const coord = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    expect(methodText).toContain(`${coord.format(content.birth.place.latitude)}°`);
    expect(methodText).toContain(`${coord.format(content.birth.place.longitude)}°`);
    expect(methodText).toContain(content.birth.place.label);
    expect(methodText).toContain(content.birth.place.timezone);
    const hours = Math.abs(content.birth.utcOffsetMinutes) / 60;
    const sign = content.birth.utcOffsetMinutes < 0 ? '\u2212' : '+';
    expect(methodText).toContain(
      `${content.birth.isDst ? 'Horário de verão' : 'Horário padrão'}: UTC${sign}${hours}`,
    );
    expect(methodText).toContain('(UTC)');
    expect(content.astrology.houseSystem).toBe('placidus');
    expect(methodText).toContain('Placidus');
    expect(methodText).toContain(content.arcana.personalArcana.trail);
    expectNoPageErrors(page);
    await context.close();
  });

  it('shows N/A for an empty sign', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const broken: PersonalContent = structuredClone(content);
    broken.astrology.moon.sign = '';
    broken.astrology.ascendant!.sign = '';
    await storeReport(context, broken);
    await page.goto(`${baseURL}/resultado`);
    const moon = page.locator('[data-point="moon"]');
    await expect.poll(() => moon.textContent()).toContain('N/A');
    expect(await moon.textContent()).not.toMatch(DEGREES);
    expect(await page.locator('[data-point="ascendant"]').textContent()).toContain('N/A');
    expect(await page.locator('[data-point="sun"]').textContent()).toContain(content.astrology.sun.sign);
    await context.close();
  });

  it('draws the natal wheel in its own chunk, with focusable planets and a table alternative', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) chunks.push(r.url());
    });
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    const wheel = page.getByRole('group', { name: `Mapa natal de ${BIRTH.name}` });
    await wheel.waitFor();
    expect(chunks.some((u) => /natal-wheel-[\w-]+\.js$/.test(u))).toBe(true);
    // Fits the 390 px screen.
    const box = (await wheel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await noSidewaysScroll(page);

    const planets = wheel.locator('[data-planet]');
    expect(await planets.count()).toBeGreaterThanOrEqual(7);
    for (const key of BODIES) {
      expect(await wheel.locator(`[data-planet="${key}"]`).getAttribute('tabindex')).toBe('0');
    }
    // Glyphs never overlap: the hit circles keep their distance.
    const circles = await planets.evaluateAll((els) =>
      els.map((g) => {
        const r = g.querySelector('[data-hit]')!.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2 };
      }),
    );
    for (let i = 0; i < circles.length; i++)
      for (let j = i + 1; j < circles.length; j++) {
        const a = circles[i]!;
        const b = circles[j]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 0.5);
      }

    // Focus shows degrees and minutes in the caption.
    await wheel.locator('[data-planet="sun"]').focus();
    const caption = page.locator('.report-wheel figcaption');
    await expect
      .poll(() => caption.textContent())
      .toMatch(
        new RegExp(
          `^Sol a \\d{1,2}°\\d{2}′ de ${content.astrology.sun.sign}, Casa ${content.astrology.sun.house}`,
        ),
      );
    expect(await wheel.locator('[data-planet="sun"]').getAttribute('aria-label')).toMatch(
      /^Sol a \d{1,2}°\d{2}′ de /,
    );
    // Tab moves on to the next planet.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-planet'))).toBe('moon');
    await expect.poll(() => caption.textContent()).toMatch(/^Lua a /);
    // Tap shows it too.
    await wheel.locator('[data-planet="mars"] [data-hit]').click();
    await expect.poll(() => caption.textContent()).toMatch(/^Marte a /);

    // The table alternative: in the page for screen readers, shown by the toggle.
    const positions = page.getByRole('table', { name: 'Posições no mapa' });
    expect(await positions.count()).toBe(1);
    expect(await positions.locator('tbody tr').count()).toBeGreaterThanOrEqual(9);
    const toggle = page.getByRole('button', { name: 'Ver o mapa em tabela' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(
      await page.getByRole('button', { name: 'Ocultar tabela do mapa' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await positions.isVisible()).toBe(true);
    expect((await positions.boundingBox())!.width).toBeGreaterThan(200);
    expect(await page.getByRole('table', { name: 'Cúspides das casas' }).locator('tbody tr').count()).toBe(
      12,
    );
    await context.close();
  });

  it.each(['mobile', 'desktop'] as const)(
    'draws ⚷ Quíron on the wheel and lists it in the positions table (%s)',
    async (viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await storeReport(context, content);
      await page.goto(`${baseURL}/resultado`);
      const wheel = page.getByRole('group', { name: `Mapa natal de ${BIRTH.name}` });
      await wheel.waitFor();
      const chiron = wheel.locator('[data-planet="chiron"]');
      expect(await chiron.getAttribute('aria-label')).toMatch(/^Quíron a \d{1,2}°\d{2}′ de /);
      await page.getByRole('button', { name: 'Ver o mapa em tabela' }).click();
      const positions = page.getByRole('table', { name: 'Posições no mapa' });
      expect(await positions.getByText('Quíron').count()).toBeGreaterThanOrEqual(1);
      await noSidewaysScroll(page);
      // The wheel and the table themselves, to look at (the page's images load lazily, so no settled()).
      if (SHOTS) {
        await wheel.screenshot({ path: join(SHOTS, `chiron-wheel-${viewport}.png`) });
        await positions.screenshot({ path: join(SHOTS, `chiron-table-${viewport}.png`) });
      }
      await context.close();
    },
  );

  it('opens an arcanum: hidden, revealing after 0.3 s, revealed after 1.2 s, with its three panels', async () => {
    // The reveal is motion: this test times it, so the page runs without reduced motion, on a clock the
    // test moves, so the product's 0.3 s and 1.2 s are checked to the millisecond however loaded the runner.
    const { context, page } = await newPage(browser, 'desktop', { reducedMotion: false, clock: true });
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    const arcanum = content.arcana.personalArcana;

    const card = page.locator('[data-arcanum="personalArcana"]');
    const img = card.locator('img');
    expect(await img.getAttribute('src')).toBe(`/images/arcana/${arcanum.id}.webp`);
    expect(await img.getAttribute('alt')).toContain(arcanum.name);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain(arcanum.roman);
    expect(cardText).toContain(arcanum.description);
    // Every defined arcanum has a card; one that holds a second role shares the first role's card.
    const firsts = Object.values(content.arcana).filter((a) => a && !('sameAs' in a)).length;
    expect(await page.locator('[data-arcanum]').count()).toBe(firsts);
    expect(cardText).toContain(arcanum.opening);

    // Every phase the card goes through, in order, from the click on.
    await page.evaluate(() => {
      const w = window as unknown as { phases: string[] };
      w.phases = [];
      const seen = (el: Element) => w.phases.push(el.getAttribute('data-reveal-state')!);
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes') seen(r.target as Element);
          r.addedNodes.forEach((n) => {
            if (n instanceof Element) n.querySelectorAll('[data-reveal-state]').forEach(seen);
          });
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-reveal-state'],
      });
    });
    const phase = () => page.locator('[role="dialog"] [data-reveal-state]').getAttribute('data-reveal-state');
    // What a timer set lands on the next task (React renders from a message, the clock fakes no message
    // channel): three messages later the DOM shows what the time moved so far has brought, on any machine.
    const shown = async () => {
      await page.evaluate(
        () =>
          new Promise((done) => {
            const channel = new MessageChannel();
            let n = 0;
            channel.port1.onmessage = () => (++n === 3 ? done(null) : channel.port2.postMessage(0));
            channel.port2.postMessage(0);
          }),
      );
      return phase();
    };
    // The clock stands still from here on: only the test moves time, the modal's timers with it.
    await page.clock.pauseAt(Date.now() + 1000);
    await card.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: arcanum.name });
    await dialog.waitFor();
    expect(await shown()).toBe('hidden');
    await page.clock.runFor(299);
    expect(await shown()).toBe('hidden');
    await page.clock.runFor(1);
    await expect.poll(phase).toBe('revealing');
    await page.clock.runFor(899);
    expect(await shown()).toBe('revealing');
    await page.clock.runFor(1);
    await expect.poll(phase).toBe('revealed');
    await page.clock.resume();
    expect(await page.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual([
      'hidden',
      'revealing',
      'revealed',
    ]);

    expect(await dialog.locator('img').getAttribute('src')).toBe(`/images/arcana/${arcanum.id}.webp`);
    for (const k of arcanum.keywords)
      expect(await dialog.getByText(k, { exact: true }).isVisible()).toBe(true);
    const firstParagraph = arcanum.longDescription.split(/\n{2,}/)[0]!;
    expect(await dialog.getByText(firstParagraph).isVisible()).toBe(true);

    for (const [name, text] of [
      ['Luz (Aproveite)', arcanum.light],
      ['Sombra (Atenção)', arcanum.shadow],
      ['Direção (Aja)', arcanum.advice],
    ] as const) {
      const button = dialog.getByRole('button', { name });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await dialog.getByText(text).isVisible()).toBe(false);
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await dialog.getByText(text).isVisible()).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Direção (Aja)' }).click();
    expect(await dialog.getByText(arcanum.advice).isVisible()).toBe(false);

    // The report itself is judged by 'passes axe and looks right'; here, the modal over it.
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('skips the reveal animation under reduced motion', async () => {
    const { context, page } = await newPage(browser, 'mobile', { reducedMotion: true });
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    // The soul arcanum: its own card, or the card it shares with an earlier role.
    await page.locator('[data-roles~="soulArcana"] button').click();
    const state = page.getByRole('dialog').locator('[data-reveal-state]');
    expect(await state.getAttribute('data-reveal-state')).toBe('revealed');
    await context.close();
  });

  it('copies the landing link from the share menu, and says so aloud', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Without the Web Share API "Compartilhar" opens its menu (reach.md §3).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Link copiado.' });
    await status.waitFor();
    // The report is the visitor's alone: the link is the landing, where a friend makes their own.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/`);
    // The confirmation goes after a while, so a second copy is heard again.
    await status.waitFor({ state: 'detached', timeout: COPIED_MS * 2 + 3_000 });
    await context.close();
  });

  it('falls back to a textarea copy when the clipboard API is missing', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', { value: undefined, configurable: true });
      const original = Document.prototype.execCommand;
      (window as unknown as { copied: string }).copied = '';
      Document.prototype.execCommand = function (command: string, ...rest) {
        if (command === 'copy') {
          (window as unknown as { copied: string }).copied = (
            document.activeElement as HTMLTextAreaElement
          ).value;
          return true;
        }
        return original.call(this, command, ...rest);
      };
    });
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copiado.' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(`${baseURL}/`);
    expect(await page.locator('textarea').count()).toBe(0);
    await context.close();
  });

  it('explains the empty state when nothing was calculated', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${baseURL}/resultado`);
    await page.getByRole('heading', { name: 'Ops! Relatório não encontrado.' }).waitFor();
    expect(
      await page
        .getByText(
          'Parece que você chegou aqui sem gerar uma análise. Volte ao início para decodificar seu universo.',
        )
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Voltar e calcular' }).getAttribute('href')).toBe('/');
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  it.each(['mobile', 'desktop'] as const)('passes axe and looks right at the %s size', async (size) => {
    const { context, page } = await newPage(browser, size);
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    await page.getByRole('group', { name: `Mapa natal de ${BIRTH.name}` }).waitFor();
    // Every lazy image loads now, and the page settles, before the full-page picture.
    await page.evaluate(
      `document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'))`,
    );
    await settled(page);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `report-${size}`);
    expectNoPageErrors(page);
    await context.close();
  });

  it('prints a light report without the page chrome', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await storeReport(context, content);
    await page.goto(`${baseURL}/resultado`);
    await page.getByRole('group', { name: `Mapa natal de ${BIRTH.name}` }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const hidden = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).display === 'none');
    expect(await hidden('header.no-print')).toBe(true);
    expect(await hidden('footer')).toBe(true);
    expect(await hidden('[data-cosmic-background]')).toBe(true);
    expect(await page.getByRole('button', { name: 'Salvar em PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Compartilhar' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    const titleColor = await page
      .locator('h1 .gold-text')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(titleColor).not.toBe('rgba(0, 0, 0, 0)');
    await shot(page, 'report-print');
    await context.close();
  });
});

describe('saved personal report (/resultado/:id and /report/:id)', () => {
  let owner: Session;
  let stranger: Session;
  let reportId: string;

  beforeAll(async () => {
    owner = await signUp('Joana Almeida');
    stranger = await signUp('Pedro Estranho');
    const created = await call<{ id: string }>('/reports', {
      method: 'POST',
      token: owner.token,
      body: { ...BIRTH, name: 'Joana Lima Costa' },
    });
    expect(created.status).toBe(201);
    reportId = created.body.id;
  });

  it('loads it for its owner under both routes, named after the person in the report', async () => {
    for (const path of [`/resultado/${reportId}`, `/report/${reportId}`]) {
      const { context, page } = await newPage(browser, 'mobile');
      await storeSession(context, owner);
      // Hold the answer until the loading text has been seen.
      const loadingSeen = gate();
      await page.route('**/api/reports/*', async (route) => {
        await loadingSeen.opened;
        await route.continue();
      });
      await page.goto(`${baseURL}${path}`);
      await page.getByText('Buscando sua análise...').waitFor();
      loadingSeen.open();
      await expect.poll(() => page.locator('h1').textContent()).toBe('A Constelação de Joana Lima Costa');
      expect(await page.locator('[data-point="sun"]').textContent()).toContain('Casa');
      expect(await page.getByRole('heading', { level: 2, name: 'Seus Arcanos' }).isVisible()).toBe(true);
      await context.close();
    }
  });

  it('answers "not found" to another user', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await storeSession(context, stranger);
    await page.goto(`${baseURL}/resultado/${reportId}`);
    await page.getByRole('heading', { name: 'Ops! Relatório não encontrado.' }).waitFor();
    // The server's 'Relatório não encontrado.' would only repeat the title: the card says what to do instead.
    expect(await page.getByText(/O link pode estar incompleto/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Voltar e calcular' }).getAttribute('href')).toBe('/');
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  it('shows the fallback message when the server gives no reason', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await storeSession(context, owner);
    await page.route('**/api/reports/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${baseURL}/report/${reportId}`);
    await page.getByRole('heading', { name: 'Ops! Relatório não encontrado.' }).waitFor({ timeout: 8000 });
    expect(await page.getByText('Não foi possível buscar este relatório.').isVisible()).toBe(true);
    await context.close();
  });
});
