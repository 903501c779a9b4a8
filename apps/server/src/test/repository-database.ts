import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Db, DatabaseDriver } from '../db/client';
import { insertUser } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import { openTestMailDatabase, type TestMailDatabase } from './mail-database';
import { postgresAvailable } from './postgres';
import { DRIVERS } from './drivers';

/**
 * The drivers a repository suite runs on, each with whether it runs: PGlite always, PostgreSQL when it
 * answers (postgresAvailable prints a loud notice when it does not, and throws under CI).
 */
export async function repositoryDrivers(): Promise<{ driver: DatabaseDriver; run: boolean }[]> {
  const hasPostgres = await postgresAvailable();
  return DRIVERS.map((driver) => ({ driver, run: driver === 'pglite' || hasPostgres }));
}

/**
 * One migrated database for the enclosing describe block: a copy of the run's template, opened in
 * beforeAll and dropped in afterAll (no app is built). Tests share it, so each makes its own members.
 */
export function repositoryDatabase(driver: DatabaseDriver, run: boolean): { readonly db: Db } {
  let t: TestMailDatabase | undefined;
  beforeAll(async () => {
    if (run) t = await openTestMailDatabase(driver);
  });
  afterAll(async () => t?.close());
  return {
    get db(): Db {
      if (!t) throw new Error('no database: the suite is skipped or beforeAll has not run');
      return t.database.db;
    },
  };
}

/** A member with an address of their own (`label-<random>@exemplo.com.br`). */
export function aMember(db: Db, label = 'pessoa', createdAt?: Date): Promise<UserRow> {
  const suffix = randomBytes(4).toString('hex');
  return insertUser(db, {
    name: `${label} ${suffix}`,
    email: `${label}-${suffix}@exemplo.com.br`,
    passwordHash: 'hash',
    ...(createdAt ? { createdAt } : {}),
  });
}

/** A UUID no row holds. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
