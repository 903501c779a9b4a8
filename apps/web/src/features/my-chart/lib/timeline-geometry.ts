// The drawn "Seu céu" (issue #14) as numbers: where each bar, diamond and month tick falls on a time
// axis from 0 to 1, then the bars grouped by planet and packed into lanes in pixels, their labels
// counted. Pure (the window and the width come in), so the drawing itself only paints.
import type { TransitEvent } from '@constelar/contract';
import { CHART_ASPECT_NATURE, type ChartAspectNature } from '@constelar/core/codes';
import { addDays, addMonths, format, isSameYear, startOfDay, startOfMonth } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export type TransitTone = ChartAspectNature;

/** Trines and sextiles flow, squares and oppositions pull, a conjunction fuses: core's map. */
export function transitTone(aspect: TransitEvent['aspect']): TransitTone {
  return CHART_ASPECT_NATURE[aspect];
}

export interface TimelineRow {
  event: TransitEvent;
  /** Start and end of the bar, as fractions of the window (0 = window start, 1 = window end). */
  from: number;
  to: number;
  /** The transit began before the window or goes on after it: the bar is cut there. */
  cutStart: boolean;
  cutEnd: boolean;
  /** Exact moments inside the window, as fractions. */
  exact: number[];
  tone: TransitTone;
}

export interface MonthTick {
  at: number;
  /** "jan", or "jan 2027" when the year changes from the window's start. */
  label: string;
}

export interface Timeline {
  rows: TimelineRow[];
  months: MonthTick[];
  /** Where the present falls. */
  today: number;
}

/**
 * Lays out the transits over `days` days from the start of `now`'s day: one row per transit that
 * touches the window, sorted by start (then title, so the order is stable).
 */
export function layoutTimeline(events: readonly TransitEvent[], now: Date, days: number): Timeline {
  const windowStart = startOfDay(now).getTime();
  const windowEnd = addDays(startOfDay(now), days).getTime();
  const span = windowEnd - windowStart;
  const frac = (ms: number) => (ms - windowStart) / span;

  const rows = events
    .map((event) => ({ event, start: Date.parse(event.start), end: Date.parse(event.end) }))
    .filter(({ start, end }) => end >= windowStart && start <= windowEnd)
    .sort((a, b) => a.start - b.start || a.event.title.localeCompare(b.event.title, 'pt-BR'))
    .map(({ event, start, end }) => ({
      event,
      from: frac(Math.max(start, windowStart)),
      to: frac(Math.min(end, windowEnd)),
      cutStart: start < windowStart,
      cutEnd: end > windowEnd,
      exact: event.exact
        .map(Date.parse)
        .filter((ms) => ms >= windowStart && ms <= windowEnd)
        .map(frac),
      tone: transitTone(event.aspect),
    }));

  const months: MonthTick[] = [];
  for (
    let month = addMonths(startOfMonth(now), 1);
    month.getTime() < windowEnd;
    month = addMonths(month, 1)
  ) {
    const label = format(month, isSameYear(month, now) ? 'MMM' : 'MMM yyyy', { locale: ptBR });
    months.push({ at: frac(month.getTime()), label });
  }

  return { rows, months, today: frac(now.getTime()) };
}

// Lanes. One row per transit gave ~100 rows for 90 days; grouped by planet and packed, they take ~30.

type Planet = TransitEvent['transiting'];

/** Slowest first: the long transits that colour months sit on top, the passing ones of a few days below. */
const SLOWEST_FIRST: readonly Planet[] = [
  'pluto',
  'neptune',
  'uranus',
  'saturn',
  'jupiter',
  'mars',
  'venus',
  'mercury',
  'sun',
  'moon',
];

export interface PlanetGroup {
  planet: Planet;
  rows: TimelineRow[];
}

/** The rows by transiting planet, slowest first, each group in the rows' own order; empty groups left out. */
export function groupByPlanet(rows: readonly TimelineRow[]): PlanetGroup[] {
  return SLOWEST_FIRST.map((planet) => ({
    planet,
    rows: rows.filter((row) => row.event.transiting === planet),
  })).filter((group) => group.rows.length > 0);
}

export interface Span {
  left: number;
  right: number;
}

