import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../client';
import { mailQueue, pushQueue, pushSubscriptions } from '../schema';
import { repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import { durableQueue } from './durable-queue';

const mail = durableQueue('mail_queue', ['text_body', 'html_body']);
const push = durableQueue('push_queue');

interface Claimed {
  id: string;
  subject: string;
  attempts: number;
  headers: Record<string, string>;
  created_at: string;
  locked_until: string;
  lease_s: number;
}
const claimMail = (db: Db, limit: number, leaseSeconds = 60) =>
  mail.claim<Claimed>(
    db,
    limit,
    leaseSeconds,
    sql`SELECT claimed.id, claimed.subject, claimed.attempts, claimed.headers, claimed.created_at,
      claimed.locked_until, extract(epoch FROM claimed.locked_until - now())::float8 AS lease_s FROM claimed`,
  );

/** Queues mail rows created a second apart, oldest first; returns their ids in that order. */
async function queueMail(db: Db, subjects: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, subject] of subjects.entries()) {
    const [row] = await db
      .insert(mailQueue)
      .values({
        kind: 'verify-email',
        toAddress: `${subject}@exemplo.com.br`,
        subject,
        textBody: `texto ${subject}`,
        htmlBody: `<p>${subject}</p>`,
        headers: { 'List-Unsubscribe': `<https://x/${subject}>` },
        createdAt: sql`now() - make_interval(secs => ${100 - i})`,
        nextAttemptAt: sql`now() - interval '1 second'`,
      })
      .returning({ id: mailQueue.id });
    ids.push(row!.id);
  }
  return ids;
}

const mailRow = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      attempts: mailQueue.attempts,
      textBody: mailQueue.textBody,
      htmlBody: mailQueue.htmlBody,
      lastError: mailQueue.lastError,
      sent: sql<boolean>`${mailQueue.sentAt} IS NOT NULL`,
      failed: sql<boolean>`${mailQueue.failedAt} IS NOT NULL`,
      locked: sql<boolean>`${mailQueue.lockedUntil} IS NOT NULL`,
      dueInS: sql<number>`extract(epoch FROM ${mailQueue.nextAttemptAt} - now())::float8`,
    })
    .from(mailQueue)
    .where(eq(mailQueue.id, id));
  return row!;
};

