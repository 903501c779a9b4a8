import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../lib/unsubscribe-token';
import { api, confirmEmail, registerAndLogin } from '../../test/api-helpers';
import { readOutbox, tokenOf, waitForLink } from '../../test/outbox';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

const UNSUBSCRIBED = 'Você não receberá mais nossos e-mails. Volte quando quiser.';
/** What a browser sends when it asks for a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A real multipart/form-data body, as some mail providers send RFC 8058's one-click POST. */
function multipartOneClick(): { headers: Record<string, string>; payload: string } {
  const boundary = '----constelar-one-click-7MA4YWxkTrZu0gW';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
      `One-Click\r\n--${boundary}--\r\n`,
  };
}

describe.each(await routeSuite())('newsletter on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const rows = async (email: string) =>
    (
      (await t.database.db.execute(
        sql`SELECT email, source, consent_at, unsubscribed_at FROM newsletter_subscriptions WHERE email = ${email}`,
      )) as unknown as { rows: { source: string; consent_at: unknown; unsubscribed_at: unknown }[] }
    ).rows;

  it.runIf(run)('subscribes idempotently, storing consent time and source', async () => {
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

  it.runIf(run)('unsubscribes with a signed token only', async () => {
    await api(t.app, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'sai@exemplo.com' },
    });
    const forged = await api(t.app, {
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${signUnsubscribeToken('outra-chave-qualquer-com-32-caracteres!', 'sai@exemplo.com')}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/inválido/);
    const missing = await api(t.app, { method: 'POST', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Link de descadastro inválido.');
    const ok = await api(t.app, {
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${signUnsubscribeToken(t.config.jwtSecret, 'sai@exemplo.com')}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: UNSUBSCRIBED });
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
      )) as unknown as {
        rows: { confirmed_at: unknown; unsubscribed_at: unknown; user_id: string | null }[];
      }
    ).rows[0];

  it.runIf(run)(
    'keeps a new address pending until its mailed link confirms it, then welcomes it with List-Unsubscribe',
    async () => {
      const email = 'dupla@exemplo.com';
      const subscribed = await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email },
      });
      // The reply says a link went out, so the form can tell the reader to open it (issue #31).
      expect(subscribed.json()).toMatchObject({ needsConfirmation: true });
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
    },
  );

  it.runIf(run)('asks a returning subscriber to confirm again', async () => {
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

  it.runIf(run)(
    "a member's own confirmed address is subscribed at once and tied to the account",
    async () => {
      const s = await registerAndLogin(t.app);
      await confirmEmail(t, s.email);
      const subscribed = await api(t.app, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        token: s.token,
        payload: { email: s.email },
      });
      expect(subscribed.json()).toMatchObject({ needsConfirmation: false });
      const row = await status(s.email);
      expect(row!.confirmed_at).not.toBeNull();
      expect(row!.user_id).toBe(s.id);
    },
  );

  describe('the List-Unsubscribe URL', () => {
    const subscribed = async (email: string) => {
      await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
      return `/api/newsletter/unsubscribe?token=${signUnsubscribeToken(t.config.jwtSecret, email)}`;
    };
    const unsubscribedAt = async (email: string) => (await rows(email))[0]!.unsubscribed_at;

    it.runIf(run)('GET shows a page whose button posts to the same URL, and changes nothing', async () => {
      const email = 'olha@exemplo.com';
      const url = await subscribed(email);
      for (const accept of [BROWSER_ACCEPT, undefined]) {
        const res = await api(t.app, { method: 'GET', url, headers: accept ? { accept } : {} });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
        expect(res.body).toContain('<title>Cancelar inscrição · Constelar</title>');
        expect(res.body).toContain('<h1>Cancelar inscrição</h1>');
        const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(res.body);
        expect(form?.[1]).toBe(url.slice(url.indexOf('?')).replace(/&/g, '&amp;'));
        expect(form?.[2]).toContain('<button type="submit">Cancelar inscrição</button>');
      }
      expect(await unsubscribedAt(email)).toBeNull();
    });

    it.runIf(run)('the page allows its own inline style by hash and posts only to this server', async () => {
      const res = await api(t.app, { method: 'GET', url: await subscribed('csp@exemplo.com') });
      const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
      const hash = createHash('sha256').update(style).digest('base64');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`style-src 'sha256-${hash}'`);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/form-action 'self'/);
      expect(res.body).not.toMatch(/<script|style="/);
    });

    it.runIf(run)('POST as multipart/form-data (RFC 8058) unsubscribes', async () => {
      const email = 'multi@exemplo.com';
      const res = await api(t.app, {
        method: 'POST',
        url: await subscribed(email),
        ...multipartOneClick(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: UNSUBSCRIBED });
      expect(await unsubscribedAt(email)).not.toBeNull();
    });

    it.runIf(run)('POST as application/x-www-form-urlencoded unsubscribes', async () => {
      const email = 'form@exemplo.com';
      const res = await api(t.app, {
        method: 'POST',
        url: await subscribed(email),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: UNSUBSCRIBED });
      expect(await unsubscribedAt(email)).not.toBeNull();
    });

    it.runIf(run)('POST with an empty body (the web app) or JSON unsubscribes', async () => {
      for (const [email, body] of [
        ['vazio@exemplo.com', {}],
        ['json@exemplo.com', { payload: { qualquer: 'coisa' } }],
      ] as const) {
        const res = await api(t.app, { method: 'POST', url: await subscribed(email), ...body });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: UNSUBSCRIBED });
        expect(await unsubscribedAt(email)).not.toBeNull();
      }
    });

    it.runIf(run)("the page's form, posted by a browser, answers a confirmation page", async () => {
      const email = 'pagina@exemplo.com';
      const res = await api(t.app, {
        method: 'POST',
        url: await subscribed(email),
        headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<html lang="pt-BR">');
      expect(res.body).toContain('<h1>Inscrição cancelada</h1>');
      expect(res.body).toContain(`<p>${UNSUBSCRIBED}</p>`);
      expect(await unsubscribedAt(email)).not.toBeNull();
    });

    it.runIf(run)('a bad or missing token is a 400: a page for browsers, JSON for the rest', async () => {
      const email = 'falso@exemplo.com';
      await subscribed(email);
      const forged = `/api/newsletter/unsubscribe?token=${signUnsubscribeToken('outra-chave-qualquer-com-32-caracteres!', email)}`;
      for (const url of [forged, '/api/newsletter/unsubscribe', '/api/newsletter/unsubscribe?token=<b>"x"']) {
        for (const method of ['GET', 'POST'] as const) {
          const page = await api(t.app, { method, url, headers: { accept: BROWSER_ACCEPT } });
          expect(page.statusCode, `${method} ${url}`).toBe(400);
          expect(page.headers['content-type']).toMatch(/^text\/html/);
          expect(page.body).toContain('<h1>Link inválido</h1>');
          expect(page.body).toContain('Link de descadastro inválido ou adulterado.');
          expect(page.body).not.toContain('<b>');
          expect(page.body).not.toMatch(/<form/);
          const json = await api(t.app, { method, url });
          expect(json.statusCode).toBe(400);
          expect(json.json().error).toMatch(/^Link de descadastro inválido/);
        }
      }
      expect(await unsubscribedAt(email)).toBeNull();
    });

    it.runIf(run)('forms are accepted here only: other routes still answer 415', async () => {
      for (const body of [
        multipartOneClick(),
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.co' },
      ]) {
        const res = await api(t.app, { method: 'POST', url: '/api/users/login', ...body });
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe('Envie os dados como JSON (Content-Type: application/json).');
        const subscribe = await api(t.app, { method: 'POST', url: '/api/newsletter/subscribe', ...body });
        expect(subscribe.statusCode).toBe(415);
      }
    });
  });
});
