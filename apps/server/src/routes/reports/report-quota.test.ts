import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin } from '../../test/api-helpers';
import { buildTestApp, DRIVERS, type TestApp } from '../../test/test-app';
import { DEFAULT_SAVE_QUOTA as SAVE_QUOTAS } from '../../config';

const BIRTH = { name: 'Rui Lima', birthDate: '1985-03-02', birthTime: '08:15', birthPlace: 'Recife, PE' };
const OTHER = {
  name: 'Ana Luíza Prado',
  birthDate: '1991-11-20',
  birthTime: '22:40',
  birthPlace: 'Belém, PA',
};
const ATTEMPTS = 300;

/** The wait a 429 names, in seconds, read back from its Portuguese words. */
function waitNamed(message: string): number {
  const match = /Aguarde (\d+) (segundos?|minutos?|horas?)/.exec(message);
  if (!match) throw new Error(`no wait in: ${message}`);
  const unit = match[2]!.startsWith('segundo') ? 1 : match[2]!.startsWith('minuto') ? 60 : 3600;
  return Number(match[1]) * unit;
}

// issue #22: one account saving hundreds of reports in seconds meets a quota, and the 429 says how long.
describe.each(DRIVERS)('per-account quotas on saving (%s)', (driver) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-27T13:00:10Z');
  beforeAll(async () => {
    t = await buildTestApp({ driver, now: () => new Date(clock) });
  });
  afterAll(async () => t?.close());

  it.each([
    { url: '/api/reports', payloadOf: () => BIRTH },
    // Each time with someone else: the same two births saved again update one report (issue #45).
    {
      url: '/api/calculate/synastry',
      payloadOf: (i: number) => ({
        person1: BIRTH,
        person2: {
          ...OTHER,
          birthTime: `${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        },
      }),
    },
  ])('refuses $url before the last of 300 quick saves, naming the real wait', async ({ url, payloadOf }) => {
    const payload = payloadOf(ATTEMPTS);
    const { token } = await registerAndLogin(t.app);
    let saved = 0;
    let refused: Awaited<ReturnType<typeof api>> | undefined;
    for (let i = 0; i < ATTEMPTS && !refused; i++) {
      const res = await api(t.app, { method: 'POST', url, payload: payloadOf(i), token });
      if (res.statusCode === 201) saved++;
      else refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(saved).toBe(SAVE_QUOTAS.perMinute);
    const retryAfter = Number(refused!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The words never promise less than the header, nor more than a unit beyond it.
    const named = waitNamed(refused!.json().error);
    expect(named).toBeGreaterThanOrEqual(retryAfter);

    // Nothing refused was saved: the dashboard counts exactly what was accepted.
    const list = await api(t.app, { method: 'GET', url: '/api/reports', token });
    expect(Number(list.headers['x-total-count'])).toBe(saved);

    // Another member is not held back by this one.
    const other = await registerAndLogin(t.app);
    expect((await api(t.app, { method: 'POST', url, payload, token: other.token })).statusCode).toBe(201);

    // Once the wait has passed, saving works again.
    clock += retryAfter * 1000;
    expect((await api(t.app, { method: 'POST', url, payload, token })).statusCode).toBe(201);
  });

  it('keeps a daily budget, whatever the pace', async () => {
    const { token } = await registerAndLogin(t.app);
    let saved = 0;
    let status = 201;
    while (status === 201 && saved <= SAVE_QUOTAS.perDay) {
      const res = await api(t.app, { method: 'POST', url: '/api/reports', payload: BIRTH, token });
      status = res.statusCode;
      if (status === 201) saved++;
      // Slow enough for the per-minute budget, never for the daily one.
      clock += 4000;
    }
    expect(status).toBe(429);
    expect(saved).toBe(SAVE_QUOTAS.perDay);
  }, 120_000);
});
