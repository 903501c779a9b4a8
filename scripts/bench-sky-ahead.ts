// Milliseconds for the sky ahead (relations.md §3): secondary progressions plus solar-arc directions of
// one chart (goal ≤ 1 ms together), and one lunar-return search (goal ≤ 2 ms), over varied births and
// dates. Run alone: node --import tsx scripts/bench-sky-ahead.ts
import { pathToFileURL } from 'node:url';
import { TRANSIT_BODIES } from '../packages/core/src/codes';
import { computeChart } from '../packages/core/src/sky/chart';
import { lunarReturnInstant } from '../packages/core/src/sky/lunar-return';
import { secondaryProgressions, type DirectionNatal } from '../packages/core/src/sky/progressions';
import { solarArcDirections } from '../packages/core/src/sky/solar-arc';

export interface SkyAheadBenchmark {
  directionsMedianMs: number;
  directionsP99Ms: number;
  lunarMedianMs: number;
  lunarP99Ms: number;
  samples: number;
}

interface Case {
  natal: DirectionNatal;
  natalMoon: number;
  dateMs: number;
}

/** Deterministic births (1900–2010, Brazilian latitudes) and dates 5–90 years later, so runs compare. */
function cases(count: number, seed0: number): Case[] {
  let seed = seed0;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const from = Date.UTC(1900, 0, 1);
  const to = Date.UTC(2010, 0, 1);
  return Array.from({ length: count }, () => {
    const birthMs = Math.floor(from + next() * (to - from));
    const latitude = -33 + 38 * next();
    const chart = computeChart({ utcMs: birthMs, latitude, longitude: -35 - 30 * next() });
    if (!chart.ok) throw new Error(chart.error.code);
    const c = chart.value;
    const natal: DirectionNatal = {
      birthMs,
      latitude,
      points: [
        ...TRANSIT_BODIES.map((point) => ({ point, longitude: c.bodies[point].longitude })),
        { point: 'ascendant', longitude: c.ascendant!.longitude },
        { point: 'midheaven', longitude: c.midheaven!.longitude },
      ],
      cusps: c.houses ?? null,
    };
    const years = 5 + 85 * next();
    const dateMs = Math.min(
      Math.floor((birthMs + years * 365.25 * 86_400_000) / 86_400_000) * 86_400_000,
      Date.UTC(2099, 0, 1),
    );
    return { natal, natalMoon: c.bodies.moon.longitude, dateMs };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

/** The best of three runs: the machine is shared, and a preempted run says nothing about the code. */
function timed(run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

export function benchSkyAhead(options: { samples?: number } = {}): SkyAheadBenchmark {
  const samples = options.samples ?? 300;
  // Warm-up decodes the tables and lets the JIT settle; it is not measured.
  for (const c of cases(30, 777)) {
    secondaryProgressions(c.natal, c.dateMs);
    solarArcDirections(c.natal, c.dateMs);
    lunarReturnInstant(c.natalMoon, c.dateMs);
  }
  const all = cases(samples, 4242);
  const directions = all.map((c) =>
    timed(() => {
      if (!secondaryProgressions(c.natal, c.dateMs).ok) throw new Error('progressions');
      if (!solarArcDirections(c.natal, c.dateMs).ok) throw new Error('solar arc');
    }),
  );
  const lunar = all.map((c) =>
    timed(() => {
      if (!lunarReturnInstant(c.natalMoon, c.dateMs).ok) throw new Error('lunar return');
    }),
  );
  directions.sort((a, b) => a - b);
  lunar.sort((a, b) => a - b);
  return {
    directionsMedianMs: percentile(directions, 0.5),
    directionsP99Ms: percentile(directions, 0.99),
    lunarMedianMs: percentile(lunar, 0.5),
    lunarP99Ms: percentile(lunar, 0.99),
    samples,
  };
}

export function skyAheadLines(b: SkyAheadBenchmark): string {
  return [
    `progressions + solar arc, one chart: median ${b.directionsMedianMs.toFixed(3)} ms, p99 ${b.directionsP99Ms.toFixed(3)} ms (goal ≤ 1 ms; ${b.samples} charts)`,
    `lunar return, one search: median ${b.lunarMedianMs.toFixed(3)} ms, p99 ${b.lunarP99Ms.toFixed(3)} ms (goal ≤ 2 ms; best of 3 runs each)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(skyAheadLines(benchSkyAhead()));
}
