// Local wall-clock time at the birth place → UTC instant, with the zone's historical rules
// (tz database through ICU, via luxon). Skipped wall times move forward by the gap; repeated
// ones take the earlier instant; both carry a note the report can show.

import { IANAZone } from 'luxon';
import { err, ok, type Result } from '../result';

export const MIN_BIRTH_YEAR = 1800;
export const MAX_BIRTH_YEAR = 2100;

const MS_PER_MINUTE = 60_000;
/** Far enough from any instant to see the offsets on both sides of a transition. */
const TRANSITION_PROBE_MS = 2 * 86_400_000;
/** About half a year: the other season, for telling summer time from a change of standard time. */
const HALF_YEAR_MS = 182 * 86_400_000;

export type BirthError =
  | { code: 'invalid-date'; value: string }
  | { code: 'nonexistent-date'; value: string }
  | { code: 'year-out-of-range'; value: string; year: number; min: number; max: number }
  | { code: 'invalid-time'; value: string }
  | { code: 'unknown-zone'; value: string };

export type WallTimeNote =
  /** The wall time was skipped (clocks jumped forward); the instant is `shiftedMinutes` later on the wall. */
  | { kind: 'gap'; shiftedMinutes: number }
  /** The wall time happened twice (clocks went back); the earlier instant was taken. */
  | { kind: 'overlap' };

