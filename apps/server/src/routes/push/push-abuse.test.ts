import { sql } from 'drizzle-orm';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPusher, type Pusher } from '../../push/create-pusher';
import { ENDPOINT_ERRORS } from '../../push/push-endpoint';
import { KEY_ERRORS } from '../../push/push-keys';
import { api, registerAndLogin, uniqueIp } from '../../test/api-helpers';
import { startTestPushService, type TestPushService } from '../../test/push-service';
import { recordingLog } from '../../test/recording-log';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// Issue #44: one bad key stops nothing, endpoints are the browsers' push services, and a member's
// subscriptions are capped.

const NOW = new Date('2026-12-08T15:00:00Z');

/** A well-formed 65-byte uncompressed point that is not on P-256: passes a length check, throws in ECDH. */
function offCurveKey(): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const point = ecdh.getPublicKey();
  point[64] = point[64]! ^ 1;
  return point.toString('base64url');
}

const goodKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

describe.each(await routeSuite())('push abuse on $driver', ({ driver, run }) => {
  let t: TestApp;
  let service: TestPushService;
  let pusher: Pusher;
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({
      driver,
      env: { PUSH_ALLOW_LOOPBACK: '1', PUSH_ALLOWED_HOSTS: 'push.exemplo.com.br,*.avisos.exemplo.net' },
      now: () => NOW,
      pushScheduler: false,
      // The pass under test is this file's pusher's: the app's, polling every 5 s, could claim the rows
      // queued below before the flush and leave it nothing to show.
      pushDelivery: false,
    });
    service = await startTestPushService(t.config.push.vapidPublicKey);
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

  const subscribe = (payload: object, token?: string) =>
    api(t.app, { method: 'POST', url: '/api/push/subscriptions', payload, token });

  it.runIf(run)('refuses a p256dh off the curve and an auth of the wrong size with 422', async () => {
    const browser = service.subscribe();
    const offCurve = await subscribe({
      subscription: { endpoint: browser.endpoint, keys: { ...browser.keys, p256dh: offCurveKey() } },
      topics: ['lunations'],
    });
    expect(offCurve.statusCode).toBe(422);
    expect(offCurve.json()).toMatchObject({ error: KEY_ERRORS.p256dh, field: 'subscription.keys.p256dh' });
    const compressed = await subscribe({
      subscription: {
        endpoint: browser.endpoint,
        keys: { ...browser.keys, p256dh: Buffer.alloc(65, 2).toString('base64url') },
      },
      topics: ['lunations'],
    });
    expect(compressed.statusCode).toBe(422);
    expect((await subscribe({ subscription: browser, topics: ['lunations'] })).statusCode).toBe(201);
  });

  it.runIf(run)(
    'delivers the good pushes beside a row whose key throws, and fails only that row',
    async () => {
      const good = [service.subscribe(), service.subscribe()];
      for (const browser of good)
        expect((await subscribe({ subscription: browser, topics: ['lunations'] })).statusCode).toBe(201);
      // A row stored before keys were checked: its key passes the length check and throws in ECDH.
      const bad = service.subscribe();
      await t.database.db.execute(sql`
        INSERT INTO push_subscriptions (endpoint, p256dh, auth, topics)
        VALUES (${bad.endpoint}, ${offCurveKey()}, ${bad.keys.auth}, '["lunations"]'::jsonb)
      `);
      const ids = (
        (await t.database.db.execute(
          sql`SELECT id, endpoint FROM push_subscriptions WHERE endpoint IN (${bad.endpoint}, ${good[0]!.endpoint}, ${good[1]!.endpoint}) ORDER BY endpoint = ${bad.endpoint} DESC`,
        )) as unknown as { rows: { id: string; endpoint: string }[] }
      ).rows;
      // The bad row first in the queue: before the fix its throw ended the pass and left the others leased.
      for (const row of ids) {
        await pusher.send({
          subscriptionId: row.id,
          kind: 'test',
          day: '2026-12-08',
          payload: { title: 'Teste', body: row.endpoint, url: '/', tag: 't' },
          ttlSeconds: 600,
          urgency: 'normal',
        });
      }
      const before = service.received.length;
      await pusher.flush();
      const paths = service.received.slice(before).map((r) => r.path);
      expect(paths.sort()).toEqual(good.map((b) => new URL(b.endpoint).pathname).sort());
      const rows = (
        (await t.database.db.execute(sql`
          SELECT s.endpoint, q.sent_at IS NOT NULL AS sent, q.failed_at IS NOT NULL AS failed, q.locked_until
          FROM push_queue q JOIN push_subscriptions s ON s.id = q.subscription_id
          WHERE s.id IN (${ids[0]!.id}, ${ids[1]!.id}, ${ids[2]!.id})
        `)) as unknown as {
          rows: { endpoint: string; sent: unknown; failed: unknown; locked_until: unknown }[];
        }
      ).rows;
      const truthy = (v: unknown) => v === true || v === 't';
      for (const row of rows) {
        expect(row.locked_until, row.endpoint).toBeNull();
        expect(truthy(row.failed), row.endpoint).toBe(row.endpoint === bad.endpoint);
        expect(truthy(row.sent), row.endpoint).toBe(row.endpoint !== bad.endpoint);
      }
    },
  );

  it.runIf(run)('takes only the browsers’ push services, on https and port 443', async () => {
    const keys = goodKeys();
    const refused: [string, string][] = [
      ['https://push.example.com/x', ENDPOINT_ERRORS.unknownService],
      ['https://example.org/fcm.googleapis.com/x', ENDPOINT_ERRORS.unknownService],
      ['https://fcm.googleapis.com.evil.example/x', ENDPOINT_ERRORS.unknownService],
      ['https://push.apple.com/x', ENDPOINT_ERRORS.unknownService],
      ['https://fcm.googleapis.com:8443/fcm/send/x', ENDPOINT_ERRORS.port],
      ['http://fcm.googleapis.com/fcm/send/x', ENDPOINT_ERRORS.notHttps],
      ['https://8.8.8.8/x', ENDPOINT_ERRORS.unknownService],
      ['https://[::10.0.0.1]/x', ENDPOINT_ERRORS.privateAddress],
      ['https://[::ffff:0:192.168.0.1]/x', ENDPOINT_ERRORS.privateAddress],
      ['https://[2002:a9fe:a9fe::1]/x', ENDPOINT_ERRORS.privateAddress],
    ];
    for (const [endpoint, error] of refused) {
      const res = await subscribe({ subscription: { endpoint, keys }, topics: ['lunations'] });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error, endpoint).toBe(error);
    }
    // Accepted without a DNS lookup (this machine has none): each send resolves the name again.
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(8).toString('hex')}`,
      `https://web.push.apple.com/${randomBytes(8).toString('hex')}`,
      `https://wns2-by3p.notify.windows.com/w/?token=${randomBytes(8).toString('hex')}`,
      `https://push.exemplo.com.br/${randomBytes(8).toString('hex')}`,
      `https://a.avisos.exemplo.net/${randomBytes(8).toString('hex')}`,
    ]) {
      const res = await subscribe({ subscription: { endpoint, keys: goodKeys() }, topics: ['lunations'] });
      expect(res.statusCode, endpoint).toBe(201);
    }
  });

  it.runIf(run)('lets a member hold ten subscriptions, and refuses the eleventh', async () => {
    const s = await registerAndLogin(t.app);
    const browsers = Array.from({ length: 11 }, () => service.subscribe());
    for (const browser of browsers.slice(0, 10))
      expect((await subscribe({ subscription: browser, topics: ['day'] }, s.token)).statusCode).toBe(201);
    // Subscribing one of the ten again replaces it: still ten.
    expect((await subscribe({ subscription: browsers[0], topics: ['transits'] }, s.token)).statusCode).toBe(
      201,
    );
    const eleventh = await subscribe({ subscription: browsers[10], topics: ['day'] }, s.token);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().error).toMatch(/^Sua conta já recebe notificações em 10 navegadores/);
  });

  it.runIf(run)('lets one connection subscribe ten browsers without an account, not eleven', async () => {
    const remoteAddress = uniqueIp();
    const anonymous = (payload: object) =>
      api(t.app, { method: 'POST', url: '/api/push/subscriptions', payload, remoteAddress });
    const browsers = Array.from({ length: 12 }, () => service.subscribe());
    for (const browser of browsers.slice(0, 10))
      expect((await anonymous({ subscription: browser, topics: ['lunations'] })).statusCode).toBe(201);
    // Choosing other topics in one of the ten is not a new browser.
    const again = await anonymous({ subscription: browsers[0], topics: ['horoscope'], sign: 'pisces' });
    expect(again.statusCode).toBe(201);
    const eleventh = await anonymous({ subscription: browsers[10], topics: ['lunations'] });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toMatchObject({ field: 'subscription' });
    expect(eleventh.json().error).toMatch(/^Já recebemos 10 inscrições sem conta desta conexão hoje\./);
    const stored = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${browsers[10]!.endpoint}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // Another connection, and a member on this one, are not held by it.
    expect((await subscribe({ subscription: browsers[10], topics: ['lunations'] })).statusCode).toBe(201);
    const s = await registerAndLogin(t.app);
    const member = await api(t.app, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { subscription: browsers[11], topics: ['day'] },
      token: s.token,
      remoteAddress,
    });
    expect(member.statusCode).toBe(201);
  });
});
