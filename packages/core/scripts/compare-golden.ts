// The full theories (lib/apparent.ts) and the shipped core (computeChart) against the Swiss Ephemeris
// reference figures of the 64 births: worst and mean differences, arcseconds. Run by hand:
//   node --import tsx packages/core/scripts/compare-golden.ts
import { REPORT_BODIES } from '../src/codes';
import { computeChart } from '../src/sky/chart';
import { GOLDEN_CHARTS } from '../src/sky/fixtures/golden-charts';
import { timeScalesFromUnixMs } from '../src/sky/time-scales';
import { ApparentEphemeris } from './lib/apparent';

const theory = await ApparentEphemeris.load();
const signedArcsec = (a: number, b: number) => (((((a - b) % 360) + 540) % 360) - 180) * 3600;

interface Stat {
  worst: number;
  sum: number;
  n: number;
}
const stats = new Map<string, Stat>();
function record(key: string, value: number): void {
  const s = stats.get(key) ?? { worst: 0, sum: 0, n: 0 };
  s.worst = Math.max(s.worst, Math.abs(value));
  s.sum += value;
  s.n += 1;
  stats.set(key, s);
}

for (const c of GOLDEN_CHARTS) {
  const utcMs = Date.parse(c.expect.utc);
  const { jdTT } = timeScalesFromUnixMs(utcMs);
  const chart = computeChart({ utcMs, latitude: c.expect.lat, longitude: c.expect.lon });
  if (!chart.ok) throw new Error(chart.error.code);
  for (const body of REPORT_BODIES) {
    const expected = c.expect.positions[body];
    record(`theory ${body}`, signedArcsec(theory.longitude(body, jdTT), expected.lon));
    record(`core   ${body}`, signedArcsec(chart.value.bodies[body].longitude, expected.lon));
    record(`core   ${body} speed (″/day)`, (chart.value.bodies[body].speed - expected.speed) * 3600);
  }
  record('core   ascendant', signedArcsec(chart.value.ascendant!.longitude, c.expect.ascendant));
  record('core   midheaven', signedArcsec(chart.value.midheaven!.longitude, c.expect.mc));
  chart.value.houses!.forEach((cusp, i) =>
    record('core   cusps', signedArcsec(cusp, c.expect.cusps[i] ?? NaN)),
  );
}
for (const [key, s] of stats) {
  console.log(`${key.padEnd(32)} worst ${s.worst.toFixed(4)}   mean ${(s.sum / s.n).toFixed(4)}`);
}