/**
 * Greedy interval partitioning: taken by left edge, each span goes to the first lane whose last span ends
 * at least `gap` before it, else it opens a new lane. This needs no more lanes than the most spans that
 * overlap at one point, which is the fewest possible. The lanes are listed in the order the spans came.
 */
export function packLanes(spans: readonly Span[], gap: number): { lane: number[]; lanes: number } {
  const ends: number[] = [];
  const lane = new Array<number>(spans.length);
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]!.left - spans[b]!.left || a - b);
  for (const i of order) {
    const span = spans[i]!;
    let free = ends.findIndex((end) => end + gap <= span.left);
    if (free < 0) free = ends.push(span.right) - 1;
    ends[free] = span.right;
    lane[i] = free;
  }
  return { lane, lanes: ends.length };
}

/** Pixel sizes the packing has to know, shared with the drawing. */
export const BAR = {
  /** The shortest bar drawn: wide enough to show its colour either side of a diamond. */
  minWidth: 13,
  /** The arrowhead beyond a bar cut by the window's edge. */
  arrow: 8,
  /** Half the diagonal of the diamond on an exact moment. */
  diamond: 4,
  /** Between a bar and a label beside it, and at the ends of a label inside it. */
  labelGap: 4,
  labelPad: 6,
  /** Clear space between two transits sharing a lane. */
  laneGap: 10,
} as const;

export interface PlacedLabel {
  /** The label's left edge and width. */
  x: number;
  width: number;
  /** Inside the bar (dark on the colour) or beside it. */
  inside: boolean;
}

export interface PlacedTransit {
  row: TimelineRow;
  lane: number;
  /** The bar's ends and the exact moments, in pixels. */
  x0: number;
  x1: number;
  exact: number[];
  /** All the transit draws, label included: what a tap on it answers to. */
  span: Span;
  label: PlacedLabel | null;
}

export interface PlacedGroup {
  planet: Planet;
  lanes: number;
  transits: PlacedTransit[];
}

export interface LaneOptions {
  /** Pixels of the window's start and end. Labels stay within [plotLeft, maxX]. */
  plotLeft: number;
  plotRight: number;
  maxX: number;
  /** How wide a transit's label is drawn. */
  labelWidth: (row: TimelineRow) => number;
  /**
   * Wide drawings count every label in the packing and keep them all. Narrow ones keep them all only if
   * that costs a group at most one more lane than its bars alone need; else they pack the bars alone and
   * give a label only the room left beside its bar.
   */
  dropLabels: boolean;
}

/** Where a label may go, best first: inside the bar clear of its diamonds, else after it, else before. */
function labelSpots(
  width: number,
  bar: { x0: number; x1: number; exact: number[]; span: Span },
  options: LaneOptions,
): PlacedLabel[] {
  const { labelGap, labelPad, diamond } = BAR;
  const clear = (from: number) =>
    bar.exact.every((d) => from > d + diamond + 1 || from + width < d - diamond - 1);
  const starts = [bar.x0 + labelPad, ...bar.exact.map((d) => d + diamond + labelGap)];
  const inside = starts.find((s) => s + width <= bar.x1 - labelPad && clear(s));
  if (inside !== undefined) return [{ x: inside, width, inside: true }];
  const after = bar.span.right + labelGap;
  const before = bar.span.left - labelGap - width;
  return [
    ...(after + width <= options.maxX ? [{ x: after, width, inside: false }] : []),
    ...(before >= options.plotLeft ? [{ x: before, width, inside: false }] : []),
  ];
}

const withLabel = (span: Span, label: PlacedLabel | null): Span =>
  label ? { left: Math.min(span.left, label.x), right: Math.max(span.right, label.x + label.width) } : span;

interface MeasuredBar extends Omit<PlacedTransit, 'lane' | 'label'> {
  spots: PlacedLabel[];
}

/** Every label kept, and counted in the packing: no label ever touches another bar or label. */
function packLabelled(bars: readonly MeasuredBar[]): { lanes: number; transits: PlacedTransit[] } {
  const labelled = bars.map(({ spots, ...bar }) => {
    const label = spots[0] ?? null;
    return { ...bar, label, span: withLabel(bar.span, label) };
  });
  const { lane, lanes } = packLanes(
    labelled.map((t) => t.span),
    BAR.laneGap,
  );
  return { lanes, transits: labelled.map((t, i) => ({ ...t, lane: lane[i]! })) };
}

