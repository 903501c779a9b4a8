export const FIRST_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
/** ±10 %: instances that failed together do not all come back in the same second. */
const JITTER = 0.1;

/** Back-off after the given failed attempt (1-based): 30 s, 1 min, 2 min … capped at 6 h. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.min(exponent, 30));
  return Math.round(base * (1 + JITTER * (2 * random() - 1)));
}
