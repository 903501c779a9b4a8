import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../test/postgres';
import { buildTestApp } from '../test/test-app';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countAppliedMigrations, MIGRATIONS_DIR, runMigrations } from './migrate';

const hasPostgres = await postgresAvailable();

// A fresh database: PGlite's initdb in WebAssembly plus every migration can pass 30 s on a loaded runner.
describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('migrations on $driver', { timeout: 120_000 }, ({ driver, run }) => {
  it.runIf(run)('run at boot, can run again, and leave the same schema', async () => {
    const t = await buildTestApp({ driver, fresh: true });
    try {
      const before = await countAppliedMigrations(t.database);
      expect(before).toBeGreaterThan(0);
      await runMigrations(t.database, t.config.databaseUrl);
      await runMigrations(t.database, t.config.databaseUrl);
      expect(await countAppliedMigrations(t.database)).toBe(before);
      const tables = (await t.database.db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'account_addresses',
        'changelogs',
        'counters',
        'link_tokens',
        'mail_queue',
        'newsletter_subscriptions',
        'people',
        'push_queue',
        'push_subscriptions',
        'reports',
        'revoked_sessions',
        'tarot_daily_cards',
        'tarot_readings',
        'tarot_shuffles',
        'user_badges',
        'users',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the migration journal', () => {
  // Drizzle applies a migration only when its `when` is later than the last one a database recorded, so
  // a migration merged from another branch with an older stamp would be skipped on every upgrade.
  it('numbers its migrations in order, each stamped after the one before', () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_')).toBe(true);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
    expect(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))).toHaveLength(
      journal.entries.length,
    );
  });
});
