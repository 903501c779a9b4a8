import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushQueue, pushSubscriptions, users } from '../schema';
import { aMember, NO_SUCH_ID, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  deletePushSubscription,
  hasQueuedPushes,
  subscriptionsOwed,
  memberSubscriptionCount,
  pushSubscriptionByEndpoint,
  pushSubscriptionById,
  pushSubscriptionsOf,
  updatePushSubscription,
  upsertPushSubscription,
  type PushSubscriptionFields,
} from './push-subscriptions';

let n = 0;
const endpoint = () => `https://fcm.googleapis.com/fcm/send/${Date.now()}-${n++}`;
const fields = (extra: Partial<PushSubscriptionFields> = {}): PushSubscriptionFields => ({
  userId: null,
  endpoint: endpoint(),
  p256dh: 'BPk-chave',
  auth: 'segredo',
  topics: ['horoscope', 'void-of-course'],
  sign: 'leo',
  hour: 7,
  ...extra,
});

describe.each(await repositoryDrivers())('push subscriptions repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)(
    'stores a subscription and reads it back by id and by endpoint, jsonb topics as an array',
    async () => {
      const values = fields();
      const row = await upsertPushSubscription(t.db, values);
      expect(row).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...values,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      });
      expect(typeof row.hour).toBe('number');
      expect(await pushSubscriptionById(t.db, row.id)).toEqual(row);
      expect(await pushSubscriptionByEndpoint(t.db, values.endpoint)).toEqual(row);
      expect(await pushSubscriptionById(t.db, NO_SUCH_ID)).toBeUndefined();
      expect(await pushSubscriptionByEndpoint(t.db, 'https://nada')).toBeUndefined();
    },
  );

  it.runIf(run)('subscribing the same endpoint again replaces what it chose, on the same row', async () => {
    const a = await aMember(t.db, 'a');
    const values = fields();
    const first = await upsertPushSubscription(t.db, values);
    const again = await upsertPushSubscription(t.db, {
      ...values,
      userId: a.id,
      topics: ['day'],
      sign: null,
      hour: 21,
      auth: 'novo',
    });
    expect(again).toEqual({
      ...first,
      userId: a.id,
      topics: ['day'],
      sign: null,
      hour: 21,
      auth: 'novo',
      updatedAt: expect.any(Date),
    });
    expect(again.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
  });

  it.runIf(run)('updates what it is given, and nothing for an unknown id; deletes', async () => {
    const a = await aMember(t.db, 'a');
    const row = await upsertPushSubscription(t.db, fields());
    const updated = await updatePushSubscription(t.db, row.id, { topics: [], hour: 0, userId: a.id });
    expect(updated).toEqual({ ...row, topics: [], hour: 0, userId: a.id, updatedAt: expect.any(Date) });
    expect(await updatePushSubscription(t.db, NO_SUCH_ID, { hour: 3 })).toBeUndefined();
    await deletePushSubscription(t.db, row.id);
    expect(await pushSubscriptionById(t.db, row.id)).toBeUndefined();
    await expect(deletePushSubscription(t.db, row.id)).resolves.toBeUndefined();
  });

  it.runIf(run)(
    'lists and counts the member’s browsers only, the re-subscribing one left out of the count',
    async () => {
      const a = await aMember(t.db, 'a');
      const b = await aMember(t.db, 'b');
      const one = await upsertPushSubscription(t.db, fields({ userId: a.id }));
      const two = await upsertPushSubscription(t.db, fields({ userId: a.id }));
      await upsertPushSubscription(t.db, fields({ userId: b.id }));
      await upsertPushSubscription(t.db, fields());
      // Kept in this order whatever the clock's resolution (PGlite's counts milliseconds only).
      await t.db
        .update(pushSubscriptions)
        .set({ createdAt: new Date('2026-03-10T12:00:00Z') })
        .where(eq(pushSubscriptions.id, two.id));
      await t.db
        .update(pushSubscriptions)
        .set({ createdAt: new Date('2026-03-09T12:00:00Z') })
        .where(eq(pushSubscriptions.id, one.id));
      expect((await pushSubscriptionsOf(t.db, a.id)).map((s) => s.id)).toEqual([one.id, two.id]);
      const count = await memberSubscriptionCount(t.db, a.id, 'https://outro');
      expect(count).toBe(2);
      expect(typeof count).toBe('number');
      expect(await memberSubscriptionCount(t.db, a.id, one.endpoint)).toBe(1);
      expect(await memberSubscriptionCount(t.db, b.id, 'https://outro')).toBe(1);
      await t.db.delete(users).where(eq(users.id, a.id));
      expect(await pushSubscriptionsOf(t.db, a.id)).toEqual([]);
      expect(await pushSubscriptionById(t.db, one.id)).toBeUndefined();
    },
  );

  it.runIf(run)(
    'the planner’s subscriptions: this hour’s, and the void-of-course ones while it begins, with their member',
    async () => {
      await t.db.delete(pushSubscriptions);
      const a = await aMember(t.db, 'a');
      const atNine = await upsertPushSubscription(t.db, fields({ userId: a.id, hour: 9, topics: ['day'] }));
      const anonymousAtNine = await upsertPushSubscription(t.db, fields({ hour: 9, topics: ['horoscope'] }));
      const voidAtSix = await upsertPushSubscription(
        t.db,
        fields({ hour: 6, topics: ['horoscope', 'void-of-course'] }),
      );
      await upsertPushSubscription(t.db, fields({ hour: 6, topics: ['horoscope'] }));
      const byId = (rows: Awaited<ReturnType<typeof subscriptionsOwed>>) =>
        rows.map((r) => [r.subscription.id, r.user?.id ?? null]).sort();
      const owed = await subscriptionsOwed(t.db, 9, false);
      expect(byId(owed)).toEqual(
        [
          [atNine.id, a.id],
          [anonymousAtNine.id, null],
        ].sort(),
      );
      const member = owed.find((r) => r.subscription.id === atNine.id)!;
      expect(member.subscription).toEqual(atNine);
      expect(member.user).toEqual(a);
      expect(byId(await subscriptionsOwed(t.db, 9, true))).toEqual(
        [
          [atNine.id, a.id],
          [anonymousAtNine.id, null],
          [voidAtSix.id, null],
        ].sort(),
      );
      expect(await subscriptionsOwed(t.db, 12, false)).toEqual([]);
    },
  );

  it.runIf(run)('tells whether a push of some kinds is queued for a subscription on a day', async () => {
    const one = await upsertPushSubscription(t.db, fields());
    const two = await upsertPushSubscription(t.db, fields());
    const payload = { title: 't', body: 'b', url: '/', tag: 'x' };
    await t.db.insert(pushQueue).values([
      { subscriptionId: one.id, kind: 'day', day: '2026-03-10', payload, ttlSeconds: 60 },
      { subscriptionId: two.id, kind: 'horoscope', day: '2026-03-10', payload, ttlSeconds: 60 },
    ]);
    const member = ['day', 'transits', 'house-ingresses'];
    expect(await hasQueuedPushes(t.db, one.id, '2026-03-10', member)).toBe(true);
    expect(await hasQueuedPushes(t.db, one.id, '2026-03-11', member)).toBe(false);
    expect(await hasQueuedPushes(t.db, two.id, '2026-03-10', member)).toBe(false);
    expect(await hasQueuedPushes(t.db, two.id, '2026-03-10', ['horoscope'])).toBe(true);
    // The queue goes with its subscription.
    await deletePushSubscription(t.db, one.id);
    expect(await hasQueuedPushes(t.db, one.id, '2026-03-10', member)).toBe(false);
  });
});
