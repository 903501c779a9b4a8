import { describe, expect, it } from 'vitest';
import { julianDayFromUnixMs } from './julian-day';
import { taiMinusUtcSeconds, timeScalesFromUnixMs } from './time-scales';

const SECOND_IN_DAYS = 1 / 86400;

describe('taiMinusUtcSeconds', () => {
  it.each([
    ['1972-01-01T00:00:00Z', 10],
    ['1972-06-30T23:59:59Z', 10],
    ['1972-07-01T00:00:00Z', 11],
    ['1999-01-01T00:00:00Z', 32],
    ['2016-12-31T12:00:00Z', 36],
    ['2017-01-01T00:00:00Z', 37],
    ['2024-06-01T00:00:00Z', 37],
  ])('%s → %s s', (iso, seconds) => {
    expect(taiMinusUtcSeconds(Date.parse(iso))).toBe(seconds);
  });
});

describe('timeScalesFromUnixMs', () => {
  it('takes UTC as UT1 before 1972', () => {
    const ms = Date.parse('1958-03-27T00:03:00Z');
    expect(timeScalesFromUnixMs(ms).jdUt).toBe(julianDayFromUnixMs(ms));
  });

  it('uses the leap seconds for TT since 1972, and UT1 = TT − ΔT', () => {
    const ms = Date.parse('2000-01-01T12:00:00Z');
    const { jdUt, jdTT, deltaTSeconds } = timeScalesFromUnixMs(ms);
    expect((jdTT - julianDayFromUnixMs(ms)) / SECOND_IN_DAYS).toBeCloseTo(64.184, 4);
    // IERS measured UT1 − UTC = +0.355 s that day.
    expect((jdUt - julianDayFromUnixMs(ms)) / SECOND_IN_DAYS).toBeCloseTo(0.355, 1);
    expect(deltaTSeconds).toBeCloseTo(63.83, 2);
  });

  it('takes UTC as UT1 again once the ΔT prediction leaves the leap seconds behind', () => {
    const ms = Date.parse('2080-01-01T00:00:00Z');
    expect(timeScalesFromUnixMs(ms).jdUt).toBe(julianDayFromUnixMs(ms));
  });
});
