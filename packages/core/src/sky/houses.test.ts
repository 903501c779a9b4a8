import { describe, expect, it } from 'vitest';
import { HOUSE_SYSTEMS } from '../codes';
import { RAD_PER_DEG, normalizeDegrees, signedArcDegrees } from './angles';
import { ascendantLongitude, computeHouses, houseOf, midheavenLongitude } from './houses';

const EPS = 23.4367 * RAD_PER_DEG;

function forwardArcs(cusps: number[]): number[] {
  return cusps.map((c, i) => normalizeDegrees((cusps[(i + 1) % 12] ?? 0) - c));
}

describe('angles', () => {
  it('puts 0° Aries on the MC and 0° Cancer rising at ARMC 0 on the equator', () => {
    expect(midheavenLongitude(0, EPS)).toBeCloseTo(0, 12);
    expect(ascendantLongitude(0, 0, EPS)).toBeCloseTo(90, 12);
    expect(midheavenLongitude(90, EPS)).toBeCloseTo(90, 12);
  });
});

describe('computeHouses', () => {
  it('on the equator, Placidus cusps are the ecliptic points at ARMC + 30°, 60°, 120°, 150°', () => {
    const armc = 37;
    const h = computeHouses(armc, 0, EPS);
    expect(h.system).toBe('placidus');
    expect(h.cusps[10]).toBeCloseTo(midheavenLongitude(armc + 30, EPS), 9);
    expect(h.cusps[11]).toBeCloseTo(midheavenLongitude(armc + 60, EPS), 9);
    expect(h.cusps[1]).toBeCloseTo(midheavenLongitude(armc + 120, EPS), 9);
    expect(h.cusps[2]).toBeCloseTo(midheavenLongitude(armc + 150, EPS), 9);
  });

  it.each([-60, -35, -10, 10, 35, 51.5, 60, 66])('keeps cusps in zodiacal order at latitude %s°', (lat) => {
    for (let armc = 0; armc < 360; armc += 7.5) {
      const h = computeHouses(armc, lat, EPS);
      expect(h.system).toBe('placidus');
      expect(h.cusps[0]).toBe(h.ascendant);
      expect(h.cusps[9]).toBe(h.midheaven);
      const arcs = forwardArcs(h.cusps);
      expect(arcs.every((a) => a > 0 && a < 180)).toBe(true);
      expect(arcs.reduce((s, a) => s + a, 0)).toBeCloseTo(360, 9);
    }
  });

  it('falls back to Porphyry inside the polar circle (Tromsø, 69.6° N)', () => {
    const h = computeHouses(270, 69.6489, EPS);
    expect(h).toMatchObject({ system: 'porphyry', fallback: 'polar' });
    const arcs = forwardArcs(h.cusps);
    // Porphyry trisects each quadrant.
    expect(arcs[0]).toBeCloseTo(arcs[1] ?? 0, 9);
    expect(arcs[9]).toBeCloseTo(arcs[10] ?? 0, 9);
  });

  it('keeps the Ascendant east of the meridian inside the polar circle', () => {
    for (let armc = 0; armc < 360; armc += 5) {
      for (const lat of [70, 80, -75]) {
        const h = computeHouses(armc, lat, EPS);
        const quadrant = signedArcDegrees(h.ascendant, h.midheaven);
        expect(quadrant).toBeGreaterThan(0);
        expect(forwardArcs(h.cusps).reduce((s, a) => s + a, 0)).toBeCloseTo(360, 9);
      }
    }
  });
});

