// Microseconds per chart: packages/core computeChart (bodies, Placidus houses, aspects) over many
// varied instants and places, beside a peer that evaluates the full theories directly (astronomia's
// VSOP87B + ELP/MPP02, with the same apparent-place corrections) for the seven bodies and the same
// houses. Run alone: node --import tsx scripts/bench-chart.ts
import { pathToFileURL } from 'node:url';
import { REPORT_BODIES } from '../packages/core/src/codes';
import { computeChart } from '../packages/core/src/sky/chart';
import { computeHouses } from '../packages/core/src/sky/houses';
import { nutation } from '../packages/core/src/sky/nutation';
import { meanObliquity } from '../packages/core/src/sky/obliquity';
import { apparentSiderealTimeDegrees } from '../packages/core/src/sky/sidereal-time';
import { timeScalesFromUnixMs } from '../packages/core/src/sky/time-scales';
import { ApparentEphemeris } from '../packages/core/scripts/lib/apparent';

export interface ChartBenchmark {
  medianUs: number;
  p99Us: number;
  samples: number;
  peerName: string;
  peerMedianUs: number;
  peerP99Us: number;
  peerSamples: number;
}

export interface ChartInput {
  utcMs: number;
  latitude: number;
  longitude: number;
}

/** Deterministic spread of instants (1800–2100) and places (±65°), so runs compare. */
export function inputs(count: number): ChartInput[] {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const from = Date.UTC(1800, 0, 1);
  const to = Date.UTC(2100, 11, 31);
  return Array.from({ length: count }, () => ({
    utcMs: from + next() * (to - from),
    latitude: -65 + 130 * next(),
    longitude: -180 + 360 * next(),
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

export function timeEach(items: ChartInput[], run: (input: ChartInput) => void): number[] {
  const micros = items.map((input) => {
    const start = process.hrtime.bigint();
    run(input);
    return Number(process.hrtime.bigint() - start) / 1000;
  });
  return micros.sort((a, b) => a - b);
}

const PEER_NAME = 'astronomia full VSOP87B + ELP/MPP02, evaluated per chart';

/**
 * The peer, loaded once: `time(n)` charts n new births and gives each one's µs, sorted. The report's
 * bench times it again between its load rounds, so the ratio compares the two under the same load.
 */
export async function peerChart(): Promise<{
  name: string;
  time: (count: number) => number[];
  sink: () => number;
}> {
  const theory = await ApparentEphemeris.load();
  let sink = 0;
  const peer = (input: ChartInput) => {
    const { jdUt, jdTT } = timeScalesFromUnixMs(input.utcMs);
    for (const body of REPORT_BODIES) sink += theory.longitude(body, jdTT);
    const t = (jdTT - 2451545) / 36525;
    const nut = nutation(t);
    const eps = meanObliquity(t) + nut.obliquity;
    const armc = apparentSiderealTimeDegrees(jdUt, t, nut.longitude, eps) + input.longitude;
    sink += computeHouses(armc, input.latitude, eps).ascendant;
  };
  for (const input of inputs(5)) peer(input);
  return { name: PEER_NAME, time: (count) => timeEach(inputs(count), peer), sink: () => sink };
}

/** Median of sorted values. */
export const medianOf = (sorted: number[]): number => percentile(sorted, 0.5);

export async function benchChart(
  options: { samples?: number; peerSamples?: number } = {},
): Promise<ChartBenchmark> {
  const samples = options.samples ?? 20_000;
  const peerSamples = options.peerSamples ?? 100;
  let sink = 0;

  // Warm-up decodes the tables and lets the JIT settle; it is not measured.
  for (const input of inputs(2000)) {
    const chart = computeChart(input);
    if (chart.ok) sink += chart.value.bodies.sun.longitude;
  }
  const ours = timeEach(inputs(samples), (input) => {
    const chart = computeChart(input);
    if (!chart.ok) throw new Error(chart.error.code);
    sink += chart.value.aspects.length;
  });

  const peer = await peerChart();
  const theirs = peer.time(peerSamples);
  if (Number.isNaN(sink + peer.sink())) throw new Error('unreachable: keeps the work observable');
  return {
    medianUs: percentile(ours, 0.5),
    p99Us: percentile(ours, 0.99),
    samples,
    peerName: PEER_NAME,
    peerMedianUs: percentile(theirs, 0.5),
    peerP99Us: percentile(theirs, 0.99),
    peerSamples,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchChart();
  console.log(
    `computeChart: median ${r.medianUs.toFixed(1)} µs, p99 ${r.p99Us.toFixed(1)} µs per chart (${r.samples} charts)`,
  );
  console.log(
    `peer (${r.peerName}): median ${r.peerMedianUs.toFixed(0)} µs, p99 ${r.peerP99Us.toFixed(0)} µs (${r.peerSamples} charts)`,
  );
  console.log(`speed-up: ${(r.peerMedianUs / r.medianUs).toFixed(0)}×`);
}
