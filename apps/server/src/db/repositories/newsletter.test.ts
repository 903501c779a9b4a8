import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../client';
import { newsletterSubscriptions, users } from '../schema';
import { aMember, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import {
  activeSubscriberEmails,
  confirmSubscription,
  isActiveSubscriber,
  subscriptionsOf,
  unsubscribe,
  upsertSubscription,
} from './newsletter';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12, 0, 0, 750));
let n = 0;
const address = (label: string) => `${label}-${Date.now()}-${n++}@exemplo.com.br`;
/** Sets when the rows were kept, a second apart in this order (the database's clock may tie quick inserts). */
async function keptInOrder(db: Db, emails: string[]) {
  for (const [i, email] of emails.entries())
    await db
      .update(newsletterSubscriptions)
      .set({ createdAt: new Date(Date.UTC(2026, 2, 1, 12, 0, i)) })
      .where(eq(newsletterSubscriptions.email, email));
}

describe.each(await repositoryDrivers())('newsletter repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('subscribes, confirms once, and only then counts the address as a subscriber', async () => {
    const email = address('leitora');
    const saved = await upsertSubscription(
      t.db,
      { email, source: 'footer', userId: null, provenNow: false },
      at(1),
    );
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      userId: null,
      source: 'footer',
      consentAt: at(1),
      unsubscribedAt: null,
      confirmedAt: null,
      createdAt: expect.any(Date),
    });
    expect(await isActiveSubscriber(t.db, email)).toBe(false);
    expect(await confirmSubscription(t.db, email, at(2))).toBe(email);
    expect(await confirmSubscription(t.db, email, at(3))).toBeUndefined();
    expect(await isActiveSubscriber(t.db, email)).toBe(true);
    expect(await isActiveSubscriber(t.db, address('ninguem'))).toBe(false);
    expect(await confirmSubscription(t.db, address('ninguem'), at(3))).toBeUndefined();

    // A second subscribe keeps the one row, its consent and its confirmation.
    const again = await upsertSubscription(
      t.db,
      { email, source: 'profile', userId: null, provenNow: false },
      at(4),
    );
    expect(again).toEqual({ ...saved, confirmedAt: at(2) });
  });

  it.runIf(run)(
    'an unsubscribe keeps its first date; a later subscribe asks for consent and confirmation again',
    async () => {
      const email = address('volta');
      await upsertSubscription(t.db, { email, source: 'footer', userId: null, provenNow: true }, at(1));
      expect(await isActiveSubscriber(t.db, email)).toBe(true);
      await unsubscribe(t.db, email, at(2));
      await unsubscribe(t.db, email, at(3));
      expect(await isActiveSubscriber(t.db, email)).toBe(false);
      expect(await confirmSubscription(t.db, email, at(3))).toBeUndefined();

      const back = await upsertSubscription(
        t.db,
        { email, source: 'footer', userId: null, provenNow: false },
        at(5),
      );
      expect(back).toMatchObject({ unsubscribedAt: null, consentAt: at(5), confirmedAt: null });
      await unsubscribe(t.db, email, at(6));
      const proven = await upsertSubscription(
        t.db,
        { email, source: 'profile', userId: null, provenNow: true },
        at(7),
      );
      expect(proven).toMatchObject({ unsubscribedAt: null, consentAt: at(7), confirmedAt: at(7) });
      expect(await isActiveSubscriber(t.db, email)).toBe(true);
    },
  );

  it.runIf(run)('a row never changes hands: the account only fills an empty one', async () => {
    const a = await aMember(t.db, 'a');
    const b = await aMember(t.db, 'b');
    const email = address('dona');
    await upsertSubscription(t.db, { email, source: 'footer', userId: null, provenNow: false }, at(1));
    const taken = await upsertSubscription(
      t.db,
      { email, source: 'profile', userId: a.id, provenNow: false },
      at(2),
    );
    expect(taken.userId).toBe(a.id);
    const kept = await upsertSubscription(
      t.db,
      { email, source: 'profile', userId: b.id, provenNow: true },
      at(3),
    );
    expect(kept).toMatchObject({ userId: a.id, confirmedAt: at(3) });
    const anonymous = await upsertSubscription(
      t.db,
      { email, source: 'footer', userId: null, provenNow: false },
      at(4),
    );
    expect(anonymous.userId).toBe(a.id);
  });

  it.runIf(run)(
    'the account’s subscriptions: tied to it or under its address, oldest first; none of B’s',
    async () => {
      const a = await aMember(t.db, 'a');
      const b = await aMember(t.db, 'b');
      const byAddress = await upsertSubscription(
        t.db,
        { email: a.email, source: 'footer', userId: null, provenNow: false },
        at(1),
      );
      const tied = await upsertSubscription(
        t.db,
        { email: address('outro'), source: 'profile', userId: a.id, provenNow: true },
        at(2),
      );
      await upsertSubscription(
        t.db,
        { email: b.email, source: 'footer', userId: b.id, provenNow: true },
        at(3),
      );
      await keptInOrder(t.db, [byAddress.email, tied.email]);
      expect((await subscriptionsOf(t.db, a.id, a.email)).map((s) => s.id)).toEqual([byAddress.id, tied.id]);
      expect((await subscriptionsOf(t.db, b.id, b.email)).map((s) => s.email)).toEqual([b.email]);
      // Tied rows go with the account (cascade); the one under the address alone stays.
      await t.db.delete(users).where(eq(users.id, a.id));
      expect((await subscriptionsOf(t.db, a.id, a.email)).map((s) => s.id)).toEqual([byAddress.id]);
    },
  );

  it.runIf(run)('lists every confirmed, still subscribed address, oldest first', async () => {
    await t.db.delete(newsletterSubscriptions);
    const pending = address('pendente');
    const confirmed = address('confirmada');
    const gone = address('saiu');
    const proven = address('provada');
    await upsertSubscription(
      t.db,
      { email: pending, source: 'footer', userId: null, provenNow: false },
      at(1),
    );
    await upsertSubscription(
      t.db,
      { email: confirmed, source: 'footer', userId: null, provenNow: false },
      at(2),
    );
    await upsertSubscription(t.db, { email: gone, source: 'footer', userId: null, provenNow: true }, at(3));
    await upsertSubscription(
      t.db,
      { email: proven, source: 'profile', userId: null, provenNow: true },
      at(4),
    );
    await confirmSubscription(t.db, confirmed, at(5));
    await unsubscribe(t.db, gone, at(6));
    await keptInOrder(t.db, [pending, confirmed, gone, proven]);
    expect(await activeSubscriberEmails(t.db)).toEqual([confirmed, proven]);
  });
});
