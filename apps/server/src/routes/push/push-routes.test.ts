import { sql } from 'drizzle-orm';
import { createECDH } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPusher, type Pusher } from '../../push/create-pusher';
import { recordingLog } from '../../test/recording-log';
import { api, registerAndLogin } from '../../test/api-helpers';
import { startTestPushService, type TestPushService } from '../../test/push-service';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

const NOW = new Date('2026-12-08T15:00:00Z');

describe.each(await routeSuite())('push routes on $driver', ({ driver, run }) => {
  let t: TestApp;
  let service: TestPushService;
  let pusher: Pusher;
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({
      driver,
      env: { PUSH_ALLOW_LOOPBACK: '1' },
      now: () => NOW,
      pushScheduler: false,
    });
    service = await startTestPushService(t.config.push.vapidPublicKey);
    // A second worker on the same queue, as another instance would be: the test flushes it.
    pusher = createPusher({
      db: t.database.db,
      push: t.config.push,
      log: recordingLog().log,
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await service?.close();
    await t?.close();
  });
  afterEach(() => {
    if (run) expect(service.problems).toEqual([]);
  });

  const subscribe = (payload: object, token?: string) =>
    api(t.app, { method: 'POST', url: '/api/push/subscriptions', payload, token });
  const subscriptionIds = async () =>
    (
      (await t.database.db.execute(sql`SELECT id FROM push_subscriptions`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => row.id);
  /** The test message, delivered: the route wakes its own worker; this one makes sure it is done. */
  const delivered = async (count: number) => {
    await vi.waitFor(
      async () => {
        await pusher.flush();
        expect(service.received.length).toBeGreaterThanOrEqual(count);
      },
      { timeout: 10_000, interval: 20 },
    );
    return service.received;
  };

  it.runIf(run)('serves the VAPID public key', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.config.push.vapidPublicKey });
  });

  it.runIf(run)('subscribes, sends the test message signed and encrypted, and only 5 an hour', async () => {
    const browser = service.subscribe();
    const res = await subscribe({ subscription: browser, topics: ['horoscope'], sign: 'leo' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ topics: ['horoscope'], sign: 'leo', hour: 8 });

    const test = await api(t.app, {
      method: 'POST',
      url: '/api/push/test',
      payload: { endpoint: browser.endpoint },
    });
    expect(test.statusCode).toBe(202);
    expect(test.json()).toEqual({ message: 'Notificações do Constelar ativadas' });
    const [push] = await delivered(1);
    expect(push!.payload).toMatchObject({ title: 'Notificações do Constelar ativadas', url: '/' });
    expect(push!.claims.aud).toBe(service.url);
    expect(push!.claims.sub).toMatch(/^(mailto|https):/);
    expect(push!.headers.ttl).toBe('300');
    expect(push!.headers.urgency).toBe('high');

    for (let i = 0; i < 4; i++) {
      const again = await api(t.app, {
        method: 'POST',
        url: '/api/push/test',
        payload: { endpoint: browser.endpoint },
      });
      expect(again.statusCode).toBe(202);
    }
    await delivered(5);
    const sixth = await api(t.app, {
      method: 'POST',
      url: '/api/push/test',
      payload: { endpoint: browser.endpoint },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/tentativas|aguarde|Aguarde/i);
  });

  it.runIf(run)('deletes the subscription when the push service answers 410', async () => {
    const browser = service.subscribe();
    const { id } = (await subscribe({ subscription: browser, topics: ['lunations'] })).json();
    service.answers.push({ status: 410 });
    const before = service.received.length;
    await api(t.app, { method: 'POST', url: '/api/push/test', payload: { endpoint: browser.endpoint } });
    await delivered(before + 1);
    await vi.waitFor(async () => expect(await subscriptionIds()).not.toContain(id), { timeout: 10_000 });
  });

  it.runIf(run)('backs off on 429 as Retry-After says, then delivers', async () => {
    const browser = service.subscribe();
    await subscribe({ subscription: browser, topics: ['lunations'] });
    service.answers.push({ status: 429, headers: { 'retry-after': '120' } });
    const before = service.received.length;
    await api(t.app, { method: 'POST', url: '/api/push/test', payload: { endpoint: browser.endpoint } });
    await delivered(before + 1);
    const row = async () =>
      (
        (await t.database.db.execute(sql`
            SELECT attempts, last_error, sent_at IS NOT NULL AS sent,
              extract(epoch FROM next_attempt_at - now())::float8 AS due_in_s
            FROM push_queue q JOIN push_subscriptions s ON s.id = q.subscription_id
            WHERE s.endpoint = ${browser.endpoint}
          `)) as unknown as {
          rows: { attempts: number; last_error: string; sent: boolean; due_in_s: number }[];
        }
      ).rows[0]!;
    await vi.waitFor(async () => expect((await row()).last_error).toBe('HTTP 429'), { timeout: 10_000 });
    const waiting = await row();
    expect(waiting).toMatchObject({ attempts: 1, last_error: 'HTTP 429', sent: false });
    expect(Number(waiting.due_in_s)).toBeGreaterThan(100);
    expect(Number(waiting.due_in_s)).toBeLessThanOrEqual(120);
    expect(await pusher.flush()).toBe(0);

    await t.database.db.execute(
      sql`UPDATE push_queue SET next_attempt_at = now() - interval '1 second' WHERE sent_at IS NULL`,
    );
    await delivered(before + 2);
    // The push service has the message; whichever worker sent it (the app's or this one) marks the row
    // once the answer is back, a moment later on a loaded machine.
    await vi.waitFor(async () => expect((await row()).sent).toBe(true), { timeout: 10_000 });
  });

  it.runIf(run)('answers PUT and DELETE only to whoever holds the subscription', async () => {
    const browser = service.subscribe();
    const { id } = (await subscribe({ subscription: browser, topics: ['lunations'] })).json();
    const stranger = await api(t.app, {
      method: 'PUT',
      url: `/api/push/subscriptions/${id}`,
      payload: { topics: ['void-of-course'] },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('Inscrição não encontrada.');
    const wrongEndpoint = await api(t.app, {
      method: 'DELETE',
      url: `/api/push/subscriptions/${id}`,
      payload: { endpoint: `${browser.endpoint}-outro` },
    });
    expect(wrongEndpoint.statusCode).toBe(404);

    const updated = await api(t.app, {
      method: 'PUT',
      url: `/api/push/subscriptions/${id}`,
      payload: {
        endpoint: browser.endpoint,
        topics: ['void-of-course', 'horoscope'],
        sign: 'pisces',
        hour: 7,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      topics: ['void-of-course', 'horoscope'],
      sign: 'pisces',
      hour: 7,
    });

    const deleted = await api(t.app, {
      method: 'DELETE',
      url: `/api/push/subscriptions/${id}?endpoint=${encodeURIComponent(browser.endpoint)}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await subscriptionIds()).not.toContain(id);
  });

  it.runIf(run)(
    'lets members take member topics, answers them by session, and forgets them with the account',
    async () => {
      const member = await registerAndLogin(t.app);
      const browser = service.subscribe();
      const anonymous = await subscribe({ subscription: browser, topics: ['day'] });
      expect(anonymous.statusCode).toBe(422);
      expect(anonymous.json().error).toMatch(/para quem tem conta/);

      const res = await subscribe(
        { subscription: browser, topics: ['day', 'transits', 'house-ingresses'], hour: 21 },
        member.token,
      );
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      const byMember = await api(t.app, {
        method: 'PUT',
        url: `/api/push/subscriptions/${id}`,
        payload: { topics: ['day'] },
        token: member.token,
      });
      expect(byMember.statusCode).toBe(200);

      const exported = await api(t.app, {
        method: 'GET',
        url: '/api/users/data-export',
        token: member.token,
      });
      expect(JSON.parse(exported.body).pushSubscriptions).toEqual([
        expect.objectContaining({ id, endpoint: browser.endpoint, topics: ['day'], hour: 21 }),
      ]);

      const gone = await api(t.app, {
        method: 'DELETE',
        url: '/api/users/account',
        payload: { confirmPassword: member.password },
        token: member.token,
      });
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      expect(await subscriptionIds()).not.toContain(id);
    },
  );

  it.runIf(run)('refuses bad bodies in Portuguese', async () => {
    const browser = service.subscribe();
    const cases: [object, number, RegExp][] = [
      [{ subscription: browser, topics: ['horoscope'] }, 422, /signo/],
      [{ subscription: browser, topics: ['tarot'] }, 400, /Tópico desconhecido/],
      [{ subscription: browser, topics: [], hour: 24 }, 400, /hora/],
      [
        {
          subscription: { endpoint: browser.endpoint, keys: { p256dh: 'abc', auth: browser.keys.auth } },
          topics: [],
        },
        400,
        /p256dh/,
      ],
      [{ subscription: { ...browser, endpoint: 'nada' }, topics: [] }, 400, /URL/],
    ];
    for (const [payload, status, error] of cases) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toMatch(error);
    }
  });

  it.runIf(run)('refuses private addresses and plain http, whatever the flag', async () => {
    const keys = service.subscribe().keys;
    for (const endpoint of [
      'https://10.0.0.7/push/x',
      'https://192.168.1.1/push/x',
      'https://172.16.5.4/push/x',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/push/x',
      'http://push.example.com/push/x',
    ]) {
      const res = await subscribe({ subscription: { endpoint, keys }, topics: ['lunations'] });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error).toMatch(/rede privada|https/);
    }
  });
});

describe('push routes without PUSH_ALLOW_LOOPBACK', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ pushScheduler: false });
  });
  afterAll(async () => t?.close());

  it('refuses loopback endpoints', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: 'A'.repeat(22) };
    for (const endpoint of [
      'http://127.0.0.1:9/push/x',
      'http://localhost:9/push/x',
      'https://127.0.0.1/push/x',
    ]) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { subscription: { endpoint, keys }, topics: ['lunations'] },
      });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error).toBe(
        'O endereço de inscrição aponta para uma rede privada: não enviamos notificações para lá.',
      );
    }
  });
});
