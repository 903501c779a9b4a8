// Transits (sky.md §3): when a moving body, Sun … Pluto, comes within 1° of one of the five aspects to
// a natal point. Each body's longitude is sampled once over the window plus a margin, crossings of
// every (target − 1°, target, target + 1°) are read off the cubic segments (roots.ts), and only the
// instants of events that touch the window are polished on the real ephemeris.

import {
  ASPECT_KINDS,
  TRANSIT_BODIES,
  TRANSIT_NATAL_POINTS,
  type AspectKind,
  type TransitBody,
  type TransitNatalPoint,
} from '../codes';
import { err, ok, type Result } from '../result';
import { ASPECT_DEFINITIONS } from './aspects';
import { bodyLongitude } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';
import { MS_PER_DAY, unixMsFromJulianDay } from './julian-day';
import { findLevelCrossings, refineCrossing, sampleAngle, sampledEnd, wrap180 } from './roots';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';
import { ttToUtcConverter } from './tt-to-utc';

/** Orb on either side of exact, the same for every transiting body. */
export const TRANSIT_ORB_DEG = 1;
export const MAX_TRANSIT_DAYS = 366;

export interface TransitNatalInput {
  point: TransitNatalPoint;
  /** Ecliptic longitude, degrees. */
  longitude: number;
}

export interface TransitEvent {
  transiting: TransitBody;
  natal: TransitNatalPoint;
  aspect: AspectKind;
  /** Entry into the orb, Unix ms (UTC); may lie before the window (held at the tables' edge, 1799-12, if earlier). */
  startMs: number;
  /** Exit from the orb; may lie after the window (held at the tables' edge, 2101-03, if later). */
  endMs: number;
  /** Every exact instant while in orb, in order; empty when the body turns inside the orb. */
  exactMs: number[];
}

export type TransitError =
  | SkyError
  | { code: 'invalid-days'; days: number }
  | { code: 'invalid-natal-longitude'; point: TransitNatalPoint; longitude: number };

// Grid step (days) and first margin (days) searched beyond each side of the window. The margin covers
// the longest stay within 1° seen for each body; a longer one doubles it and searches again.
const SEARCH: Readonly<Record<TransitBody, { step: number; margin: number }>> = {
  sun: { step: 1, margin: 4 },
  moon: { step: 0.5, margin: 1 },
  mercury: { step: 1, margin: 45 },
  venus: { step: 1, margin: 60 },
  mars: { step: 1, margin: 90 },
  jupiter: { step: 2, margin: 240 },
  saturn: { step: 4, margin: 400 },
  uranus: { step: 4, margin: 800 },
  neptune: { step: 4, margin: 1000 },
  pluto: { step: 4, margin: 1200 },
};

// The sampling grid is aligned outward and must stay inside the tables: windows keep this far (TT days,
// the largest step) from their edges, which still leaves all of 1800–2100.
const EDGE_DAYS = 4;
const MIN_WINDOW_JD = TABLE_START_JD + EDGE_DAYS;
const MAX_WINDOW_JD = TABLE_END_JD - EDGE_DAYS;
const RANGE_MARGIN_MS = 5 * 60_000;

interface Target {
  natalIndex: number;
  natal: TransitNatalPoint;
  aspect: AspectKind;
  /** 0 for the side natal − angle (and for conjunction and opposition), 1 for natal + angle. */
  side: number;
  longitude: number;
}

function targetsOf(natal: readonly TransitNatalInput[]): Target[] {
  const targets: Target[] = [];
  natal.forEach(({ point, longitude }, natalIndex) => {
    for (const aspect of ASPECT_KINDS) {
      const angle = ASPECT_DEFINITIONS[aspect].angle;
      const sides = angle === 0 || angle === 180 ? [angle] : [-angle, angle];
      sides.forEach((offset, side) =>
        targets.push({ natalIndex, natal: point, aspect, side, longitude: longitude + offset }),
      );
    }
  });
  return targets;
}

interface Crossing {
  time: number;
  level: number;
}

/** An event in grid time (TT Julian days); a null end means still in orb where the samples stop. */
interface RawEvent {
  target: number;
  start: Crossing | null;
  end: Crossing | null;
  exacts: Crossing[];
}

