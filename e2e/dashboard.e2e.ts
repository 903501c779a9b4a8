import type { PersonalContent, SavedReport, SynastryContent } from '@constelar/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp, type Session } from './support/api';
import { gate, launchBrowser, screenshots } from './support/browser';
import {
  expectNoPageErrors,
  expectNoSeriousAxeViolations,
  noSidewaysScroll,
  ptDate,
  settled,
} from './support/checks';
import { sessionPage } from './support/session-page';

const baseURL = inject('baseURL');

const shot = screenshots(process.env.MEMBER_SHOTS_DIR);

const MARIA_BIRTH = {
  name: 'Maria Clara Teste',
  birthDate: '1990-08-15',
  birthTime: '12:00',
  birthPlace: 'São Paulo, SP',
};
const ANA = { name: 'Ana', birthDate: '1992-03-10', birthTime: '08:00', birthPlace: 'Recife, PE' };
const BRUNO = { name: 'Bruno', birthDate: '1990-11-20' };

async function createPersonal(session: Session, input = MARIA_BIRTH) {
  const res = await call<SavedReport>('/reports', { method: 'POST', token: session.token, body: input });
  if (res.status !== 201) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SavedReport & { content: PersonalContent };
}

async function createSynastry(session: Session, person2 = BRUNO) {
  const res = await call<SavedReport>('/calculate/synastry', {
    method: 'POST',
    token: session.token,
    body: { person1: ANA, person2 },
  });
  if (res.status !== 201) throw new Error(`synastry: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SavedReport & { content: SynastryContent };
}

function expectedRow(report: SavedReport) {
  if (report.type === 'personal') {
    const content = report.content as PersonalContent;
    return {
      title: `Análise de ${content.name}`,
      subtitle: 'Relatório Astral Completo',
      href: `/report/${report.id}`,
      date: ptDate(report.createdAt),
    };
  }
  const content = report.content as SynastryContent;
  return {
    title: `${content.person1Name} & ${content.person2Name}`,
    subtitle: `${content.overallHarmony}% de compatibilidade`,
    href: `/sinastria/report/${report.id}`,
    date: ptDate(report.createdAt),
  };
}

function greetingNow(): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date()),
  );
  return hour < 6 ? 'Boa madrugada' : hour < 12 ? 'Bom dia' : hour < 18 ? 'Boa tarde' : 'Boa noite';
}

async function journeyRows(page: Page, listName: string) {
  const items = page.getByRole('list', { name: listName }).getByRole('listitem');
  const rows = [];
  for (const item of await items.all()) {
    const link = item.getByRole('link');
    rows.push({
      href: await link.getAttribute('href'),
      text: (await link.textContent())!,
    });
  }
  return rows;
}

let browser: Browser;
let maria: Session & { email: string };
let mariaReport: SavedReport & { content: PersonalContent };
let ana: Session;
let anaReports: SavedReport[];

beforeAll(async () => {
  browser = await launchBrowser();
  maria = await signUp('Maria Clara Teste');
  // Her own birth (sky.md §2): the dashboard reads her chart from it, and her saved report of the same
  // birth is hers ("Você").
  const { name: _name, ...birth } = MARIA_BIRTH;
  const own = await call('/users/profile', {
    method: 'PUT',
    token: maria.token,
    body: { name: 'Maria Clara Teste', email: maria.email, birth },
  });
  expect(own.status).toBe(200);
  mariaReport = await createPersonal(maria);
  ana = await signUp('Ana Beatriz Lopes');
  for (let i = 0; i < 5; i++) {
    await createPersonal(ana, {
      ...MARIA_BIRTH,
      name: 'Ana Beatriz Lopes',
      birthDate: `199${i}-0${i + 1}-1${i}`,
    });
    // Two different pairs: the same two births saved again would update one report (issue #45).
    if (i === 1) await createSynastry(ana);
    if (i === 3) await createSynastry(ana, { ...BRUNO, birthDate: '1993-04-08' });
  }
  anaReports = (await call<SavedReport[]>('/reports', { token: ana.token })).body;
});
afterAll(async () => browser?.close());

describe('dashboard, Seu Santuário Pessoal', () => {
  it('greets by the local hour, counts the analyses and shows the hero trio and the shortcuts', async () => {
    const { context, page } = await sessionPage(browser, maria, 'desktop');
    await page.goto(`${baseURL}/dashboard`);
    const title = page.getByRole('heading', { level: 1, name: 'Seu Santuário Pessoal' });
    await title.waitFor();
    expect(await page.getByText(`${greetingNow()}, Maria`, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('1 análise realizada', { exact: true }).isVisible()).toBe(true);

    const { sun } = mariaReport.content.astrology;
    const { personalArcana, personalityArcana } = mariaReport.content.arcana;
    const sunImage = page.locator(`img[src="/images/signs/${sun.signCode}.webp"]`);
    expect(await sunImage.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: sun.sign, exact: true }).isVisible()).toBe(true);
    for (const arcanum of [personalArcana, personalityArcana]) {
      expect(await page.locator(`img[src="/images/arcana/${arcanum.id}.webp"]`).first().isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('heading', { name: arcanum.name, exact: true }).first().isVisible()).toBe(
        true,
      );
    }
    // Images really load (no broken hero).
    expect(
      await sunImage.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);

    expect(await page.getByRole('link', { name: /Meu Relatório Pessoal/ }).getAttribute('href')).toBe(
      '/meu-mapa',
    );
    expect(await page.getByRole('link', { name: /Analisar Conexão/ }).getAttribute('href')).toBe(
      '/sinastria',
    );

    for (const name of ['Meu Perfil', 'Novidades']) {
      expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
    }
    // Beta tester (the first accounts are) plus the first report: two badges.
    expect(await page.getByRole('button', { name: /Minhas Conquistas/ }).innerText()).toMatch(/2/);
    expectNoPageErrors(page);
    await context.close();
  });

  it('lists a journey with its tag, title, subtitle and date, without scrolling, and opens it', async () => {
    const { context, page } = await sessionPage(browser, maria, 'mobile');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('heading', { name: 'Jornadas Recentes' }).waitFor();
    const rows = await journeyRows(page, 'Jornadas Recentes');
    const expected = expectedRow(mariaReport);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.href).toBe(expected.href);
    expect(rows[0]!.text).toContain('Mapa Pessoal');
    expect(rows[0]!.text).toContain(expected.title);
    expect(rows[0]!.text).toContain('Relatório Astral Completo');
    expect(rows[0]!.text).toContain(expected.date);
    const list = page.getByRole('list', { name: 'Jornadas Recentes' });
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(false);
    expect(await page.getByText(/Ver todos os/).count()).toBe(0);

    await list.getByRole('link').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/report/${mariaReport.id}`);
    expectNoPageErrors(page);
    await context.close();
  });

  it('shows at most 6 recent journeys, scrolls after 4 and links to every report', async () => {
    const { context, page } = await sessionPage(browser, ana, 'desktop');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('heading', { name: 'Jornadas Recentes' }).waitFor();
    expect(await page.getByText('7 análises realizadas', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`${greetingNow()}, Ana`, { exact: true }).isVisible()).toBe(true);

    const rows = await journeyRows(page, 'Jornadas Recentes');
    expect(rows).toHaveLength(6);
    rows.forEach((row, i) => {
      const expected = expectedRow(anaReports[i]!);
      expect(row.href).toBe(expected.href);
      expect(row.text).toContain(expected.title);
      expect(row.text).toContain(expected.subtitle);
      expect(row.text).toContain(expected.date);
    });
    expect(rows.some((r) => r.text.includes('Ana & Bruno') && /\d+% de compatibilidade/.test(r.text))).toBe(
      true,
    );
    expect(rows.some((r) => r.text.includes('Análise de Ana'))).toBe(true);

    const list = page.getByRole('list', { name: 'Jornadas Recentes' });
    type Box = { top: number; bottom: number };
    type El = {
      scrollHeight: number;
      clientHeight: number;
      children: ArrayLike<unknown>;
      getBoundingClientRect(): Box;
    };
    const box = await list.evaluate((node) => {
      const el = node as unknown as El;
      const style = (
        globalThis as unknown as { getComputedStyle(e: unknown): { overflowY: string } }
      ).getComputedStyle(el);
      const frame = el.getBoundingClientRect();
      // Rows whose whole height shows inside the list's frame.
      const whole = Array.from(el.children as ArrayLike<El>).filter((li) => {
        const r = li.getBoundingClientRect();
        return r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5;
      }).length;
      return { scrolls: el.scrollHeight > el.clientHeight, overflow: style.overflowY, whole };
    });
    // Four rows fit whole; the fifth only peeks.
    expect(box).toEqual({ scrolls: true, overflow: 'auto', whole: 4 });

    const synastry = anaReports.find((r) => r.type === 'synastry')!;
    expect(rows.some((r) => r.href === `/sinastria/report/${synastry.id}`)).toBe(true);

    await page.getByRole('link', { name: 'Ver todos os 7 relatórios' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=reports');
    await page.getByRole('heading', { name: 'Todas as suas Jornadas' }).waitFor();
    const all = await journeyRows(page, 'Todas as suas Jornadas');
    expect(all.map((r) => r.href)).toEqual(anaReports.map((r) => expectedRow(r).href));
    // The full list is a new view and starts from the top.
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY))
      .toBe(0);
    await shot(page, 'dashboard-all-reports-desktop');

    await page.getByRole('link', { name: 'Voltar ao Santuário' }).click();
    await page.getByRole('heading', { name: 'Jornadas Recentes' }).waitFor();
    await page
      .getByRole('list', { name: 'Jornadas Recentes' })
      .getByRole('link', { name: /Ana & Bruno/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sinastria\/report\//);
    expectNoPageErrors(page);
    await context.close();
  });

  it('counts every report from the server and pages the full list 50 at a time', async () => {
    const prolific = await signUp('Paula Muitas');
    for (let i = 0; i < 53; i++) await createPersonal(prolific, { ...MARIA_BIRTH, name: `Paula ${i}` });
    const { context, page } = await sessionPage(browser, prolific, 'desktop');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByText('53 análises realizadas', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Ver todos os 53 relatórios/ }).click();
    const all = page.getByRole('list', { name: 'Todas as suas Jornadas' });
    await all.waitFor();
    await expect.poll(() => all.getByRole('listitem').count()).toBe(50);
    await page.getByRole('button', { name: 'Carregar mais (50 de 53)' }).click();
    await expect.poll(() => all.getByRole('listitem').count()).toBe(53);
    expect(await page.getByRole('button', { name: /Carregar mais/ }).count()).toBe(0);
    const hrefs = (await journeyRows(page, 'Todas as suas Jornadas')).map((r) => r.href);
    expect(new Set(hrefs).size).toBe(53);
    expectNoPageErrors(page);
    await context.close();
  });

  it('invites a member without a personal report to decode their destiny', async () => {
    const newcomer = await signUp('Caio Novaes');
    const { context, page } = await sessionPage(browser, newcomer, 'mobile');
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('heading', { name: 'Seu Santuário Aguarda' }).waitFor();
    expect(await page.getByText('0 análises realizadas', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Decodificar meu destino' }).getAttribute('href')).toBe(
      '/#formulario',
    );
    expect(await page.getByText('Nenhuma Jornada Registrada', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Comece sua primeira consulta!', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'dashboard-empty-mobile');
    await page.getByRole('link', { name: 'Decodificar meu destino' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/#formulario');
    expectNoPageErrors(page);
    await context.close();
  });

  it('aligns the cosmos while loading, retries once, then shows the interrupted signal and reconnects', async () => {
    const { context, page } = await sessionPage(browser, maria, 'desktop');
    let calls = 0;
    const loadingSeen = gate();
    await page.route('**/api/reports', async (route) => {
      calls++;
      await loadingSeen.opened;
      await route.fulfill({ status: 500, json: { error: 'falha simulada' } });
    });
    await page.goto(`${baseURL}/dashboard`);
    await page.getByText('Alinhando os cosmos...', { exact: true }).waitFor();
    loadingSeen.open();
    await page.getByRole('heading', { name: 'Sinal Cósmico Interrompido' }).waitFor({ timeout: 10_000 });
    expect(calls).toBe(2);
    expect(
      await page.getByText('Não foi possível buscar seus relatórios.', { exact: true }).isVisible(),
    ).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'dashboard-error-desktop');

    await page.unroute('**/api/reports');
    await page.getByRole('button', { name: 'Reconectar aos Cosmos' }).click();
    await page.getByRole('heading', { name: 'Jornadas Recentes' }).waitFor();
    expectNoPageErrors(page);
    await context.close();
  });

  it.each(['mobile', 'desktop'] as const)('passes axe and never scrolls sideways (%s)', async (viewport) => {
    const { context, page } = await sessionPage(browser, ana, viewport);
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('heading', { name: 'Jornadas Recentes' }).waitFor();
    // Let the hero images and the enter transitions settle before judging contrast.
    await settled(page);
    await expectNoSeriousAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, `dashboard-${viewport}`);
    expectNoPageErrors(page);
    await context.close();
  });
});
