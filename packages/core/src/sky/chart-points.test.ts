import { describe, expect, it } from 'vitest';
import { separationDegrees } from './angles';
import { computeChart } from './chart';
import { findPointAspects, partOfFortune, type PointPosition } from './chart-points';
import golden from './fixtures/chart-points.json';

const ARCSEC = 1 / 3600;

function chartOf(c: (typeof golden.cases)[number], timeKnown = true) {
  const cast = computeChart({
    utcMs: Date.parse(c.utc),
    latitude: c.latitude,
    longitude: c.longitude,
    timeKnown,
  });
  if (!cast.ok) throw new Error(`cannot cast ${c.utc}`);
  return cast.value;
}

describe('Lilith, the mean lunar apogee (points.md §2)', () => {
  it.each(golden.cases)('$utc $place within 10″ of MEAN_APOG', (c) => {
    const lilith = chartOf(c).points.lilith!;
    expect(separationDegrees(lilith.longitude, c.meanApogee)).toBeLessThan(10 * ARCSEC);
    expect(lilith.retrograde).toBe(false);
  });
});

describe('the South Node', () => {
  it.each(golden.cases.slice(0, 6))('$utc: exactly opposite the true node, moving with it', (c) => {
    const chart = chartOf(c);
    const south = chart.points.southNode!;
    expect(separationDegrees(south.longitude, chart.bodies.trueNode.longitude)).toBeCloseTo(180, 9);
    expect(south.retrograde).toBe(chart.bodies.trueNode.retrograde);
    expect(south.house).toBe(((chart.bodies.trueNode.house! + 5) % 12) + 1);
  });
});

describe('the Part of Fortune, by sect', () => {
  it('takes Asc + Moon − Sun by day and Asc + Sun − Moon by night', () => {
    // Sun in the 10th (above the horizon): λSun − Asc = 270 → day.
    expect(partOfFortune(0, 270, 100)).toBeCloseTo(190, 9);
    // Sun in the 4th (below): λSun − Asc = 90 → night.
    expect(partOfFortune(0, 90, 100)).toBeCloseTo(350, 9);
    // Exactly on the Descendant counts as day (mod 360 ≥ 180).
    expect(partOfFortune(10, 190, 20)).toBeCloseTo(200, 9);
  });

  it.each(golden.cases.slice(0, 8))('$utc: the chart’s own Asc, Sun and Moon, within 1″', (c) => {
    const chart = chartOf(c);
    const asc = chart.ascendant!.longitude;
    const sun = chart.bodies.sun.longitude;
    const moon = chart.bodies.moon.longitude;
    const day = (((sun - asc) % 360) + 360) % 360 >= 180;
    const expected = (((day ? asc + moon - sun : asc + sun - moon) % 360) + 360) % 360;
    expect(separationDegrees(chart.points.partOfFortune!.longitude, expected)).toBeLessThan(ARCSEC);
  });

  it('is null without a birth time, and no point has a house then', () => {
    const chart = chartOf(golden.cases[0]!, false);
    expect(chart.points.partOfFortune).toBeNull();
    expect(chart.points.lilith?.house).toBeNull();
    expect(chart.points.southNode?.house).toBeNull();
  });
});

describe('the points’ aspects', () => {
  const at = (longitude: number): PointPosition => ({
    longitude,
    sign: 'aries',
    degree: 0,
    retrograde: false,
    house: 1,
  });
  const bodies = Object.fromEntries(
    [
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'trueNode',
    ].map((b, i) => [b, { longitude: 100 + i * 25 }]),
  ) as Parameters<typeof findPointAspects>[1];

  it('gives Lilith conjunctions and oppositions within 3°, 4° with the Moon, and the angles', () => {
    // Moon and Mercury both 3.5° from the opposition: only the Moon's wider orb takes it.
    const aspects = findPointAspects(
      { chiron: null, lilith: at(308.5), southNode: at(0), partOfFortune: null },
      { ...bodies, mercury: { longitude: 125 } },
      { ascendant: 310, midheaven: 220 },
    );
    expect(aspects.map((a) => `${a.a}-${a.b}-${a.kind}`)).toEqual([
      'lilith-moon-opposition',
      'lilith-ascendant-conjunction',
    ]);
  });

  it('gives the Part of Fortune conjunctions alone, to bodies only, and the South Node nothing', () => {
    const aspects = findPointAspects(
      { chiron: null, lilith: null, southNode: at(100), partOfFortune: at(102.5) },
      bodies,
      {
        ascendant: 101,
        midheaven: 280,
      },
    );
    expect(aspects).toHaveLength(1);
    expect(aspects[0]).toMatchObject({ a: 'partOfFortune', b: 'sun', kind: 'conjunction' });
    expect(aspects[0]!.orb).toBeCloseTo(2.5, 9);
  });

  it('gives Quíron the five aspects at half orbs, +1° with a light, the true node and the angles', () => {
    // Quíron at 54.5: the Sun and Mercury both 2.5° from a sextile (only the Sun's wider orb takes it),
    // Venus a trine, Pluto a square, the true node a sextile, the Ascendant a square, the MC an opposition
    // 3.5° off (within 4°).
    const aspects = findPointAspects(
      { chiron: at(54.5), lilith: null, southNode: at(0), partOfFortune: null },
      { ...bodies, sun: { longitude: 117 }, mercury: { longitude: 117 }, trueNode: { longitude: 354.5 } },
      { ascendant: 144, midheaven: 238 },
    );
    expect(aspects.map((a) => `${a.a}-${a.b}-${a.kind}`).sort()).toEqual([
      'chiron-ascendant-square',
      'chiron-midheaven-opposition',
      'chiron-pluto-square',
      'chiron-sun-sextile',
      'chiron-trueNode-sextile',
      'chiron-venus-trine',
    ]);
  });
});

describe('Quíron (points.md §2)', () => {
  it.each(golden.cases)('$utc $place within 30″ of Swiss Ephemeris, the speed’s sign right', (c) => {
    const chiron = chartOf(c).points.chiron!;
    expect(separationDegrees(chiron.longitude, c.chiron)).toBeLessThan(30 * ARCSEC);
    expect(chiron.retrograde).toBe(c.chironSpeed < 0);
  });

  it('has a house with a birth time and none without', () => {
    const c = golden.cases[0]!;
    expect(chartOf(c).points.chiron?.house).toBeGreaterThanOrEqual(1);
    expect(chartOf(c, false).points.chiron?.house).toBeNull();
  });
});