export interface BirthInstant {
  /** ISO-8601 instant in UTC to the second, e.g. '1990-07-15T17:30:00Z'. */
  utc: string;
  utcMs: number;
  /** Offset of the local time from UTC in force at the instant (−180 for UTC−3; fractional for local mean time). */
  offsetMinutes: number;
  /** Whether summer time (horário de verão) was in force. */
  isDst: boolean;
  /**
   * Whether the zone still kept local mean time (its tz `LMT` era): then the instant was read on the
   * birthplace's own meridian, and `offsetMinutes` is its longitude × 4 (points.md §1).
   */
  localMeanTime: boolean;
  /** The local date and time the instant shows on the wall, after any gap shift. */
  localDate: string;
  localTime: string;
  note?: WallTimeNote;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Wall-clock fields as if the local time were UTC ("local milliseconds"); valid for years 1800–2100. */
function wallMs(year: number, month: number, day: number, hour: number, minute: number): number {
  return Date.UTC(year, month - 1, day, hour, minute);
}

function isoInstant(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

type OffsetOf = (utcMs: number) => number;

/**
 * The zone's offset in minutes at an instant, remembering the instants already asked: one conversion
 * asks some of them twice, and each answer costs an ICU formatToParts call.
 */
function offsetsOf(zone: IANAZone): OffsetOf {
  const known = new Map<number, number>();
  return (utcMs) => {
    let offset = known.get(utcMs);
    if (offset === undefined) {
      offset = zone.offset(utcMs);
      known.set(utcMs, offset);
    }
    return offset;
  };
}

/**
 * Whether summer time is in force at an instant: the offset exceeds the offsets half a year before
 * and after. Comparing with January and July alone would take a change of standard time (Acre in
 * June 2008) for summer time.
 */
function isDstAt(offsetAt: OffsetOf, utcMs: number): boolean {
  const now = offsetAt(utcMs);
  return now > offsetAt(utcMs - HALF_YEAR_MS) && now > offsetAt(utcMs + HALF_YEAR_MS);
}

function resolveZone(zone: string): IANAZone | undefined {
  if (typeof zone !== 'string' || zone.trim() === '') return undefined;
  // create() is memoized and checks validity once per name; isValidZone() builds a formatter per call.
  const resolved = IANAZone.create(zone);
  return resolved.isValid ? resolved : undefined;
}

/** Whether summer time (DST) is in force in an IANA zone at a UTC instant; undefined for an unknown zone. */
export function isDaylightSavingTime(utcMs: number, zone: string): boolean | undefined {
  const z = resolveZone(zone);
  return z === undefined ? undefined : isDstAt(offsetsOf(z), utcMs);
}

/** UTC offset in minutes in force in an IANA zone at a UTC instant; undefined for an unknown zone. */
export function utcOffsetMinutes(utcMs: number, zone: string): number | undefined {
  const z = resolveZone(zone);
  return z === undefined ? undefined : z.offset(utcMs);
}

/** Long before any zone adopted standard time: every zone's offset here is its LMT. */
const LMT_PROBE_MS = Date.UTC(1700, 0, 1);
/** Long after every zone left LMT: a zone with the same offset then never had an LMT era (Etc/UTC). */
const STANDARD_PROBE_MS = Date.UTC(2000, 0, 1);
const SECONDS_PER_DEGREE = 240;

/** Whether the zone keeps its local mean time at an instant: its offset is still the one it started with. */
function inLmtEra(offsetAt: OffsetOf, utcMs: number): boolean {
  const lmt = offsetAt(LMT_PROBE_MS);
  return offsetAt(utcMs) === lmt && offsetAt(STANDARD_PROBE_MS) !== lmt;
}

/**
 * The UTC instant of a wall time kept on a meridian's local mean time: wall − longitude / 15 h (east
 * positive), to the second. `wallMsAsUtc` is the wall time's fields read as if they were UTC.
 */
export function localMeanTimeToUtcMs(wallMsAsUtc: number, longitude: number): number {
  return wallMsAsUtc - Math.round(longitude * SECONDS_PER_DEGREE) * 1000;
}

export interface LocalToUtcOptions {
  /**
   * The birthplace's longitude, degrees east positive. When given and the zone is in its LMT era, the
   * wall time is read on this meridian rather than on the zone's (points.md §1).
   */
  longitude?: number;
}

/** Converts a local birth date ('YYYY-MM-DD') and time ('HH:MM') in an IANA zone to a UTC instant. */
export function localToUtc(
  date: string,
  time: string,
  zone: string,
  options: LocalToUtcOptions = {},
): Result<BirthInstant, BirthError> {
  const d = DATE_PATTERN.exec(typeof date === 'string' ? date : '');
  if (!d) return err({ code: 'invalid-date', value: String(date) });
  const year = Number(d[1]);
  const month = Number(d[2]);
  const day = Number(d[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return err({ code: 'nonexistent-date', value: date });
  }
  if (year < MIN_BIRTH_YEAR || year > MAX_BIRTH_YEAR) {
    return err({ code: 'year-out-of-range', value: date, year, min: MIN_BIRTH_YEAR, max: MAX_BIRTH_YEAR });
  }
  const t = TIME_PATTERN.exec(typeof time === 'string' ? time : '');
  const hour = Number(t?.[1]);
  const minute = Number(t?.[2]);
  if (!t || hour > 23 || minute > 59) return err({ code: 'invalid-time', value: String(time) });
  const z = resolveZone(zone);
  if (!z) return err({ code: 'unknown-zone', value: String(zone) });
  const offsetAt = offsetsOf(z);

  const wall = wallMs(year, month, day, hour, minute);
  // Every offset the zone uses around this wall time; an offset fits if the instant it gives keeps it.
  const offsets = new Set([
    offsetAt(wall - TRANSITION_PROBE_MS),
    offsetAt(wall),
    offsetAt(wall + TRANSITION_PROBE_MS),
  ]);
  const fitting = [...offsets]
    .map((o) => wall - o * MS_PER_MINUTE)
    .filter((instant) => wall - offsetAt(instant) * MS_PER_MINUTE === instant)
    .sort((a, b) => a - b);

  let utcMs: number;
  let note: WallTimeNote | undefined;
  const earliest = fitting[0];
  if (earliest !== undefined) {
    utcMs = earliest;
    if (new Set(fitting).size > 1) note = { kind: 'overlap' };
  } else {
    // Skipped wall time: read it with the offset from before the jump, which lands after the jump.
    const before = offsetAt(wall - TRANSITION_PROBE_MS);
    utcMs = wall - before * MS_PER_MINUTE;
    note = { kind: 'gap', shiftedMinutes: offsetAt(utcMs) - before };
  }
  const { longitude } = options;
  if (longitude !== undefined && Number.isFinite(longitude) && inLmtEra(offsetAt, utcMs)) {
    // Before standard time each town kept its own meridian's clock, not the zone's reference town's.
    const lmtMs = localMeanTimeToUtcMs(wall, longitude);
    return ok({
      utc: isoInstant(lmtMs),
      utcMs: lmtMs,
      offsetMinutes: (wall - lmtMs) / MS_PER_MINUTE,
      isDst: false,
      localMeanTime: true,
      localDate: date,
      localTime: time,
    });
  }
  const offsetMinutes = offsetAt(utcMs);
  const shown = new Date(utcMs + offsetMinutes * MS_PER_MINUTE);
  const instant: BirthInstant = {
    utc: isoInstant(utcMs),
    utcMs,
    offsetMinutes,
    isDst: isDstAt(offsetAt, utcMs),
    localMeanTime: false,
    localDate: `${pad(shown.getUTCFullYear(), 4)}-${pad(shown.getUTCMonth() + 1)}-${pad(shown.getUTCDate())}`,
    localTime: `${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())}`,
  };
  if (note) instant.note = note;
  return ok(instant);
}
