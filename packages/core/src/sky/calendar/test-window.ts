// Test helper: the TT window of a UTC range, as the calendar's finders take it.

import { timeScalesFromUnixMs } from '../time-scales';

export function ttWindow(fromIso: string, toIso: string) {
  const fromMs = Date.parse(fromIso);
  const toMs = Date.parse(toIso);
  return {
    fromMs,
    toMs,
    fromJd: timeScalesFromUnixMs(fromMs).jdTT,
    toJd: timeScalesFromUnixMs(toMs).jdTT,
  };
}

/** Largest absolute difference between paired instants, seconds. */
export function worstSeconds(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((t, i) => Math.abs(t - b[i]!) / 1000));
}
