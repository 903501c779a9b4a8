import type { TransitEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { exactDays, groupTransits, transitPeriod } from './transit-dates';

// Local times throughout (no Z), so the calendar days hold in whatever zone the tests run.
const NOW = new Date('2026-03-15T12:00:00');

const event = (start: string, end: string, extra: Partial<TransitEvent> = {}): TransitEvent => ({
  transiting: 'saturn',
  natal: 'sun',
  aspect: 'square',
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
  exact: [],
  title: 'Saturno em quadratura com o seu Sol',
  text: '…',
  ...extra,
});

describe('transitPeriod', () => {
  it('says the period in pt-BR', () => {
    expect(transitPeriod(event('2026-03-12T08:00:00', '2026-04-03T20:00:00'), NOW)).toBe(
      'de 12 de março a 3 de abril',
    );
  });

  it('names the year of a day outside the current one', () => {
    expect(transitPeriod(event('2025-12-20T08:00:00', '2026-01-04T20:00:00'), NOW)).toBe(
      'de 20 de dezembro de 2025 a 4 de janeiro',
    );
  });

  it('says a single day once', () => {
    expect(transitPeriod(event('2026-03-16T03:00:00', '2026-03-16T07:00:00'), NOW)).toBe('em 16 de março');
  });
});

describe('exactDays', () => {
  it('lists the days the aspect is exact, once each', () => {
    expect(exactDays([new Date('2026-03-20T10:00:00').toISOString()], NOW)).toBe('exato em 20 de março');
    const three = [
      '2026-03-02T01:00:00',
      '2026-05-14T01:00:00',
      '2026-06-09T23:00:00',
      '2026-06-09T23:30:00',
    ];
    expect(
      exactDays(
        three.map((d) => new Date(d).toISOString()),
        NOW,
      ),
    ).toBe('exato em 2 de março, 14 de maio e 9 de junho');
  });

  it('is null for a transit that turns inside the orb without perfecting', () => {
    expect(exactDays([], NOW)).toBeNull();
  });
});

describe('groupTransits', () => {
  it('puts what is in orb today under "Agora" and the rest under the coming days', () => {
    const ongoing = event('2026-02-01T00:00:00', '2026-04-01T00:00:00');
    const tonight = event('2026-03-15T23:00:00', '2026-03-16T02:00:00');
    const later = event('2026-03-20T00:00:00', '2026-03-25T00:00:00');
    const over = event('2026-03-01T00:00:00', '2026-03-14T23:00:00');
    expect(groupTransits([over, ongoing, tonight, later], NOW)).toEqual({
      now: [ongoing, tonight],
      soon: [later],
    });
  });
});
