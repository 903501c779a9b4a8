import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { Database } from './client';

// Resolved through the package so the same path works from src/ (tsx, tests) and dist/ (bundle).
export const MIGRATIONS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@constelar/server/package.json')),
  'drizzle',
);
/** Arbitrary but fixed: every instance that boots takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 737_373_001;

/**
 * Applies pending migrations. Drizzle runs them in one transaction and records each, so a second run
 * is a no-op; on PostgreSQL an advisory lock keeps two instances booting together from racing.
 */
export async function runMigrations(
  database: Database,
  databaseUrl?: string,
  /** Tests only: a copy of the folder cut short, to build a database as an older release left it. */
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** Migrations this release ships (drizzle/meta/_journal.json): readiness waits until all are applied. */
export function migrationCount(migrationsFolder = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function countAppliedMigrations(database: Pick<Database, 'db'>): Promise<number> {
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
