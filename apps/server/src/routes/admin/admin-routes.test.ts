import { AdminStats } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, confirmEmail, registerAndLogin } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

const BIRTH = { name: 'Clara Lima', birthDate: '1992-04-03', birthTime: '08:15', birthPlace: 'Recife, PE' };

describe.each(await routeSuite())('admin stats on $driver', ({ driver, run }) => {
  let t: TestApp;
  const clock = { ms: Date.parse('2026-06-20T15:00:00Z') };
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now: () => new Date(clock.ms) });
  });
  afterAll(async () => t?.close());

  it.runIf(run)(
    'computes every figure of product.md §3 in SQL, with 30 zero-filled São Paulo days',
    async () => {
      // Day 1 (2026-06-01): two people sign up; day 20: the admin and one more.
      clock.ms = Date.parse('2026-06-01T12:00:00Z');
      const ana = await registerAndLogin(t.app, { name: 'Ana Prado' });
      const bia = await registerAndLogin(t.app, { name: 'Bia Reis' });
      await api(t.app, { method: 'POST', url: '/api/reports', token: ana.token, payload: BIRTH });
      clock.ms = Date.parse('2026-06-20T02:30:00Z'); // still 19 June in São Paulo
      await api(t.app, { method: 'POST', url: '/api/reports', token: ana.token, payload: BIRTH });
      await api(t.app, { method: 'POST', url: '/api/reports', token: bia.token, payload: BIRTH });
      clock.ms = Date.parse('2026-06-20T15:00:00Z');
      const admin = await registerAndLogin(t.app, { email: 'admin@constelar.app', name: 'Admin' });
      await confirmEmail(t, admin.email);
      await registerAndLogin(t.app);
      await api(t.app, {
        method: 'POST',
        url: '/api/calculate/synastry',
        token: ana.token,
        payload: {
          person1: { name: 'Ana', birthDate: '1990-01-01' },
          person2: { name: 'Rui', birthDate: '1991-02-02' },
        },
      });

      const res = await api(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.token });
      expect(res.statusCode).toBe(200);
      const stats = AdminStats.parse(res.json());
      expect(stats.users).toEqual({
        total: 4,
        newThisMonth: 4,
        newThisWeek: 2,
        activeUsers: 2,
        betaTesters: 4,
      });
      expect(stats.reports).toEqual({ total: 4, thisMonth: 4, personal: 3, synastry: 1, averagePerUser: 1 });
      expect(stats.engagement).toEqual({
        usersWithMultipleReports: 1,
        topUser: { name: 'Ana Prado', reportCount: 3 },
      });
      expect(stats.growth.dailySignups).toHaveLength(30);
      expect(stats.growth.dailySignups[0]!.date).toBe('2026-05-22');
      expect(stats.growth.dailySignups.at(-1)).toEqual({ date: '2026-06-20', count: 2 });
      const byDate = Object.fromEntries(stats.growth.dailyReports.map((d) => [d.date, d.count]));
      expect(byDate).toMatchObject({ '2026-06-01': 1, '2026-06-19': 2, '2026-06-20': 1, '2026-06-10': 0 });
    },
  );
});
