import type { AdminStats, Changelog } from '@constelar/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login, PASSWORD, register, registerConfirmed, type Session } from './support/api';
import { gate, launchBrowser, screenshots } from './support/browser';
import { expectNoSeriousAxeViolations, noSidewaysScroll, settled } from './support/checks';
import { sessionPage } from './support/session-page';

// The e2e tsconfig has no DOM lib; this runs inside the page.
declare const getComputedStyle: (el: unknown) => { color: string; backgroundColor: string };

const baseURL = inject('baseURL');
const ADMIN = { name: 'Admin Estelar', email: 'admin@constelar.app', password: PASSWORD };
const MEMBER = { name: 'Maria Aparecida', email: `maria.${Date.now()}@constelar.test`, password: PASSWORD };
const BIRTH = {
  name: 'Maria Aparecida',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP',
};
const shot = screenshots(process.env.ADMIN_SHOTS_DIR);
// Charts plus axe on a shared 2-core machine: these flows need more than the suite's default minute.
const HEAVY_TEST_MS = 150_000;

const pct = (part: number, whole: number) =>
  `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    whole > 0 ? (part / whole) * 100 : 0,
  )}%`;
const one = (n: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
const int = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

let browser: Browser;
let admin: Session;
let member: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  // Admin rights need a confirmed address: the admin follows the link of its welcome e-mail first.
  admin = await registerConfirmed(ADMIN);
  await register(MEMBER);
  member = await login(MEMBER);
  // A few reports so every figure, the pie and the community highlight have something to show.
  for (const session of [member, member, admin]) {
    const res = await call('/reports', { method: 'POST', token: session.token, body: BIRTH });
    expect(res.status).toBe(201);
  }
  const synastry = await call('/calculate/synastry', {
    method: 'POST',
    token: member.token,
    body: {
      person1: BIRTH,
      person2: { name: 'João', birthDate: '1988-03-02', birthTime: '', birthPlace: '' },
    },
  });
  expect(synastry.status).toBe(201);
});
/** Changelogs this file leaves behind, removed at the end so other files start from their own data. */
const createdChangelogIds: string[] = [];
afterAll(async () => {
  for (const id of admin ? createdChangelogIds : []) {
    await call(`/changelog/admin/${id}`, { method: 'DELETE', token: admin.token });
  }
  await browser?.close();
});

