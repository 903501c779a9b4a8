import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type DatabaseDriver } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase } from './postgres';
import { QUIET_START_ENV } from './quiet-start';
import { copyPgliteTemplate, migratedTemplate } from './template-databases';
import type { WorkPool } from '../work/work-pool';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  driver?: DatabaseDriver;
  env?: Record<string, string>;
  webRoot?: string;
  now?: () => Date;
  work?: WorkPool;
  /** false: no push scheduler; the test plans passes itself. */
  pushScheduler?: boolean;
  /** false: the app delivers no queued push; the test flushes its own pusher. */
  pushDelivery?: boolean;
  /** Log lines (JSON) go here, at LOG_LEVEL; without it the app logs nothing. */
  logStream?: { write(line: string): void };
  /** true: an empty database that the boot migrates from nothing, not a copy of the migrated template. */
  fresh?: boolean;
}

/**
 * The real app on a real database: PGlite in a temp dir, or a scratch PostgreSQL database created for
 * this run. Requests go through app.inject(), the full HTTP stack without a port.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'constelar-test-'));
  const template = options.fresh ? null : migratedTemplate(options.driver ?? 'pglite');
  const scratch = options.driver === 'postgres' ? await createScratchDatabase(template) : undefined;
  if (!scratch && template) copyPgliteTemplate(dataDir);
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: 'admin@constelar.app',
    // Reports on the test's own thread: a worker per app would load the sources through tsx each time.
    // report-pool.test.ts runs them on worker threads, and the browser tests on the built server.
    WORK_THREADS: '0',
    ...QUIET_START_ENV,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  });
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const config = loaded.config;
  const database = await openDatabase(config);
  // On a copy of the template this finds every migration applied, as a restart does.
  await runMigrations(database, config.databaseUrl);
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.work ? { work: options.work } : {}),
    ...(options.pushScheduler === false ? { pushScheduler: false } : {}),
    ...(options.pushDelivery === false ? { pushDelivery: false } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { DRIVERS } from './drivers';
