import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, waitText } from './wait-text';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The seconds a text promises at most: what it says, in seconds. */
function promisedSeconds(text: string): number {
  const [, n, unit] = /^(\d+) (segundos?|minutos?|horas?)$/.exec(text) ?? [];
  const scale = unit?.startsWith('segundo') ? 1 : unit?.startsWith('minuto') ? 60 : 3600;
  return Number(n) * scale;
}

describe('waitText', () => {
  it('tells seconds under a minute, singular and plural', () => {
    expect(waitText(1)).toBe('1 segundo');
    expect(waitText(SECOND)).toBe('1 segundo');
    expect(waitText(1001)).toBe('2 segundos');
    expect(waitText(45 * SECOND)).toBe('45 segundos');
    expect(waitText(59 * SECOND)).toBe('59 segundos');
  });

  it('tells minutes from one minute, rounding up', () => {
    expect(waitText(59 * SECOND + 1)).toBe('1 minuto');
    expect(waitText(MINUTE)).toBe('1 minuto');
    expect(waitText(MINUTE + 1)).toBe('2 minutos');
    expect(waitText(28 * MINUTE + 1)).toBe('29 minutos');
    expect(waitText(119 * MINUTE)).toBe('119 minutos');
  });

  it('tells hours from two hours, rounding up', () => {
    expect(waitText(119 * MINUTE + 1)).toBe('2 horas');
    expect(waitText(2 * HOUR)).toBe('2 horas');
    expect(waitText(2 * HOUR + 1)).toBe('3 horas');
  });

  it('never promises less than the Retry-After sent with it, nor more than one unit beyond it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 * HOUR }), (ms) => {
        const promised = promisedSeconds(waitText(ms));
        const header = retryAfterSeconds(ms);
        expect(promised).toBeGreaterThanOrEqual(header);
        const unit = promised < 60 ? 1 : promised < 120 * 60 ? 60 : 3600;
        expect(promised - header).toBeLessThan(unit);
      }),
    );
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, never to 0', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});
