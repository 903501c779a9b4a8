import { describe, expect, it } from 'vitest';
import { ASPECT_KINDS, TRANSIT_BODIES, TRANSIT_NATAL_POINTS, type TransitBody } from '../codes';
import { ASPECT_DEFINITIONS } from './aspects';
import { computeChart } from './chart';
import { bodyLongitude } from './ephemeris';
import { unixMsFromJulianDay } from './julian-day';
import { timeScalesFromUnixMs } from './time-scales';
import { findTransits, type TransitEvent, type TransitNatalInput } from './transits';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const FIVE_ARCSEC = 5 / 3600;

// ---- Brute-force reference: dense samples of the real ephemeris, then bisection. No cubics, no grid
// shared with the code under test.

const jdTTOf = (ms: number) => timeScalesFromUnixMs(ms).jdTT;

function utcOf(jdTT: number): number {
  let ms = unixMsFromJulianDay(jdTT);
  for (let i = 0; i < 3; i++) ms += (jdTT - jdTTOf(ms)) * DAY_MS;
  return ms;
}

const wrap = (x: number) => x - 360 * Math.floor((x + 180) / 360);

const BRUTE_STEP: Record<TransitBody, number> = {
  sun: 0.25,
  moon: 1 / 48,
  mercury: 0.125,
  venus: 0.25,
  mars: 0.25,
  jupiter: 0.5,
  saturn: 1,
  uranus: 1,
  neptune: 1,
  pluto: 1,
};
const BRUTE_MARGIN: Record<TransitBody, number> = {
  sun: 6,
  moon: 2,
  mercury: 90,
  venus: 120,
  mars: 180,
  jupiter: 400,
  saturn: 700,
  uranus: 1100,
  neptune: 1100,
  pluto: 1500,
};