describe('computeHouses, every system', () => {
  it('casts Placidus when no system is named', () => {
    expect(computeHouses(123, -23.5, EPS)).toEqual(computeHouses(123, -23.5, EPS, 'placidus'));
  });

  it('makes Placidus, Koch, Regiomontanus and Campanus agree on the equator', () => {
    for (const armc of [0, 37, 145, 290]) {
      const placidus = computeHouses(armc, 0, EPS).cusps;
      for (const system of ['koch', 'regiomontanus', 'campanus'] as const) {
        const cusps = computeHouses(armc, 0, EPS, system).cusps;
        cusps.forEach((c, i) => expect(signedArcDegrees(c, placidus[i] ?? NaN), system).toBeCloseTo(0, 9));
      }
    }
  });

  it.each(HOUSE_SYSTEMS)('%s runs in zodiacal order with the angles in place, 60° S to 66° N', (system) => {
    for (const lat of [-60, -23.5, 0, 12, 48.9, 66]) {
      for (let armc = 0; armc < 360; armc += 7.5) {
        const h = computeHouses(armc, lat, EPS, system);
        expect(h.system).toBe(system);
        expect(h.ascendant).toBe(ascendantLongitude(armc, lat, EPS));
        expect(h.midheaven).toBe(midheavenLongitude(armc, EPS));
        const arcs = forwardArcs(h.cusps);
        expect(arcs.every((a) => a > 0 && a < 180)).toBe(true);
        expect(arcs.reduce((sum, a) => sum + a, 0)).toBeCloseTo(360, 9);
      }
    }
  });

  it.each(['placidus', 'koch', 'regiomontanus', 'campanus', 'porphyry'] as const)(
    '%s puts the Ascendant on cusp 1 and the MC on cusp 10',
    (system) => {
      const h = computeHouses(211, 41.9, EPS, system);
      expect(h.cusps[0]).toBe(h.ascendant);
      expect(h.cusps[9]).toBe(h.midheaven);
    },
  );

  it('counts equal houses from the Ascendant, 30° each', () => {
    const h = computeHouses(300, -15.8, EPS, 'equal');
    h.cusps.forEach((c, i) => expect(signedArcDegrees(c, h.ascendant + 30 * i)).toBeCloseTo(0, 12));
    expect(signedArcDegrees(h.cusps[9] ?? NaN, h.midheaven)).not.toBeCloseTo(0, 1);
  });

  it('starts whole-sign houses at 0° of the rising sign', () => {
    const h = computeHouses(300, -15.8, EPS, 'whole-sign');
    const first = Math.floor(h.ascendant / 30) * 30;
    expect(h.cusps).toEqual(Array.from({ length: 12 }, (_, i) => (first + 30 * i) % 360));
  });

  it.each(HOUSE_SYSTEMS)(
    '%s mirrors between hemispheres: −φ at ARMC + 180° gives the opposite cusps',
    (system) => {
      const north = computeHouses(100, 40, EPS, system);
      const south = computeHouses(280, -40, EPS, system);
      north.cusps.forEach((c, i) => expect(signedArcDegrees(south.cusps[i] ?? 0, c + 180)).toBeCloseTo(0, 9));
    },
  );
});

describe('computeHouses inside the polar circles', () => {
  // Tromsø 69.6° N and the Antarctic side; 90° − ε is 66.56° here.
  it.each(['placidus', 'koch'] as const)('%s falls back to Porphyry with fallback "polar"', (system) => {
    for (const lat of [66.6, 69.6489, -75, 89]) {
      for (let armc = 0; armc < 360; armc += 15) {
        const h = computeHouses(armc, lat, EPS, system);
        expect(h).toMatchObject({ system: 'porphyry', fallback: 'polar' });
        expect(h.cusps).toEqual(computeHouses(armc, lat, EPS, 'porphyry').cusps);
      }
    }
  });

  it.each(['placidus', 'koch'] as const)('%s still holds just inside the limit, at 66.5°', (system) => {
    expect(computeHouses(90, 66.5, EPS, system).system).toBe(system);
  });

  it.each(['regiomontanus', 'campanus'] as const)(
    '%s is kept where its cusps still run in zodiacal order, Porphyry where they turn back',
    (system) => {
      const used = new Set<string>();
      for (let armc = 0; armc < 360; armc += 5) {
        const h = computeHouses(armc, 75, EPS, system);
        used.add(h.fallback ?? h.system);
        const arcs = forwardArcs(h.cusps);
        expect(arcs.every((a) => a > 0 && a < 180)).toBe(true);
        expect(arcs.reduce((sum, a) => sum + a, 0)).toBeCloseTo(360, 9);
      }
      expect([...used].sort()).toEqual(['polar', system].sort());
    },
  );

  it.each(['equal', 'whole-sign', 'porphyry'] as const)('%s needs no fallback', (system) => {
    for (let armc = 0; armc < 360; armc += 15) {
      const h = computeHouses(armc, -80, EPS, system);
      expect(h.system).toBe(system);
      expect(h.fallback).toBeUndefined();
      expect(signedArcDegrees(h.ascendant, h.midheaven)).toBeGreaterThan(0);
    }
  });
});

describe('houseOf', () => {
  const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
  it.each([
    [350, 1],
    [359.9, 1],
    [0, 1],
    [19.999, 1],
    [20, 2],
    [175, 7],
    [349.999, 12],
  ])('%s° is in house %s', (longitude, house) => {
    expect(houseOf(longitude, cusps)).toBe(house);
  });
});
