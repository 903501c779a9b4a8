import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_840_000],
    [10, 15_360_000],
    [11, MAX_RETRY_DELAY_MS],
    [200, MAX_RETRY_DELAY_MS],
  ])('after attempt %i waits %i ms without jitter', (attempts, expected) => {
    expect(retryDelayMs(attempts, () => 0.5)).toBe(expected);
  });

  it('jitters by at most 10 % either way', () => {
    expect(retryDelayMs(1, () => 0)).toBe(FIRST_RETRY_DELAY_MS * 0.9);
    expect(retryDelayMs(1, () => 1)).toBe(FIRST_RETRY_DELAY_MS * 1.1);
  });
});
