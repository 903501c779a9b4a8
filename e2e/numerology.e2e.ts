import type { NumerologyMap, PersonalYearReply } from '@constelar/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  settled,
} from './support/checks';

// numerology.md §5 in the browser: /numerologia with its life line, /numerologia/nomes and
// /numerologia/ano-pessoal, on a phone and a desktop, each through axe.

const baseURL = inject('baseURL');
const shot = screenshots(process.env.NUMEROLOGY_SHOTS_DIR);
const MARIA = { fullName: 'Maria da Conceição Souza', birthDate: '1990-07-15' };
const ORDINALS = ['Primeiro', 'Segundo', 'Terceiro', 'Quarto'];
// A whole map with axe and screenshots outlasts the default minute on a loaded 2-core runner.
const HEAVY_MS = 180_000;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Mapa numerológico', () => {
  it.each(['desktop', 'mobile'] as const)(
    'fills the form, shows every section with its arithmetic and the life line marking today (%s)',
    async (viewport) => {
      const expected = await post<NumerologyMap>('/numerology/map', MARIA);
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${baseURL}/numerologia`);
      await page.getByRole('heading', { name: 'Mapa numerológico', level: 1 }).waitFor();
      await page.getByLabel('Nome completo').fill(MARIA.fullName);
      await page.getByLabel('Data de nascimento').fill('15071990');
      await page.getByRole('button', { name: 'Calcular o mapa' }).click();

      const names = page.getByRole('region', { name: 'Os números do nome' });
      await names.getByText(expected.expression.text).waitFor();
      expect(page.url()).toContain('nascimento=1990-07-15');
      // "Como calculamos" opens the sum behind the Expressão.
      const expression = names.locator('[data-number="expression"]');
      await expression.getByText('Como calculamos').click();
      await expression.getByText(expected.expression.arithmetic).waitFor();
      for (const text of [expected.motivation.text, expected.destiny.text, expected.mission.text])
        expect(await page.getByText(text).first().isVisible()).toBe(true);
      expect(await page.getByText('A dívida 16 vem da Expressão.').isVisible()).toBe(true);

      // The life line: the band holding today is the one the list marks "agora".
      const line = page.getByTestId('life-line');
      await line.waitFor();
      expect(await line.getByText(`Hoje: ${expected.current.age} anos`).isVisible()).toBe(true);
      const cycles = page.getByRole('region', { name: 'Ciclos de vida' });
      const now = cycles.locator('li[aria-current="step"]');
      expect(await now.count()).toBe(1);
      expect(await now.textContent()).toContain(`${ORDINALS[expected.current.cycle - 1]} ciclo`);
      const pinnacles = page.getByRole('region', { name: 'Momentos decisivos' });
      expect(await pinnacles.locator('li[aria-current="step"]').textContent()).toContain(
        `${ORDINALS[expected.current.pinnacle - 1]} momento decisivo`,
      );
      await settled(page);
      await noSidewaysScroll(page);
      const dir = process.env.NUMEROLOGY_SHOTS_DIR;
      if (dir) await line.screenshot({ path: `${dir}/linha-da-vida-${viewport}.png` });
      await shot(page, `numerologia-${viewport}`);
      await expectNoSeriousAxeViolations(page);
      expectNoPageErrors(page);
      await context.close();
    },
    HEAVY_MS,
  );

  it('marks a name the map cannot read, in Portuguese', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(
      `${baseURL}/numerologia?nome=${encodeURIComponent('Maria & Souza')}&nascimento=1990-07-15`,
    );
    await page.getByText('caracteres que não entram no cálculo', { exact: false }).first().waitFor();
    expect(await page.getByLabel('Nome completo').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it(
    'compares spellings side by side',
    async () => {
      const { context, page } = await newPage(browser, 'desktop');
      await page.goto(`${baseURL}/numerologia/nomes`);
      await page.getByRole('heading', { name: 'Compare grafias do nome', level: 1 }).waitFor();
      await page.getByLabel('1ª grafia', { exact: true }).fill('Paola Souza');
      await page.getByLabel('2ª grafia', { exact: true }).fill('Paolla Souza');
      await page.getByRole('button', { name: 'Outra grafia' }).click();
      await page.getByLabel('3ª grafia', { exact: true }).fill('Paôla Souza');
      await page.getByLabel('Data de nascimento (opcional)').fill('15071990');
      await page.getByRole('button', { name: 'Comparar' }).click();
      const result = page.getByRole('region', { name: 'Comparação' });
      await result.getByText('Com “Paolla Souza”,', { exact: false }).waitFor();
      expect(await result.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      expect(await result.getByText('Missão', { exact: false }).count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByRole('button', { name: 'Outra grafia' }).count()).toBe(1);
      await settled(page);
      await shot(page, 'numerologia-nomes-desktop');
      await expectNoSeriousAxeViolations(page);
      expectNoPageErrors(page);
      await context.close();
    },
    HEAVY_MS,
  );

  it(
    'answers the personal year of any year with its months, the nine texts in the page, a head from the server',
    async () => {
      const html = await (await fetch(`${baseURL}/numerologia/ano-pessoal`)).text();
      expect(html).toContain('<title>Ano pessoal · Constelar</title>');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/numerologia\/ano-pessoal"/);
      const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
      expect(sitemap).toContain('/numerologia/ano-pessoal</loc>');

      const { context, page } = await newPage(browser, 'mobile');
      await page.goto(`${baseURL}/numerologia/ano-pessoal`);
      await page.getByRole('heading', { name: 'Ano pessoal', level: 1 }).waitFor();
      const nine = page.getByRole('region', { name: 'Os nove anos do ciclo' });
      expect(await nine.getByRole('listitem').count()).toBe(9);
      const year = Number(await page.locator('output').textContent());
      await page.getByLabel('Data de nascimento').fill('15071990');
      await page.getByRole('button', { name: 'Ver o ano pessoal' }).click();
      const expected = (await (
        await fetch(`${baseURL}/api/numerology/personal-year/${year + 1}?birthDate=1990-07-15`)
      ).json()) as PersonalYearReply;
      await page.getByRole('heading', { name: new RegExp(`^${year}: ano pessoal`) }).waitFor();
      await page.getByRole('button', { name: 'Próximo ano' }).click();
      await page
        .getByRole('heading', { name: `${year + 1}: ano pessoal ${expected.personalYear.number}` })
        .waitFor();
      const months = page.getByRole('region', { name: `Ano pessoal de ${year + 1}` }).locator('ol > li');
      expect(await months.count()).toBe(12);
      expect(await months.nth(0).textContent()).toContain(expected.months[0]!.text);
      await settled(page);
      await noSidewaysScroll(page);
      await shot(page, 'numerologia-ano-pessoal-mobile');
      await expectNoSeriousAxeViolations(page);
      expectNoPageErrors(page);
      await context.close();
    },
    HEAVY_MS,
  );
});
