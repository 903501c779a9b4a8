import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema';
import { postgresAvailable } from '../test/postgres';
import { claimDueMail, enqueueMail, releaseMail } from './mail-queue';
import type { OutgoingMail } from './mailer';
import { mailRows, openTestMailDatabase, type TestMailDatabase } from '../test/mail-database';

const hasPostgres = await postgresAvailable();

const message = (n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'verify-email',
  to: `pessoa${n}@exemplo.com.br`,
  subject: `Mensagem ${String(n).padStart(2, '0')}`,
  text: `texto ${n}`,
  html: `<p>html ${n}</p>`,
  ...extra,
});

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('the mail_queue table on $driver', ({ driver, run }) => {
  let t: TestMailDatabase;
  beforeAll(async () => {
    if (run) t = await openTestMailDatabase(driver);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    if (run) await t.database.db.delete(mailQueue);
  });

  it.runIf(run)('queues one row per message, and one only per dedupe key', async () => {
    const { db } = t.database;
    expect(await enqueueMail(db, message(1, { dedupeKey: 'semana-2026-47:a@b.c' }))).toBe(true);
    expect(await enqueueMail(db, message(2, { dedupeKey: 'semana-2026-47:a@b.c' }))).toBe(false);
    expect(await enqueueMail(db, message(3))).toBe(true);
    expect(await enqueueMail(db, message(3))).toBe(true); // no key: no dedupe
    const rows = await mailRows(t.database);
    expect(rows.map((r) => r.subject)).toEqual(['Mensagem 01', 'Mensagem 03', 'Mensagem 03']);
    expect(rows.every((r) => r.attempts === 0 && r.due_in_s <= 0)).toBe(true);
  });

  it.runIf(run)('queues inside a transaction: the row commits or rolls back with it', async () => {
    const { db } = t.database;
    await db.transaction(async (tx) => {
      await enqueueMail(tx, message(1));
    });
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, message(2));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await mailRows(t.database)).map((r) => r.subject)).toEqual(['Mensagem 01']);
  });

  it.runIf(run)('claims due rows oldest first, takes a lease and counts the attempt', async () => {
    const { db } = t.database;
    for (let n = 1; n <= 7; n++) await enqueueMail(db, message(n));
    // Seven inserts can share PGlite's millisecond clock, and rows of one instant have no order:
    // each gets its own second of age, message 1 the oldest.
    await db.execute(
      sql`UPDATE mail_queue SET created_at = now() - (10 - right(subject, 2)::int) * interval '1 second'`,
    );
    const first = await claimDueMail(db, 5, 300);
    expect(first.map((m) => m.subject)).toEqual([1, 2, 3, 4, 5].map((n) => `Mensagem 0${n}`));
    expect(first[0]).toMatchObject({
      kind: 'verify-email',
      to: 'pessoa1@exemplo.com.br',
      text: 'texto 1',
      html: '<p>html 1</p>',
      headers: {},
      attempts: 1,
    });
    // Leased rows are nobody else's until the lease runs out.
    expect((await claimDueMail(db, 5, 300)).map((m) => m.subject)).toEqual(['Mensagem 06', 'Mensagem 07']);
    expect(await claimDueMail(db, 5, 300)).toEqual([]);
    const rows = await mailRows(t.database);
    expect(rows.every((r) => r.attempts === 1 && r.locked)).toBe(true);
  });

  it.runIf(run)(
    'skips rows not yet due, sent, failed, or still leased; takes back expired leases',
    async () => {
      const { db } = t.database;
      for (let n = 1; n <= 5; n++) await enqueueMail(db, message(n));
      await db.execute(
        sql`UPDATE mail_queue SET next_attempt_at = now() + interval '1 minute' WHERE subject = 'Mensagem 01'`,
      );
      await db.execute(sql`UPDATE mail_queue SET sent_at = now() WHERE subject = 'Mensagem 02'`);
      await db.execute(sql`UPDATE mail_queue SET failed_at = now() WHERE subject = 'Mensagem 03'`);
      await db.execute(
        sql`UPDATE mail_queue SET locked_until = now() + interval '1 minute' WHERE subject = 'Mensagem 04'`,
      );
      await db.execute(
        sql`UPDATE mail_queue SET locked_until = now() - interval '1 second', attempts = 3 WHERE subject = 'Mensagem 05'`,
      );
      const claimed = await claimDueMail(db, 10, 300);
      expect(claimed.map((m) => [m.subject, m.attempts])).toEqual([['Mensagem 05', 4]]);
    },
  );

  it.runIf(run)('hands claimed rows back without counting the attempt', async () => {
    const { db } = t.database;
    await enqueueMail(db, message(1));
    const [claimed] = await claimDueMail(db, 1, 300);
    await releaseMail(db, [claimed!.id]);
    const [row] = await mailRows(t.database);
    expect(row).toMatchObject({ attempts: 0, locked: false });
    expect(await claimDueMail(db, 1, 300)).toHaveLength(1);
  });

  it.runIf(run)('never hands one row to two claimers racing for it', async () => {
    const { db } = t.database;
    for (let n = 1; n <= 30; n++) await enqueueMail(db, message(n));
    const other = driver === 'postgres' ? (await t.openAnother()).db : db;
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimDueMail(i % 2 ? other : db, 3, 300)),
    );
    const ids = claims.flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
    expect(claims.every((c) => c.length <= 3)).toBe(true);
  });
});
