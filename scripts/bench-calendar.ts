// Milliseconds per 400-day sky calendar (packages/core skyCalendar) over windows spread across
// 1801–2099. Run alone: node --import tsx scripts/bench-calendar.ts
import { pathToFileURL } from 'node:url';
import { skyCalendar } from '../packages/core/src/sky/calendar/sky-calendar';

const DAY_MS = 86_400_000;

export interface CalendarBenchmark {
  medianMs: number;
  p99Ms: number;
  samples: number;
  /** Events per calendar, on average: what the time buys. */
  meanEvents: number;
}

/** Deterministic window starts (1801–2099), so runs compare. */
function starts(count: number, seed0: number): number[] {
  let seed = seed0;
  const from = Date.UTC(1801, 0, 1);
  const to = Date.UTC(2099, 0, 1);
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((from + (seed / 2147483648) * (to - from)) / DAY_MS) * DAY_MS;
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

export function benchCalendar(options: { samples?: number } = {}): CalendarBenchmark {
  const samples = options.samples ?? 100;
  let events = 0;
  // Warm-up decodes the tables and lets the JIT settle; it is not measured.
  for (const fromMs of starts(10, 777)) skyCalendar(fromMs, fromMs + 400 * DAY_MS);
  const millis = starts(samples, 12345).map((fromMs) => {
    const start = process.hrtime.bigint();
    const result = skyCalendar(fromMs, fromMs + 400 * DAY_MS);
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

export function calendarLine(r: CalendarBenchmark): string {
  return `sky calendar: ${r.medianMs.toFixed(1)} ms per 400-day calendar (median; p99 ${r.p99Ms.toFixed(1)} ms; ${r.samples} windows, ${r.meanEvents.toFixed(0)} events each)`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(calendarLine(benchCalendar()));
}
