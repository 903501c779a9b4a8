// The attacker's table of issue #10, one test per row (plus the rules that must keep holding), on
// PGlite and PostgreSQL. Each test failed on the code before the accounts work and passes after it.
import { sql } from 'drizzle-orm';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { passwordQueueLoad, PASSWORD_WORKERS } from './lib/passwords';
import { safeErrorForLog } from './plugins/errors';
import { api, confirmEmail, registerAndLogin, uniqueIp } from './test/api-helpers';
import { readOutbox, tokenOf, waitForLink } from './test/outbox';
import { buildTestApp, type TestApp } from './test/test-app';
import { routeSuite } from './test/drivers';

const BIRTH = { name: 'Rita Paz', birthDate: '1988-03-21', birthTime: '06:15', birthPlace: 'Recife, PE' };

describe.each(await routeSuite())('security on $driver', ({ driver, run }) => {
  let t: TestApp;
  // Real time, moved ahead only where a test must pace itself past a per-minute quota.
  let offsetMs = 0;
  beforeAll(async () => {
    if (run)
      t = await buildTestApp({
        driver,
        now: () => new Date(Date.now() + offsetMs),
        env: { ADMIN_EMAILS: 'admin@constelar.app,dona@constelar.app,chefe@constelar.app' },
      });
  });
  afterAll(async () => t?.close());

  const login = (email: string, password: string, remoteAddress = uniqueIp(), headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      headers,
      payload: { email, password },
    });

  describe.runIf(run)('admin rights need a confirmed address', () => {
    it('registering an unclaimed ADMIN_EMAILS address gives no admin rights until it is confirmed', async () => {
      const s = await registerAndLogin(t.app, { email: 'admin@constelar.app' });
      const dashboard = () => api(t.app, { method: 'GET', url: '/api/admin/dashboard', token: s.token });
      expect((await dashboard()).statusCode).toBe(403);
      const profile = await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token });
      expect(profile.json()).toMatchObject({ isAdmin: false, emailVerified: false });
      await confirmEmail(t, s.email);
      expect((await dashboard()).statusCode).toBe(200);
    });

    it('moving a profile to an ADMIN_EMAILS address gives nothing until its link is opened, then mails both addresses', async () => {
      const s = await registerAndLogin(t.app);
      await confirmEmail(t, s.email);
      const put = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { name: s.name, email: 'dona@constelar.app', currentPassword: s.password },
      });
      expect(put.statusCode).toBe(200);
      // The address waits for its link (issue #44): the account keeps its login and gains no rights.
      expect(put.json().user).toMatchObject({
        email: s.email,
        pendingEmail: 'dona@constelar.app',
        isAdmin: false,
      });
      const token = put.json().token as string;
      expect((await api(t.app, { method: 'GET', url: '/api/admin/dashboard', token })).statusCode).toBe(403);
      await waitForLink(t.config.dataDir, 'dona@constelar.app', '/confirmar-email');
      await confirmEmail(t, 'dona@constelar.app');
      // The old address hears about the change once it is made.
      const notice = () =>
        readOutbox(t.config.dataDir).find(
          (m) => m.headers.includes(`To: ${s.email}`) && m.text.includes('dona@constelar.app'),
        );
      await expect.poll(notice, { timeout: 10_000 }).toBeDefined();
    });
  });

  describe.runIf(run)('client addresses and limits', () => {
    it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not reset the login limit', async () => {
      const socket = uniqueIp();
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await login(`rodizio${i}@exemplo.com`, 'errada', socket, {
          'x-forwarded-for': `203.0.113.${i}`,
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
    });

    it('ignores X-Forwarded-For on registration: the sixth in a minute from one address gets 429', async () => {
      const socket = uniqueIp();
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          remoteAddress: socket,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { name: 'Rita', email: `xff.${Date.now()}.${i}@exemplo.com`, password: 'abcdef' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('limits one account to 20 logins an hour across any number of addresses', async () => {
      const s = await registerAndLogin(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await login(s.email, 'errada')).statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(19); // registerAndLogin spent one
      expect(codes.at(-1)).toBe(429);
      // Even the right password waits now: every attempt counts.
      expect((await login(s.email, s.password)).statusCode).toBe(429);
    });

    it('limits forgot-password to 3 an hour per e-mail, with the same 202 body for unknown e-mails', async () => {
      const s = await registerAndLogin(t.app);
      const ask = (email: string) =>
        api(t.app, { method: 'POST', url: '/api/users/forgot-password', payload: { email } });
      const known = await ask(s.email);
      const unknown = await ask('ninguem.mesmo@exemplo.com');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect((await ask(s.email)).statusCode).toBe(202);
      expect((await ask(s.email)).statusCode).toBe(202);
      const limited = await ask(s.email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/Aguarde/);
    });

    it('runs password hashing through a bounded queue under 32 concurrent wrong logins', async () => {
      const s = await registerAndLogin(t.app);
      let peak = 0;
      let queued = 0;
      const sampler = setInterval(() => {
        const load = passwordQueueLoad();
        peak = Math.max(peak, load.running);
        queued = Math.max(queued, load.waiting);
      }, 1);
      // Each its own address and account, so no limit answers first: every one reaches argon2.
      const wrong = Array.from({ length: 32 }, (_, i) =>
        login(i % 2 ? s.email.replace('@', `+${i}@`) : s.email, 'errada'),
      );
      const health = await api(t.app, { method: 'GET', url: '/api/health' });
      const results = await Promise.all(wrong);
      clearInterval(sampler);
      expect(health.statusCode).toBe(200);
      expect(results.every((r) => r.statusCode === 401)).toBe(true);
      expect(peak).toBeLessThanOrEqual(PASSWORD_WORKERS);
      expect(queued).toBeGreaterThan(0);
    });
  });

  describe.runIf(run)('text no column can keep', () => {
    it.each([
      [
        'register',
        'POST',
        '/api/users/register',
        { name: 'Ana\u0000', email: 'nul@exemplo.com', password: 'abcdef' },
      ],
      [
        'register (lone surrogate)',
        'POST',
        '/api/users/register',
        { name: 'Ana\ud800', email: 'sur@exemplo.com', password: 'abcdef' },
      ],
    ] as const)('%s answers 400 "Texto com caracteres inválidos."', async (_label, method, url, payload) => {
      const res = await api(t.app, { method, url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Texto com caracteres inválidos.' });
    });

    it('refuses NUL and lone surrogates in the profile and the changelog, and keeps what was saved', async () => {
      const s = await registerAndLogin(t.app, { name: 'Antes Intacta' });
      const put = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { name: 'Depois\u0000', email: s.email },
      });
      expect(put.statusCode).toBe(400);
      expect(put.json().error).toBe('Texto com caracteres inválidos.');
      const profile = await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token });
      expect(profile.json().name).toBe('Antes Intacta');

      const admin = await registerAndLogin(t.app, { email: 'chefe@constelar.app' });
      await confirmEmail(t, admin.email);
      for (const payload of [
        {
          version: '9.9.9\u0000',
          title: 'T',
          isPublished: false,
          changes: [{ type: 'fix', description: 'd' }],
        },
        { version: '9.9.9', title: 'T', description: 'x\udfff', isPublished: false, changes: [] },
        {
          version: '9.9.9',
          title: 'T',
          isPublished: false,
          changes: [{ type: 'fix', description: '\u0000' }],
        },
      ]) {
        const res = await api(t.app, {
          method: 'POST',
          url: '/api/changelog/admin/create',
          token: admin.token,
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('Texto com caracteres inválidos.');
      }
    });

    it('logs a failed statement without its parameters (e-mail, hash)', async () => {
      const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$segredo$hash-que-nao-pode-vazar';
      let caught: unknown;
      try {
        // Straight to the database, past the guard, to get the error PostgreSQL raises for a NUL.
        await t.database.db
          .insert(users)
          .values({ name: 'y\u0000', email: 'vazamento2@exemplo.com', passwordHash: secretHash });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(Error);
      expect(String((caught as Error).message) + String((caught as Error).stack)).toContain(
        'vazamento2@exemplo.com',
      );
      const logged = JSON.stringify(safeErrorForLog(caught));
      expect(logged).not.toContain('vazamento2@exemplo.com');
      expect(logged).not.toContain('hash-que-nao-pode-vazar');
      expect(logged).toContain('Failed query');
    });
  });

  describe.runIf(run)('newsletter ownership and the export', () => {
    it("a member subscribing someone else's address never takes that row", async () => {
      const other = `alheia.${Date.now()}@exemplo.com`;
      await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email: other } });
      const s = await registerAndLogin(t.app);
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        token: s.token,
        payload: { email: other },
      });
      expect(res.statusCode).toBe(200);
      const owner = (await t.database.db.execute(
        sql`SELECT user_id FROM newsletter_subscriptions WHERE email = ${other}`,
      )) as unknown as { rows: { user_id: string | null }[] };
      expect(owner.rows).toEqual([{ user_id: null }]);
      const exported = await api(t.app, { method: 'GET', url: '/api/users/data-export', token: s.token });
      expect(exported.body).not.toContain(other);
      await api(t.app, {
        method: 'DELETE',
        url: '/api/users/account',
        token: s.token,
        payload: { confirmPassword: s.password },
      });
      const still = (await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = ${other}`,
      )) as unknown as { rows: { n: number }[] };
      expect(Number(still.rows[0]!.n)).toBe(1);
    });

    it('the export holds every subscription tied to the account id or an address it confirmed', async () => {
      const s = await registerAndLogin(t.app);
      await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        token: s.token,
        payload: { email: s.email },
      });
      const moved = `mudou.${Date.now()}@exemplo.com`;
      const put = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { name: s.name, email: moved, currentPassword: s.password },
      });
      expect(put.statusCode).toBe(200);
      await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email: moved } });
      // Only once the account proves the address (its link) is a row under it the account's (issue #44).
      await confirmEmail(t, moved);
      const login = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: moved, password: s.password },
      });
      const token = login.json().token as string;
      const exported = await api(t.app, { method: 'GET', url: '/api/users/data-export', token });
      expect(exported.statusCode).toBe(200);
      const doc = JSON.parse(exported.body);
      expect(doc.newsletter.map((n: { email: string }) => n.email).sort()).toEqual([s.email, moved].sort());
    });
  });

  describe.runIf(run)('bounded lists', () => {
    it('pages GET /api/reports by 50 with a Link header, counts from the database, and exports all', async () => {
      const s = await registerAndLogin(t.app);
      for (let i = 0; i < 53; i++) {
        const res = await api(t.app, { method: 'POST', url: '/api/reports', token: s.token, payload: BIRTH });
        expect(res.statusCode).toBe(201);
        // Twelve a minute: under the saving quota (report-quota.test.ts), so all 53 land.
        offsetMs += 5000;
      }
      offsetMs = 0;
      const first = await api(t.app, { method: 'GET', url: '/api/reports', token: s.token });
      expect(first.json()).toHaveLength(50);
      expect(first.headers['x-total-count']).toBe('53');
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
      expect(next).toBe(`/api/reports?before=${first.json()[49].id}`);
      const second = await api(t.app, { method: 'GET', url: next!, token: s.token });
      expect(second.json()).toHaveLength(3);
      expect(second.headers.link).toBeUndefined();
      const ids = [...first.json(), ...second.json()].map((r: { id: string }) => r.id);
      expect(new Set(ids).size).toBe(53);
      const exported = await api(t.app, { method: 'GET', url: '/api/users/data-export', token: s.token });
      expect(JSON.parse(exported.body).reports).toHaveLength(53);
      const foreign = await registerAndLogin(t.app);
      const peek = await api(t.app, { method: 'GET', url: next!, token: foreign.token });
      expect(peek.statusCode).toBe(400);
    }, 120_000);
  });

  describe.runIf(run)('framework errors and headers', () => {
    it.each(['/api/reports/%zz', `/api/reports/${'a'.repeat(150)}`, '/api/changelog/admin/%E0%A4%A'])(
      '%s answers in Portuguese JSON, with no framework code',
      async (url) => {
        const s = await registerAndLogin(t.app);
        const res = await api(t.app, { method: 'GET', url, token: s.token });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toMatch(/FST_ERR|Bad Request|is not a valid/);
        expect(res.json().error).toMatch(/[áéíóúãõçê]|inválid|longo|encontrad/i);
      },
    );

    it('marks authenticated replies Cache-Control: no-store', async () => {
      const s = await registerAndLogin(t.app);
      for (const url of ['/api/users/profile', '/api/reports', '/api/users/badges']) {
        const res = await api(t.app, { method: 'GET', url, token: s.token });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    });
  });

  describe.runIf(run)('sessions end when they should', () => {
    it('a password change ends older tokens and hands this device a fresh one', async () => {
      const s = await registerAndLogin(t.app);
      const other = (await login(s.email, s.password)).json().token as string;
      const change = await api(t.app, {
        method: 'POST',
        url: '/api/users/change-password',
        token: s.token,
        payload: { currentPassword: s.password, newPassword: 'nova-senha-1' },
      });
      expect(change.statusCode).toBe(200);
      const fresh = change.json().token as string;
      for (const old of [s.token, other]) {
        expect((await api(t.app, { method: 'GET', url: '/api/users/profile', token: old })).statusCode).toBe(
          401,
        );
      }
      expect((await api(t.app, { method: 'GET', url: '/api/users/profile', token: fresh })).statusCode).toBe(
        200,
      );
    });

    it('a reset ends older tokens, and its link works once', async () => {
      const s = await registerAndLogin(t.app);
      await api(t.app, { method: 'POST', url: '/api/users/forgot-password', payload: { email: s.email } });
      const token = tokenOf(await waitForLink(t.config.dataDir, s.email, '/redefinir-senha'));
      const reset = () =>
        api(t.app, {
          method: 'POST',
          url: '/api/users/reset-password',
          payload: { token, password: 'outra-senha' },
        });
      expect((await reset()).statusCode).toBe(200);
      const again = await reset();
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatch(/inválido, já foi usado ou expirou/);
      expect(
        (await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token })).statusCode,
      ).toBe(401);
      expect((await login(s.email, 'outra-senha')).statusCode).toBe(200);
    });

    it('"Sair de todos os dispositivos" ends every token, this one included', async () => {
      const s = await registerAndLogin(t.app);
      const other = (await login(s.email, s.password)).json().token as string;
      const out = await api(t.app, { method: 'POST', url: '/api/users/logout-all', token: s.token });
      expect(out.statusCode).toBe(200);
      for (const token of [s.token, other]) {
        expect((await api(t.app, { method: 'GET', url: '/api/users/profile', token })).statusCode).toBe(401);
      }
      expect((await login(s.email, s.password)).statusCode).toBe(200);
    });
  });
});

describe('CORS preflight with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CORS_ORIGINS: 'https://parceiro.exemplo.com' } });
  });
  afterAll(async () => t?.close());

  it.each(['PUT', 'PATCH', 'DELETE'])('allows %s', async (method) => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/profile',
      headers: {
        origin: 'https://parceiro.exemplo.com',
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-methods'])).toContain(method);
  });
});

describe('rate limits when Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the store must fall back to memory, and the limits must still hold.
    t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => t?.close());

  it('falls back to memory, says so on /api/health, and keeps limiting', async () => {
    const health = await api(t.app, { method: 'GET', url: '/api/health' });
    expect(health.json().rateLimitStore).toBe('memory');
    const socket = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: socket,
        payload: { email: `r${i}@exemplo.com`, password: 'x' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('errors Node answers before Fastify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('a header too large gets 431 with a Portuguese JSON error', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'Os cabeçalhos da requisição são grandes demais.',
    });
  });
});