describe('admin access', () => {
  it('sends a non-admin from /admin and /admin/changelog to /dashboard, and the API answers 403', async () => {
    expect(member.user.isAdmin).toBe(false);
    expect(admin.user.isAdmin).toBe(true);
    const { context, page } = await sessionPage(browser, member, 'mobile');
    await page.goto(`${baseURL}/admin`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.goto(`${baseURL}/admin/changelog`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
    expect((await call('/admin/dashboard', { token: member.token })).status).toBe(403);
    expect((await call('/changelog/admin/all', { token: member.token })).status).toBe(403);
  });
});

describe('admin dashboard', () => {
  it(
    'shows the figures of the API in cards, panels, charts and summaries',
    async () => {
      const { body: stats } = await call<AdminStats>('/admin/dashboard', { token: admin.token });
      expect(stats.reports.total).toBeGreaterThanOrEqual(4);
      const { context, page } = await sessionPage(browser, admin, 'desktop');
      await page.goto(`${baseURL}/admin`);

      await page.getByRole('heading', { level: 1, name: 'Dashboard Admin' }).waitFor();
      await page.getByText('Visão geral da plataforma').waitFor();
      await page.getByText('Sistema Online').waitFor();
      // The time appears with the first answer.
      await page.getByText(/Última atualização: \d{2}:\d{2}:\d{2}/).waitFor();

      const card = (name: string) => page.getByRole('article', { name });
      await card('Total de Usuários').waitFor();
      const { users, reports, engagement } = stats;
      expect(await card('Total de Usuários').innerText()).toContain(int(users.total));
      expect(await card('Total de Usuários').innerText()).toContain(`+${int(users.newThisMonth)} este mês`);
      expect(await card('Relatórios Gerados').innerText()).toContain(int(reports.total));
      expect(await card('Relatórios Gerados').innerText()).toContain(`+${int(reports.thisMonth)} este mês`);
      expect(await card('Usuários Ativos').innerText()).toContain(int(users.activeUsers));
      expect(await card('Usuários Ativos').innerText()).toContain(pct(users.activeUsers, users.total));
      expect(await card('Beta Testers').innerText()).toContain(int(users.betaTesters));
      expect(await card('Beta Testers').innerText()).toContain('Usuários especiais');

      const panel = (name: string) => page.getByRole('region', { name });
      const usersPanel = await panel('Métricas de Usuários').innerText();
      expect(usersPanel).toMatch(
        new RegExp(`Novos nesta semana\\s+${users.newThisWeek}\\s+${pct(users.newThisWeek, users.total)}`),
      );
      expect(usersPanel).toMatch(
        new RegExp(
          `Com múltiplos relatórios\\s+${engagement.usersWithMultipleReports}\\s+${pct(engagement.usersWithMultipleReports, users.total)}`,
        ),
      );
      expect(usersPanel).toMatch(new RegExp(`Taxa de conversão\\s+${pct(users.activeUsers, users.total)}`));
      const reportsPanel = await panel('Métricas de Relatórios').innerText();
      expect(reportsPanel).toMatch(
        new RegExp(`Pessoais\\s+${reports.personal}\\s+${pct(reports.personal, reports.total)}`),
      );
      expect(reportsPanel).toMatch(
        new RegExp(`Sinastria\\s+${reports.synastry}\\s+${pct(reports.synastry, reports.total)}`),
      );
      expect(reportsPanel).toMatch(new RegExp(`Média por usuário\\s+${one(reports.averagePerUser)}`));
      expect(engagement.topUser).toBeDefined();
      const highlight = await panel('Destaque da Comunidade').innerText();
      expect(highlight).toContain(engagement.topUser!.name);
      expect(highlight).toMatch(new RegExp(`${engagement.topUser!.reportCount}\\s+relatórios? criados?`));

      for (const title of [
        'Crescimento de Usuários',
        'Tipos de Relatórios',
        'Relatórios Criados (30 dias)',
        'Engajamento de Usuários',
      ]) {
        expect(await page.getByRole('heading', { level: 2, name: title, exact: true }).isVisible()).toBe(
          true,
        );
        // The text alternative of each chart: a table named after it.
        expect(await page.getByRole('table', { name: title }).count()).toBe(1);
      }
      await expect.poll(() => page.locator('.recharts-wrapper').count()).toBe(4);
      const growthTable = page.getByRole('table', { name: 'Crescimento de Usuários' });
      expect(await growthTable.locator('tbody tr').count()).toBe(30);
      const lastDay = stats.growth.dailySignups.at(-1)!;
      const [, mm, dd] = lastDay.date.split('-');
      expect(await growthTable.locator('tbody tr').last().innerText()).toMatch(
        new RegExp(`${dd}/${mm}\\s+${lastDay.count}`),
      );
      // dd/mm labels on the line chart's axis.
      expect(await page.locator('.recharts-xAxis-tick-labels').first().textContent()).toMatch(/\d{2}\/\d{2}/);

      const sum = (s: { count: number }[]) => s.reduce((a, d) => a + d.count, 0);
      const signups = sum(stats.growth.dailySignups);
      const dailyReports = sum(stats.growth.dailyReports);
      const trend = await panel('Tendência de Crescimento').innerText();
      expect(trend).toMatch(new RegExp(`Total em 30 dias\\s+${signups} cadastros`));
      expect(trend).toMatch(new RegExp(`Média diária\\s+${one(signups / 30)}`));
      const activity = await panel('Resumo de Atividade').innerText();
      expect(activity).toMatch(new RegExp(`Total em 30 dias\\s+${dailyReports} relatórios`));
      expect(activity).toMatch(new RegExp(`Média diária\\s+${one(dailyReports / 30)}`));
      const bar = panel('Resumo de Atividade').getByRole('progressbar');
      expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.min(dailyReports, 100)));
      expect(await bar.locator('div').getAttribute('style')).toContain(
        `width: ${Math.min(dailyReports, 100)}%`,
      );

      await page.getByText('Outros recursos em breve').waitFor();
      await page.getByRole('link', { name: 'Gerenciar Changelogs' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/changelog');
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await context.close();
    },
    HEAVY_TEST_MS,
  );

  it('refetches the stats every 300000 ms', async () => {
    const { context, page } = await sessionPage(browser, admin, 'desktop');
    await page.clock.install();
    let calls = 0;
    page.on('request', (r: Request) => {
      if (r.url().endsWith('/api/admin/dashboard')) calls++;
    });
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('article', { name: 'Total de Usuários' }).waitFor();
    expect(calls).toBe(1);
    // Real time keeps flowing while the page loads, so the bounds leave a few seconds either side.
    await page.clock.fastForward(290_000);
    expect(calls).toBe(1);
    await page.clock.fastForward(15_000);
    await expect.poll(() => calls).toBe(2);
    await context.close();
  });

  it('shows loading, the error with the server message or the fallback, and 0,0% for an empty platform', async () => {
    const { context, page } = await sessionPage(browser, admin, 'mobile');
    // Hold every answer until the loading state has been seen; the query retries once, so both fail.
    const held = gate();
    await page.route('**/api/admin/dashboard', async (route) => {
      await held.opened;
      await route.fulfill({ status: 500, json: { error: 'Banco de dados em manutenção.' } });
    });
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('status').filter({ hasText: 'Carregando métricas...' }).waitFor();
    held.open();
    const alert = page.getByRole('alert').filter({ hasText: 'Erro ao carregar dashboard admin' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.innerText()).toContain('Banco de dados em manutenção.');

    await page.unroute('**/api/admin/dashboard');
    await page.route('**/api/admin/dashboard', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await page.getByText('Tente novamente mais tarde').waitFor({ timeout: 10_000 });

    await page.unroute('**/api/admin/dashboard');
    const day = { date: '2025-09-01', count: 0 };
    const empty: AdminStats = {
      users: { total: 0, newThisMonth: 0, newThisWeek: 0, activeUsers: 0, betaTesters: 0 },
      reports: { total: 0, thisMonth: 0, personal: 0, synastry: 0, averagePerUser: 0 },
      engagement: { usersWithMultipleReports: 0 },
      growth: { dailySignups: Array(30).fill(day), dailyReports: Array(30).fill(day) },
    };
    await page.route('**/api/admin/dashboard', (route) => route.fulfill({ json: empty }));
    await page.reload();
    await page.getByRole('article', { name: 'Usuários Ativos' }).waitFor();
    expect(await page.getByRole('article', { name: 'Usuários Ativos' }).innerText()).toContain('0,0%');
    expect(await page.getByRole('region', { name: 'Métricas de Usuários' }).innerText()).toMatch(
      /Taxa de conversão\s+0,0%/,
    );
    expect(await page.getByRole('region', { name: 'Métricas de Relatórios' }).innerText()).toMatch(
      /Pessoais\s+0\s+0,0%/,
    );
    expect(await page.getByRole('region', { name: 'Destaque da Comunidade' }).count()).toBe(0);
    expect(await page.getByText('NaN').count()).toBe(0);
    await context.close();
  });

  it.each(['mobile', 'desktop'] as const)(
    'passes axe and fits the %s screen',
    async (viewport) => {
      const { context, page } = await sessionPage(browser, admin, viewport);
      await page.goto(`${baseURL}/admin`);
      await page.getByRole('heading', { name: 'Engajamento de Usuários' }).waitFor();
      await expect.poll(() => page.locator('.recharts-wrapper').count()).toBe(4);
      await settled(page);
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `admin-dashboard-${viewport}`);
      await context.close();
    },
    HEAVY_TEST_MS,
  );
});

describe('changelog management', () => {
  const item = (page: Page, version: string) =>
    page.getByTestId('changelog-item').filter({ has: page.getByText(`v${version}`, { exact: false }) });

  it(
    'creates (validating first), edits, toggles, deletes and shows the empty state',
    async () => {
      // Start from an empty list so the empty state is reachable whatever other files created.
      const existing = await call<Changelog[]>('/changelog/admin/all', { token: admin.token });
      for (const c of existing.body)
        await call(`/changelog/admin/${c.id}`, { method: 'DELETE', token: admin.token });

      const { context, page } = await sessionPage(browser, admin, 'desktop');
      await page.goto(`${baseURL}/admin/changelog`);
      await page.getByRole('heading', { name: 'Nenhum changelog criado' }).waitFor();
      expect(await page.getByRole('link', { name: /Voltar/ }).getAttribute('href')).toBe('/admin');
      expect(await page.getByRole('button', { name: 'Novo Changelog' }).isVisible()).toBe(true);

      // Open, check the defaults, and save empty: the checks speak, nothing is sent.
      let posts = 0;
      page.on('request', (r: Request) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/changelog/admin/create')) posts++;
      });
      await page.getByRole('button', { name: 'Criar Primeiro Changelog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar Novo Changelog' });
      await dialog.waitFor();
      const version = dialog.getByLabel('Versão');
      expect(await version.getAttribute('placeholder')).toBe('1.2.0');
      expect(await dialog.getByLabel('Publicar imediatamente').isChecked()).toBe(false);
      expect(await dialog.getByLabel('Tipo da mudança 1').inputValue()).toBe('feature');
      expect(await dialog.getByLabel('Descrição da mudança 1').inputValue()).toBe('');
      expect(await dialog.getByLabel('Descrição (Opcional)').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Informe a versão (por exemplo, 1.2.0).').waitFor();
      await dialog.getByText('Informe o título do changelog.').waitFor();
      await dialog.getByText('Descreva esta mudança.').waitFor();
      expect(await version.getAttribute('aria-invalid')).toBe('true');
      expect(posts).toBe(0);

      // Fill it: six changes, so the list shows four and '+2 mais'.
      await version.fill('1.2.0');
      expect(await dialog.getByText('Informe a versão (por exemplo, 1.2.0).').count()).toBe(0);
      await dialog.getByLabel('Título').fill('Noites de lua cheia');
      await dialog.getByLabel('Descrição (Opcional)').fill('Uma versão para quem gosta de olhar o céu.');
      const changes: [string, string][] = [
        ['feature', 'Novo gráfico de harmonia entre os mapas de duas pessoas'],
        ['fix', 'Corrige horário de verão'],
        ['improvement', 'Leituras mais rápidas'],
        ['security', 'Sessões expiram com mais segurança e clareza'],
        ['feature', 'Exportação em PDF'],
        ['fix', 'Ajustes finos'],
      ];
      const iconOf: Record<string, string> = {
        feature: 'lucide-sparkles',
        fix: 'lucide-bug',
        improvement: 'lucide-wrench',
        security: 'lucide-shield',
      };
      for (const [i, [type, text]] of changes.entries()) {
        if (i > 0) {
          await dialog.getByRole('button', { name: 'Adicionar' }).click();
          expect(await dialog.getByLabel(`Tipo da mudança ${i + 1}`).inputValue()).toBe('feature');
          expect(await dialog.getByLabel(`Descrição da mudança ${i + 1}`).inputValue()).toBe('');
        }
        await dialog.getByLabel(`Tipo da mudança ${i + 1}`).selectOption(type);
        await dialog.getByLabel(`Descrição da mudança ${i + 1}`).fill(text);
        const row = dialog.getByRole('listitem').nth(i);
        expect(await row.locator(`svg.${iconOf[type]}`).count()).toBe(1);
      }
      // A seventh row, removed again.
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      await dialog.getByRole('button', { name: 'Remover mudança 7' }).click();
      expect(await dialog.getByRole('listitem').count()).toBe(6);

      // Saving: 'Salvando...' and disabled while the request runs. The gate is open()ed below, whether the
      // request has reached the route by then or not: the button turns busy before the request leaves, and
      // a release made only once the request had arrived was lost on a loaded runner (session 20).
      const create = gate();
      await page.route('**/api/changelog/admin/create', async (route) => {
        await create.opened;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      const saving = dialog.getByRole('button', { name: 'Salvando...' });
      await saving.waitFor();
      expect(await saving.isDisabled()).toBe(true);
      create.open();
      await dialog.waitFor({ state: 'detached' });
      await page.unroute('**/api/changelog/admin/create');
      expect(posts).toBe(1);

      const created = item(page, '1.2.0');
      await created.waitFor();
      const text = await created.innerText();
      expect(text).toContain('Noites de lua cheia');
      expect(text).toContain('Uma versão para quem gosta de olhar o céu.');
      expect(text).toContain(`por ${ADMIN.name}`);
      expect(text).toMatch(/\d{2} de [a-zç]{3}\.?, \d{4} às \d{2}:\d{2}/);
      expect(text).toContain('Novo gráfico de harmonia entre…');
      expect(text).toContain('Corrige horário de verão');
      expect(text).not.toContain('Exportação em PDF');
      expect(text).toContain('+2 mais');
      const badge = created.getByTestId('version-badge');
      expect(await badge.getAttribute('data-status')).toBe('draft');
      const draftColour = await badge.evaluate((el) => getComputedStyle(el).color);
      const saved = (await call<Changelog[]>('/changelog/admin/all', { token: admin.token })).body;
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ version: '1.2.0', isPublished: false, title: 'Noites de lua cheia' });
      expect(saved[0]!.changes.map((c) => c.type)).toEqual(changes.map(([t]) => t));

      // A new form starts clear; Cancelar closes it.
      await page.getByRole('button', { name: 'Novo Changelog' }).click();
      const again = page.getByRole('dialog', { name: 'Criar Novo Changelog' });
      expect(await again.getByLabel('Versão').inputValue()).toBe('');
      expect(await again.getByLabel('Título').inputValue()).toBe('');
      await again.getByRole('button', { name: 'Cancelar' }).click();
      await again.waitFor({ state: 'detached' });

      // Edit.
      await created.getByRole('button', { name: 'Editar versão 1.2.0' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Changelog' });
      expect(await edit.getByLabel('Versão').inputValue()).toBe('1.2.0');
      expect(await edit.getByLabel('Tipo da mudança 2').inputValue()).toBe('fix');
      await edit.getByLabel('Título').fill('Noites de lua nova');
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await edit.waitFor({ state: 'detached' });
      await created.getByText('Noites de lua nova').waitFor();

      // Toggle: a failure first (server message in the alert region), then for real.
      await page.route('**/toggle-publish', (route) => route.fulfill({ status: 500, body: '' }));
      await created.getByRole('button', { name: 'Publicar versão 1.2.0' }).click();
      await page.getByRole('alert').filter({ hasText: 'Erro ao alterar status de publicação.' }).waitFor();
      await page.unroute('**/toggle-publish');
      await created.getByRole('button', { name: 'Publicar versão 1.2.0' }).click();
      await created.getByRole('button', { name: 'Despublicar versão 1.2.0' }).waitFor();
      expect(await badge.getAttribute('data-status')).toBe('published');
      expect(await badge.evaluate((el) => getComputedStyle(el).color)).not.toBe(draftColour);
      expect(await badge.innerText()).toContain('Publicado');
      expect((await call<Changelog[]>('/changelog')).body.map((c) => c.version)).toContain('1.2.0');

      await shot(page, 'admin-changelog-list-desktop');

      // Delete: dismissing keeps it, confirming removes it and the empty state returns.
      const messages: string[] = [];
      page.once('dialog', (d) => (messages.push(d.message()), void d.dismiss()));
      await created.getByRole('button', { name: 'Excluir versão 1.2.0' }).click();
      await expect.poll(() => messages.length).toBe(1);
      expect(messages[0]).toBe('Tem certeza de que deseja excluir este changelog?');
      expect(await created.count()).toBe(1);
      page.once('dialog', (d) => void d.accept());
      await created.getByRole('button', { name: 'Excluir versão 1.2.0' }).click();
      await page.getByRole('heading', { name: 'Nenhum changelog criado' }).waitFor();
      expect((await call<Changelog[]>('/changelog/admin/all', { token: admin.token })).body).toEqual([]);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await context.close();
    },
    HEAVY_TEST_MS,
  );

  it('shows the server error of a failed save inside the form and keeps it open', async () => {
    const { context, page } = await sessionPage(browser, admin, 'mobile');
    await page.route('**/api/changelog/admin/create', (route) =>
      route.fulfill({ status: 422, json: { error: 'A versão pode ter no máximo 30 caracteres.' } }),
    );
    await page.goto(`${baseURL}/admin/changelog`);
    await page.getByRole('button', { name: 'Novo Changelog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Novo Changelog' });
    await dialog.getByLabel('Versão').fill('2.0.0');
    await dialog.getByLabel('Título').fill('Céu de inverno');
    await dialog.getByLabel('Descrição da mudança 1').fill('Mapa com casas');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'A versão pode ter no máximo 30 caracteres.' })
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Salvar' }).isEnabled()).toBe(true);
    await context.close();
  });

  it.each(['mobile', 'desktop'] as const)(
    'passes axe (list and form) and fits the %s screen',
    async (viewport) => {
      const list = await call<Changelog[]>('/changelog/admin/all', { token: admin.token });
      if (!list.body.some((c) => c.version === '1.3.0')) {
        const body = {
          version: '1.3.0',
          title: 'Arcanos ilustrados',
          description: 'Os 22 arcanos maiores ganham arte original.',
          isPublished: true,
          changes: [
            { type: 'feature', description: 'Ilustrações originais dos 22 arcanos maiores' },
            { type: 'fix', description: 'Corrige a fase da lua' },
          ],
        };
        for (const extra of [
          {},
          { version: '1.4.0-beta', title: 'Rascunho da próxima lua', isPublished: false },
        ]) {
          const res = await call<Changelog>('/changelog/admin/create', {
            method: 'POST',
            token: admin.token,
            body: { ...body, ...extra },
          });
          expect(res.status).toBe(201);
          createdChangelogIds.push(res.body.id);
        }
      }
      const { context, page } = await sessionPage(browser, admin, viewport);
      await page.goto(`${baseURL}/admin/changelog`);
      await item(page, '1.3.0').waitFor();
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `admin-changelog-${viewport}`);
      await page.getByRole('button', { name: 'Novo Changelog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar Novo Changelog' });
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.getByText('Descreva esta mudança.').waitFor();
      await expectNoSeriousAxeViolations(page);
      await shot(page, `admin-changelog-form-${viewport}`, false);
      await context.close();
    },
    HEAVY_TEST_MS,
  );
});
