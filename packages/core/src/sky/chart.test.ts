import { describe, expect, it } from 'vitest';
import { REPORT_BODIES } from '../codes';
import { localToUtc } from './birth-time';
import { computeBodies, computeChart, type Chart, type ChartInput } from './chart';
import { GOLDEN_CHARTS, type GoldenChart } from './fixtures/golden-charts';
import { houseOf } from './houses';
import { signOf } from './zodiac-sign';

const BODY_TOLERANCE_ARCSEC = 5;
const ANGLE_TOLERANCE_ARCSEC = 10;
/** Swiss Ephemeris speeds are derivatives of the same apparent longitudes; the Moon's differs most. */
const SPEED_TOLERANCE_DEG_PER_DAY = 0.001;

function arcsecBetween(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return Math.abs(d) * 3600;
}

function chartFor(c: GoldenChart): Chart {
  const instant = localToUtc(c.input.birthDate, c.input.birthTime, c.expect.zone);
  if (!instant.ok) throw new Error(JSON.stringify(instant.error));
  expect(instant.value.utc).toBe(c.expect.utc);
  const chart = computeChart({ utcMs: instant.value.utcMs, latitude: c.expect.lat, longitude: c.expect.lon });
  if (!chart.ok) throw new Error(JSON.stringify(chart.error));
  return chart.value;
}

const cases = GOLDEN_CHARTS.map(
  (c) => [`${c.input.birthDate} ${c.input.birthTime} ${c.input.birthPlace}`, c] as const,
);

describe('computeChart against Swiss Ephemeris (64 reference births)', () => {
  it.each(cases)('%s', (_label, c) => {
    const chart = chartFor(c);
    for (const body of REPORT_BODIES) {
      const expected = c.expect.positions[body];
      const got = chart.bodies[body];
      expect(arcsecBetween(got.longitude, expected.lon), body).toBeLessThanOrEqual(BODY_TOLERANCE_ARCSEC);
      expect(Math.abs(got.speed - expected.speed), `${body} speed`).toBeLessThanOrEqual(
        SPEED_TOLERANCE_DEG_PER_DAY,
      );
      expect(got.retrograde, `${body} retrograde`).toBe(expected.speed < 0);
      expect(got.sign).toBe(signOf(expected.lon));
      expect(got.house).toBeGreaterThanOrEqual(1);
      expect(got.house).toBeLessThanOrEqual(12);
    }
    expect(arcsecBetween(chart.ascendant!.longitude, c.expect.ascendant), 'ascendant').toBeLessThanOrEqual(
      ANGLE_TOLERANCE_ARCSEC,
    );
    expect(arcsecBetween(chart.midheaven!.longitude, c.expect.mc), 'midheaven').toBeLessThanOrEqual(
      ANGLE_TOLERANCE_ARCSEC,
    );
    chart.houses!.forEach((cusp, i) =>
      expect(arcsecBetween(cusp, c.expect.cusps[i] ?? NaN), `cusp ${i + 1}`).toBeLessThanOrEqual(
        ANGLE_TOLERANCE_ARCSEC,
      ),
    );
    expect(chart.houseSystem).toBe(c.expect.houseFlag === 0 ? 'placidus' : 'porphyry');
  });

  it('flags the Porphyry fallback in Tromsø (69.6° N)', () => {
    const tromso = GOLDEN_CHARTS.find((c) => c.input.birthPlace.startsWith('Tromsø'));
    expect(tromso).toBeDefined();
    const chart = chartFor(tromso!);
    expect(chart).toMatchObject({ houseSystem: 'porphyry', houseFallback: 'polar' });
  });

  it('places every body in the cusp interval that contains it', () => {
    const chart = chartFor(GOLDEN_CHARTS[0]!);
    for (const body of Object.values(chart.bodies)) {
      const house = body.house!;
      const start = chart.houses![house - 1]!;
      const end = chart.houses![house % 12]!;
      const width = (((end - start) % 360) + 360) % 360;
      expect((((body.longitude - start) % 360) + 360) % 360).toBeLessThan(width);
    }
  });

  it('carries Uranus, Neptune, Pluto and the true node in the same form', () => {
    const chart = chartFor(GOLDEN_CHARTS[0]!);
    for (const body of ['uranus', 'neptune', 'pluto', 'trueNode'] as const) {
      expect(chart.bodies[body].longitude).toBeGreaterThanOrEqual(0);
      expect(chart.bodies[body].longitude).toBeLessThan(360);
      expect(chart.bodies[body].degree).toBeLessThan(30);
    }
  });
});