/** Time (TT Julian day) in [a, b] where g changes sign, by bisection. */
function bisect(g: (t: number) => number, a: number, b: number): number {
  const ga = g(a);
  for (let i = 0; i < 60; i++) {
    const m = (a + b) / 2;
    if (g(m) > 0 === ga > 0) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

interface Expected extends TransitEvent {
  side: number;
}

function bruteTransits(
  natal: readonly TransitNatalInput[],
  fromMs: number,
  days: number,
  bodies: readonly TransitBody[] = TRANSIT_BODIES,
): Expected[] {
  const toMs = fromMs + days * DAY_MS;
  const result: Expected[] = [];
  for (const body of bodies) {
    const step = BRUTE_STEP[body];
    const a = jdTTOf(fromMs) - BRUTE_MARGIN[body];
    const n = Math.ceil((jdTTOf(toMs) + BRUTE_MARGIN[body] - a) / step);
    const times = Array.from({ length: n + 1 }, (_, i) => a + i * step);
    const lon = times.map((t) => bodyLongitude(body, t).longitude);
    for (const { point, longitude } of natal) {
      for (const aspect of ASPECT_KINDS) {
        const angle = ASPECT_DEFINITIONS[aspect].angle;
        const sides = angle === 0 || angle === 180 ? [angle] : [-angle, angle];
        sides.forEach((offset, side) => {
          const target = longitude + offset;
          const distance = (t: number) => wrap(bodyLongitude(body, t).longitude - target);
          const d = lon.map((l) => wrap(l - target));
          const edge = (t: number) => Math.abs(distance(t)) - 1;
          // In orb where the samples begin: its start is unknown, and the event must not reach the window.
          let current: Expected | null =
            Math.abs(d[0]!) <= 1
              ? { transiting: body, natal: point, aspect, side, startMs: -Infinity, endMs: NaN, exactMs: [] }
              : null;
          for (let i = 0; i < n; i++) {
            const in0 = Math.abs(d[i]!) <= 1;
            const in1 = Math.abs(d[i + 1]!) <= 1;
            if (!in0 && in1) {
              const start = utcOf(bisect(edge, times[i]!, times[i + 1]!));
              current = {
                transiting: body,
                natal: point,
                aspect,
                side,
                startMs: start,
                endMs: NaN,
                exactMs: [],
              };
            }
            if (current && Math.abs(d[i]!) < 2 && Math.abs(d[i + 1]!) < 2 && d[i]! > 0 !== d[i + 1]! > 0) {
              current.exactMs.push(utcOf(bisect(distance, times[i]!, times[i + 1]!)));
            }
            if (in0 && !in1 && current) {
              current.endMs = utcOf(bisect(edge, times[i]!, times[i + 1]!));
              if (current.startMs < toMs && current.endMs >= fromMs) result.push(current);
              current = null;
            }
          }
          expect(
            current?.startMs ?? Infinity,
            `${body} in orb through the brute-force range`,
          ).toBeGreaterThan(toMs);
          expect(result.every((e) => Number.isFinite(e.startMs))).toBe(true);
        });
      }
    }
  }
  return result;
}

/** The time the body takes to move 5″ at an instant, in ms. */
function fiveArcsecMs(body: TransitBody, ms: number): number {
  return (FIVE_ARCSEC / Math.abs(bodyLongitude(body, jdTTOf(ms)).speed)) * DAY_MS;
}

interface Errors {
  exactMs: number;
  edgeMs: number;
}

/** Checks ours against the brute force to sky.md's tolerances; returns the worst errors seen. */
function expectSameAsBruteForce(
  natal: readonly TransitNatalInput[],
  fromMs: number,
  days: number,
  bodies: readonly TransitBody[] = TRANSIT_BODIES,
): Errors {
  const result = findTransits(natal, fromMs, days);
  if (!result.ok) throw new Error(result.error.code);
  const ours = result.value.filter((e) => bodies.includes(e.transiting));
  const expected = bruteTransits(natal, fromMs, days, bodies);
  expect(ours.length).toBe(expected.length);
  const worst: Errors = { exactMs: 0, edgeMs: 0 };
  const unmatched = [...ours];
  for (const want of expected) {
    const edgeTolerance = (ms: number) => Math.max(10 * MINUTE_MS, fiveArcsecMs(want.transiting, ms));
    const index = unmatched.findIndex(
      (e) =>
        e.transiting === want.transiting &&
        e.natal === want.natal &&
        e.aspect === want.aspect &&
        Math.abs(e.startMs - want.startMs) <= edgeTolerance(want.startMs),
    );
    expect(
      index,
      `${want.transiting} ${want.aspect} ${want.natal} at ${new Date(want.startMs).toISOString()}`,
    ).not.toBe(-1);
    const got = unmatched.splice(index, 1)[0]!;
    expect(Math.abs(got.endMs - want.endMs)).toBeLessThanOrEqual(edgeTolerance(want.endMs));
    expect(got.exactMs.length).toBe(want.exactMs.length);
    got.exactMs.forEach((ms, i) => {
      const truth = want.exactMs[i]!;
      expect(Math.abs(ms - truth)).toBeLessThanOrEqual(
        Math.max(2 * MINUTE_MS, fiveArcsecMs(want.transiting, truth)),
      );
      worst.exactMs = Math.max(worst.exactMs, Math.abs(ms - truth));
    });
    worst.edgeMs = Math.max(
      worst.edgeMs,
      Math.abs(got.startMs - want.startMs),
      Math.abs(got.endMs - want.endMs),
    );
  }
  return worst;
}

function natalOf(utcMs: number, latitude: number, longitude: number): TransitNatalInput[] {
  const chart = computeChart({ utcMs, latitude, longitude });
  if (!chart.ok) throw new Error(chart.error.code);
  const { bodies, ascendant, midheaven } = chart.value;
  return TRANSIT_NATAL_POINTS.map((point) => ({
    point,
    longitude:
      point === 'ascendant'
        ? ascendant!.longitude
        : point === 'midheaven'
          ? midheaven!.longitude
          : bodies[point].longitude,
  }));
}

const CHART_A = natalOf(Date.parse('1990-05-12T14:30:00Z'), -23.55, -46.63);
const CHART_B = natalOf(Date.parse('1962-11-03T03:10:00Z'), -8.05, -34.9);
const CHART_C = natalOf(Date.parse('2003-08-27T21:45:00Z'), -30.03, -51.23);

function transitsOf(natal: readonly TransitNatalInput[], fromMs: number, days: number): TransitEvent[] {
  const result = findTransits(natal, fromMs, days);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const iso = (s: string) => Date.parse(s);

describe('findTransits against a brute-force search of the ephemeris', () => {
  it('matches a whole chart over 366 days, every body', () => {
    const worst = expectSameAsBruteForce(CHART_A, iso('2025-01-01T00:00:00Z'), 366);
    // Both searches read the same ephemeris, so the disagreement is the root finders' alone.
    expect(worst.exactMs).toBeLessThan(1000);
    expect(worst.edgeMs).toBeLessThan(1000);
  }, 120_000);

  it('matches other charts and windows, including the 19th century', () => {
    expectSameAsBruteForce(CHART_B, iso('2031-07-19T00:00:00Z'), 120);
    expectSameAsBruteForce(CHART_C, iso('1888-02-01T00:00:00Z'), 90);
  }, 120_000);

  it('matches the Moon, which makes every aspect to every point each month', () => {
    const events = transitsOf(CHART_C, iso('2026-03-10T00:00:00Z'), 31).filter(
      (e) => e.transiting === 'moon',
    );
    // 12 points × 8 targets, each met at least once in 31 days.
    expect(events.length).toBeGreaterThanOrEqual(96);
    expect(events.every((e) => e.endMs - e.startMs < 6 * 3600_000 && e.exactMs.length === 1)).toBe(true);
    const worst = expectSameAsBruteForce(CHART_C, iso('2026-03-10T00:00:00Z'), 31, ['moon']);
    expect(worst.exactMs).toBeLessThan(1000);
  }, 120_000);
});

describe('retrograde passes', () => {
  // Mercury turned retrograde on 2025-03-15 near 9.6° Aries and direct on 2025-04-07 near 26.8° Pisces.
  const station = (() => {
    const speed = (ms: number) => bodyLongitude('mercury', jdTTOf(ms)).speed;
    let a = iso('2025-03-10T00:00:00Z');
    let b = iso('2025-03-20T00:00:00Z');
    while (b - a > 1000) {
      const m = (a + b) / 2;
      if (speed(m) > 0) a = m;
      else b = m;
    }
    return { ms: a, longitude: bodyLongitude('mercury', jdTTOf(a)).longitude };
  })();
  const mercury = (longitude: number, fromMs: number, days: number) =>
    transitsOf([{ point: 'sun', longitude }], fromMs, days).filter(
      (e) => e.transiting === 'mercury' && e.aspect === 'conjunction',
    );

  it('lists three separate passes over a point the loop crosses, each exact once', () => {
    const natal = [{ point: 'sun', longitude: 3 } as const];
    const passes = mercury(3, iso('2025-03-01T00:00:00Z'), 60);
    expect(passes.length).toBe(3);
    const speeds = passes.map((e) => Math.sign(bodyLongitude('mercury', jdTTOf(e.exactMs[0]!)).speed));
    expect(speeds).toEqual([1, -1, 1]);
    expectSameAsBruteForce(natal, iso('2025-03-01T00:00:00Z'), 60, ['mercury']);
  });

  it('makes one event with two exacts when the station falls within the orb past the point', () => {
    const [event, ...rest] = mercury(station.longitude - 0.4, iso('2025-03-01T00:00:00Z'), 30);
    expect(rest).toEqual([]);
    expect(event!.exactMs.length).toBe(2);
    expect(event!.exactMs[0]).toBeLessThan(station.ms);
    expect(event!.exactMs[1]).toBeGreaterThan(station.ms);
    expectSameAsBruteForce(
      [{ point: 'sun', longitude: station.longitude - 0.4 }],
      iso('2025-03-01T00:00:00Z'),
      30,
      ['mercury'],
    );
  });

  it('gives exactMs: [] when the body turns inside the orb without perfecting', () => {
    const [event, ...rest] = mercury(station.longitude + 0.4, iso('2025-03-01T00:00:00Z'), 30);
    expect(rest).toEqual([]);
    expect(event!.exactMs).toEqual([]);
    expect(event!.startMs).toBeLessThan(station.ms);
    expect(event!.endMs).toBeGreaterThan(station.ms);
  });

  it('keeps an outer-planet transit of more than a year, exact three times, as one event', () => {
    // Pluto near aphelion moves slowly enough for its whole loop to fit in the 2° band.
    const natal = [{ point: 'moon', longitude: 51.74 } as const];
    const events = transitsOf(natal, iso('1875-01-01T00:00:00Z'), 30).filter((e) => e.transiting === 'pluto');
    expect(events.length).toBe(1);
    const [event] = events;
    expect(event!.endMs - event!.startMs).toBeGreaterThan(365 * DAY_MS);
    expect(event!.startMs).toBeLessThan(iso('1874-06-01T00:00:00Z'));
    expect(event!.endMs).toBeGreaterThan(iso('1875-06-01T00:00:00Z'));
    expect(event!.exactMs.length).toBe(3);
    expectSameAsBruteForce(natal, iso('1875-01-01T00:00:00Z'), 30, ['pluto']);
  });
});

describe('window edges', () => {
  // A Saturn transit to chart A's Sun in 2025, found once and then probed at its own edges.
  const all = transitsOf(CHART_A, iso('2025-01-01T00:00:00Z'), 366);
  const event = all.find((e) => e.transiting === 'saturn' && e.endMs - e.startMs > 10 * DAY_MS)!;
  const same = (list: TransitEvent[]) =>
    list.filter(
      (e) =>
        e.transiting === event.transiting &&
        e.natal === event.natal &&
        e.aspect === event.aspect &&
        e.startMs === event.startMs,
    );

  it('has a long event to probe', () => {
    expect(event).toBeDefined();
  });

  it('lists an event ending exactly at fromMs, not one that ended a millisecond before', () => {
    expect(same(transitsOf(CHART_A, event.endMs, 1))).toEqual([event]);
    expect(same(transitsOf(CHART_A, event.endMs + 1, 1))).toEqual([]);
  });

  it('leaves out an event starting exactly at the window end, lists one starting inside', () => {
    expect(same(transitsOf(CHART_A, event.startMs - DAY_MS, 1))).toEqual([]);
    expect(same(transitsOf(CHART_A, event.startMs - DAY_MS + 1, 1))).toEqual([event]);
  });

  it('lists an event spanning the whole window with its real start and end', () => {
    const fromMs = event.startMs + 3 * DAY_MS;
    const [found] = same(transitsOf(CHART_A, fromMs, 2));
    expect(found).toEqual(event);
    expect(found!.startMs).toBeLessThan(fromMs);
    expect(found!.endMs).toBeGreaterThan(fromMs + 2 * DAY_MS);
  });
});

describe('order', () => {
  it('sorts by start', () => {
    const events = transitsOf(CHART_B, iso('2027-01-01T00:00:00Z'), 366);
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.startMs).toBeGreaterThanOrEqual(events[i - 1]!.startMs);
  });

  it('breaks ties by transiting body, natal point, then aspect', () => {
    // Sun at 10° and Moon at 70° share the target 10° (conjunction, sextile from 70°), and a second Sun
    // entry at 70° gives the same natal point two aspects that start together.
    const natal: TransitNatalInput[] = [
      { point: 'moon', longitude: 70 },
      { point: 'sun', longitude: 70 },
      { point: 'sun', longitude: 10 },
    ];
    const events = transitsOf(natal, iso('2025-03-25T00:00:00Z'), 10).filter(
      (e) => e.transiting === 'sun' || e.transiting === 'mercury',
    );
    const tied = events.filter((e) => e.startMs === events.find((x) => x.transiting === 'sun')!.startMs);
    expect(tied.map((e) => `${e.transiting} ${e.natal} ${e.aspect}`)).toEqual([
      'sun sun conjunction',
      'sun sun sextile',
      'sun moon sextile',
    ]);
  });
});

describe('errors', () => {
  it('rejects a natal longitude that is not a finite number', () => {
    const result = findTransits([{ point: 'sun', longitude: Number.NaN }], iso('2025-01-01T00:00:00Z'), 10);
    expect(result.ok || result.error.code).toBe('invalid-natal-longitude');
  });

  it.each([0, 367, 1.5, Number.NaN])('rejects days = %s', (days) => {
    const result = findTransits(CHART_A, iso('2025-01-01T00:00:00Z'), days);
    expect(result).toEqual({ ok: false, error: { code: 'invalid-days', days } });
  });

  it('rejects a window outside the ephemeris', () => {
    const before = findTransits(CHART_A, iso('1750-01-01T00:00:00Z'), 10);
    expect(before.ok || before.error.code).toBe('instant-out-of-range');
    const after = findTransits(CHART_A, iso('2101-03-01T00:00:00Z'), 30);
    expect(after.ok || after.error.code).toBe('instant-out-of-range');
  });

  it('searches up to the edges of the tables, holding an entry or exit beyond them at the edge', () => {
    const late = findTransits(CHART_A, iso('2100-12-01T00:00:00Z'), 60);
    expect(late.ok).toBe(true);
    const early = findTransits([{ point: 'sun', longitude: 176.8 }], iso('1799-12-06T00:00:00Z'), 30);
    if (!early.ok) throw new Error(early.error.code);
    const uranus = early.value.filter((e) => e.transiting === 'uranus');
    expect(uranus.length).toBeGreaterThan(0);
    uranus.forEach((e) => expect(e.startMs).toBeGreaterThanOrEqual(iso('1799-11-30T00:00:00Z')));
    const edge = findTransits(CHART_A, iso('1799-12-01T12:00:00Z'), 1);
    expect(edge.ok || edge.error.code).toBe('instant-out-of-range');
  });
});

describe('random charts and windows', () => {
  it('match the brute force', () => {
    let seed = 2024;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const first = iso('1801-01-01T00:00:00Z');
    const last = iso('2099-01-01T00:00:00Z');
    for (let i = 0; i < Number(process.env.TRANSIT_STRESS ?? 4); i++) {
      const natal = TRANSIT_NATAL_POINTS.map((point) => ({ point, longitude: 360 * next() }));
      const fromMs = Math.floor((first + next() * (last - first)) / DAY_MS) * DAY_MS;
      expectSameAsBruteForce(natal, fromMs, 1 + Math.floor(next() * 366));
    }
  }, 120_000);
});
