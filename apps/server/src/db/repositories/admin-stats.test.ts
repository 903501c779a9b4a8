import type { SavedInput } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { reports, users } from '../schema';
import { aMember, repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import { computeAdminStats, GROWTH_DAYS } from './admin-stats';
import { insertReport } from './reports';
import { updateUser } from './users';

// 23:00 of 28 February in São Paulo (UTC−3): the month there is still February.
const now = new Date('2026-03-01T02:00:00.000Z');
const utc = (iso: string) => new Date(iso);
const input = (kind: 'personal' | 'synastry') => ({ kind }) as unknown as SavedInput;

/** The 30 São Paulo days ending on 28 February, each with its count. */
function days(counts: Record<string, number>) {
  const out: { date: string; count: number }[] = [];
  for (let i = GROWTH_DAYS - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(2026, 1, 28 - i)).toISOString().slice(0, 10);
    out.push({ date, count: counts[date] ?? 0 });
  }
  return out;
}

describe.each(await repositoryDrivers())('admin stats repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('on an empty database: zeros, no top user, thirty empty days', async () => {
    await t.db.delete(reports);
    await t.db.delete(users);
    expect(await computeAdminStats(t.db, now)).toEqual({
      users: { total: 0, newThisMonth: 0, newThisWeek: 0, activeUsers: 0, betaTesters: 0 },
      reports: { total: 0, thisMonth: 0, personal: 0, synastry: 0, averagePerUser: 0 },
      engagement: { usersWithMultipleReports: 0 },
      growth: { dailySignups: days({}), dailyReports: days({}) },
    });
  });

  it.runIf(run)(
    'counts on São Paulo’s calendar, as numbers, the top member by reports then by first report',
    async () => {
      const u1 = await aMember(t.db, 'u1', utc('2026-01-15T12:00:00Z'));
      await aMember(t.db, 'u2', utc('2026-02-01T02:00:00Z')); // 31 Jan 23:00 in São Paulo
      const u3 = await aMember(t.db, 'u3', utc('2026-02-01T04:00:00Z')); // 1 Feb 01:00
      const u4 = await aMember(t.db, 'u4', utc('2026-02-25T12:00:00Z'));
      await aMember(t.db, 'u5', utc('2026-03-01T01:30:00Z')); // 28 Feb 22:30
      await updateUser(t.db, u1.id, { betaTesterNumber: 1 });
      await updateUser(t.db, u3.id, { betaTesterNumber: 2 });
      await insertReport(t.db, u1.id, input('personal'), 'v', utc('2026-01-20T12:00:00Z'));
      await insertReport(t.db, u1.id, input('personal'), 'v', utc('2026-01-21T12:00:00Z'));
      await insertReport(t.db, u3.id, input('personal'), 'v', utc('2026-02-10T12:00:00Z'));
      await insertReport(t.db, u3.id, input('synastry'), 'v', utc('2026-02-28T02:30:00Z')); // 27 Feb
      await insertReport(t.db, u4.id, input('personal'), 'v', utc('2026-02-26T12:00:00Z'));
      await insertReport(t.db, u4.id, input('personal'), 'v', utc('2026-03-01T01:00:00Z')); // 28 Feb

      const stats = await computeAdminStats(t.db, now);
      expect(stats).toEqual({
        users: { total: 5, newThisMonth: 3, newThisWeek: 2, activeUsers: 2, betaTesters: 2 },
        reports: { total: 6, thisMonth: 4, personal: 5, synastry: 1, averagePerUser: 1.2 },
        engagement: { usersWithMultipleReports: 3, topUser: { name: u1.name, reportCount: 2 } },
        growth: {
          dailySignups: days({ '2026-01-31': 1, '2026-02-01': 1, '2026-02-25': 1, '2026-02-28': 1 }),
          dailyReports: days({ '2026-02-10': 1, '2026-02-26': 1, '2026-02-27': 1, '2026-02-28': 1 }),
        },
      });
      expect(stats.growth.dailySignups[0]!.date).toBe('2026-01-30');
    },
  );
});
