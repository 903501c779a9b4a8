import { describe, expect, it } from 'vitest';
import { SIGNS } from '../codes';
import { skyCalendar } from './calendar/sky-calendar';
import { findHouseIngresses, findLunations, HOUSE_INGRESS_BODIES } from './member-sky';

const DAY_MS = 86_400_000;
const FROM = Date.parse('2024-01-01T00:00:00Z');

describe('findHouseIngresses', () => {
  it('with whole-sign cusps from 0° Áries, matches the calendar’s ingresses of Jupiter … Pluto to the second', () => {
    const cusps = SIGNS.map((_, i) => i * 30);
    const found = findHouseIngresses(cusps, FROM, 366);
    if (!found.ok) throw new Error(found.error.code);
    const calendar = skyCalendar(FROM, FROM + 366 * DAY_MS - 1);
    if (!calendar.ok) throw new Error('calendar');
    const slow = calendar.value.filter(
      (e) => e.type === 'ingress' && (HOUSE_INGRESS_BODIES as readonly string[]).includes(e.body),
    );
    expect(found.value.length).toBe(slow.length);
    expect(found.value.length).toBeGreaterThanOrEqual(3); // 2024: Jupiter into Gêmeos, Pluto's passes, Uranus…
    for (const e of slow) {
      if (e.type !== 'ingress') continue;
      const match = found.value.find((f) => f.body === e.body && Math.abs(f.timeMs - e.timeMs) < 1000);
      expect(match, `${e.body} ${e.sign}`).toBeDefined();
      expect(match!.house).toBe(SIGNS.indexOf(e.sign) + 1);
      expect(match!.direction).toBe(e.retrograde ? 'retrograde' : 'direct');
    }
  });

  it('refuses a window of more than 366 days', () => {
    expect(findHouseIngresses([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330], FROM, 367).ok).toBe(
      false,
    );
  });
});

describe('findLunations', () => {
  it('lists the year’s new and full Moons and its eclipses, with the Moon’s sign', () => {
    const found = findLunations(FROM, 366);
    if (!found.ok) throw new Error(found.error.code);
    const phases = found.value.filter((l) => l.type === 'phase');
    expect(phases.length).toBeGreaterThanOrEqual(24);
    expect(phases.length).toBeLessThanOrEqual(26);
    expect(found.value.filter((l) => l.type === 'eclipse').length).toBe(4);
    const full = found.value.find((l) => l.type === 'phase' && l.kind === 'full');
    // 2024-01-25 17:54 UTC, Lua Cheia em Leão.
    expect(full?.sign).toBe('leo');
    expect(Math.abs(full!.timeMs - Date.parse('2024-01-25T17:54:00Z'))).toBeLessThan(90_000);
  });
});
