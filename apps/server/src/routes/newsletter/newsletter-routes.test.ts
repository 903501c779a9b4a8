import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../lib/unsubscribe-token';
import { api, confirmEmail, registerAndLogin } from '../../test/api-helpers';
import { readOutbox, tokenOf, waitForLink } from '../../test/outbox';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const rows = async (email: string) =>
    (
      (await t.database.db.execute(
        sql`SELECT email, source, consent_at, unsubscribed_at FROM newsletter_subscriptions WHERE email = ${email}`,
      )) as unknown as { rows: { source: string; consent_at: unknown; unsubscribed_at: unknown }[] }
    ).rows;

  it('subscribes idempotently, storing consent time and source', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: ' Leitora@Exemplo.com ', source: 'footer' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Inscrição confirmada! Fique de olho na sua caixa de entrada.');
    }
    const stored = await rows('leitora@exemplo.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'footer', unsubscribed_at: null });
    expect(stored[0]!.consent_at).toBeTruthy();
  });

  it('unsubscribes with a signed token only', async () => {
    await api(t.app, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'sai@exemplo.com' },
    });
    const forged = await api(t.app, {
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${signUnsubscribeToken('outra-chave-qualquer-com-32-caracteres!', 'sai@exemplo.com')}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/inválido/);
    const missing = await api(t.app, { method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    const ok = await api(t.app, {
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${signUnsubscribeToken(t.config.jwtSecret, 'sai@exemplo.com')}`,
    });
    expect(ok.statusCode).toBe(200);
    expect((await rows('sai@exemplo.com'))[0]!.unsubscribed_at).not.toBeNull();
    await api(t.app, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'sai@exemplo.com' },
    });
    expect((await rows('sai@exemplo.com'))[0]!.unsubscribed_at).toBeNull();
  });

  const status = async (email: string) =>
    (
      (await t.database.db.execute(
        sql`SELECT confirmed_at, unsubscribed_at, user_id FROM newsletter_subscriptions WHERE email = ${email}`,
      )) as unknown as { rows: { confirmed_at: unknown; unsubscribed_at: unknown; user_id: string | null }[] }
    ).rows[0];

  it('keeps a new address pending until its mailed link confirms it, then welcomes it with List-Unsubscribe', async () => {
    const email = 'dupla@exemplo.com';
    await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    expect((await status(email))!.confirmed_at).toBeNull();
    const link = await waitForLink(t.config.dataDir, email, '/newsletter/confirmar');
    const confirm = (token: string) =>
      api(t.app, { method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    const ok = await confirm(tokenOf(link));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email });
    expect((await status(email))!.confirmed_at).not.toBeNull();
    expect((await confirm(tokenOf(link))).statusCode).toBe(400);
    expect((await confirm('')).json().error).toBeTruthy();

    const unsubscribePage = await waitForLink(t.config.dataDir, email, '/newsletter/descadastrar');
    const welcome = readOutbox(t.config.dataDir).find((m) => m.text.includes(unsubscribePage))!;
    // Unfold the header (RFC 5322 §2.2.3) before reading it.
    const header = /^List-Unsubscribe:(.*(?:\r?\n[ \t].+)*)/im
      .exec(welcome.headers)?.[1]
      ?.replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    expect(header).toMatch(/<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>/);
    expect(welcome.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);

    // RFC 8058: the mail client POSTs the form to the header's URL; that alone unsubscribes.
    const oneClick = new URL(/<(https?:[^>]+)>/.exec(header!)![1]!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await status(email))!.unsubscribed_at).not.toBeNull();
  });

  it('asks a returning subscriber to confirm again', async () => {
    const email = 'volta@exemplo.com';
    await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    await api(t.app, {
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: tokenOf(await waitForLink(t.config.dataDir, email, '/newsletter/confirmar')) },
    });
    await api(t.app, {
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${signUnsubscribeToken(t.config.jwtSecret, email)}`,
    });
    await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    expect(await status(email)).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    await waitForLink(t.config.dataDir, email, '/newsletter/confirmar', 10_000, 2);
  });

  it("a member's own confirmed address is subscribed at once and tied to the account", async () => {
    const s = await registerAndLogin(t.app);
    await confirmEmail(t, s.email);
    await api(t.app, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      token: s.token,
      payload: { email: s.email },
    });
    const row = await status(s.email);
    expect(row!.confirmed_at).not.toBeNull();
    expect(row!.user_id).toBe(s.id);
  });
});