describe.each(await repositoryDrivers())('durable queue on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);
  beforeEach(async () => {
    if (!run) return;
    await t.db.delete(mailQueue);
    await t.db.delete(pushSubscriptions);
  });

  it.runIf(run)(
    'claims due rows oldest first up to the limit, with a lease, counting the attempt',
    async () => {
      const ids = await queueMail(t.db, ['m1', 'm2', 'm3']);
      const claimed = await claimMail(t.db, 2, 90);
      expect(claimed.map((r) => r.subject)).toEqual(['m1', 'm2']);
      expect(claimed[0]).toEqual({
        id: ids[0],
        subject: 'm1',
        attempts: 1,
        headers: { 'List-Unsubscribe': '<https://x/m1>' },
        // A raw statement's timestamps come back as PostgreSQL's text on both drivers (drizzle leaves them
        // unparsed), which is why the mail and push queues select epoch milliseconds instead.
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?[+-]\d\d(:\d\d)?$/),
        locked_until: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?[+-]\d\d(:\d\d)?$/),
        lease_s: expect.any(Number),
      });
      expect(claimed[0]!.lease_s).toBeGreaterThan(80);
      expect(claimed[0]!.lease_s).toBeLessThanOrEqual(90);
      // Leased rows are not claimed again while the lease holds.
      expect((await claimMail(t.db, 5)).map((r) => r.subject)).toEqual(['m3']);
      expect(await claimMail(t.db, 5)).toEqual([]);
      // A lapsed lease is claimed again, its attempt counted.
      await t.db
        .update(mailQueue)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(mailQueue.id, ids[0]!));
      expect((await claimMail(t.db, 5)).map((r) => [r.subject, r.attempts])).toEqual([['m1', 2]]);
    },
  );

  it.runIf(run)('skips rows not yet due, sent or given up', async () => {
    const [due, later, sent, failed] = await queueMail(t.db, ['due', 'later', 'sent', 'failed']);
    await t.db
      .update(mailQueue)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(mailQueue.id, later!));
    await t.db
      .update(mailQueue)
      .set({ sentAt: sql`now()` })
      .where(eq(mailQueue.id, sent!));
    await t.db
      .update(mailQueue)
      .set({ failedAt: sql`now()` })
      .where(eq(mailQueue.id, failed!));
    expect((await claimMail(t.db, 10)).map((r) => r.id)).toEqual([due]);
  });

  it.runIf(run)(
    'marks sent: lease and error gone, the cleared columns emptied; a sent row stays sent',
    async () => {
      const [id] = await queueMail(t.db, ['m1']);
      await claimMail(t.db, 1);
      await mail.scheduleRetry(t.db, id!, 'timeout', 0);
      await claimMail(t.db, 1);
      await mail.markSent(t.db, id!);
      expect(await mailRow(t.db, id!)).toMatchObject({
        attempts: 2,
        textBody: null,
        htmlBody: null,
        lastError: null,
        sent: true,
        failed: false,
        locked: false,
      });
      await mail.markFailed(t.db, id!, 'tarde demais');
      await mail.scheduleRetry(t.db, id!, 'tarde demais', 1000);
      expect(await mailRow(t.db, id!)).toMatchObject({ sent: true, failed: false, lastError: null });
    },
  );

  it.runIf(run)('retries after the delay, on the database clock', async () => {
    const [id] = await queueMail(t.db, ['m1']);
    await claimMail(t.db, 1);
    await mail.scheduleRetry(t.db, id!, '421 ocupado', 30_000);
    const row = await mailRow(t.db, id!);
    expect(row).toMatchObject({ attempts: 1, lastError: '421 ocupado', locked: false, sent: false });
    expect(row.textBody).toBe('texto m1');
    expect(row.dueInS).toBeGreaterThan(25);
    expect(row.dueInS).toBeLessThanOrEqual(30);
    expect(await claimMail(t.db, 1)).toEqual([]);
  });

  it.runIf(run)('gives up: the row stays, failed, bodies cleared', async () => {
    const [id] = await queueMail(t.db, ['m1']);
    await claimMail(t.db, 1);
    await mail.markFailed(t.db, id!, '550 não existe');
    expect(await mailRow(t.db, id!)).toMatchObject({
      attempts: 1,
      textBody: null,
      htmlBody: null,
      lastError: '550 não existe',
      failed: true,
      sent: false,
      locked: false,
    });
    expect(await claimMail(t.db, 1)).toEqual([]);
  });

  it.runIf(run)(
    'hands back untried rows without counting the attempt; never below zero, never a sent row',
    async () => {
      const [a, b, c] = await queueMail(t.db, ['a', 'b', 'c']);
      await claimMail(t.db, 3);
      await mail.markSent(t.db, c!);
      await mail.release(t.db, [a!, b!, c!]);
      await mail.release(t.db, []);
      expect(await mailRow(t.db, a!)).toMatchObject({ attempts: 0, locked: false });
      expect(await mailRow(t.db, c!)).toMatchObject({ attempts: 1, sent: true });
      await mail.release(t.db, [a!]);
      expect((await mailRow(t.db, a!)).attempts).toBe(0);
      expect((await claimMail(t.db, 5)).map((r) => r.subject)).toEqual(['a', 'b']);
    },
  );

  it.runIf(run)('runs the same over push_queue, joining what the caller selects', async () => {
    const [subscription] = await t.db
      .insert(pushSubscriptions)
      .values({ endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a', topics: ['day'] })
      .returning();
    const payload = { title: 'Seu dia', body: 'Lua em Touro', url: '/meu-mapa', tag: 'day' };
    const ids: string[] = [];
    for (const day of ['2026-03-10', '2026-03-11']) {
      const [row] = await t.db
        .insert(pushQueue)
        .values({ subscriptionId: subscription!.id, kind: 'day', day, payload, ttlSeconds: 3600 })
        .returning({ id: pushQueue.id });
      ids.push(row!.id);
    }
    const claimed = await push.claim<{
      id: string;
      payload: typeof payload;
      ttl_seconds: number;
      endpoint: string;
    }>(
      t.db,
      1,
      60,
      sql`SELECT claimed.id, claimed.payload, claimed.ttl_seconds, s.endpoint
        FROM claimed JOIN push_subscriptions s ON s.id = claimed.subscription_id`,
    );
    expect(claimed).toEqual([{ id: ids[0], payload, ttl_seconds: 3600, endpoint: 'https://push.example/1' }]);
    await push.markSent(t.db, ids[0]!);
    await push.markFailed(t.db, ids[1]!, 'gone');
    await push.release(t.db, [ids[1]!]);
    const rows = await t.db
      .select({ id: pushQueue.id, attempts: pushQueue.attempts, lastError: pushQueue.lastError })
      .from(pushQueue)
      .where(inArray(pushQueue.id, ids))
      .orderBy(pushQueue.day);
    expect(rows).toEqual([
      { id: ids[0], attempts: 1, lastError: null },
      { id: ids[1], attempts: 0, lastError: 'gone' },
    ]);
  });

  it.runIf(run && driver === 'postgres')(
    'two instances claiming at once never take the same row',
    async () => {
      await queueMail(
        t.db,
        Array.from({ length: 12 }, (_, i) => `m${String(i).padStart(2, '0')}`),
      );
      const [x, y, z] = await Promise.all([claimMail(t.db, 5), claimMail(t.db, 5), claimMail(t.db, 5)]);
      const all = [...x!, ...y!, ...z!].map((r) => r.subject);
      expect(all).toHaveLength(12);
      expect(new Set(all).size).toBe(12);
      expect([x!.length, y!.length, z!.length].every((n) => n <= 5)).toBe(true);
    },
  );

  it.runIf(run)('counts the rows still pending and the age of the oldest, per table', async () => {
    expect(await mail.pending(t.db)).toEqual({ count: 0, oldestSeconds: 0 });
    const [, sent, failed] = await queueMail(t.db, ['m1', 'm2', 'm3', 'm4']); // created 100 s … 97 s ago
    await mail.markSent(t.db, sent!);
    await mail.markFailed(t.db, failed!, 'x');
    const pending = await mail.pending(t.db);
    expect(pending.count).toBe(2);
    expect(typeof pending.oldestSeconds).toBe('number');
    expect(pending.oldestSeconds).toBeGreaterThanOrEqual(100);
    expect(pending.oldestSeconds).toBeLessThan(200);
    expect(await push.pending(t.db)).toEqual({ count: 0, oldestSeconds: 0 });
  });
});
