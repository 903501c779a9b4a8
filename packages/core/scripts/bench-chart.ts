// µs per computeChart (with the chart's points), for comparing before and after a change. Run by hand:
//   nice -n 10 node --import tsx packages/core/scripts/bench-chart.ts [path/to/chart.ts] [count]
// Births are the same every run: a fixed spread over 1900–2060 and the places' latitudes ±60°.
import { pathToFileURL } from 'node:url';
import type * as ChartModule from '../src/sky/chart';

const modulePath = process.argv[2] ?? new URL('../src/sky/chart.ts', import.meta.url).pathname;
const count = Number(process.argv[3] ?? 20_000);
const { computeChart } = (await import(pathToFileURL(modulePath).href)) as typeof ChartModule;
const start = Date.UTC(1900, 0, 1);
const births = Array.from({ length: count }, (_, i) => ({
  utcMs: start + ((i * 0.6180339887) % 1) * 160 * 365.25 * 86_400_000,
  latitude: -60 + ((i * 0.7548776662) % 1) * 120,
  longitude: -180 + ((i * 0.569840291) % 1) * 360,
}));
let best = Infinity;
for (let run = 0; run < 4; run++) {
  const t0 = performance.now();
  for (const b of births) computeChart(b);
  const us = ((performance.now() - t0) * 1000) / count;
  if (run > 0) best = Math.min(best, us);
}
console.log(`${best.toFixed(2)} µs per chart (best of 3 after a warm-up, ${count} births)`);
