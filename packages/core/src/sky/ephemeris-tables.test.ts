// The shipped tables against the full theories they were fitted to (VSOP87B, ELP/MPP02, Pluto by
// astronomy-engine), at instants spread over the whole range, including near the ends and in segments
// halved for conjunctions. Catches a corrupted or stale table.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApparentEphemeris } from '../../scripts/lib/apparent';
import { BODIES } from './bodies';
import { bodyLongitude } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';

const TABLE_TOLERANCE_ARCSEC = 0.01;
let theory: ApparentEphemeris;

beforeAll(async () => {
  theory = await ApparentEphemeris.load();
});

function arcsecBetween(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
}

// Deterministic spread: golden-ratio steps across the range, plus both ends.
const SAMPLES = 120;
const instants = [
  TABLE_START_JD + 1e-6,
  TABLE_END_JD - 1e-6,
  ...Array.from(
    { length: SAMPLES },
    (_, i) => TABLE_START_JD + ((i * 0.6180339887) % 1) * (TABLE_END_JD - TABLE_START_JD),
  ),
];

describe('ephemeris tables', () => {
  it.each(BODIES.map((b) => [b]))('%s stays within 0.01″ of its theory', (body) => {
    let worst = 0;
    for (const jd of instants)
      worst = Math.max(worst, arcsecBetween(bodyLongitude(body, jd).longitude, theory.longitude(body, jd)));
    expect(worst).toBeLessThan(TABLE_TOLERANCE_ARCSEC);
  });

  it.each(BODIES.map((b) => [b]))('%s speed is the derivative of the longitude', (body) => {
    for (const jd of instants.slice(0, 20)) {
      const h = 0.01;
      const numeric =
        (((bodyLongitude(body, jd + h).longitude - bodyLongitude(body, jd - h).longitude + 540) % 360) -
          180) /
        (2 * h);
      expect(Math.abs(bodyLongitude(body, jd).speed - numeric)).toBeLessThan(1e-4);
    }
  });

  it('keeps the true node within 2° of the mean node', () => {
    for (const jd of instants) {
      const t = (jd - 2451545) / 36525;
      const mean = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t;
      expect(arcsecBetween(bodyLongitude('trueNode', jd).longitude, mean) / 3600).toBeLessThan(2);
    }
  });
});
