import type { SynastryContent } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp, type Session } from './support/api';
import { launchBrowser, screenshots } from './support/browser';
import { expectNoSeriousAxeViolations, noSidewaysScroll } from './support/checks';
import { sessionPage } from './support/session-page';

// Issue #45 §1: the tables beside every bi-wheel fit, or scroll inside their box with a cue; the synastry
// grid scrolls with a cue and keeps its first column in place.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.TABLES_SHOTS_DIR);

let browser: Browser;
let ines: Session & { email: string };

beforeAll(async () => {
  browser = await launchBrowser();
  ines = await signUp('Inês Tabelada');
  const saved = await call('/users/profile', {
    method: 'PUT',
    token: ines.token,
    body: {
      name: ines.user.name,
      email: ines.email,
      birth: { birthDate: '1990-08-15', birthTime: '14:30', birthPlace: 'Campinas, SP' },
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => browser?.close());

interface TableFit {
  caption: string;
  /** How the nearest box that clips sideways treats what overflows: 'fits', 'scrolls' or 'clipped'. */
  fit: 'fits' | 'scrolls' | 'clipped';
  /** A scrolling box shows its cue under it. */
  cue: boolean;
}

/** Every visible table on the page, judged against the nearest ancestor that does not let it overflow. */
function tableFits(page: Page): Promise<TableFit[]> {
  return page.evaluate(`Array.from(document.querySelectorAll('table'))
    .filter((t) => t.getClientRects().length > 0)
    .map((t) => {
      let box = t.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      const caption = (t.caption?.textContent ?? '').trim();
      const scrolls = box && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
      const wider = box ? box.scrollWidth > box.clientWidth + 1 : t.scrollWidth > innerWidth;
      const cue = !!box?.parentElement?.parentElement?.querySelector('[data-testid="scroll-cue"]');
      return { caption, fit: !wider ? 'fits' : scrolls ? 'scrolls' : 'clipped', cue };
    })`);
}

async function expectNoTableClipped(page: Page, atLeast: number) {
  const fits = await tableFits(page);
  expect(fits.length).toBeGreaterThanOrEqual(atLeast);
  for (const t of fits) {
    expect(t.fit, t.caption).not.toBe('clipped');
    if (t.fit === 'scrolls') expect(t.cue, t.caption).toBe(true);
  }
  await noSidewaysScroll(page);
}

async function openTables(page: Page) {
  const tables = page.locator('details').filter({ has: page.getByText('Ver as posições em tabela') });
  const n = await tables.count();
  // A re-render while the result settles can close a details opened a moment before: open each closed
  // one, until a look finds every one of them open.
  await expect
    .poll(
      async () => {
        let allOpen = true;
        for (let i = 0; i < n; i++) {
          const details = tables.nth(i);
          if (await details.evaluate((d) => (d as HTMLDetailsElement).open)) continue;
          allOpen = false;
          await details.locator('summary').click();
        }
        return allOpen;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return n;
}

describe('the tables beside the bi-wheels', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`fit or scroll with a cue on "Roda de hoje" and Progressões (${viewport})`, async () => {
      const { context, page } = await sessionPage(browser, ines, viewport);
      await page.goto(`${baseURL}/meu-mapa?aba=ceu`);
      const wheel = page.getByRole('region', { name: 'Roda de hoje' });
      await wheel.getByRole('group', { name: /^Roda de hoje/ }).waitFor();
      expect(await openTables(page)).toBe(1);
      await wheel.getByRole('table').first().scrollIntoViewIfNeeded();
      await expectNoTableClipped(page, 2);
      await shot(page, `roda-de-hoje-table-${viewport}`, false);

      await page.goto(`${baseURL}/meu-mapa?aba=progressoes`);
      await page.getByRole('group', { name: 'Arco solar de Inês Tabelada' }).waitFor();
      expect(await openTables(page)).toBe(2);
      await expectNoTableClipped(page, 4);
      await page.getByRole('table').nth(2).scrollIntoViewIfNeeded();
      await shot(page, `progressoes-table-${viewport}`, false);
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });

    it(`fit or scroll on the synastry result, the grid's first column staying (${viewport})`, async () => {
      const res = await call<{ id: string; createdAt: string; content: SynastryContent }>(
        '/calculate/synastry',
        {
          method: 'POST',
          token: ines.token,
          body: {
            person1: {
              name: 'Inês',
              birthDate: '1990-08-15',
              birthTime: '14:30',
              birthPlace: 'Campinas, SP',
            },
            person2: {
              name: 'Otávio',
              birthDate: '1988-03-02',
              birthTime: '09:10',
              birthPlace: 'Recife, PE',
            },
          },
        },
      );
      expect(res.status).toBe(201);
      const { context, page } = await sessionPage(browser, ines, viewport);
      await context.addInitScript(
        (value: string) =>
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem('constelar-last-synastry', value),
        JSON.stringify({
          state: { synastry: { id: res.body.id, createdAt: res.body.createdAt, content: res.body.content } },
          version: 1,
        }),
      );
      await page.goto(`${baseURL}/sinastria/resultado`);
      const grid = page.getByTestId('inter-aspect-grid');
      await grid.waitFor();
      // The result settles its own calls first (on a loaded runner a late answer re-draws it, closing the
      // tables a moment after they were opened).
      await page.waitForLoadState('networkidle');
      await grid.scrollIntoViewIfNeeded();
      await openTables(page);
      await expectNoTableClipped(page, 3);

      if (viewport === 'mobile') {
        // Twelve columns do not fit a phone: the grid scrolls, says so, and its row heads stay put.
        expect(await grid.getAttribute('data-scrolls')).toBe('true');
        expect(await grid.getAttribute('role')).toBe('region');
        await grid.scrollIntoViewIfNeeded();
        const rowHead = grid.getByRole('rowheader').first();
        const before = (await rowHead.boundingBox())!;
        await shot(page, `synastry-grid-${viewport}`, false);
        const lastHead = grid.getByRole('columnheader').last();
        const gridBox = (await grid.boundingBox())!;
        const rightOf = async () => {
          const box = (await lastHead.boundingBox())!;
          return box.x + box.width;
        };
        expect(await rightOf()).toBeGreaterThan(gridBox.x + gridBox.width);
        await grid.evaluate((el) => {
          const box = el as unknown as { scrollLeft: number; scrollWidth: number };
          box.scrollLeft = box.scrollWidth;
        });
        // Scrolled to its end, the last column is in view and the row heads have not moved.
        await expect.poll(rightOf).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
        expect((await rowHead.boundingBox())!.x).toBe(before.x);
        await shot(page, `synastry-grid-scrolled-${viewport}`, false);
      } else {
        await shot(page, `synastry-grid-${viewport}`, false);
      }
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  }
});
