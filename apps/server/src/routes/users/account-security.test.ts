import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, confirmEmail, openConfirmationLink, registerAndLogin } from '../../test/api-helpers';
import { readOutbox, tokenOf, waitForLink } from '../../test/outbox';
import { postgresAvailable } from '../../test/postgres';
import { buildTestApp, DRIVERS, type TestApp } from '../../test/test-app';

// Issue #44: a stolen token is not an account, a deleted account is gone, and "Sair" ends the session.

const hasPostgres = await postgresAvailable();
const CHANGED_SUBJECT = 'O e-mail da sua conta no Constelar foi alterado';

/** Every row of every table of the database, as text: what a copy of the database would show. */
async function dumpDatabase(t: TestApp): Promise<string> {
  const run = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await run<{ schema: string; name: string }>(sql`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
  `);
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'mail_queue']));
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await run<{ row: string }>(
      sql.raw(`SELECT t::text AS row FROM "${table.schema}"."${table.name}" t`),
    );
    parts.push(`${table.name}: ${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}

/** An address as a dump could hold it: plain, and as base64 or base64url (a List-Unsubscribe token). */
const formsOf = (email: string) => [
  email,
  Buffer.from(email).toString('base64').replace(/=+$/, ''),
  Buffer.from(email).toString('base64url'),
];

describe.each(DRIVERS.map((driver) => ({ driver, run: driver === 'pglite' || hasPostgres })))(
  'account security on $driver',
  ({ driver, run }) => {
    let t: TestApp;
    beforeAll(async () => {
      if (run) t = await buildTestApp({ driver, env: { PUBLIC_URL: 'https://constelar.exemplo.com.br' } });
    });
    afterAll(async () => t?.close());

    const profile = (token: string) => api(t.app, { method: 'GET', url: '/api/users/profile', token });
    const putEmail = (token: string, name: string, email: string, currentPassword?: string) =>
      api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token,
        payload: { name, email, ...(currentPassword === undefined ? {} : { currentPassword }) },
      });
    const login = (email: string, password: string) =>
      api(t.app, { method: 'POST', url: '/api/users/login', payload: { email, password } });
    const mailTo = (email: string) =>
      readOutbox(t.config.dataDir).filter((m) =>
        new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(m.headers),
      );

    it.runIf(run)('a stolen token alone cannot move the account to another inbox', async () => {
      const victim = await registerAndLogin(t.app);
      await confirmEmail(t, victim.email);
      const thief = `ladrao.${victim.email}`;
      // Step 1 of the takeover: the token alone. Refused, and nothing changes.
      const bare = await putEmail(victim.token, victim.name, thief);
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toMatchObject({
        error: 'Para trocar o e-mail, confirme com a sua senha atual.',
        field: 'currentPassword',
      });
      const wrong = await putEmail(victim.token, 'Outro Nome', thief, 'nao-e-a-senha');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('Senha atual incorreta. O e-mail não foi alterado.');
      expect((await profile(victim.token)).json()).toMatchObject({
        name: victim.name,
        email: victim.email,
        pendingEmail: null,
        emailVerified: true,
      });
      expect((await login(thief, victim.password)).statusCode).toBe(401);
    });

    it.runIf(run)(
      'a new address waits for its link; confirming it ends the sessions and tells both inboxes',
      async () => {
        const s = await registerAndLogin(t.app);
        await confirmEmail(t, s.email);
        const other = await login(s.email, s.password);
        const moved = `mudou.${s.email}`;
        const put = await putEmail(s.token, s.name, moved, s.password);
        expect(put.statusCode).toBe(200);
        expect(put.json().message).toContain(moved);
        expect(put.json().user).toMatchObject({ email: s.email, pendingEmail: moved, emailVerified: true });

        // Until the link is opened the old address is the login and the reset target; the new one is neither.
        expect((await login(moved, s.password)).statusCode).toBe(401);
        expect((await login(s.email, s.password)).statusCode).toBe(200);
        await api(t.app, { method: 'POST', url: '/api/users/forgot-password', payload: { email: moved } });
        await api(t.app, { method: 'POST', url: '/api/users/forgot-password', payload: { email: s.email } });
        await waitForLink(t.config.dataDir, s.email, '/redefinir-senha');
        expect(mailTo(moved).some((m) => /redefinir-senha/.test(m.text))).toBe(false);

        const confirmed = await openConfirmationLink(t, moved, put.json().token);
        expect(confirmed.statusCode).toBe(200);
        expect(confirmed.json().user).toMatchObject({
          email: moved,
          pendingEmail: null,
          emailVerified: true,
        });
        // Every earlier session ends; the device that opened the link gets a fresh one.
        expect((await profile(put.json().token)).statusCode).toBe(401);
        expect((await profile(other.json().token)).statusCode).toBe(401);
        expect((await profile(confirmed.json().token)).json()).toMatchObject({ email: moved });
        expect((await login(moved, s.password)).statusCode).toBe(200);
        expect((await login(s.email, s.password)).statusCode).toBe(401);
        await vi.waitFor(
          () => {
            for (const address of [s.email, moved])
              expect(mailTo(address).some((m) => m.headers.includes(CHANGED_SUBJECT))).toBe(true);
          },
          { timeout: 10_000, interval: 50 },
        );
      },
    );

    it.runIf(run)('"Sair" ends the session it carries, and only that one', async () => {
      const s = await registerAndLogin(t.app);
      const other = (await login(s.email, s.password)).json().token as string;
      const out = await api(t.app, { method: 'POST', url: '/api/users/logout', token: s.token });
      expect(out.statusCode).toBe(204);
      const after = await profile(s.token);
      expect(after.statusCode).toBe(401);
      expect(after.json().error).toMatch(/sessão foi encerrada/);
      expect(
        (await api(t.app, { method: 'POST', url: '/api/users/logout', token: s.token })).statusCode,
      ).toBe(401);
      expect((await profile(other)).statusCode).toBe(200);
    });

    it.runIf(run)('an unconfirmed address opens nobody else’s newsletter record', async () => {
      const owner = `dona.${Date.now()}@exemplo.com.br`;
      await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email: owner } });
      const link = await waitForLink(t.config.dataDir, owner, '/newsletter/confirmar');
      const ok = await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/confirm',
        payload: { token: tokenOf(link) },
      });
      expect(ok.statusCode).toBe(200);
      // Someone registers with her address and never confirms it.
      const intruder = await registerAndLogin(t.app, { email: owner });
      const exported = await api(t.app, {
        method: 'GET',
        url: '/api/users/data-export',
        token: intruder.token,
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.json().newsletter).toEqual([]);
      const gone = await api(t.app, {
        method: 'DELETE',
        url: '/api/users/account',
        token: intruder.token,
        payload: { confirmPassword: intruder.password },
      });
      expect(gone.statusCode).toBe(200);
      const rows = (await t.database.db.execute(
        sql`SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ${owner}`,
      )) as unknown as { rows: { confirmed_at: unknown }[] };
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]!.confirmed_at).not.toBeNull();
    });

    it.runIf(run)('after a deletion no row of the database holds any address of the member', async () => {
      const s = await registerAndLogin(t.app);
      const first = s.email;
      await confirmEmail(t, first);
      // Subscribed under the first address (confirmed at once: the account's own, confirmed).
      await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: first },
        token: s.token,
      });
      // Then moved to a second address, confirmed, subscribed under it too.
      const second = `segundo.${first}`;
      const put = await putEmail(s.token, s.name, second, s.password);
      expect(put.statusCode).toBe(200);
      const confirmed = await openConfirmationLink(t, second, put.json().token);
      expect(confirmed.statusCode).toBe(200);
      const token = confirmed.json().token as string;
      await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: second },
        token,
      });
      // A third asked for and never confirmed, a reset asked, a session ended by "Sair".
      const third = `terceiro.${first}`;
      expect((await putEmail(token, s.name, third, s.password)).statusCode).toBe(200);
      await api(t.app, { method: 'POST', url: '/api/users/forgot-password', payload: { email: second } });
      const spare = (await login(second, s.password)).json().token as string;
      expect((await api(t.app, { method: 'POST', url: '/api/users/logout', token: spare })).statusCode).toBe(
        204,
      );
      await waitForLink(t.config.dataDir, third, '/confirmar-email');
      await waitForLink(t.config.dataDir, second, '/redefinir-senha');

      const before = await dumpDatabase(t);
      for (const email of [first, second, third]) expect(before).toContain(email);

      const gone = await api(t.app, {
        method: 'DELETE',
        url: '/api/users/account',
        token,
        payload: { confirmPassword: s.password },
      });
      expect(gone.statusCode).toBe(200);
      const dump = await dumpDatabase(t);
      for (const email of [first, second, third])
        for (const form of formsOf(email)) expect(dump, `${email} as ${form}`).not.toContain(form);
      for (const session of [s.token, token, spare]) {
        expect(dump).not.toContain(session);
        expect(dump).not.toContain(createHash('sha256').update(session).digest('hex'));
      }
      expect(dump).not.toContain(s.id);
    });
  },
);