/** Events of one body against every target over [from, to] (TT Julian days). */
function rawEvents(body: TransitBody, targets: readonly Target[], from: number, to: number, step: number) {
  const curve = sampleAngle((t) => bodyLongitude(body, t), from, to, step);
  const levels: number[] = [];
  for (const { longitude } of targets)
    levels.push(longitude - TRANSIT_ORB_DEG, longitude, longitude + TRANSIT_ORB_DEG);
  const open: (RawEvent | null)[] = targets.map((target, index) =>
    Math.abs(wrap180(curve.values[0]! - target.longitude)) < TRANSIT_ORB_DEG
      ? { target: index, start: null, end: null, exacts: [] }
      : null,
  );
  const events: RawEvent[] = [];
  findLevelCrossings(curve, levels, ({ level, time, direction }) => {
    const target = Math.floor(level / 3);
    const edge = level % 3; // 0: target − 1°, 1: exact, 2: target + 1°
    const crossing = { time, level: levels[level]! };
    const current = open[target];
    if (edge === 1) {
      current?.exacts.push(crossing);
      return;
    }
    const entering = (edge === 0) === (direction === 1);
    if (entering && !current) {
      open[target] = { target, start: crossing, end: null, exacts: [] };
    } else if (!entering && current) {
      current.end = crossing;
      events.push(current);
      open[target] = null;
    }
  });
  for (const event of open) if (event) events.push(event);
  return { events, first: curve.start, last: sampledEnd(curve) };
}

/** TT Julian day → Unix ms (UTC), with TT − UTC taken once per day (off by at most a leap second). */
function rangeError(utcMs: number): TransitError {
  return {
    code: 'instant-out-of-range',
    utcMs,
    minUtcMs: Math.ceil(unixMsFromJulianDay(MIN_WINDOW_JD) + RANGE_MARGIN_MS),
    maxUtcMs: Math.floor(unixMsFromJulianDay(MAX_WINDOW_JD) - RANGE_MARGIN_MS),
  };
}

interface Sortable extends TransitEvent {
  order: number[];
}

/**
 * Every transit whose time within orb overlaps [fromMs, fromMs + days·86 400 000), with its real entry,
 * exit and exact instants. Natal longitudes are ecliptic degrees; days is a whole number from 1 to 366.
 * `bodies` narrows the transiting bodies (the API's routes leave the Moon out: daily.md §2).
 */
export function findTransits(
  natal: readonly TransitNatalInput[],
  fromMs: number,
  days: number,
  bodies: readonly TransitBody[] = TRANSIT_BODIES,
): Result<TransitEvent[], TransitError> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_TRANSIT_DAYS)
    return err({ code: 'invalid-days', days });
  const invalid = natal.find(({ longitude }) => !Number.isFinite(longitude));
  if (invalid)
    return err({ code: 'invalid-natal-longitude', point: invalid.point, longitude: invalid.longitude });
  const toMs = fromMs + days * MS_PER_DAY;
  const windowFrom = timeScalesFromUnixMs(fromMs).jdTT;
  const windowTo = timeScalesFromUnixMs(toMs).jdTT;
  if (!(windowFrom >= MIN_WINDOW_JD && windowFrom <= MAX_WINDOW_JD)) return err(rangeError(fromMs));
  if (!(windowTo >= MIN_WINDOW_JD && windowTo <= MAX_WINDOW_JD)) return err(rangeError(toMs));

  const targets = targetsOf(natal);
  const toUtc = ttToUtcConverter();
  const slack = 1 / 24; // days; the exact test is done in ms after polishing
  const found: Sortable[] = [];

  TRANSIT_BODIES.forEach((body, bodyIndex) => {
    if (!bodies.includes(body)) return;
    const { step } = SEARCH[body];
    // Samples stay a step inside the tables, since the grid is aligned outward.
    const lowest = TABLE_START_JD + step;
    const highest = TABLE_END_JD - step - 1e-6;
    let margin = SEARCH[body].margin;
    for (;;) {
      const from = Math.max(windowFrom - margin, lowest);
      const to = Math.min(windowTo + margin, highest);
      const { events, first, last } = rawEvents(body, targets, from, to, step);
      const touching = events.filter(
        (e) =>
          (e.start?.time ?? -Infinity) < windowTo + slack && (e.end?.time ?? Infinity) >= windowFrom - slack,
      );
      const cutShort = touching.some((e) => (!e.start && from > lowest) || (!e.end && to < highest));
      if (cutShort) {
        margin *= 2;
        continue;
      }
      const angleAt = (t: number) => bodyLongitude(body, t);
      const polish = (c: Crossing) => toUtc(refineCrossing(angleAt, c.level, c.time, step));
      for (const e of touching) {
        const target = targets[e.target]!;
        const startMs = e.start ? polish(e.start) : toUtc(first);
        const endMs = e.end ? polish(e.end) : toUtc(last);
        if (!(startMs < toMs && endMs >= fromMs)) continue;
        found.push({
          transiting: body,
          natal: target.natal,
          aspect: target.aspect,
          startMs,
          endMs,
          exactMs: e.exacts.map(polish),
          order: [
            startMs,
            bodyIndex,
            TRANSIT_NATAL_POINTS.indexOf(target.natal),
            ASPECT_KINDS.indexOf(target.aspect),
            target.natalIndex,
            target.side,
          ],
        });
      }
      break;
    }
  });

  found.sort((a, b) => {
    for (let i = 0; i < a.order.length; i++) {
      const d = a.order[i]! - b.order[i]!;
      if (d !== 0) return d;
    }
    return 0;
  });
  return ok(found.map(({ order: _order, ...event }) => event));
}
