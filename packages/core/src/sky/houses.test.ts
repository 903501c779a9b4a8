import { describe, expect, it } from 'vitest';
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

  it('mirrors between hemispheres: latitude −φ at ARMC + 180° gives the opposite cusps', () => {
    const north = computeHouses(100, 40, EPS);
    const south = computeHouses(280, -40, EPS);
    north.cusps.forEach((c, i) => expect(signedArcDegrees(south.cusps[i] ?? 0, c + 180)).toBeCloseTo(0, 9));
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
