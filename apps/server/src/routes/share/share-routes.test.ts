import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createWorkPool, type WorkPool } from '../../work/work-pool';
import { routeSuite } from '../../test/drivers';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A PNG's first bytes: enough for a stand-in drawing, which the route only passes on. */
const first22Png = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'));

describe.each(await routeSuite())('share images on $driver', ({ driver, run }) => {
  let t: TestApp;
  let owner: Session;
  let reportId: string;
  const real = createWorkPool({ threads: 0, maxQueue: 1 });
  // The quota test draws 22 images: a stand-in drawing keeps it to milliseconds; everything else is real.
  let drawing: Uint8Array | undefined;
  const work: WorkPool = {
    ...real,
    run: (task, job) =>
      task === 'shareCard' && drawing ? (Promise.resolve(drawing) as never) : real.run(task, job),
  };
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ driver, work });
    owner = await registerAndLogin(t.app, { name: 'Iracema Lopes' });
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: owner.token,
      payload: { name: 'Iracema Lopes', ...BIRTH },
    });
    reportId = res.json().id;
  });
  afterAll(async () => t?.close());

  it.runIf(run)('renders the site card for link previews, public and cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/share/site.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it.runIf(run)('renders a report in both formats for its owner, the second time from memory', async () => {
    for (const [format, size] of [
      ['link', { width: 1200, height: 630 }],
      ['stories', { width: 1080, height: 1920 }],
    ] as const) {
      const url = `/api/reports/${reportId}/share.png?format=${format}`;
      const first = await api(t.app, { method: 'GET', url, token: owner.token });
      expect(first.statusCode, format).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      // A person's signs: kept by no cache, the browser's included.
      expect(first.headers['cache-control']).toBe('no-store');
      expect(pngSize(first.rawPayload)).toEqual(size);
      // A real picture, not an empty canvas: glyphs, art and text make it heavy.
      expect(first.rawPayload.length).toBeGreaterThan(50_000);
      const before = work.started();
      const second = await api(t.app, { method: 'GET', url, token: owner.token });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      // Neither read again nor drawn again: no job at all.
      expect(work.started()).toBe(before);
    }
  });

  it.runIf(run)('draws one image per content: a second report of the same person reuses it', async () => {
    const url = `/api/reports/${reportId}/share.png?format=stories`;
    const first = await api(t.app, { method: 'GET', url, token: owner.token });
    const twin = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: owner.token,
      payload: { name: 'Iracema Lopes', ...BIRTH },
    });
    const before = work.started();
    const again = await api(t.app, {
      method: 'GET',
      url: `/api/reports/${twin.json().id}/share.png?format=stories`,
      token: owner.token,
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The same inputs draw the same image: the twin is neither read again nor drawn.
    expect(work.started()).toBe(before);
  });

  it.runIf(run)('draws 20 new images a minute per member, then says how long to wait', async () => {
    drawing = first22Png;
    try {
      const member = await registerAndLogin(t.app);
      const ids: string[] = [];
      for (const name of 'Abel Bia Caio Davi Eva Fabio Gil Hugo Ivo Jair Kauã'.split(' ')) {
        const res = await api(t.app, {
          method: 'POST',
          url: '/api/reports',
          token: member.token,
          payload: { name, ...BIRTH },
        });
        ids.push(res.json().id);
      }
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof api>> | undefined;
      for (const id of ids) {
        for (const format of ['link', 'stories']) {
          const res = await api(t.app, {
            method: 'GET',
            url: `/api/reports/${id}/share.png?format=${format}`,
            token: member.token,
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) refused ??= res;
        }
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429]);
      const retryAfter = Number(refused!.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(refused!.json().error).toMatch(
        new RegExp(
          `^Você gerou muitas imagens em pouco tempo\\. Aguarde (\\d+ segundos?|1 minuto) e tente novamente\\.$`,
        ),
      );
      // An image already drawn is not counted: reopening it still works.
      const reopened = await api(t.app, {
        method: 'GET',
        url: `/api/reports/${ids[0]}/share.png?format=link`,
        token: member.token,
      });
      expect(reopened.statusCode).toBe(200);
    } finally {
      drawing = undefined;
    }
  });

  it.runIf(run)('counts an image once against the quota however many requests wait for it', async () => {
    const member = await registerAndLogin(t.app);
    const ids: string[] = [];
    for (const name of 'Lia Mel Nina Otto Paulo Quim Rui Saulo Tito Ugo Vera'.split(' ')) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/reports',
        token: member.token,
        payload: { name, ...BIRTH },
      });
      ids.push(res.json().id);
    }
    // Four at once for one image, drawn for real (tens of milliseconds at least): they overlap.
    const url = (id: string, format: string) => `/api/reports/${id}/share.png?format=${format}`;
    const together = await Promise.all(
      [1, 2, 3, 4].map(() => api(t.app, { method: 'GET', url: url(ids[0]!, 'link'), token: member.token })),
    );
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    drawing = first22Png;
    try {
      // One drawing so far: 19 more of the minute's 20, then the quota says wait.
      const statuses: number[] = [];
      for (const id of ids) {
        for (const format of ['stories', 'link']) {
          if (id === ids[0] && format === 'link') continue;
          statuses.push(
            (await api(t.app, { method: 'GET', url: url(id, format), token: member.token })).statusCode,
          );
        }
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      drawing = undefined;
    }
  });

  it.runIf(run)('defaults to the link format and refuses unknown ones', async () => {
    const url = `/api/reports/${reportId}/share.png`;
    const res = await api(t.app, { method: 'GET', url, token: owner.token });
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const bad = await api(t.app, { method: 'GET', url: `${url}?format=quadrado`, token: owner.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Formato inválido/);
  });

  it.runIf(run)('shows a report to its owner only, and never a synastry', async () => {
    const url = `/api/reports/${reportId}/share.png`;
    expect((await api(t.app, { method: 'GET', url })).statusCode).toBe(401);
    const stranger = await registerAndLogin(t.app);
    const foreign = await api(t.app, { method: 'GET', url, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Relatório não encontrado.');
    const missing = await api(t.app, {
      method: 'GET',
      url: '/api/reports/00000000-0000-4000-8000-000000000000/share.png',
      token: owner.token,
    });
    expect(missing.statusCode).toBe(404);
    const synastry = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: owner.token,
      payload: { person1: { name: 'Ana', ...BIRTH }, person2: { name: 'Bia', ...BIRTH } },
    });
    expect(synastry.statusCode).toBe(201);
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/reports/${synastry.json().id}/share.png`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(404);
  });
});
