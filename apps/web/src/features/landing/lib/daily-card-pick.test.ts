import { describe, expect, it } from 'vitest';
import { pickCardIndex } from '@constelar/content/daily-card-pick';
import { dailyCardFor, localIsoDate } from './daily-card-pick';

describe('localIsoDate', () => {
  it('uses the local calendar day', () => {
    // TZ is pinned to UTC for unit tests, so local and UTC agree here.
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localIsoDate(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});

describe('pickCardIndex', () => {
  const visitor = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

  it('is stable for a visitor and a date', () => {
    expect(pickCardIndex(visitor, '2025-03-01', 8)).toBe(pickCardIndex(visitor, '2025-03-01', 8));
  });

  it('stays within range and varies across days and visitors', () => {
    const seen = new Set<number>();
    for (let day = 1; day <= 28; day++) {
      const index = pickCardIndex(visitor, `2025-02-${String(day).padStart(2, '0')}`, 8);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(8);
      seen.add(index);
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
    const visitors = new Set(
      Array.from({ length: 40 }, (_, i) => pickCardIndex(`visitor-${i}`, '2025-02-01', 8)),
    );
    expect(visitors.size).toBeGreaterThanOrEqual(6);
  });
});

describe('dailyCardFor', () => {
  it("keeps today's stored card and its revealed state", () => {
    expect(dailyCardFor({ date: '2025-03-01', cardIndex: 3, revealed: true }, 'v', '2025-03-01', 8)).toEqual({
      date: '2025-03-01',
      cardIndex: 3,
      revealed: true,
    });
  });

  it('draws a hidden card for a new day', () => {
    const card = dailyCardFor({ date: '2025-02-28', cardIndex: 3, revealed: true }, 'v', '2025-03-01', 8);
    expect(card).toEqual({
      date: '2025-03-01',
      cardIndex: pickCardIndex('v', '2025-03-01', 8),
      revealed: false,
    });
  });

  it('ignores broken stored values', () => {
    for (const stored of [
      null,
      'x',
      { date: '2025-03-01', cardIndex: 99 },
      { date: '2025-03-01', cardIndex: 1.5 },
    ]) {
      expect(dailyCardFor(stored, 'v', '2025-03-01', 8).revealed).toBe(false);
    }
  });
});
