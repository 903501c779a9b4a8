import { describe, expect, it } from 'vitest';
import { computeChart, type Chart } from '../sky/chart';
import { compositeChart, midpointDegrees, type CompositeInput } from './composite-chart';

// Swiss Ephemeris figures (shared/reference/charts-public.json, entries 0 and 1): Teresina 1975-09-17
// 20:25 UTC and São Luís 1944-01-19 06:53 UTC.
const GOLDEN = {
  a: {
    utc: '1975-09-17T20:25:00Z',
    lat: -5.08917,
    lon: -42.80194,
    sun: 174.321419,
    moon: 325.4606,
    mercury: 200.559247,
    venus: 145.429261,
    mars: 78.89366,
    jupiter: 22.855502,
    saturn: 120.060316,
    mc: 260.43693888609613,
  },
  b: {
    utc: '1944-01-19T06:53:00Z',
    lat: -2.52972,
    lon: -44.30278,
    sun: 298.081268,
    moon: 215.482262,
    mercury: 278.678548,
    venus: 259.280785,
    mars: 65.366885,
    jupiter: 145.003558,
    saturn: 80.625503,
    mc: 176.19137044806735,
  },
};
// Midpoints of the shorter arcs of the golden figures, worked by hand.
const EXPECTED = {
  sun: 236.2013,
  moon: 270.4714,
  mercury: 239.6189,
  venus: 202.355,
  mars: 72.1303,
  jupiter: 83.9295,
  saturn: 100.3429,
  mc: 218.3142,
  // From that MC at latitude −3.80945° with ε = 23.44450° (mean, at the mean of the two days): ARMC 215.9393, Asc = atan2(cos ARMC, −(sin ARMC cos ε + tan φ sin ε)).
  ascendant: 304.9073,
};

function cast(g: typeof GOLDEN.a, timeKnown = true): { chart: Chart; input: CompositeInput } {
  const result = computeChart({ utcMs: Date.parse(g.utc), latitude: g.lat, longitude: g.lon, timeKnown });
  if (!result.ok) throw new Error('chart');
  const chart = result.value;
  const longitudes = Object.fromEntries(
    Object.entries(chart.bodies).map(([k, v]) => [k, v.longitude]),
  ) as CompositeInput['longitudes'];
  return {
    chart,
    input: {
      longitudes,
      midheaven: chart.midheaven?.longitude ?? null,
      latitude: timeKnown ? g.lat : null,
      julianDay: chart.time.julianDayUt,
    },
  };
}

const TOLERANCE = 0.003; // 10.8″: the engine is within a few arcseconds of Swiss Ephemeris per body

describe('midpointDegrees', () => {
  it('takes the shorter arc, across 0° too', () => {
    expect(midpointDegrees(10, 50)).toBeCloseTo(30, 10);
    expect(midpointDegrees(350, 30)).toBeCloseTo(10, 10);
    expect(midpointDegrees(30, 350)).toBeCloseTo(10, 10);
  });
  it('is symmetric at exactly 180°', () => {
    expect(midpointDegrees(10, 190)).toBe(midpointDegrees(190, 10));
  });
});

describe('compositeChart against golden midpoints', () => {
  const a = cast(GOLDEN.a);
  const b = cast(GOLDEN.b);
  const composite = compositeChart(a.input, b.input, 'placidus');

  it.each(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const)(
    'puts the %s at the midpoint of the Swiss Ephemeris positions',
    (body) => {
      expect(Math.abs(composite.bodies[body].longitude - EXPECTED[body])).toBeLessThan(TOLERANCE);
    },
  );

  it('puts the MC at the midpoint of the two MCs and derives the Ascendant from it', () => {
    expect(composite.angles).not.toBeNull();
    expect(Math.abs(composite.angles!.midheaven - EXPECTED.mc)).toBeLessThan(TOLERANCE);
    expect(Math.abs(composite.angles!.ascendant - EXPECTED.ascendant)).toBeLessThan(0.01);
    // Placidus: cusp 10 is the MC, cusp 1 the Ascendant.
    expect(composite.angles!.cusps[9]).toBeCloseTo(composite.angles!.midheaven, 6);
    expect(composite.angles!.cusps[0]).toBeCloseTo(composite.angles!.ascendant, 6);
    expect(composite.bodies.sun.house).toBeGreaterThanOrEqual(1);
  });

  it('is the same chart with the two people swapped', () => {
    expect(compositeChart(b.input, a.input, 'placidus')).toEqual(composite);
  });

  it('has no angles or houses when either birth time is unknown', () => {
    const untimed = cast(GOLDEN.b, false);
    const c = compositeChart(a.input, untimed.input, 'placidus');
    expect(c.angles).toBeNull();
    expect(c.bodies.sun.house).toBeNull();
  });
});
