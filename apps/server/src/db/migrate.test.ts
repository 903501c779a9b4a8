import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../test/postgres';
import { buildTestApp } from '../test/test-app';
import { countAppliedMigrations, runMigrations } from './migrate';

const hasPostgres = await postgresAvailable();

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('migrations on $driver', ({ driver, run }) => {
  it.runIf(run)('run at boot, can run again, and leave the same schema', async () => {
    const t = await buildTestApp({ driver });
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
        'changelogs',
        'counters',
        'link_tokens',
        'mail_queue',
        'newsletter_subscriptions',
        'push_queue',
        'push_subscriptions',
        'reports',
        'user_badges',
        'users',
      ]);
    } finally {
      await t.close();
    }
  });
});
