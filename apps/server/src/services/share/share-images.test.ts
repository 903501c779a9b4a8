import { SIGNS } from '@constelar/core/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createWorkPool } from '../../work/work-pool';
import { drawingOf, msToNextRound } from './share-images';

const TOKEN = 'token-das-metricas-do-teste';

describe('today’s horóscopo cards, drawn ahead of demand', () => {
  let t: TestApp;
  const work = createWorkPool({ threads: 0, maxQueue: 8 });
  /** Images drawn ahead of demand so far, as Prometheus reads them. */
  const drawnAhead = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    return [
      ...res.body.matchAll(/^constelar_share_images_drawn_total\{[^}]*priority="ahead"[^}]*\} (\d+)$/gm),
    ].reduce((n, m) => n + Number(m[1]), 0);
  };
  beforeAll(async () => {
    t = await buildTestApp({
      work,
      now: () => new Date('2026-11-28T01:30:00Z'),
      env: { SHARE_DRAW_AHEAD: '1', METRICS_TOKEN: TOKEN },
    });
  });
  afterAll(async () => t?.close());

  it('draws the twelve stories of today in Brasília and the twelve link cards at start', async () => {
    // 24 full images on the test's own thread: seconds on a loaded machine.
    const deadline = Date.now() + 240_000;
    while ((await drawnAhead()) < 24 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await drawnAhead()).toBe(24);
    const started = work.started();
    for (const sign of SIGNS) {
      const story = await t.app.inject(`/api/share/horoscope/${sign}.png?format=story`);
      expect(story.statusCode).toBe(200);
      expect(story.headers['content-disposition']).toContain('-2026-11-27.png');
      expect((await t.app.inject(`/api/share/horoscope/${sign}.png`)).statusCode).toBe(200);
    }
    // Not one job: the words and all 24 images were there before anyone asked.
    expect(work.started()).toBe(started);
  }, 300_000);

  it('comes back just past each midnight in Brasília', () => {
    // 22:30 on the 27th in Brasília: midnight is 90 minutes away, and the round 5 s after it.
    expect(msToNextRound(new Date('2026-11-28T01:30:00Z'))).toBe(90 * 60_000 + 5_000);
    // In the summer time of 2018–19 Brasília was UTC−2: midnight of 1 January 2019 was 02:00 UTC.
    expect(msToNextRound(new Date('2018-12-31T23:00:00Z'))).toBe(3 * 3_600_000 + 5_000);
  });
});

describe('an image’s key', () => {
  it('is what it draws: the same words in the same format, whatever asked for them', () => {
    const data = {
      sign: 'leo',
      period: 'day',
      when: '8 de abril de 2024',
      lead: 'Uma frase.',
      address: 'x/y',
    } as const;
    const a = drawingOf('horoscopeCard', { data, format: 'story' });
    expect(drawingOf('horoscopeCard', { data: { ...data }, format: 'story' })).toEqual(a);
    expect(drawingOf('horoscopeCard', { data, format: 'link' }).key).not.toBe(a.key);
    expect(
      drawingOf('horoscopeCard', { data: { ...data, lead: 'Outra frase.' }, format: 'story' }).key,
    ).not.toBe(a.key);
    expect(a.etag).toBe(`"${a.key.slice(0, 27)}"`);
  });
});
