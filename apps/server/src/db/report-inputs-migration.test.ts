import { SavedReport, type PersonalContent, type SynastryContent } from '@constelar/contract';
import { sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { computePersonalContent } from '../services/reading/compute-personal';
import { computeSynastryContent } from '../services/synastry/compute-synastry';
import { hashPassword } from '../lib/passwords';
import { api } from '../test/api-helpers';
import { createScratchDatabase } from '../test/postgres';
import { DRIVERS } from '../test/test-app';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_DIR, runMigrations } from './migrate';

const MARIA = { name: 'Maria da Conceição Souza', birthDate: '1990-07-15', birthTime: '14:30' };
const ANA = { name: 'Ana Lima', birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };
const BIA = { name: 'Bia Prado', birthDate: '1988-02-29' };
const TODAY = '2026-11-27';

/** The migrations as an older release shipped them: the folder, its journal cut after `last`. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'constelar-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === last) + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A personal content as session 3 saved it: capitalised system, its note, no texts on aspects, no synthesis. */
function sessionThreeContent(fresh: PersonalContent): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an old shape on purpose, edited freely
  const old = structuredClone(fresh) as Record<string, any>;
  old.astrology.houseSystem = 'Placidus';
  old.astrology.aspects = old.astrology.aspects.map(({ text: _t, ...rest }: Record<string, unknown>) => rest);
  old.birth.note = 'Uma nota antiga sobre o relógio.';
  delete old.synthesis;
  delete old.notes;
  delete old.timeKnown;
  return old;
}

// issue #23: reports saved with their words open after the migration that keeps only their inputs.
describe.each(DRIVERS)('reports saved before inputs were kept (%s)', (driver) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'constelar-test-'));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let freshPersonal: PersonalContent;
  let freshSynastry: SynastryContent;
  let token: string;

  beforeAll(async () => {
    scratch = driver === 'postgres' ? await createScratchDatabase() : undefined;
    const loaded = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WORK_THREADS: '0',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    const config = loaded.config;
    database = await openDatabase(config);
    // The database as the release before this one left it, with one member and two reports in it.
    const older = migrationsUpTo('0002_reading');
    await runMigrations(database, config.databaseUrl, older);
    rmSync(older, { recursive: true, force: true });
    // The member is written as that release's schema has it: this release's code knows later columns of
    // users (issue #27's address_form) that the old table lacks, so it cannot register anyone yet.
    const password = 'senha-secreta';
    const email = 'pessoa.antiga@exemplo.com.br';
    const inserted = (await database.db.execute(sql`
      INSERT INTO users (name, email, password_hash)
      VALUES ('Pessoa Antiga', ${email}, ${await hashPassword(password)}) RETURNING id`)) as unknown as {
      rows: { id: string }[];
    };
    const member = { id: inserted.rows[0]!.id };
    freshPersonal = computePersonalContent({ ...MARIA, birthPlace: 'Campinas, SP' }, TODAY, 'placidus');
    freshSynastry = computeSynastryContent(ANA, BIA, TODAY);
    const old = sessionThreeContent(freshPersonal);
    await database.db.execute(sql`
      INSERT INTO reports (user_id, kind, content, created_at) VALUES
        (${member.id}, 'personal', ${JSON.stringify(old)}::jsonb, '2025-03-01T12:00:00Z'),
        (${member.id}, 'synastry', ${JSON.stringify(freshSynastry)}::jsonb, '2025-03-02T12:00:00Z')`);
    // This release boots: the pending migration turns the contents into inputs.
    await runMigrations(database, config.databaseUrl);
    app = await buildApp({ config, database, logger: false, now: () => new Date(`${TODAY}T15:00:00Z`) });
    await app.ready();
    const login = await api(app, { method: 'POST', url: '/api/users/login', payload: { email, password } });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    token = login.json().token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps only inputs, and every old report opens, read with today’s engine', async () => {
    const columns = (await database.db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'reports'`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((r) => r.column_name).sort()).toEqual(
      ['created_at', 'engine_version', 'id', 'input', 'kind', 'user_id'].sort(),
    );

    const list = await api(app, { method: 'GET', url: '/api/reports', token });
    expect(list.statusCode).toBe(200);
    const [synastry, personal] = list.json().map((r: unknown) => SavedReport.parse(r));
    if (personal?.type !== 'personal' || synastry?.type !== 'synastry') throw new Error('types');
    // The whole reading, complete and as it is today: notes, synthesis and aspect texts included.
    expect(personal.content).toEqual(freshPersonal);
    expect(synastry.content).toEqual(freshSynastry);
    expect(synastry.content.people[1].hasTime).toBe(false);

    const one = await api(app, { method: 'GET', url: `/api/reports/${personal.id}`, token });
    expect(one.json().content).toEqual(freshPersonal);
    const transits = await api(app, {
      method: 'GET',
      url: `/api/reports/${personal.id}/transits?from=2026-11-01&days=30`,
      token,
    });
    expect(transits.statusCode).toBe(200);
    expect(transits.json().length).toBeGreaterThan(0);

    const exported = JSON.parse(
      (await api(app, { method: 'GET', url: '/api/users/data-export', token })).body,
    ) as { reports: { input: { kind: string }; engineVersion: string; content: unknown }[] };
    expect(exported.reports.map((r) => r.input.kind)).toEqual(['synastry', 'personal']);
    expect(exported.reports[1]).toMatchObject({
      engineVersion: 'conteúdo salvo',
      input: {
        kind: 'personal',
        houseSystem: 'placidus',
        birth: { ...MARIA, place: { label: 'Campinas, SP, Brasil', timezone: 'America/Sao_Paulo' } },
      },
      content: freshPersonal,
    });
  });
});
