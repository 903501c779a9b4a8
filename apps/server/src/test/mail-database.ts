import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type DatabaseDriver } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase } from './postgres';
import { copyPgliteTemplate, migratedTemplate } from './template-databases';

export interface TestMailDatabase {
  database: Database;
  dataDir: string;
  /** A second, independent handle on the same database: another instance of the server. */
  openAnother(): Promise<Database>;
  close(): Promise<void>;
}

/** A migrated database for the mail tests: PGlite in a temp dir, or a scratch PostgreSQL database. */
export async function openTestMailDatabase(driver: DatabaseDriver): Promise<TestMailDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'constelar-mail-'));
  const template = migratedTemplate(driver);
  const scratch = driver === 'postgres' ? await createScratchDatabase(template) : undefined;
  if (!scratch && template) copyPgliteTemplate(dataDir);
  const options = { dataDir, databaseUrl: scratch?.url };
  const database = await openDatabase(options);
  await runMigrations(database, scratch?.url);
  const others: Database[] = [];
  return {
    database,
    dataDir,
    async openAnother() {
      if (!scratch) throw new Error('PGlite holds its directory alone: one handle per process');
      const other = await openDatabase(options);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

export interface MailRow {
  id: string;
  subject: string;
  attempts: number;
  text_body: string | null;
  html_body: string | null;
  last_error: string | null;
  sent: boolean;
  failed: boolean;
  locked: boolean;
  /** Seconds from the database's now() to next_attempt_at. */
  due_in_s: number;
}

export async function mailRows(database: Database): Promise<MailRow[]> {
  const result = (await database.db.execute(sql`
    SELECT id, subject, attempts, text_body, html_body, last_error, sent_at IS NOT NULL AS sent,
      failed_at IS NOT NULL AS failed, locked_until IS NOT NULL AS locked,
      extract(epoch FROM next_attempt_at - now())::float8 AS due_in_s
    FROM mail_queue ORDER BY created_at, subject
  `)) as unknown as { rows: MailRow[] };
  return result.rows.map((row) => ({
    ...row,
    attempts: Number(row.attempts),
    due_in_s: Number(row.due_in_s),
  }));
}

/** Moves every pending retry (or every lease) into the past, as if its wait were over. */
export async function makeEverythingDue(database: Database): Promise<void> {
  await database.db.execute(sql`
    UPDATE mail_queue SET next_attempt_at = now() - interval '1 second',
      locked_until = CASE WHEN locked_until IS NULL THEN NULL ELSE now() - interval '1 second' END
    WHERE sent_at IS NULL AND failed_at IS NULL
  `);
}
