import { createSigner } from 'fast-jwt';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openConfirmationLink, registerAndLogin } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

describe.each(await routeSuite())('accounts on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, env: { BETA_TESTER_LIMIT: '3' } });
  });
  afterAll(async () => t?.close());

  describe.runIf(run)('register', () => {
    it('creates the account, lower-cases the e-mail and never returns the hash', async () => {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/users/register',
        payload: { name: '  Ana Lúcia  ', email: 'Ana.Lucia@Exemplo.COM', password: 'abcdef' },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Registro realizado com sucesso! Por favor, faça o login.');
      expect(body.user).toMatchObject({ name: 'Ana Lúcia', email: 'ana.lucia@exemplo.com', isAdmin: false });
      expect(res.body).not.toMatch(/argon2|password/i);
    });

    it('answers 409 with the exact message when the e-mail is taken, in any case', async () => {
      await registerAndLogin(t.app, { email: 'dup@exemplo.com' });
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Outra', email: 'DUP@exemplo.com', password: 'abcdef' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Este e-mail já está cadastrado.' });
    });

    it.each([
      [{ email: 'a@b.co', password: 'abcdef' }, /Informe seu nome/],
      [{ name: '   ', email: 'a@b.co', password: 'abcdef' }, /Informe seu nome/],
      [{ name: 'Ana', email: 'nope', password: 'abcdef' }, /e-mail válido/],
      [{ name: 'Ana', email: 'a@b.co', password: '12345' }, /pelo menos 6 caracteres/],
      [{ name: 'Ana', email: 'a@b.co', password: 123456 }, /senha/],
      ['"texto"', /objeto JSON/],
    ])('rejects %j with 400 and a Portuguese error', async (payload, message) => {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/users/register',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    });
  });

  describe.runIf(run)('login and tokens', () => {
    it('returns an HS256 JWT with { id, name, email, isAdmin } that expires in 7 days', async () => {
      const s = await registerAndLogin(t.app, { name: 'Bruno Alves' });
      const [header, payload] = s.token
        .split('.')
        .slice(0, 2)
        .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ id: s.id, name: 'Bruno Alves', email: s.email, isAdmin: false });
      expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    });

    it('marks ADMIN_EMAILS as admins in the token once the address is confirmed', async () => {
      const s = await registerAndLogin(t.app, { email: 'admin@constelar.app' });
      const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims(s.token).isAdmin).toBe(false);
      // Opened in the admin's own session, the link hands back a session that carries the new rights.
      const confirmed = await openConfirmationLink(t, s.email, s.token);
      expect(claims(confirmed.json().token)).toMatchObject({ id: s.id, isAdmin: true });
      const panel = await api(t.app, {
        method: 'GET',
        url: '/api/admin/dashboard',
        token: confirmed.json().token,
      });
      expect(panel.statusCode).toBe(200);
      const again = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: s.email, password: s.password },
      });
      expect(claims(again.json().token).isAdmin).toBe(true);
    });

    it('answers a confirmation opened in another member’s session without a token for either', async () => {
      const owner = await registerAndLogin(t.app);
      const other = await registerAndLogin(t.app);
      const res = await openConfirmationLink(t, owner.email, other.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: owner.id, emailVerified: true });
      expect(res.json().token).toBeUndefined();
    });

    it('rejects a wrong password and an unknown e-mail alike', async () => {
      const s = await registerAndLogin(t.app);
      for (const payload of [
        { email: s.email, password: 'errada!' },
        { email: 'ninguem@exemplo.com', password: 'x' },
      ]) {
        const res = await api(t.app, { method: 'POST', url: '/api/users/login', payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'E-mail ou senha incorretos.' });
      }
    });

    it('refuses tampered, alg:none, expired, foreign-key and missing tokens with 401 JSON', async () => {
      const s = await registerAndLogin(t.app);
      const [h, p, sig] = s.token.split('.');
      const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...payload, isAdmin: true })).toString('base64url');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
      const expired = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256' })({
        ...payload,
        iat: Math.floor(Date.now() / 1000) - 8 * 86400,
        exp: Math.floor(Date.now() / 1000) - 86400,
      });
      const otherKey = createSigner({ key: 'y'.repeat(48), algorithm: 'HS256', expiresIn: 60_000 })({
        ...payload,
      });
      for (const token of [`${h}.${forged}.${sig}`, none, expired, otherKey, 'lixo', '']) {
        const res = await api(t.app, { method: 'GET', url: '/api/users/profile', token });
        expect(res.statusCode, token).toBe(401);
        expect(res.json().error).toBeTruthy();
      }
      const missing = await api(t.app, { method: 'GET', url: '/api/users/profile' });
      expect(missing.statusCode).toBe(401);
    });
  });

  // The member's own charts (/users/me/*) are cast from the account's name: a name the chart pipeline
  // refuses is refused here first, in the same words, rather than on every chart afterwards.
  describe.runIf(run)('names the charts can read', () => {
    const NO_CONSONANT = 'O nome precisa ter vogais e consoantes para o cálculo numerológico.';
    const REFUSED: [string, string][] = [
      ['E', NO_CONSONANT],
      ['Aia Eo', NO_CONSONANT],
      ['Brr', NO_CONSONANT],
      ['Joana A; Lima', 'O nome contém caracteres que não entram no cálculo (“;”). Use apenas letras.'],
      ['123', 'O nome precisa ter ao menos uma letra para o cálculo numerológico.'],
    ];
    const chartPipeline = async (name: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/calculate/personal',
        payload: { name, birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' },
      });

    it.each(REFUSED)(
      'register refuses %j with the 422 and the words of the chart pipeline',
      async (name, error) => {
        const chart = await chartPipeline(name);
        expect(chart.statusCode).toBe(422);
        expect(chart.json()).toEqual({ error, field: 'name', errors: [{ field: 'name', error }] });
        const email = `nome.${randomUUID()}@exemplo.com`;
        const res = await api(t.app, {
          method: 'POST',
          url: '/api/users/register',
          payload: { name, email, password: 'abcdef' },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ error, field: 'name', errors: [{ field: 'name', error }] });
        // Nothing was kept: the same address registers once the name is fixed.
        const fixed = await api(t.app, {
          method: 'POST',
          url: '/api/users/register',
          payload: { name: 'Elis Regina', email, password: 'abcdef' },
        });
        expect(fixed.statusCode).toBe(201);
      },
    );

    it.each(REFUSED)('the profile refuses %j the same way and keeps the name it had', async (name, error) => {
      const s = await registerAndLogin(t.app, { name: 'Nome Antigo' });
      const res = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { name, email: s.email },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error, field: 'name', errors: [{ field: 'name', error }] });
      const profile = await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token });
      expect(profile.json().name).toBe('Nome Antigo');
    });

    it('accepts every name the charts accept, separators and accents included', async () => {
      const s = await registerAndLogin(t.app, { name: "Maria D'Ávila" });
      for (const name of ['Ana-Sofia Brandão', 'Jô', 'Ítalo Müller', 'Lyn']) {
        const res = await api(t.app, {
          method: 'PUT',
          url: '/api/users/profile',
          token: s.token,
          payload: { name, email: s.email },
        });
        expect(res.statusCode, name).toBe(200);
        expect(res.json().user.name).toBe(name);
        expect((await chartPipeline(name)).statusCode, name).toBe(200);
      }
    });
  });

  describe.runIf(run)('profile', () => {
    it('reads and updates the profile, returning a fresh token', async () => {
      const s = await registerAndLogin(t.app);
      const got = await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toMatchObject({ id: s.id, email: s.email, isAdmin: false });
      expect(got.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

      const put = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { name: 'Nome Novo', email: `Novo.${s.email}`, currentPassword: s.password },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().message).toContain(`novo.${s.email}`);
      // The new address waits for its link; the login stays the old one meanwhile (issue #44).
      expect(put.json().user).toMatchObject({
        name: 'Nome Novo',
        email: s.email,
        pendingEmail: `novo.${s.email}`,
      });
      const fresh = JSON.parse(Buffer.from(put.json().token.split('.')[1], 'base64url').toString());
      expect(fresh.name).toBe('Nome Novo');
    });

    it('refuses an e-mail that belongs to someone else, and a blank name', async () => {
      const a = await registerAndLogin(t.app);
      const b = await registerAndLogin(t.app);
      const taken = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: b.token,
        payload: { name: 'Bia', email: a.email.toUpperCase(), currentPassword: b.password },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('Este e-mail já está cadastrado.');
      const blank = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: b.token,
        payload: { name: '  ', email: b.email },
      });
      expect(blank.statusCode).toBe(400);
      const same = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: b.token,
        payload: { name: 'Bia', email: b.email },
      });
      expect(same.statusCode).toBe(200);
    });

    it('changes the password only with the current one', async () => {
      const s = await registerAndLogin(t.app);
      const wrong = await api(t.app, {
        method: 'POST',
        url: '/api/users/change-password',
        token: s.token,
        payload: { currentPassword: 'nao-e-essa', newPassword: 'nova-senha' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatch(/senha atual/);
      const short = await api(t.app, {
        method: 'POST',
        url: '/api/users/change-password',
        token: s.token,
        payload: { currentPassword: s.password, newPassword: '123' },
      });
      expect(short.json().error).toBe('Nova senha deve ter pelo menos 6 caracteres');
      const ok = await api(t.app, {
        method: 'POST',
        url: '/api/users/change-password',
        token: s.token,
        payload: { currentPassword: s.password, newPassword: 'nova-senha' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Senha alterada com sucesso!');
      const oldLogin = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: s.email, password: s.password },
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: s.email, password: 'nova-senha' },
      });
      expect(newLogin.statusCode).toBe(200);
    });
  });

  describe.runIf(run)('LGPD', () => {
    it('exports every piece of data as a dated JSON attachment, without the hash', async () => {
      const s = await registerAndLogin(t.app);
      // Signed in: the row is the account's. Anonymous, under an address not yet confirmed, it would be
      // nobody's, and neither exported nor deleted with the account (issue #44).
      await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: s.email },
        token: s.token,
      });
      const res = await api(t.app, { method: 'GET', url: '/api/users/data-export', token: s.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="constelar-data-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = res.json();
      expect(data.profile).toMatchObject({ id: s.id, email: s.email });
      expect(Array.isArray(data.reports)).toBe(true);
      expect(Array.isArray(data.badges)).toBe(true);
      expect(data.newsletter).toEqual([
        expect.objectContaining({ email: s.email, subscribed: true, confirmed: false, confirmedAt: null }),
      ]);
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
    });

    it('deletes the account with its password, and the token stops working at once', async () => {
      const s = await registerAndLogin(t.app);
      // Signed in: the row is the account's. Anonymous, under an address not yet confirmed, it would be
      // nobody's, and neither exported nor deleted with the account (issue #44).
      await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: s.email },
        token: s.token,
      });
      const missing = await api(t.app, {
        method: 'DELETE',
        url: '/api/users/account',
        token: s.token,
        payload: {},
      });
      expect(missing.json().error).toBe('Senha é obrigatória para excluir a conta');
      const wrong = await api(t.app, {
        method: 'DELETE',
        url: '/api/users/account',
        token: s.token,
        payload: { confirmPassword: 'errada' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(
        (await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token })).statusCode,
      ).toBe(200);

      const ok = await api(t.app, {
        method: 'DELETE',
        url: '/api/users/account',
        token: s.token,
        payload: { confirmPassword: s.password },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Conta excluída com sucesso');
      const after = await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token });
      expect(after.statusCode).toBe(401);
      const login = await api(t.app, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: s.email, password: s.password },
      });
      expect(login.statusCode).toBe(401);
      const { rows } = (await t.database.db.execute(
        (await import('drizzle-orm'))
          .sql`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = ${s.email}`,
      )) as unknown as { rows: { n: number }[] };
      expect(Number(rows[0]!.n)).toBe(0);
    });
  });
});
