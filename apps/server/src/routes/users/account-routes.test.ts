import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, confirmEmail, registerAndLogin } from '../../test/api-helpers';
import { readOutbox, tokenOf, waitForLink } from '../../test/outbox';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

const HOUR_MS = 3_600_000;

describe.each(await routeSuite())('e-mail ownership and passwords on $driver', ({ driver, run }) => {
  let t: TestApp;
  const clock = { ms: Date.parse('2026-03-10T12:00:00Z') };
  beforeAll(async () => {
    if (run)
      t = await buildTestApp({
        driver,
        now: () => new Date(clock.ms),
        env: { PUBLIC_URL: 'https://constelar.exemplo.com.br' },
      });
  });
  afterAll(async () => t?.close());

  const profile = async (token: string) =>
    (await api(t.app, { method: 'GET', url: '/api/users/profile', token })).json();
  const verify = (token: string) =>
    api(t.app, { method: 'POST', url: '/api/users/verify-email', payload: { token } });

  describe.runIf(run)('confirmation', () => {
    it('mails a PUBLIC_URL link on registration; the link confirms once and only once', async () => {
      const s = await registerAndLogin(t.app, { name: 'Clara Nunes' });
      expect(await profile(s.token)).toMatchObject({ emailVerified: false });
      const link = await waitForLink(t.config.dataDir, s.email, '/confirmar-email');
      expect(link).toMatch(/^https:\/\/constelar\.exemplo\.com\.br\/confirmar-email\?token=[\w-]{43,}$/);
      const message = readOutbox(t.config.dataDir).find((m) => m.text.includes(link))!;
      expect(message.headers).toMatch(/^Subject: .*(Confirme|=\?UTF-8\?)/im);
      expect(message.raw).toMatch(/Content-Type: text\/html/i);
      expect(message.text).toContain('Olá, Clara!');

      const ok = await verify(tokenOf(link));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ user: { id: s.id, emailVerified: true } });
      expect(await profile(s.token)).toMatchObject({ emailVerified: true });
      const reused = await verify(tokenOf(link));
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toMatch(/inválido, já foi usado ou expirou/);
    });

    it('keeps only the hash of a token', async () => {
      const s = await registerAndLogin(t.app);
      const token = tokenOf(await waitForLink(t.config.dataDir, s.email, '/confirmar-email'));
      const stored = (await t.database.db.execute(
        sql`SELECT token_hash FROM link_tokens WHERE email = ${s.email}`,
      )) as unknown as { rows: { token_hash: string }[] };
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored.rows)).not.toContain(token);
    });

    it('refuses unknown, empty and expired (48 h) tokens with a Portuguese 400', async () => {
      const s = await registerAndLogin(t.app);
      const token = tokenOf(await waitForLink(t.config.dataDir, s.email, '/confirmar-email'));
      for (const bad of ['x'.repeat(43), '']) {
        const res = await verify(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBeTruthy();
      }
      clock.ms += 48 * HOUR_MS + 1000;
      try {
        const late = await verify(token);
        expect(late.statusCode).toBe(400);
        expect(late.json().error).toMatch(/expirou/);
      } finally {
        clock.ms -= 48 * HOUR_MS + 1000;
      }
    });

    it('resends a fresh link (202) that replaces the old one, and refuses when already confirmed', async () => {
      const s = await registerAndLogin(t.app);
      const first = tokenOf(await waitForLink(t.config.dataDir, s.email, '/confirmar-email'));
      const resent = await api(t.app, {
        method: 'POST',
        url: '/api/users/resend-verification',
        token: s.token,
      });
      expect(resent.statusCode).toBe(202);
      expect(resent.json().message).toContain(s.email);
      const second = tokenOf(await waitForLink(t.config.dataDir, s.email, '/confirmar-email', 10_000, 2));
      expect((await verify(first)).statusCode).toBe(400);
      expect((await verify(second)).statusCode).toBe(200);
      const again = await api(t.app, {
        method: 'POST',
        url: '/api/users/resend-verification',
        token: s.token,
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('Seu e-mail já está confirmado.');
      expect((await api(t.app, { method: 'POST', url: '/api/users/resend-verification' })).statusCode).toBe(
        401,
      );
    });

    it('a link sent to an address the account has left confirms nothing', async () => {
      const s = await registerAndLogin(t.app);
      const oldLink = tokenOf(await waitForLink(t.config.dataDir, s.email, '/confirmar-email'));
      const moved = `novo.${s.email}`;
      const put = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { name: s.name, email: moved, currentPassword: s.password },
      });
      expect(put.statusCode).toBe(200);
      expect((await verify(oldLink)).statusCode).toBe(400);
      await confirmEmail(t, moved);
      // The move ended every session (issue #44): the login is the new address now.
      expect(
        (await api(t.app, { method: 'GET', url: '/api/users/profile', token: put.json().token })).statusCode,
      ).toBe(401);
      const login = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: moved, password: s.password },
      });
      expect(login.json().user).toMatchObject({ email: moved, emailVerified: true });
    });
  });

  describe.runIf(run)('password reset', () => {
    it('mails a 1-hour link that sets a new password, confirms the address, and works once', async () => {
      const s = await registerAndLogin(t.app);
      const asked = await api(t.app, {
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: s.email },
      });
      expect(asked.statusCode).toBe(202);
      const link = await waitForLink(t.config.dataDir, s.email, '/redefinir-senha');
      expect(link.startsWith('https://constelar.exemplo.com.br/redefinir-senha?token=')).toBe(true);
      const short = await api(t.app, {
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token: tokenOf(link), password: '123' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ field: 'password' });
      const ok = await api(t.app, {
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token: tokenOf(link), password: 'senha-nova-123' },
      });
      expect(ok.statusCode).toBe(200);
      const login = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: s.email, password: 'senha-nova-123' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.emailVerified).toBe(true);
      const old = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: s.email, password: s.password },
      });
      expect(old.statusCode).toBe(401);
    });

    it('refuses a reset link after its hour', async () => {
      const s = await registerAndLogin(t.app);
      await api(t.app, { method: 'POST', url: '/api/users/forgot-password', payload: { email: s.email } });
      const token = tokenOf(await waitForLink(t.config.dataDir, s.email, '/redefinir-senha'));
      clock.ms += HOUR_MS + 1000;
      try {
        const late = await api(t.app, {
          method: 'POST',
          url: '/api/users/reset-password',
          payload: { token, password: 'abcdef' },
        });
        expect(late.statusCode).toBe(400);
        expect(late.json().error).toMatch(/expirou/);
      } finally {
        clock.ms -= HOUR_MS + 1000;
      }
    });

    it('sends nothing for an unknown e-mail, yet answers the same', async () => {
      // The route queues a reset in its own transaction before it answers, so the queue tells at once.
      // Counted by kind: once sent, a row loses its address (mail-queue.ts anonymize), and the mailer
      // may send the registration's message at any moment of this test.
      const resetsQueued = async () =>
        (
          (await t.database.db.execute(
            sql`SELECT count(*)::int AS n FROM mail_queue WHERE kind = 'reset-password'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n;
      const ask = (email: string) =>
        api(t.app, { method: 'POST', url: '/api/users/forgot-password', payload: { email } });
      const known = await registerAndLogin(t.app);
      const before = await resetsQueued();
      const unknown = await ask('ninguem.aqui@exemplo.com');
      expect(await resetsQueued()).toBe(before);
      const answered = await ask(known.email);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(answered.json());
      // The same count sees a reset that does go out (its address is checked by the reset tests above).
      expect(await resetsQueued()).toBe(before + 1);
    });
  });
});
