import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseDriver } from '../db/client';
import { runMigrations } from '../db/migrate';
import { POSTGRES_ADMIN_URL, postgresAvailable } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite directory (its `pglite/` inside) with every migration applied: copied, never opened. */
    pgliteTemplate: string | null;
    /** A PostgreSQL database with every migration applied: each scratch database is created from it. */
    postgresTemplate: string | null;
  }
}

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global set-up: migrates one database of each kind once per run. A test's database is then a
 * copy of it (a directory copy for PGlite, CREATE DATABASE … TEMPLATE for PostgreSQL), which costs a
 * fraction of an initdb and eight migrations. Migrating from nothing is still tested here, on every run,
 * and by db/migrate.test.ts, which asks for a fresh database.
 */
export default async function setup(project: TestProject) {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'constelar-template-'));
  const pglite = await openDatabase({ dataDir: pgliteDir });
  await runMigrations(pglite);
  await pglite.close();
  project.provide('pgliteTemplate', pgliteDir);

  let postgresName: string | null = null;
  if (await postgresAvailable()) {
    postgresName = `constelar_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${postgresName}`);
    const url = databaseUrl(postgresName);
    const postgres = await openDatabase({ dataDir: pgliteDir, databaseUrl: url });
    await runMigrations(postgres, url);
    // No session may stay connected to a template while a copy of it is made.
    await postgres.close();
  }
  project.provide('postgresTemplate', postgresName);

  return async () => {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (postgresName) await adminQuery(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
  };
}

/** The migrated template for a driver, when this run's global set-up made one (it may not have: fresh). */
export function migratedTemplate(driver: DatabaseDriver): string | null {
  try {
    return (driver === 'pglite' ? inject('pgliteTemplate') : inject('postgresTemplate')) ?? null;
  } catch {
    return null;
  }
}

/** Lays a copy of the migrated PGlite template under dataDir; false when there is none to copy. */
export function copyPgliteTemplate(dataDir: string): boolean {
  const template = migratedTemplate('pglite');
  if (!template) return false;
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return true;
}
