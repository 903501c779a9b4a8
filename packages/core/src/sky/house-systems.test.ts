import { describe, expect, it } from 'vitest';
import { HOUSE_SYSTEMS, type HouseSystem } from '../codes';
import { computeChart, type Chart } from './chart';
import { GOLDEN_HOUSES, type GoldenHouses } from './fixtures/golden-houses';
import { houseOf } from './houses';

const TOLERANCE_ARCSEC = 10;

function arcsecBetween(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
}

function chartFor(g: GoldenHouses, houseSystem: HouseSystem): Chart {
  const chart = computeChart({
    utcMs: Date.parse(g.utc),
    latitude: g.latitude,
    longitude: g.longitude,
    houseSystem,
  });
  if (!chart.ok) throw new Error(JSON.stringify(chart.error));
  return chart.value;
}

const births = GOLDEN_HOUSES.map((g) => [`${g.input.birthPlace} ${g.utc}`, g] as const);

describe.each(HOUSE_SYSTEMS)('%s against Swiss Ephemeris (22 reference births)', (system) => {
  it.each(births)('%s', (_label, g) => {
    const chart = chartFor(g, system);
    expect(chart.houseSystem).toBe(system);
    expect(chart.houseFallback).toBeUndefined();
    expect(arcsecBetween(chart.ascendant!.longitude, g.ascendant), 'ascendant').toBeLessThanOrEqual(
      TOLERANCE_ARCSEC,
    );
    expect(arcsecBetween(chart.midheaven!.longitude, g.midheaven), 'midheaven').toBeLessThanOrEqual(
      TOLERANCE_ARCSEC,
    );
    expect(chart.houses).toHaveLength(12);
    chart.houses!.forEach((cusp, i) =>
      expect(arcsecBetween(cusp, g.cusps[system][i]!), `cusp ${i + 1}`).toBeLessThanOrEqual(TOLERANCE_ARCSEC),
    );
    for (const body of Object.values(chart.bodies))
      expect(body.house).toBe(houseOf(body.longitude, chart.houses!));
  });
});

describe('what sets the systems apart', () => {
  // 48.9° N: far enough from the equator for the quadrant systems to part ways.
  const paris = GOLDEN_HOUSES.find((g) => g.input.birthPlace.startsWith('Paris'))!;

  it('keeps the Midheaven as an angle even where cusp 10 is elsewhere (equal, whole-sign)', () => {
    for (const system of ['equal', 'whole-sign'] as const) {
      const chart = chartFor(paris, system);
      expect(arcsecBetween(chart.midheaven!.longitude, paris.midheaven)).toBeLessThanOrEqual(
        TOLERANCE_ARCSEC,
      );
      expect(arcsecBetween(chart.houses![9]!, chart.midheaven!.longitude)).toBeGreaterThan(3600);
    }
  });

  it('gives different cusps 11 in the four quadrant systems away from the equator', () => {
    const eleventh = (['placidus', 'koch', 'regiomontanus', 'campanus'] as const).map(
      (system) => chartFor(paris, system).houses![10]!,
    );
    expect(new Set(eleventh.map((c) => c.toFixed(3))).size).toBe(4);
  });

  it('moves a body between houses with the system when it sits near a cusp', () => {
    const houses = HOUSE_SYSTEMS.map((system) =>
      GOLDEN_HOUSES.map((g) => Object.values(chartFor(g, system).bodies).map((b) => b.house)).join(),
    );
    expect(new Set(houses).size).toBe(HOUSE_SYSTEMS.length);
  });
});
