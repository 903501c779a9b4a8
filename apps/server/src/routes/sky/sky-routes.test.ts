import { SkyCalendar, type SkyEvent } from '@constelar/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createWorkPool } from '../../work/work-pool';
import { CALENDAR_DATA_STAMP } from '../../services/sky/calendar-ics';
import { routeDriver } from '../../test/drivers';

// sky.md §5 through HTTP: the public calendar as JSON and as iCalendar. No database is read.

const within = (iso: string, expected: string, seconds: number) =>
  Math.abs(Date.parse(iso) - Date.parse(expected)) <= seconds * 1000;

describe('the sky calendar', () => {
  let t: TestApp;
  let year: SkyEvent[];
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://constelar.test' } });
    const res = await api(t.app, { method: 'GET', url: '/api/sky/calendar?from=2024-01-01&to=2024-12-31' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    year = SkyCalendar.parse(res.json());
  });
  afterAll(async () => t?.close());

  const timeOf = (e: SkyEvent) => ('time' in e ? e.time : e.start);

  it('holds the year’s phases, ingresses, stations, void Moons and eclipses, in order', () => {
    expect(year.map(timeOf)).toEqual([...year.map(timeOf)].sort());
    const count = (type: SkyEvent['type']) => year.filter((e) => e.type === type).length;
    expect(count('phase')).toBeGreaterThanOrEqual(49);
    expect(count('ingress')).toBeGreaterThan(30);
    expect(count('station')).toBeGreaterThan(10);
    expect(count('void-of-course')).toBeGreaterThan(100);
    expect(count('eclipse')).toBe(4); // 2024: penumbral lunar (Mar), total solar (Apr), partial lunar (Sep), annular solar (Oct)
    for (const e of year) {
      expect(e.title.length).toBeGreaterThan(5);
      if (e.type === 'void-of-course') expect(e.start < e.end).toBe(true);
    }
  });

  it('matches known instants within the spec’s tolerances', () => {
    const find = (predicate: (e: SkyEvent) => boolean) => year.find(predicate);
    const full = find((e) => e.type === 'phase' && e.kind === 'full' && e.time.startsWith('2024-01-25'));
    expect(full && within(timeOf(full), '2024-01-25T17:54:00Z', 90)).toBe(true);
    expect(full?.title).toBe('Lua Cheia em Leão');
    const aries = find((e) => e.type === 'ingress' && e.body === 'sun' && e.sign === 'Áries');
    expect(aries && within(timeOf(aries), '2024-03-20T03:06:00Z', 90)).toBe(true);
    const station = find(
      (e) => e.type === 'station' && e.body === 'mercury' && e.time.startsWith('2024-04-0'),
    );
    expect(station && within(timeOf(station), '2024-04-01T22:14:00Z', 30 * 60)).toBe(true);
    const eclipse = find((e) => e.type === 'eclipse' && e.body === 'sun' && e.kind === 'total');
    expect(eclipse && within(timeOf(eclipse), '2024-04-08T18:17:00Z', 10 * 60)).toBe(true);
  });

  it('serves the same events as iCalendar', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/sky/calendar.ics?from=2024-01-01&to=2024-12-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = ics.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(year.length);
    const uids = events.map((e) => /\r\nUID:([^\r]+)/.exec(e)?.[1]);
    expect(new Set(uids).size).toBe(year.length);
    for (const e of events) {
      // The data's version, not the download's time: the bytes and so the ETag stay the same.
      expect(e).toContain(`\r\nDTSTAMP:${CALENDAR_DATA_STAMP.toISOString().replace(/[-:]|\.000/g, '')}`);
      expect(e).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z/);
      expect(e).toMatch(/\r\nSUMMARY:/);
    }
    const voidMoon = events.find((e) => e.includes('SUMMARY:Lua fora de curso'));
    expect(voidMoon).toMatch(/\r\nDTEND:\d{8}T\d{6}Z/);
    expect(ics).toContain('SUMMARY:Lua Cheia em Leão');
  });

  it('parses back with a real iCalendar parser (ical.js) into the same events and times', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/sky/calendar.ics?from=2024-01-01&to=2024-03-31',
    });
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const json = SkyCalendar.parse(
      (await api(t.app, { method: 'GET', url: '/api/sky/calendar?from=2024-01-01&to=2024-03-31' })).json(),
    );
    expect(vevents).toHaveLength(json.length);
    vevents.forEach((event, i) => {
      const e = json[i]!;
      expect(event.summary).toBe(e.title);
      expect(event.description).toBe(e.text);
      expect(event.startDate.toJSDate().toISOString().replace('.000Z', 'Z')).toBe(timeOf(e));
      // UTC, as DTSTART:…Z says.
      expect(event.startDate.zone.tzid).toBe('UTC');
      if (e.type === 'void-of-course') {
        expect(event.endDate.toJSDate().toISOString().replace('.000Z', 'Z')).toBe(e.end);
      }
    });
  });

  it('answers a repeated request with 304 through its ETag, and caches publicly', async () => {
    for (const url of [
      '/api/sky/calendar?from=2024-01-01&to=2024-01-31',
      '/api/sky/calendar.ics?from=2024-01-01&to=2024-01-31',
    ]) {
      const first = await api(t.app, { method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const tag = first.headers.etag;
      expect(tag).toBeTruthy();
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const again = await api(t.app, { method: 'GET', url, headers: { 'if-none-match': String(tag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('serves only the kinds asked for in `types`, as JSON and as iCalendar', async () => {
    const eclipses = await api(t.app, {
      method: 'GET',
      url: '/api/sky/calendar?from=2024-01-01&to=2024-12-31&types=eclipse',
    });
    expect(eclipses.statusCode).toBe(200);
    expect(SkyCalendar.parse(eclipses.json())).toEqual(year.filter((e) => e.type === 'eclipse'));

    // A calendar app can leave the void-of-course Moons out of a subscription.
    const ics = await api(t.app, {
      method: 'GET',
      url: '/api/sky/calendar.ics?from=2024-01-01&to=2024-12-31&types=phase,ingress,station,eclipse',
    });
    expect(ics.statusCode).toBe(200);
    const parsed = new ICAL.Component(ICAL.parse(ics.body));
    expect(parsed.getAllSubcomponents('vevent')).toHaveLength(
      year.filter((e) => e.type !== 'void-of-course').length,
    );
  });

  it.each(['types=lua', 'types=', 'types=phase;eclipse'])(
    'refuses %s with 400 and names the types it takes',
    async (types) => {
      for (const path of ['/api/sky/calendar', '/api/sky/calendar.ics']) {
        const res = await api(t.app, {
          method: 'GET',
          url: `${path}?from=2024-01-01&to=2024-01-31&${types}`,
        });
        expect(res.statusCode, path).toBe(400);
        expect(res.json()).toMatchObject({
          error:
            'Tipos de evento inválidos: use phase, ingress, station, void-of-course, eclipse, separados por vírgula.',
          field: 'types',
        });
      }
    },
  );

  it.each([
    ['from=2024-01-01', 400],
    ['from=2024-13-01&to=2024-12-31', 422],
    ['from=2024-02-30&to=2024-12-31', 422],
    ['from=2024-02-01&to=2024-01-01', 422],
    ['from=2024-01-01&to=2025-03-01', 422],
    ['from=1700-01-01&to=1700-01-10', 422],
  ])('refuses %s with %i and a Portuguese error', async (query, status) => {
    for (const path of ['/api/sky/calendar', '/api/sky/calendar.ics']) {
      const res = await api(t.app, { method: 'GET', url: `${path}?${query}` });
      expect(res.statusCode, path).toBe(status);
      expect(typeof res.json().error).toBe('string');
    }
  });
});

describe.each([await routeDriver()])('the sky calendar’s cache and ETag (%s)', (driver) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-27T12:00:00Z');
  const work = createWorkPool({ threads: 0, maxQueue: 1 });
  beforeAll(async () => {
    t = await buildTestApp({ driver, work, now: () => new Date(clock) });
  });
  afterAll(async () => t?.close());

  it.each([
    '/api/sky/calendar?from=2030-01-01&to=2031-02-04',
    '/api/sky/calendar.ics?from=2030-01-01&to=2031-02-04',
  ])('gives %s one ETag and a 304, and the second fetch does no work', async (url) => {
    const before = work.started();
    const first = await api(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(work.started()).toBe(before + 1);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]{27}"$/);

    // A day later, in another encoding: same content, same tag, nothing computed again.
    clock += 86_400_000;
    const plain = await api(t.app, { method: 'GET', url });
    expect(plain.headers.etag).toBe(tag);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const again = await api(t.app, { method: 'GET', url, headers: { 'if-none-match': `W/${tag}, "x"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(work.started()).toBe(before + 1);

    const stale = await api(t.app, { method: 'GET', url, headers: { 'if-none-match': '"outra-versao"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(plain.body);
  });

  it('keeps ranges and kinds apart, and does not keep a refusal', async () => {
    const all = await api(t.app, { method: 'GET', url: '/api/sky/calendar?from=2030-01-01&to=2030-01-31' });
    const phases = await api(t.app, {
      method: 'GET',
      url: '/api/sky/calendar?from=2030-01-01&to=2030-01-31&types=phase',
    });
    expect(all.headers.etag).not.toBe(phases.headers.etag);
    expect(phases.json().every((e: SkyEvent) => e.type === 'phase')).toBe(true);
    const before = work.started();
    for (let i = 0; i < 2; i++) {
      const bad = await api(t.app, { method: 'GET', url: '/api/sky/calendar?from=2030-01-01&to=2032-01-01' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toBe('O calendário cobre no máximo 400 dias por consulta.');
    }
    expect(work.started()).toBe(before + 2);
  });
});