describe('the ends of the accepted range', () => {
  it.each([
    ['1800-01-01', '00:00', 'America/Sao_Paulo'],
    ['1800-01-01', '00:00', 'Asia/Tokyo'],
    ['2100-12-31', '23:59', 'America/Sao_Paulo'],
    ['2100-12-31', '23:59', 'Pacific/Kiritimati'],
  ])('computes a chart for %s %s %s', (date, time, zone) => {
    const instant = localToUtc(date, time, zone);
    expect(instant.ok).toBe(true);
    if (!instant.ok) return;
    const chart = computeChart({ utcMs: instant.value.utcMs, latitude: -23.55, longitude: -46.63 });
    expect(chart.ok).toBe(true);
    if (chart.ok) expect(chart.value.houseSystem).toBe('placidus');
  });

  it('refuses instants outside the tables, and bad coordinates', () => {
    expect(computeBodies(Date.parse('1799-01-01T00:00:00Z'))).toMatchObject({
      ok: false,
      error: { code: 'instant-out-of-range' },
    });
    expect(computeBodies(Date.parse('2102-01-01T00:00:00Z'))).toMatchObject({
      ok: false,
      error: { code: 'instant-out-of-range' },
    });
    expect(computeBodies(NaN)).toMatchObject({ ok: false, error: { code: 'instant-out-of-range' } });
    const utcMs = Date.parse('2000-01-01T12:00:00Z');
    expect(computeChart({ utcMs, latitude: 91, longitude: 0 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-coordinates' },
    });
    expect(computeChart({ utcMs, latitude: 0, longitude: NaN })).toMatchObject({
      ok: false,
      error: { code: 'invalid-coordinates' },
    });
  });
});

describe('computeBodies', () => {
  it('gives the same positions as the chart, without a place', () => {
    const c = GOLDEN_CHARTS[5]!;
    const bodies = computeBodies(Date.parse(c.expect.utc));
    expect(bodies.ok).toBe(true);
    if (!bodies.ok) return;
    const chart = chartFor(c);
    for (const body of REPORT_BODIES) expect(bodies.value[body].longitude).toBe(chart.bodies[body].longitude);
  });
});

describe('computeChart options', () => {
  const c = GOLDEN_CHARTS[0]!;
  const base = { utcMs: Date.parse(c.expect.utc), latitude: c.expect.lat, longitude: c.expect.lon };
  const cast = (extra: Partial<ChartInput>): Chart => {
    const chart = computeChart({ ...base, ...extra });
    if (!chart.ok) throw new Error(JSON.stringify(chart.error));
    return chart.value;
  };

  it('casts the house system asked for and places the bodies by it', () => {
    const placidus = cast({});
    const whole = cast({ houseSystem: 'whole-sign' });
    expect(placidus.houseSystem).toBe('placidus');
    expect(whole.houseSystem).toBe('whole-sign');
    expect(whole.houses!.every((cusp) => cusp % 30 === 0)).toBe(true);
    for (const body of Object.values(whole.bodies))
      expect(body.house).toBe(houseOf(body.longitude, whole.houses!));
    expect(whole.ascendant).toEqual(placidus.ascendant);
    expect(whole.aspects).toEqual(placidus.aspects);
  });

  it('without a birth time: no angles, no houses, house null, no aspects to the angles', () => {
    const known = cast({});
    const unknown = cast({ timeKnown: false, houseSystem: 'koch' });
    expect(known.timeKnown).toBe(true);
    expect(unknown.timeKnown).toBe(false);
    for (const field of ['ascendant', 'midheaven', 'houses', 'houseSystem', 'houseFallback'] as const) {
      expect(unknown).not.toHaveProperty(field);
    }
    for (const body of Object.values(unknown.bodies)) expect(body.house).toBeNull();
    expect(unknown.aspects.some((a) => a.b === 'ascendant' || a.b === 'midheaven')).toBe(false);
    // The aspects among the bodies are the same ones.
    const amongBodies = known.aspects.filter((a) => a.b !== 'ascendant' && a.b !== 'midheaven');
    expect(known.aspects.length).toBeGreaterThan(amongBodies.length);
    expect(unknown.aspects).toEqual(amongBodies);
    expect(unknown.bodies.moon.longitude).toBe(known.bodies.moon.longitude);
  });

  it('finds aspects with the node and the angles but none between two outer planets', () => {
    const outer = new Set(['uranus', 'neptune', 'pluto']);
    for (const g of GOLDEN_CHARTS) {
      const chart = cast({
        utcMs: Date.parse(g.expect.utc),
        latitude: g.expect.lat,
        longitude: g.expect.lon,
      });
      expect(chart.aspects.some((a) => outer.has(a.a) && outer.has(a.b))).toBe(false);
    }
    const all = GOLDEN_CHARTS.flatMap(
      (g) =>
        cast({ utcMs: Date.parse(g.expect.utc), latitude: g.expect.lat, longitude: g.expect.lon }).aspects,
    );
    expect(all.some((a) => a.a === 'trueNode' || a.b === 'trueNode')).toBe(true);
    expect(all.some((a) => outer.has(a.a) && a.b === 'midheaven')).toBe(true);
  });

  it('falls back from Koch to Porphyry in Tromsø, and names it', () => {
    const tromso = GOLDEN_CHARTS.find((g) => g.input.birthPlace.startsWith('Tromsø'))!;
    const chart = cast({
      utcMs: Date.parse(tromso.expect.utc),
      latitude: tromso.expect.lat,
      longitude: tromso.expect.lon,
      houseSystem: 'koch',
    });
    expect(chart).toMatchObject({ houseSystem: 'porphyry', houseFallback: 'polar' });
  });
});
