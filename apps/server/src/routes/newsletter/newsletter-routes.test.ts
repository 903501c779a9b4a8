import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../lib/unsubscribe-token';
import { api } from '../../test/api-helpers';
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
});
