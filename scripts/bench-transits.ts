// Milliseconds per 366-day transit search (packages/core findTransits) for one chart of 12 natal
// points, over many varied charts and windows. Run alone: node --import tsx scripts/bench-transits.ts
import { pathToFileURL } from 'node:url';
import { TRANSIT_NATAL_POINTS } from '../packages/core/src/codes';
import { findTransits, type TransitNatalInput } from '../packages/core/src/sky/transits';

export interface TransitBenchmark {
  medianMs: number;
  p99Ms: number;
  samples: number;
  /** Events per search, on average: what the time buys. */
  meanEvents: number;
}

interface SearchInput {
  natal: TransitNatalInput[];
  fromMs: number;
}

/** Deterministic spread of natal charts and window starts (1801–2099), so runs compare. */
function inputs(count: number, seed0: number): SearchInput[] {
  let seed = seed0;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const from = Date.UTC(1801, 0, 1);
  const to = Date.UTC(2099, 0, 1);
  return Array.from({ length: count }, () => ({
    natal: TRANSIT_NATAL_POINTS.map((point) => ({ point, longitude: 360 * next() })),
    fromMs: Math.floor((from + next() * (to - from)) / 86_400_000) * 86_400_000,
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

export function benchTransits(options: { samples?: number } = {}): TransitBenchmark {
  const samples = options.samples ?? 300;
  let events = 0;
  // Warm-up decodes the tables and lets the JIT settle; it is not measured.
  for (const { natal, fromMs } of inputs(30, 777)) findTransits(natal, fromMs, 366);
  const millis = inputs(samples, 12345).map(({ natal, fromMs }) => {
    const start = process.hrtime.bigint();
    const result = findTransits(natal, fromMs, 366);
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    if (!result.ok) throw new Error(result.error.code);
    events += result.value.length;
    return elapsed;
  });
  millis.sort((a, b) => a - b);
  return {
    medianMs: percentile(millis, 0.5),
    p99Ms: percentile(millis, 0.99),
    samples,
    meanEvents: events / samples,
  };
}

export function transitsLine(r: TransitBenchmark): string {
  return `transits: ${r.medianMs.toFixed(1)} ms per 366-day search (median; p99 ${r.p99Ms.toFixed(1)} ms; ${r.samples} charts of 12 points, ${r.meanEvents.toFixed(0)} events each)`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(transitsLine(benchTransits()));
}
