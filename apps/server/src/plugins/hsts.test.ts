import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { postgresAvailable } from '../test/postgres';

// Either database serves: PostgreSQL when it answers, as it boots faster than PGlite on a busy machine.
const driver = (await postgresAvailable()) ? 'postgres' : 'pglite';

// Issue #44: HSTS when the request came over https through a trusted proxy, and in the reference nginx.

const HALF_YEAR_S = 15_552_000;
const maxAgeOf = (header: unknown) => Number(/max-age=(\d+)/.exec(String(header))?.[1] ?? 0);

describe('HSTS', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    // inject() comes from 127.0.0.1: the proxy TRUST_PROXY names.
    behindProxy = await buildTestApp({ driver, env: { TRUST_PROXY: '127.0.0.1' } });
    direct = await buildTestApp({ driver });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  it('is sent, for at least 180 days, when a trusted proxy says the request came over https', async () => {
    for (const url of ['/api/health', '/api/users/profile', '/']) {
      const res = await behindProxy.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(maxAgeOf(res.headers['strict-transport-security']), url).toBeGreaterThanOrEqual(HALF_YEAR_S);
    }
  });

  it('is not sent over plain http, nor on a forwarded header from a proxy nobody trusts', async () => {
    const plain = await behindProxy.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await direct.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('is in deploy/nginx.conf, on every reply, for at least 180 days', () => {
    const conf = readFileSync(new URL('../../../../deploy/nginx.conf', import.meta.url), 'utf8');
    const line = /^\s*add_header\s+Strict-Transport-Security\s+"([^"]+)"\s+always;/m.exec(conf);
    expect(line).not.toBeNull();
    expect(maxAgeOf(line![1])).toBeGreaterThanOrEqual(HALF_YEAR_S);
  });
});
