import type { TransitEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { layoutTimeline, transitTone } from './timeline-geometry';

// Local times: the window starts at the member's midnight, as the page does.
const NOW = new Date(2026, 10, 23, 6, 0); // 23 Nov 2026, 06:00
const day = (d: number, h = 0) => new Date(2026, 10, 23 + d, h).toISOString();

const event = (
  title: string,
  start: string,
  end: string,
  extra: Partial<TransitEvent> = {},
): TransitEvent => ({
  transiting: 'saturn',
  natal: 'sun',
  aspect: 'square',
  start,
  end,
  exact: [],
  title,
  text: `Texto de ${title}.`,
  ...extra,
});

describe('layoutTimeline', () => {
  it('cuts a transit that began before today and ends after the window at both edges', () => {
    const long = event('Saturno em quadratura com o seu Sol', day(-40), day(150), {
      exact: [day(-10), day(45), day(120)],
    });
    const { rows } = layoutTimeline([long], NOW, 90);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ from: 0, to: 1, cutStart: true, cutEnd: true, tone: 'tense' });
    // Only the exact moment inside the window is marked, at 45 of 90 days.
    expect(rows[0]!.exact).toEqual([0.5]);
  });

  it('places a transit inside the window by its own dates, uncut', () => {
    const inside = event('Júpiter em trígono com a sua Lua', day(9), day(18), {
      aspect: 'trine',
      exact: [day(13, 12)],
    });
    const [row] = layoutTimeline([inside], NOW, 90).rows;
    expect(row!.from).toBeCloseTo(0.1);
    expect(row!.to).toBeCloseTo(0.2);
    expect(row!.exact[0]).toBeCloseTo(13.5 / 90);
    expect(row).toMatchObject({ cutStart: false, cutEnd: false, tone: 'harmonious' });
  });

  it('drops what left the orb before today, sorts by start and marks months and today', () => {
    const gone = event('Marte em oposição ao seu Sol', day(-20), day(-2));
    const later = event('Vênus em conjunção com o seu Sol', day(30), day(33), { aspect: 'conjunction' });
    const sooner = event('Mercúrio em sextil com a sua Lua', day(2), day(4), { aspect: 'sextile' });
    const timeline = layoutTimeline([gone, later, sooner], NOW, 90);
    expect(timeline.rows.map((r) => r.event.title)).toEqual([sooner.title, later.title]);
    expect(timeline.rows[1]!.tone).toBe('conjunction');
    expect(timeline.today).toBeCloseTo(0.25 / 90);
    // 1 Dec is 8 days in, 1 Jan 38 (a new year, so it says so), 1 Feb 70.
    expect(timeline.months.map((m) => m.label)).toEqual(['dez', 'jan 2027', 'fev 2027']);
    expect(timeline.months[0]!.at).toBeCloseTo(8 / 90);
    expect(timeline.months[2]!.at).toBeCloseTo(70 / 90);
  });
});

describe('transitTone', () => {
  it('follows the report: teal flows, pink pulls, gold fuses', () => {
    expect(
      ['trine', 'sextile', 'square', 'opposition', 'conjunction'].map((a) => transitTone(a as never)),
    ).toEqual(['harmonious', 'harmonious', 'tense', 'tense', 'conjunction']);
  });
});
