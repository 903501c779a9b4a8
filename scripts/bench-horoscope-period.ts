// Milliseconds for the twelve weeks of one Monday (reach.md §2: ≤ 50 ms) and the twelve months of one
// month (≤ 150 ms), sky and text, over periods spread across 1900–2100 (median and p99). Run alone:
// node --import tsx scripts/bench-horoscope-period.ts
import { pathToFileURL } from 'node:url';
import {
  horoscopeMonth,
  horoscopeWeek,
  mondayOf,
} from '../apps/server/src/services/horoscope/horoscope-period';

const DAY_MS = 86_400_000;
const WEEK_LIMIT_MS = 50;
const MONTH_LIMIT_MS = 150;

export interface PeriodBenchmark {
  week: { medianMs: number; p99Ms: number };
  month: { medianMs: number; p99Ms: number };
  samples: number;
}

function dates(count: number, seed0: number): string[] {
  let seed = seed0;
  const from = Date.UTC(1900, 0, 8);
  const to = Date.UTC(2100, 10, 1);
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const ms = Math.floor((from + (seed / 2147483648) * (to - from)) / DAY_MS) * DAY_MS;
    return new Date(ms).toISOString().slice(0, 10);
  });
}

function timed(keys: readonly string[], run: (key: string) => unknown): { medianMs: number; p99Ms: number } {
  const millis = keys.map((key) => {
    const start = process.hrtime.bigint();
    run(key);
    return Number(process.hrtime.bigint() - start) / 1e6;
  });
  millis.sort((a, b) => a - b);
  const at = (p: number) => millis[Math.min(millis.length - 1, Math.floor(p * millis.length))]!;
  return { medianMs: at(0.5), p99Ms: at(0.99) };
}

export function benchHoroscopePeriod(options: { samples?: number } = {}): PeriodBenchmark {
  const samples = options.samples ?? 100;
  for (const date of dates(10, 99)) {
    horoscopeWeek(mondayOf(date));
    horoscopeMonth(date.slice(0, 7));
  }
  const picked = dates(samples, 4242);
  return {
    week: timed(picked.map(mondayOf), horoscopeWeek),
    month: timed(
      picked.map((d) => d.slice(0, 7)),
      horoscopeMonth,
    ),
    samples,
  };
}

export function horoscopePeriodLines(r: PeriodBenchmark): string {
  const verdict = (ms: number, limit: number) => (ms <= limit ? 'PASS' : 'FAIL');
  return [
    `horóscopo da semana: ${r.week.medianMs.toFixed(2)} ms for the 12 signs of a week (median; p99 ${r.week.p99Ms.toFixed(2)} ms; ${r.samples} weeks; limit ${WEEK_LIMIT_MS} ms) ${verdict(r.week.medianMs, WEEK_LIMIT_MS)}`,
    `horóscopo do mês: ${r.month.medianMs.toFixed(2)} ms for the 12 signs of a month (median; p99 ${r.month.p99Ms.toFixed(2)} ms; ${r.samples} months; limit ${MONTH_LIMIT_MS} ms) ${verdict(r.month.medianMs, MONTH_LIMIT_MS)}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(horoscopePeriodLines(benchHoroscopePeriod()));
}
