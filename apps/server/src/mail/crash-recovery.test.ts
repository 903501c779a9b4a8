import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createMailer, LEASE_SECONDS } from './create-mailer';
import { claimDueMail } from './mail-queue';
import { recordingLog } from '../test/recording-log';
import { verifyEmailMessage } from './templates/verify-email';
import { resetPasswordMessage } from './templates/reset-password';
import { mailRows } from '../test/mail-database';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';

const MAIL_FROM = 'Constelar <nao-responda@constelar.app>';

/**
 * A process that dies keeps nothing in memory: what survives is the PGlite directory. Each test opens
 * it, does part of the work, closes it without flushing (the crash), and a fresh process-like setup
 * (new database handle, new mailer) must finish the job.
 */
// Each test starts PGlite from an empty directory (initdb in WebAssembly, then every migration): on a
// loaded two-core runner that alone can pass the default 30 s.
describe('mail survives a crash (PGlite on disk)', { timeout: 120_000 }, () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  const open = async (): Promise<Database> => {
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    return database;
  };
  const mailerOn = (database: Database, smtpUrl: string) =>
    createMailer({
      db: database.db,
      config: { smtpUrl, mailFrom: MAIL_FROM, dataDir },
      log: recordingLog().log,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'constelar-mail-crash-'));
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('delivers, after a restart, a message queued but never sent', async () => {
    const before = await open();
    // SMTP_URL points where nothing listens, as in a crash before the worker got to it.
    const dying = mailerOn(before, 'smtp://127.0.0.1:9');
    const link = 'https://constelar.app/confirmar-email?token=antes-do-crash';
    await dying.send({
      kind: 'verify-email',
      to: 'ana@exemplo.com.br',
      ...verifyEmailMessage({ name: 'Ana', link }),
    });
    await before.close(); // no flush, no stop: the process is gone

    const after = await open();
    try {
      const mailer = mailerOn(after, smtp.url);
      expect(await mailer.flush()).toBe(1);
      expect(await mailer.flush()).toBe(0);
      expect(smtp.received.map((m) => m.headers.get('subject'))).toEqual([
        'Confirme seu e-mail no Constelar',
      ]);
      expect(smtp.received[0]!.text).toContain(link);
    } finally {
      await after.close();
    }
  });

  it('delivers a message whose sender died holding its lease, once the lease runs out', async () => {
    smtp.received.length = 0;
    const before = await open();
    const link = 'https://constelar.app/redefinir-senha?token=durante-o-envio';
    await mailerOn(before, 'smtp://127.0.0.1:9').send({
      kind: 'reset-password',
      to: 'bia@exemplo.com.br',
      ...resetPasswordMessage({ name: 'Bia', link }),
    });
    // The worker claimed it and died before marking it sent (it may or may not have reached SMTP).
    expect(await claimDueMail(before.db, 5, LEASE_SECONDS)).toHaveLength(1);
    await before.close();

    const after = await open();
    try {
      const mailer = mailerOn(after, smtp.url);
      expect(await mailer.flush()).toBe(0); // still leased to the dead process
      expect(smtp.received).toHaveLength(0);
      await after.db.execute(sql`UPDATE mail_queue SET locked_until = now() - interval '1 second'`);
      expect(await mailer.flush()).toBe(1);
      expect(smtp.received.map((m) => m.headers.get('subject'))).toEqual(['Redefina sua senha do Constelar']);
      const rows = await mailRows(after);
      expect(rows.find((r) => r.subject.startsWith('Redefina'))).toMatchObject({ attempts: 2, sent: true });
    } finally {
      await after.close();
    }
  });
});
