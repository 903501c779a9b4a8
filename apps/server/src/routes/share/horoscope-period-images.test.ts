import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { BUSY_MESSAGE, createWorkPool } from '../../work/work-pool';

// reach.md §3 and ADR 108: the week's and month's images, drawn once per content, with ETag and 304.

const TOKEN = 'token-das-metricas-do-teste';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the week and month images', () => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 4 });
  /** Images drawn so far, by task, as Prometheus reads them. */
  const drawn = async () => {
    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    return [...text.matchAll(/^constelar_share_images_drawn_total\{[^}]*\} (\d+)$/gm)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
  };
  beforeAll(async () => {
    t = await buildTestApp({
      work,
      // 01:30 UTC on Saturday the 28th is still Friday the 27th in Brasília, 22:30.
      now: () => new Date('2026-11-28T01:30:00Z'),
      env: { PUBLIC_URL: 'https://constelar.test', METRICS_TOKEN: TOKEN },
    });
  });
  afterAll(async () => t?.close());

  it('draws a week at 1080×1920, once, and answers 304 to its ETag without drawing', async () => {
    const url = '/api/share/horoscope/leo/week.png?start=2026-11-30&format=story';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['content-disposition']).toBe(
      'inline; filename="horoscopo-leao-semana-2026-11-30.png"',
    );
    expect(pngSize(first.rawPayload)).toEqual({ width: 1080, height: 1920 });
    expect(first.rawPayload.length).toBeGreaterThan(50_000);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const count = await drawn();
    const started = work.started();
    // The page's slug names the same sign: the same drawing, from memory.
    const again = await t.app.inject({ method: 'GET', url: url.replace('/leo/', '/leao/') });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(etag);
    const notModified = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(await drawn()).toBe(count);
    expect(work.started()).toBe(started);

    // Another format, another sign: other drawings.
    const link = await t.app.inject({ method: 'GET', url: url.replace('story', 'link') });
    expect(pngSize(link.rawPayload)).toEqual({ width: 1200, height: 630 });
    const virgo = await t.app.inject({ method: 'GET', url: url.replace('/leo/', '/virgo/') });
    expect(virgo.headers.etag).not.toBe(etag);
    expect(await drawn()).toBe(count + 2);
  }, 120_000);

  it('draws this week without a start and this month without a month, kept until they change', async () => {
    const week = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/aries/week.png?format=story',
    });
    expect(week.statusCode).toBe(200);
    // Friday 22:30 in Brasília: Monday 00:00 is 49 h 30 min away.
    expect(week.headers['cache-control']).toBe(`public, max-age=${49.5 * 3600}, stale-while-revalidate=600`);
    expect(week.headers['content-disposition']).toContain('horoscopo-aries-semana-2026-11-23.png');
    expect(pngSize(week.rawPayload)).toEqual({ width: 1080, height: 1920 });
    // The same week named by its Monday is the same drawing, not drawn again.
    const count = await drawn();
    const dated = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/aries/week.png?format=story&start=2026-11-23',
    });
    expect(dated.headers.etag).toBe(week.headers.etag);
    expect(await drawn()).toBe(count);

    const month = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/aries/month.png?format=story',
    });
    expect(month.statusCode).toBe(200);
    // December 1st, 00:00 in Brasília, is 3 days and 1 h 30 min away.
    expect(month.headers['cache-control']).toBe(
      `public, max-age=${3 * 86_400 + 5400}, stale-while-revalidate=600`,
    );
    expect(month.headers['content-disposition']).toContain('horoscopo-aries-2026-11.png');
    expect(pngSize(month.rawPayload)).toEqual({ width: 1080, height: 1920 });
    const link = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/aries/month.png?month=1900-01',
    });
    expect(pngSize(link.rawPayload)).toEqual({ width: 1200, height: 630 });
  }, 120_000);

  it('draws the day once however it is asked: today with or without its date', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/share/horoscope/gemini.png?format=story' });
    const count = await drawn();
    const dated = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/gemini.png?format=story&date=2026-11-27',
    });
    expect(dated.rawPayload.equals(bare.rawPayload)).toBe(true);
    expect(dated.headers.etag).toBe(bare.headers.etag);
    expect(await drawn()).toBe(count);
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/share/horoscope/gemini.png?format=story',
      headers: { 'if-none-match': `W/${bare.headers.etag as string}` },
    });
    expect(notModified.statusCode).toBe(304);
    const site = await t.app.inject({ method: 'GET', url: '/api/share/site.png' });
    const siteAgain = await t.app.inject({
      method: 'GET',
      url: '/api/share/site.png',
      headers: { 'if-none-match': site.headers.etag as string },
    });
    expect(siteAgain.statusCode).toBe(304);
  }, 120_000);

  it('refuses what the week and month APIs refuse, in Portuguese', async () => {
    const cases: [string, number, RegExp][] = [
      ['/api/share/horoscope/leo/week.png?start=2026-12-01', 422, /segunda-feira/],
      ['/api/share/horoscope/leo/week.png?start=2101-01-03', 422, /2100/],
      ['/api/share/horoscope/leo/week.png?start=1899-12-25', 422, /1900/],
      ['/api/share/horoscope/leo/week.png?start=ontem', 400, /[a-zç]/],
      ['/api/share/horoscope/leo/week.png?format=quadrado', 400, /^Formato inválido/],
      ['/api/share/horoscope/leo/month.png?month=2101-01', 422, /2100/],
      ['/api/share/horoscope/leo/month.png?month=1899-12', 422, /1900/],
      ['/api/share/horoscope/leo/month.png?month=2026-13', 422, /^Mês inválido/],
      ['/api/share/horoscope/ofiuco/month.png', 404, /^Signo desconhecido/],
      ['/api/share/horoscope/ofiuco/week.png', 404, /^Signo desconhecido/],
    ];
    for (const [url, status, error] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error, url).toMatch(error);
    }
  });

  it('documents both routes in OpenAPI as PNG', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/share/horoscope/{sign}/week.png', '/api/share/horoscope/{sign}/month.png']) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(Object.keys(get.responses[200].content)).toEqual(['image/png']);
      expect(get.responses[422]).toBeDefined();
      expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['sign', 'format', path.includes('week') ? 'start' : 'month']),
      );
    }
  });
});

describe('a full queue of images', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One image drawn at a time and one request waiting: the next is refused at once.
    t = await buildTestApp({
      work: createWorkPool({ threads: 0, maxQueue: 8 }),
      env: { WORK_QUEUE: '1', SHARE_THREADS: '1' },
    });
  });
  afterAll(async () => t?.close());

  it('answers 503 with Retry-After and a Portuguese error rather than piling work up', async () => {
    const dates = ['2031-03-03', '2031-03-04', '2031-03-05'];
    // The days' words first, so the three requests reach the image queue together.
    for (const date of dates)
      expect((await t.app.inject(`/api/horoscope?date=${date}`)).statusCode).toBe(200);
    const replies = await Promise.all(
      dates.map((date) => t.app.inject(`/api/share/horoscope/taurus.png?format=story&date=${date}`)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 503]);
    const busy = replies[2]!;
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json().error).toBe(BUSY_MESSAGE);
    // Once the queue has room again, the same image is drawn.
    const later = await t.app.inject(`/api/share/horoscope/taurus.png?format=story&date=${dates[2]}`);
    expect(later.statusCode).toBe(200);
    expect(pngSize(later.rawPayload)).toEqual({ width: 1080, height: 1920 });
  }, 120_000);
});
