// µs per computeChart (with the chart's points), to compare before and after a change. Run by hand:
//   nice -n 10 node --import tsx packages/core/scripts/bench-chart.ts [chart.ts …]
// Each module given (default: this tree's chart.ts) is loaded in the same process and timed in
// interleaved rounds of 5,000 births, so that a busy machine slows every variant alike; the best round
// of each is printed. Births are the same every run: 1900–2060, latitudes ±60°.
import { pathToFileURL } from 'node:url';
import type * as ChartModule from '../src/sky/chart';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push(new URL('../src/sky/chart.ts', import.meta.url).pathname);
const modules = await Promise.all(
  paths.map(async (p) => (await import(pathToFileURL(p).href)) as typeof ChartModule),
);
const COUNT = 5_000;
const ROUNDS = 60;
const start = Date.UTC(1900, 0, 1);
const births = Array.from({ length: COUNT }, (_, i) => ({
  utcMs: start + ((i * 0.6180339887) % 1) * 160 * 365.25 * 86_400_000,
  latitude: -60 + ((i * 0.7548776662) % 1) * 120,
  longitude: -180 + ((i * 0.569840291) % 1) * 360,
}));
const best = paths.map(() => Infinity);
for (let round = 0; round < ROUNDS; round++) {
  modules.forEach((m, k) => {
    const t0 = performance.now();
    for (const b of births) m.computeChart(b);
    const us = ((performance.now() - t0) * 1000) / COUNT;
    if (round > 0) best[k] = Math.min(best[k]!, us);
  });
}
paths.forEach((p, k) => console.log(`${best[k]!.toFixed(2)} µs per chart  ${p}`));
