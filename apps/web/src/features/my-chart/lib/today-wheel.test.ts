import type { Astrology, Today } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { todayWheelProps } from './today-wheel';

const body = (longitude: number, retrograde = false) => ({ longitude, retrograde, sign: 'x' });
// Only what the wheel reads of a report's astrology.
const astrology = {
  sun: body(100),
  moon: body(200),
  venus: body(10),
  ascendant: { longitude: 15 },
  midheaven: { longitude: 280 },
  houses: Array.from({ length: 12 }, (_, i) => (15 + i * 30) % 360),
} as unknown as Astrology;

const transit = (transiting: string, natal: string, aspect: string) =>
  ({
    transiting,
    natal,
    aspect,
    start: '',
    end: '',
    exact: [],
    title: '',
    text: '',
  }) as Today['transits'][number];

const day = {
  sky: [
    { body: 'sun', longitude: 245, retrograde: false },
    { body: 'saturn', longitude: 358.5, retrograde: true },
    { body: 'jupiter', longitude: 101.25, retrograde: true },
  ],
  transits: [
    transit('saturn', 'ascendant', 'conjunction'),
    transit('jupiter', 'sun', 'conjunction'),
    // The same transit twice (one per exact pass) is one line.
    transit('jupiter', 'sun', 'conjunction'),
    transit('saturn', 'sun', 'square'),
    // A point the inner ring lacks draws nothing.
    transit('sun', 'pluto', 'square'),
  ],
} as unknown as Today;

describe('todayWheelProps', () => {
  const props = todayWheelProps(astrology, day, 'Maria', '27/11/2026');

  it('puts the natal chart inside and the day’s sky outside', () => {
    expect(props.inner.label).toBe('Maria');
    expect(props.inner.ascendant).toBe(15);
    expect(props.outer.points).toEqual([
      { code: 'sun', longitude: 245, retrograde: false },
      { code: 'saturn', longitude: 358.5, retrograde: true },
      { code: 'jupiter', longitude: 101.25, retrograde: true },
    ]);
    expect(props.title).toContain('27/11/2026');
  });

  it('draws each transit once, its orb read at noon, tightest first', () => {
    expect(props.aspects).toEqual([
      { inner: 'sun', outer: 'jupiter', aspect: 'conjunction', orb: 1.25 },
      // 358.5 to 100 is 101.5°: 11.5° from a square.
      { inner: 'sun', outer: 'saturn', aspect: 'square', orb: 11.5 },
      // Across 0°: 358.5 to 15 is 16.5°.
      { inner: 'ascendant', outer: 'saturn', aspect: 'conjunction', orb: 16.5 },
    ]);
  });
});
