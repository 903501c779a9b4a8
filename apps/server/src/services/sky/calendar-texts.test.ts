import type { SkyEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { calendarEvents } from './calendar-events';

// daily.md §3: the sky's own texts. In any 31 consecutive days, no two events share a text.

const DAY_MS = 86_400_000;
const at = (e: SkyEvent) => Date.parse('time' in e ? e.time : e.start);

describe('the sky calendar’s texts', () => {
  // Six windows of about 400 days: 1998, 2020 (two penumbral lunar eclipses 30 days apart), 2024–2027, 2061.
  const windows = [
    ['1998-01-01', '1999-01-31'],
    ['2020-01-01', '2021-01-31'],
    ['2024-01-01', '2025-01-31'],
    ['2025-02-01', '2026-03-01'],
    ['2026-03-02', '2027-03-31'],
    ['2061-01-01', '2062-01-31'],
  ] as const;

  it.each(windows)('gives no two events the same text within 31 days (%s to %s)', (from, to) => {
    const events = calendarEvents(from, to);
    expect(events.length).toBeGreaterThan(200);
    for (let i = 0; i < events.length; i++) {
      for (let j = i + 1; j < events.length && at(events[j]!) - at(events[i]!) < 31 * DAY_MS; j++) {
        expect(events[j]!.text, `${events[i]!.title} / ${events[j]!.title}`).not.toBe(events[i]!.text);
      }
    }
  });

  it('writes each kind of event its own text: phases by sign, quarters by element, the seasons, the void Moon by sign', () => {
    const events = calendarEvents('2024-01-01', '2025-01-31');
    const texts = (type: SkyEvent['type']) =>
      new Set(events.filter((e) => e.type === type).map((e) => e.text));
    expect(texts('phase').size).toBeGreaterThanOrEqual(30);
    expect(texts('void-of-course').size).toBe(24);
    const sun = (sign: string) =>
      events.find((e) => e.type === 'ingress' && e.body === 'sun' && e.sign === sign)!;
    expect(sun('Áries').text).toMatch(/equinócio de outono/);
    expect(sun('Câncer').text).toMatch(/solstício de inverno/);
    expect(sun('Libra').text).toMatch(/equinócio de primavera/);
    expect(sun('Capricórnio').text).toMatch(/solstício de verão/);
    expect(sun('Touro').text).not.toMatch(/equinócio|solstício/);
    const eclipses = events.filter((e) => e.type === 'eclipse');
    expect(new Set(eclipses.map((e) => e.text)).size).toBe(eclipses.length);
    // A planet back into a sign after its retrograde loop says so.
    const retro = events.filter((e) => e.type === 'ingress' && e.retrograde);
    expect(retro.length).toBeGreaterThan(0);
    for (const e of retro) expect(e.text).toMatch(/retrógrado/);
  });
});
