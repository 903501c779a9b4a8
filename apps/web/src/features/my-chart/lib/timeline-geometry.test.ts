import { TRANSIT_BODIES } from '@constelar/core/codes';
import type { TransitEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import {
  BAR,
  groupByPlanet,
  layoutLanes,
  layoutTimeline,
  packLanes,
  placeAxisLabels,
  type LaneOptions,
  type PlacedGroup,
  type Span,
  transitTone,
} from './timeline-geometry';
import { transitEvent } from './transit-event.fixture';

// Local times: the window starts at the member's midnight, as the page does.
const NOW = new Date(2026, 10, 23, 6, 0); // 23 Nov 2026, 06:00
const day = (d: number, h = 0) => new Date(2026, 10, 23 + d, h).toISOString();

describe('layoutTimeline', () => {
  it('cuts a transit that began before today and ends after the window at both edges', () => {
    const long = transitEvent('Saturno em quadratura com o seu Sol', day(-40), day(150), {
      exact: [day(-10), day(45), day(120)],
    });
    const { rows } = layoutTimeline([long], NOW, 90);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ from: 0, to: 1, cutStart: true, cutEnd: true, tone: 'tense' });
    // Only the exact moment inside the window is marked, at 45 of 90 days.
    expect(rows[0]!.exact).toEqual([0.5]);
  });

  it('places a transit inside the window by its own dates, uncut', () => {
    const inside = transitEvent('Júpiter em trígono com a sua Lua', day(9), day(18), {
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
    const gone = transitEvent('Marte em oposição ao seu Sol', day(-20), day(-2));
    const later = transitEvent('Vênus em conjunção com o seu Sol', day(30), day(33), {
      aspect: 'conjunction',
    });
    const sooner = transitEvent('Mercúrio em sextil com a sua Lua', day(2), day(4), { aspect: 'sextile' });
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

describe('groupByPlanet', () => {
  it('groups by transiting planet, slowest first, each in start order, leaving out planets without any', () => {
    const rows = layoutTimeline(
      [
        transitEvent('Sol em trígono com a sua Lua', day(1), day(3), {
          transiting: 'sun',
          natal: 'moon',
          aspect: 'trine',
        }),
        transitEvent('Plutão em sextil com o seu Sol', day(-90), day(200), { transiting: 'pluto' }),
        transitEvent('Marte em quadratura com o seu Sol', day(20), day(26), { transiting: 'mars' }),
        transitEvent('Sol em oposição ao seu Marte', day(40), day(42), { transiting: 'sun', natal: 'mars' }),
        transitEvent('Saturno em quadratura com o seu Sol', day(-40), day(150)),
        transitEvent('Marte em conjunção com a sua Vênus', day(5), day(9), {
          transiting: 'mars',
          natal: 'venus',
        }),
      ],
      NOW,
      90,
    ).rows;
    const groups = groupByPlanet(rows);
    expect(groups.map((g) => g.planet)).toEqual(['pluto', 'saturn', 'mars', 'sun']);
    // All nine drawn, given fastest first (core's order, Sun … Pluto): they come slowest first.
    const nine = TRANSIT_BODIES.filter((body) => body !== 'moon');
    const all = nine.map((p) =>
      transitEvent(`${p} em quadratura com o seu Sol`, day(1), day(5), { transiting: p }),
    );
    expect(groupByPlanet(layoutTimeline(all, NOW, 90).rows).map((g) => g.planet)).toEqual(
      [...nine].reverse(),
    );
    expect(groups[2]!.rows.map((r) => r.event.natal)).toEqual(['venus', 'sun']);
    expect(groups[3]!.rows.map((r) => r.event.natal)).toEqual(['moon', 'mars']);
  });
});

describe('packLanes', () => {
  const spans = (...pairs: [number, number][]): Span[] => pairs.map(([left, right]) => ({ left, right }));

  it('lets spans that do not overlap share a lane, the gap between them counted', () => {
    expect(packLanes(spans([0, 10], [20, 30], [40, 50]), 6)).toEqual({ lane: [0, 0, 0], lanes: 1 });
    // 4 px apart is closer than the 6 px gap: a second lane.
    expect(packLanes(spans([0, 10], [14, 30]), 6)).toEqual({ lane: [0, 1], lanes: 2 });
  });

  it('puts overlapping spans in separate lanes and reuses the first lane that frees up', () => {
    // Given out of order: lanes follow the left edges, and come back in the order given.
    const packed = packLanes(spans([60, 90], [0, 50], [10, 40], [20, 30], [45, 55]), 0);
    expect(packed.lanes).toBe(3);
    expect(packed.lane).toEqual([0, 0, 1, 2, 1]);
  });

  it('needs no more lanes than the most spans over one point', () => {
    // A staircase: each overlaps only its neighbours, so two lanes hold any number of them.
    const stairs = Array.from({ length: 12 }, (_, i): [number, number] => [i * 10, i * 10 + 15]);
    expect(packLanes(spans(...stairs), 0).lanes).toBe(2);
  });
});

describe('layoutLanes', () => {
  // 0 to 1 of the window from x = 100 to x = 1000: a day is 10 px.
  const options = (extra: Partial<LaneOptions> = {}): LaneOptions => ({
    plotLeft: 100,
    plotRight: 1000,
    maxX: 1008,
    labelWidth: () => 60,
    dropLabels: false,
    ...extra,
  });
  const sun = (natal: TransitEvent['natal'], from: number, to: number, extra: Partial<TransitEvent> = {}) =>
    transitEvent(`Sol com ${natal} ${from}`, day(from, 12), day(to, 12), {
      transiting: 'sun',
      natal,
      ...extra,
    });
  const lay = (events: TransitEvent[], extra?: Partial<LaneOptions>) =>
    layoutLanes(layoutTimeline(events, NOW, 90), options(extra));

  /** Within each lane, what each transit draws (label included) keeps the gap to the next. */
  const expectNoCollision = (groups: PlacedGroup[]) => {
    for (const group of groups) {
      for (let lane = 0; lane < group.lanes; lane++) {
        const drawn = group.transits
          .filter((t) => t.lane === lane)
          .map((t) => ({
            left: Math.min(t.span.left, t.label?.x ?? Infinity),
            right: Math.max(t.span.right, (t.label?.x ?? -Infinity) + (t.label?.width ?? 0)),
          }))
          .sort((a, b) => a.left - b.left);
        drawn.slice(1).forEach((span, i) => expect(span.left).toBeGreaterThanOrEqual(drawn[i]!.right));
      }
    }
  };

  it('shares a lane between transits whose bars and labels do not meet', () => {
    // Bars of 20 px (205–225, 355–375, …), each label 60 px after it: 84 px taken, 150 px to the next.
    const [group] = lay([sun('moon', 10, 12), sun('mars', 25, 27), sun('venus', 40, 42)]);
    expect(group!.lanes).toBe(1);
    expect(group!.transits.map((t) => t.label)).toEqual([
      { x: 225 + BAR.labelGap, width: 60, inside: false },
      { x: 375 + BAR.labelGap, width: 60, inside: false },
      { x: 525 + BAR.labelGap, width: 60, inside: false },
    ]);
  });

  it('counts the label: bars apart in time take more lanes when a label would reach the next bar', () => {
    // A bar of 20 px every 30 px from x = 105: room for the bars, not for a 60 px label between them, nor
    // before the first, at the window's start. Each label and the gap after it reach three bars on.
    const close = [0, 3, 6, 9].map((d) => sun('moon', d, d + 2, { title: `Sol ${d}` }));
    const [group] = lay(close);
    expect(group!.lanes).toBe(4);
    expect(group!.transits.every((t) => t.label)).toBe(true);
    // Narrow (a phone), three more lanes for labels is too many: the bars share one lane and only the
    // last, with free room after it, keeps its label.
    const [bare] = lay(close, { dropLabels: true });
    expect(bare!.lanes).toBe(1);
    expect(bare!.transits.map((t) => t.label !== null)).toEqual([false, false, false, true]);
    // One more lane is worth it: all labels kept.
    const [pair] = lay(close.slice(0, 2), { dropLabels: true });
    expect(pair!.lanes).toBe(2);
    expect(pair!.transits.every((t) => t.label)).toBe(true);
  });

  it('writes the label inside a long bar, clear of its diamond, and before a bar at the right edge', () => {
    const [group] = lay([
      // 300 px long from x = 155, exact at x = 160, where the label would start: it moves past the diamond.
      sun('moon', 5, 35, { exact: [day(6)] }),
      // Goes on after the window: no room after it, so the label goes before.
      sun('mars', 88, 95),
    ]);
    const [long, edge] = group!.transits;
    expect(long!.label).toEqual({ x: 160 + BAR.diamond + BAR.labelGap, width: 60, inside: true });
    expect(edge!.label!.inside).toBe(false);
    expect(edge!.label!.x + 60).toBeLessThanOrEqual(edge!.x0 - BAR.labelGap);
  });

  it('widens a transit of a few hours about its middle, so its colour shows either side of the diamond', () => {
    // From 12:00 to 16:00 of day 10: under 2 px from x = 205, widened about x = 205 + 10 × 2/24.
    const [group] = lay([
      transitEvent('Sol em trígono com a sua Lua', day(10, 12), day(10, 16), { transiting: 'sun' }),
    ]);
    const [t] = group!.transits;
    expect(t!.x1 - t!.x0).toBe(BAR.minWidth);
    expect((t!.x0 + t!.x1) / 2).toBeCloseTo(205 + 10 / 12);
    expect(BAR.minWidth).toBeGreaterThan(2 * BAR.diamond + 4);
  });

  it('keeps every label clear of the other bars and labels in its lane, wide or narrow', () => {
    // A month of the Sun's short transits every two days, with exact moments: crowded on purpose.
    const crowd = Array.from({ length: 15 }, (_, i) =>
      sun('moon', 2 * i, 2 * i + 1.5, { exact: [day(2 * i + 1)], title: `Sol ${i}` }),
    );
    const wide = lay(crowd);
    expectNoCollision(wide);
    expect(wide[0]!.transits.every((t) => t.label)).toBe(true);
    const narrow = lay(crowd, { dropLabels: true });
    expectNoCollision(narrow);
    // Narrow, labels cost at most one lane more than the bars alone need: here some are dropped instead.
    const bars = narrow[0]!.transits.map((t) => ({
      left: Math.min(t.x0, ...t.exact.map((d) => d - BAR.diamond)),
      right: Math.max(t.x1, ...t.exact.map((d) => d + BAR.diamond)),
    }));
    expect(narrow[0]!.lanes).toBeLessThanOrEqual(packLanes(bars, BAR.laneGap).lanes + 1);
    expect(narrow[0]!.lanes).toBeLessThan(wide[0]!.lanes);
    expect(narrow[0]!.transits.some((t) => !t.label)).toBe(true);
  });
});

describe('placeAxisLabels', () => {
  const width = (label: string) => label.length * 6;
  it('names a month that begins days after today just past "hoje", keeping the others on their ticks', () => {
    const placed = placeAxisLabels(
      [
        { label: 'dez', x: 50 },
        { label: 'jan 2027', x: 160 },
        { label: 'fev 2027', x: 280 },
      ],
      { todayX: 36, todayWidth: 26, maxX: 350, width },
    );
    expect(placed.map((p) => p.label)).toEqual(['dez', 'jan 2027', 'fev 2027']);
    // "hoje" ends at 62: "dez" (18 wide) is centred 6 + 9 past it.
    expect(placed[0]!.x).toBe(77);
    expect(placed[1]!.x).toBe(160);
    expect(placed[2]!.x).toBe(280);
  });

  it('keeps a name at the right edge inside the drawing', () => {
    const [last] = placeAxisLabels([{ label: 'fev 2027', x: 348 }], {
      todayX: 10,
      todayWidth: 26,
      maxX: 350,
      width,
    });
    expect(last!.x).toBe(350 - 24);
  });
});