/** The bars alone decide the lanes; then, lane by lane from the left, a label takes a free spot or none. */
function packBare(bars: readonly MeasuredBar[]): { lanes: number; transits: PlacedTransit[] } {
  const { lane, lanes } = packLanes(
    bars.map((b) => b.span),
    BAR.laneGap,
  );
  const transits = new Array<PlacedTransit>(bars.length);
  for (let l = 0; l < lanes; l++) {
    const inLane = bars
      .map((bar, i) => ({ bar, i }))
      .filter(({ i }) => lane[i] === l)
      .sort((a, b) => a.bar.span.left - b.bar.span.left);
    let prevRight = -Infinity;
    inLane.forEach(({ bar: { spots, ...bar }, i }, k) => {
      const nextLeft = inLane[k + 1]?.bar.span.left ?? Infinity;
      const free = (s: PlacedLabel) =>
        s.inside || (s.x >= prevRight + BAR.laneGap && s.x + s.width + BAR.laneGap <= nextLeft);
      const label = spots.find(free) ?? null;
      const span = withLabel(bar.span, label);
      prevRight = span.right;
      transits[i] = { ...bar, lane: l, span, label };
    });
  }
  return { lanes, transits };
}

/** Every transit in pixels: its group, its lane within the group, and its label where it has one. */
export function layoutLanes(timeline: Pick<Timeline, 'rows'>, options: LaneOptions): PlacedGroup[] {
  const { plotLeft, plotRight } = options;
  const px = (f: number) => plotLeft + f * (plotRight - plotLeft);
  return groupByPlanet(timeline.rows).map(({ planet, rows }) => {
    const bars = rows.map((row): MeasuredBar => {
      // A transit of a day or two is widened about its middle, where its exact moment falls.
      const [from, to] = [px(row.from), px(row.to)];
      const stretch = Math.max(0, BAR.minWidth - (to - from)) / 2;
      const x0 = Math.max(plotLeft, Math.min(from - stretch, plotRight - BAR.minWidth));
      const x1 = Math.max(to, x0 + BAR.minWidth);
      const exact = row.exact.map(px);
      // Arrowheads and diamonds stick out of a short bar: they count as part of it.
      const span = {
        left: Math.min(x0 - (row.cutStart ? BAR.arrow : 0), ...exact.map((d) => d - BAR.diamond)),
        right: Math.max(x1 + (row.cutEnd ? BAR.arrow : 0), ...exact.map((d) => d + BAR.diamond)),
      };
      const spots = labelSpots(options.labelWidth(row), { x0, x1, exact, span }, options);
      return { row, x0, x1, exact, span, spots };
    });
    const labelled = packLabelled(bars);
    if (!options.dropLabels) return { planet, ...labelled };
    const bare = packBare(bars);
    return { planet, ...(labelled.lanes <= bare.lanes + 1 ? labelled : bare) };
  });
}

/** A name on the axis, centred on `x` (the month's tick, or beside "hoje" when the tick is too close). */
export interface AxisLabel {
  label: string;
  x: number;
}

/**
 * Where each month's name goes on the axis, beside "hoje" (drawn from `todayX`, `todayWidth` wide). A
 * month that begins a few days after today used to lose its name under "hoje" (issue #31: "hoje", "jan
 * 2027", but no "dez"): it now moves right, just past "hoje", and every month is named. A name never
 * passes `maxX` nor meets the previous one.
 */
export function placeAxisLabels(
  months: readonly { label: string; x: number }[],
  options: { todayX: number; todayWidth: number; maxX: number; width: (label: string) => number },
): AxisLabel[] {
  const GAP = 6;
  let prevRight = options.todayX + options.todayWidth;
  return months.map(({ label, x }) => {
    const half = options.width(label) / 2;
    const centre = Math.min(Math.max(x, prevRight + GAP + half), options.maxX - half);
    prevRight = centre + half;
    return { label, x: centre };
  });
}
