import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, confirmEmail, registerAndLogin, type Session } from './test/api-helpers';
import { postgresAvailable } from './test/postgres';
import { buildTestApp, type TestApp } from './test/test-app';

/** A small seeded PRNG, so a failing case can be replayed from its seed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CASES = 1200;

const ENDPOINTS: {
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'GET';
  url: string;
  auth?: 'user' | 'admin';
  fields: string[];
}[] = [
  { method: 'POST', url: '/api/users/register', fields: ['name', 'email', 'password'] },
  { method: 'POST', url: '/api/users/login', fields: ['email', 'password'] },
  { method: 'PUT', url: '/api/users/profile', auth: 'user', fields: ['name', 'email'] },
  {
    method: 'POST',
    url: '/api/users/change-password',
    auth: 'user',
    fields: ['currentPassword', 'newPassword'],
  },
  { method: 'DELETE', url: '/api/users/account', auth: 'user', fields: ['confirmPassword'] },
  { method: 'POST', url: '/api/users/badges/check-retroactive', auth: 'user', fields: [] },
  { method: 'POST', url: '/api/newsletter/subscribe', fields: ['email', 'source'] },
  {
    method: 'POST',
    url: '/api/calculate/personal',
    fields: ['name', 'birthDate', 'birthTime', 'birthPlace'],
  },
  {
    method: 'POST',
    url: '/api/reports',
    auth: 'user',
    fields: ['name', 'birthDate', 'birthTime', 'birthPlace'],
  },
  { method: 'POST', url: '/api/calculate/synastry', auth: 'user', fields: ['person1', 'person2'] },
  {
    method: 'POST',
    url: '/api/changelog/admin/create',
    auth: 'admin',
    fields: ['version', 'title', 'description', 'isPublished', 'changes'],
  },
  {
    method: 'PUT',
    url: '/api/changelog/admin/{id}',
    auth: 'admin',
    fields: ['version', 'title', 'description', 'isPublished', 'changes'],
  },
  { method: 'PATCH', url: '/api/changelog/admin/{id}/toggle-publish', auth: 'admin', fields: [] },
  { method: 'GET', url: '/api/places?q={s}&limit={n}', fields: [] },
  { method: 'GET', url: '/api/reports/{id}', auth: 'user', fields: [] },
  { method: 'GET', url: '/api/reports?before={s}', auth: 'user', fields: [] },
  { method: 'POST', url: '/api/users/verify-email', fields: ['token'] },
  { method: 'POST', url: '/api/users/forgot-password', fields: ['email'] },
  { method: 'POST', url: '/api/users/reset-password', fields: ['token', 'password'] },
  { method: 'POST', url: '/api/users/resend-verification', auth: 'user', fields: [] },
  { method: 'POST', url: '/api/newsletter/confirm', fields: ['token'] },
  { method: 'POST', url: '/api/newsletter/unsubscribe?token={s}', fields: ['List-Unsubscribe'] },
];

const WEIRD_STRINGS = [
  '',
  ' ',
  'a',
  '💫🌙',
  'null',
  '0',
  '-1',
  '1e309',
  '<script>',
  "'; DROP TABLE users;--",
  'x'.repeat(5000),
  '\u0000',
  'Ana\u0000Lima',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '31/02/1990',
  '1990-02-31',
  '9999-99-99',
  '25:61',
  'São Paulo',
  'ÁÃÂÇ',
  '../../etc/passwd',
  '%00',
  '{"a":1}',
];

function randomValue(r: () => number, depth = 0): unknown {
  const pick = Math.floor(r() * 10);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return Math.floor(r() * 1e6) - 5e5;
    case 3:
      return r() * 1e308;
    case 4:
      return depth < 2 ? Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1)) : [];
    case 5:
      return depth < 2
        ? {
            name: randomValue(r, depth + 1),
            birthDate: randomValue(r, depth + 1),
            type: 'feature',
            description: randomValue(r, depth + 1),
          }
        : {};
    default:
      return WEIRD_STRINGS[Math.floor(r() * WEIRD_STRINGS.length)];
  }
}

/** A lone surrogate cannot be %-encoded as UTF-8; send the bytes a careless client would (CESU-8). */
function encodeForUrl(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function randomBody(r: () => number, fields: string[]): string | undefined {
  const shape = Math.floor(r() * 8);
  if (shape === 0) return undefined;
  if (shape === 1) return '{"broken": ';
  if (shape === 2) return JSON.stringify(randomValue(r));
  const body: Record<string, unknown> = {};
  for (const f of fields) if (r() < 0.8) body[f] = randomValue(r);
  if (r() < 0.2) body.__proto__extra = randomValue(r);
  return JSON.stringify(body);
}

const hasPostgres = await postgresAvailable();

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('fuzz on $driver: malformed bodies across every endpoint', ({ driver, run }) => {
  let t: TestApp;
  let user: Session;
  let admin: Session;
  let reportId: string;
  let changelogId: string;
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ driver });
    user = await registerAndLogin(t.app, { password: 'senha-forte-fuzz' });
    admin = await registerAndLogin(t.app, { email: 'admin@constelar.app' });
    await confirmEmail(t, admin.email);
    const report = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: user.token,
      payload: { name: 'Eva Castro', birthDate: '1979-09-09', birthTime: '09:09', birthPlace: 'Belém, PA' },
    });
    reportId = report.json().id;
    const log = await api(t.app, {
      method: 'POST',
      url: '/api/changelog/admin/create',
      token: admin.token,
      payload: {
        version: '1.0.0',
        title: 'Início',
        isPublished: true,
        changes: [{ type: 'feature', description: 'Tudo' }],
      },
    });
    changelogId = log.json().id;
  });
  afterAll(async () => t?.close());

  const snapshot = async () =>
    (
      (await t.database.db.execute(
        sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM reports)::int AS reports,
                 (SELECT count(*) FROM changelogs)::int AS changelogs, (SELECT string_agg(id::text, ',' ORDER BY id) FROM reports) AS report_ids`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows[0];

  it.runIf(run)(
    `sends ${CASES} random malformed requests: no 5xx, every 4xx carries a Portuguese error, nothing saved is lost`,
    async () => {
      const before = await snapshot();
      const r = prng(SEED);
      const failures: string[] = [];
      for (let i = 0; i < CASES; i++) {
        const endpoint = ENDPOINTS[Math.floor(r() * ENDPOINTS.length)]!;
        const url = endpoint.url
          .replace(
            '{id}',
            r() < 0.5
              ? endpoint.url.includes('changelog')
                ? changelogId
                : reportId
              : String(randomValue(r)),
          )
          .replace('{s}', encodeForUrl(String(randomValue(r))))
          .replace('{n}', encodeForUrl(String(randomValue(r))));
        const body = endpoint.method === 'GET' ? undefined : randomBody(r, endpoint.fields);
        const contentType =
          r() < 0.9 ? 'application/json' : r() < 0.5 ? 'text/plain' : 'application/x-www-form-urlencoded';
        // Keep the fuzz from deleting its own fixtures: account deletion only ever gets a wrong password.
        const safeBody =
          endpoint.url === '/api/users/account' && body?.includes('senha-forte-fuzz') ? '{}' : body;
        const token =
          endpoint.auth === 'admin'
            ? admin.token
            : endpoint.auth === 'user'
              ? r() < 0.9
                ? user.token
                : 'lixo'
              : undefined;
        const res = await api(t.app, {
          method: endpoint.method,
          url,
          token,
          headers: safeBody !== undefined ? { 'content-type': contentType } : {},
          ...(safeBody !== undefined ? { payload: safeBody } : {}),
        });
        const tag = `#${i} ${endpoint.method} ${url.slice(0, 80)} ${String(safeBody).slice(0, 120)} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${tag} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          const error = (() => {
            try {
              return res.json().error;
            } catch {
              return undefined;
            }
          })();
          if (typeof error !== 'string' || error.length === 0 || /[A-Za-z]+Error|stack|undefined/.test(error))
            failures.push(`${tag} bad error: ${res.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      const after = await snapshot();
      // A random body may by chance be valid and add a row; what was there before must all remain.
      const afterIds = new Set(String(after!.report_ids ?? '').split(','));
      expect(
        String(before!.report_ids)
          .split(',')
          .filter((id) => !afterIds.has(id)),
      ).toEqual([]);
      expect(Number(after!.changelogs)).toBeGreaterThanOrEqual(Number(before!.changelogs));
      // The profile and login of the fixtures still work: nothing was half-written.
      const login = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: user.password },
      });
      expect([200, 401, 429]).toContain(login.statusCode);
    },
    300_000,
  );

  it.runIf(run)(
    'answers framework-level errors (bad encoding, long parameters, odd methods) in Portuguese, never 5xx',
    async () => {
      const r = prng(SEED + 1);
      const pieces = [
        '%zz',
        '%',
        '%E0%A4%A',
        '%C0%AF',
        '%00',
        '%ud800',
        'a'.repeat(101),
        'é',
        '..%2F..%2F',
        '%FF%FE',
      ];
      const bases = [
        '/api/reports/',
        '/api/changelog/admin/',
        '/api/places?q=',
        '/api/users/',
        '/api/newsletter/unsubscribe?token=',
      ];
      const failures: string[] = [];
      for (let i = 0; i < 200; i++) {
        const url = `${bases[Math.floor(r() * bases.length)]}${pieces[Math.floor(r() * pieces.length)]}${
          r() < 0.3 ? pieces[Math.floor(r() * pieces.length)] : ''
        }`;
        const method = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)[Math.floor(r() * 5)]!;
        const res = await api(t.app, { method, url, token: r() < 0.5 ? user.token : undefined });
        const tag = `#${i} ${method} ${url.slice(0, 90)} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${tag} ${res.body.slice(0, 200)}`);
        const body = (() => {
          try {
            return res.json() as { error?: unknown };
          } catch {
            return undefined;
          }
        })();
        if (
          res.statusCode >= 400 &&
          (typeof body?.error !== 'string' || /FST_|Bad Request|Not Found/.test(res.body))
        )
          failures.push(`${tag} bad error: ${res.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
