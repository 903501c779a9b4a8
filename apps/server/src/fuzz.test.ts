import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, confirmEmail, registerAndLogin, type Session } from './test/api-helpers';
import { buildTestApp, type TestApp } from './test/test-app';
import { propertyRuns } from '../../../scripts/property-runs';
import { routeSuite } from './test/drivers';

// A failing run prints its seed and the shrunk request; replay it with FUZZ_SEED.
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CASES = propertyRuns(1200);

type Endpoint = (typeof ENDPOINTS)[number];

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
  { method: 'GET', url: '/api/sky/calendar?from={s}&to=2026-01-31', fields: [] },
  { method: 'GET', url: '/api/sky/calendar?from=2026-01-01&to=2026-01-31&types={s}', fields: [] },
  { method: 'GET', url: '/api/sky/calendar.ics?from=2026-01-01&to=2026-01-31&types={s}', fields: [] },
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

const weird = fc.constantFrom(...WEIRD_STRINGS);

/** JSON values of every shape a careless client sends; strings are mostly the weird ones above. */
const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.integer({ min: -5e5, max: 5e5 }), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 3 }), weight: 1 },
    {
      arbitrary: fc.record(
        {
          name: tie('value'),
          birthDate: tie('value'),
          type: fc.constant('feature'),
          description: tie('value'),
        },
        { noNullPrototype: true },
      ),
      weight: 1,
    },
    { arbitrary: weird, weight: 4 },
  ),
}));

/** A lone surrogate cannot be %-encoded as UTF-8; send the bytes a careless client would (CESU-8). */
function encodeForUrl(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** No body, broken JSON, any JSON, or the endpoint's own fields (each maybe absent) with odd values. */
const bodyFor = (fields: readonly string[]) =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant('{"broken": '),
    jsonValue.map((v) => JSON.stringify(v)),
    fc
      .record(Object.fromEntries([...fields, '__proto__extra'].map((f) => [f, jsonValue])), {
        requiredKeys: [],
        noNullPrototype: true,
      })
      .map((b) => JSON.stringify(b)),
  );

const requestArb = fc.constantFrom(...ENDPOINTS).chain((endpoint: Endpoint) =>
  fc.record({
    endpoint: fc.constant(endpoint),
    useFixtureId: fc.boolean(),
    id: jsonValue,
    s: jsonValue,
    n: jsonValue,
    body: endpoint.method === 'GET' ? fc.constant(undefined) : bodyFor(endpoint.fields),
    contentType: fc.constantFrom(
      ...Array<string>(18).fill('application/json'),
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
    badToken: fc.integer({ min: 0, max: 9 }).map((k) => k === 0),
  }),
);

describe.each(await routeSuite())(
  'fuzz on $driver: malformed bodies across every endpoint',
  ({ driver, run }) => {
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
        await fc.assert(
          fc.asyncProperty(requestArb, async (req) => {
            const { endpoint } = req;
            const fixtureId = endpoint.url.includes('changelog') ? changelogId : reportId;
            const url = endpoint.url
              .replace('{id}', req.useFixtureId ? fixtureId : String(req.id))
              .replace('{s}', encodeForUrl(String(req.s)))
              .replace('{n}', encodeForUrl(String(req.n)));
            // Keep the fuzz from deleting its own fixtures: account deletion only ever gets a wrong password.
            const body =
              endpoint.url === '/api/users/account' && req.body?.includes('senha-forte-fuzz')
                ? '{}'
                : req.body;
            const token =
              endpoint.auth === 'admin'
                ? admin.token
                : endpoint.auth === 'user'
                  ? req.badToken
                    ? 'lixo'
                    : user.token
                  : undefined;
            const res = await api(t.app, {
              method: endpoint.method,
              url,
              token,
              headers: body !== undefined ? { 'content-type': req.contentType } : {},
              ...(body !== undefined ? { payload: body } : {}),
            });
            expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
            // A path like /api/reports/../../etc/passwd leaves the API: the app's own 404 page answers it.
            const leavesApi = !new URL(url, 'http://x').pathname.startsWith('/api/');
            if (res.statusCode >= 400 && !leavesApi) {
              const error = (() => {
                try {
                  return res.json().error;
                } catch {
                  return undefined;
                }
              })();
              expect(typeof error === 'string' && error.length > 0, res.body.slice(0, 200)).toBe(true);
              expect(error).not.toMatch(/[A-Za-z]+Error|stack|undefined/);
            }
          }),
          { numRuns: CASES, seed: SEED },
        );
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
        const pieces = fc.constantFrom(
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
        );
        const bases = fc.constantFrom(
          '/api/reports/',
          '/api/changelog/admin/',
          '/api/places?q=',
          '/api/users/',
          '/api/newsletter/unsubscribe?token=',
        );
        const requests = fc.record({
          url: fc
            .tuple(bases, pieces, fc.option(pieces, { freq: 2 }))
            .map(([base, a, b]) => `${base}${a}${b ?? ''}`),
          method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE' as const),
          signedIn: fc.boolean(),
        });
        await fc.assert(
          fc.asyncProperty(requests, async ({ url, method, signedIn }) => {
            const res = await api(t.app, { method, url, token: signedIn ? user.token : undefined });
            expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const body = (() => {
                try {
                  return res.json() as { error?: unknown };
                } catch {
                  return undefined;
                }
              })();
              expect(typeof body?.error, res.body.slice(0, 200)).toBe('string');
              expect(res.body).not.toMatch(/FST_|Bad Request|Not Found/);
            }
          }),
          { numRuns: propertyRuns(200), seed: SEED + 1 },
        );
      },
      120_000,
    );
  },
);
