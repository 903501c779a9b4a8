// Dense check of the shipped tables against the theories they were fitted to, over 1800–2100.
// Run by hand (about a minute per 2000 samples):
//   node --import tsx packages/core/scripts/check-ephemeris.ts [samples]
// Prints, per body, the worst and 99th-percentile difference in arcseconds, and where the worst falls.
import { BODIES } from '../src/sky/bodies';
import { bodyLongitude } from '../src/sky/ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from '../src/sky/ephemeris-layout';
import { ApparentEphemeris } from './lib/apparent';

const samples = Number(process.argv[2] ?? 5000);
const theory = await ApparentEphemeris.load();

// Quasi-random (Weyl) sequence: even coverage, repeatable.
const instants = Array.from(
  { length: samples },
  (_, i) => TABLE_START_JD + ((i * 0.7548776662466927 + 0.5) % 1) * (TABLE_END_JD - TABLE_START_JD),
);

for (const body of BODIES) {
  const errors = instants.map((jd) => {
    const d = ((((bodyLongitude(body, jd).longitude - theory.longitude(body, jd)) % 360) + 540) % 360) - 180;
    return { jd, arcsec: Math.abs(d) * 3600 };
  });
  errors.sort((a, b) => a.arcsec - b.arcsec);
  const worst = errors[errors.length - 1]!;
  const p99 = errors[Math.floor(errors.length * 0.99)]!;
  const when = new Date((worst.jd - 2440587.5) * 86400000).toISOString().slice(0, 10);
  console.log(
    `${body.padEnd(9)} worst ${worst.arcsec.toFixed(4)}″ (${when} TT)  p99 ${p99.arcsec.toFixed(4)}″  median ${errors[errors.length >> 1]!.arcsec.toFixed(4)}″`,
  );
}
