// Milliseconds for the twelve horóscopos of one date (daily.md §1: ≤ 5 ms), sky and text, over dates
// spread across 1900–2100. Run alone: node --import tsx scripts/bench-horoscope.ts
import { pathToFileURL } from 'node:url';
import { horoscopeDay } from '../apps/server/src/services/horoscope/horoscope-day';

const DAY_MS = 86_400_000;
const LIMIT_MS = 5;

export interface HoroscopeBenchmark {
  medianMs: number;
  p99Ms: number;
  samples: number;
}

function dates(count: number, seed0: number): string[] {
  let seed = seed0;
  const from = Date.UTC(1900, 0, 1);
  const to = Date.UTC(2100, 11, 1);
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const ms = Math.floor((from + (seed / 2147483648) * (to - from)) / DAY_MS) * DAY_MS;
    return new Date(ms).toISOString().slice(0, 10);
  });
}

export function benchHoroscope(options: { samples?: number } = {}): HoroscopeBenchmark {
  const samples = options.samples ?? 300;
  for (const date of dates(20, 99)) horoscopeDay(date);
  const millis = dates(samples, 4242).map((date) => {
    const start = process.hrtime.bigint();
    horoscopeDay(date);
    return Number(process.hrtime.bigint() - start) / 1e6;
  });
  millis.sort((a, b) => a - b);
  const at = (p: number) => millis[Math.min(samples - 1, Math.floor(p * samples))]!;
  return { medianMs: at(0.5), p99Ms: at(0.99), samples };
}

export function horoscopeLine(r: HoroscopeBenchmark): string {
  const verdict = r.medianMs <= LIMIT_MS ? 'PASS' : 'FAIL';
  return `horóscopo do dia: ${r.medianMs.toFixed(2)} ms for the 12 signs of a date (median; p99 ${r.p99Ms.toFixed(2)} ms; ${r.samples} dates; limit ${LIMIT_MS} ms) ${verdict}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(horoscopeLine(benchHoroscope()));
}
