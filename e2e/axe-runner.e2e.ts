import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { axeViolations, expectNoSeriousAxeViolations } from './support/checks';

// The suite's own axe runner (support/checks.ts) finds what axe finds, judges one part when asked, and
// puts axe into a document once however often that document is judged.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const FLAWED = `<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body>
  <main>
    <h1>Página com defeitos</h1>
    <section id="cinza"><p style="color:#777;background:#888">Texto quase invisível</p></section>
    <section id="foto"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></section>
  </main>
</body></html>`;

describe('the axe runner', () => {
  it('reports serious findings, within a part when asked, and injects axe once per document', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.setContent(FLAWED);

    const all = await axeViolations(page);
    expect(all.map((v) => [v.id, v.impact])).toEqual(
      expect.arrayContaining([
        ['color-contrast', 'serious'],
        ['image-alt', 'critical'],
      ]),
    );
    expect(all.find((v) => v.id === 'image-alt')?.targets).toEqual(['img']);

    const inPart = await axeViolations(page, { within: '#cinza' });
    expect(inPart.map((v) => v.id)).toEqual(['color-contrast']);
    const oneRule = await axeViolations(page, { rules: ['image-alt'] });
    expect(oneRule.map((v) => v.id)).toEqual(['image-alt']);

    // A marker on the injected axe survives the later analyses: none of them evaluated axe again.
    await page.evaluate('window.axe.__keptByTest = true');
    await axeViolations(page);
    expect(await page.evaluate('window.axe.__keptByTest')).toBe(true);

    await expect(expectNoSeriousAxeViolations(page)).rejects.toThrow(/color-contrast: p/);
    await page.setContent(
      '<!doctype html><html lang="pt-BR"><head><title>Ok</title></head><body><main><h1>Tudo certo</h1></main></body></html>',
    );
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
