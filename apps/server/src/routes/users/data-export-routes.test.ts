import { DataExport } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

describe.each(await routeSuite())('data export on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it.runIf(run)('streams a document that parses as the DataExport it documents', async () => {
    const s = await registerAndLogin(t.app);
    await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: s.token,
      payload: { name: 'Eva Castro', birthDate: '1979-09-09', birthTime: '09:09', birthPlace: 'Belém, PA' },
    });
    await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: {
        person1: { name: 'Eva', birthDate: '1979-09-09' },
        person2: { name: 'Rui', birthDate: '1981-01-21' },
      },
    });
    const res = await api(t.app, { method: 'GET', url: '/api/users/data-export', token: s.token });
    expect(res.statusCode).toBe(200);
    const exported = DataExport.parse(res.json());
    expect(exported.profile.id).toBe(s.id);
    expect(exported.reports.map((r) => r.type).sort()).toEqual(['personal', 'synastry']);
    expect(exported.badges.map((b) => b.id)).toEqual(
      expect.arrayContaining(['first-revelation', 'cosmic-bonds']),
    );
  });
});
