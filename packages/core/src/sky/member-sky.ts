// The sky over a member's houses (daily.md §2): new and full Moons and eclipses with the natal house of
// the Moon's longitude, and the entries of Jupiter … Pluto into natal houses (retrograde re-entries
// included). Cusps come from the member's chart in the member's house system.

import { SIGNS, type EclipseBody, type EclipseKind, type HouseLunationPhase, type Sign } from '../codes';
import { err, ok, type Result } from '../result';
import { findEclipses } from './calendar/eclipses';
import { PLANET_STEP_DAYS } from './calendar/ingresses';
import { findLunarPhases } from './calendar/lunar-phases';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { houseOf } from './houses';
import { MS_PER_DAY } from './julian-day';
import { findLevelCrossings, refineCrossing, sampleAngle, wrap360 } from './roots';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';
import { utcMsFromTT } from './tt-to-utc';

export { houseOf };

export const MAX_MEMBER_SKY_DAYS = 366;
export const HOUSE_INGRESS_BODIES = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type HouseIngressBody = (typeof HOUSE_INGRESS_BODIES)[number];

export type Lunation =
  | { type: 'phase'; kind: HouseLunationPhase; timeMs: number; moonLongitude: number; sign: Sign }
  | {
      type: 'eclipse';
      body: EclipseBody;
      kind: EclipseKind;
      timeMs: number;
      moonLongitude: number;
      sign: Sign;
    };

export interface HouseIngress {
  body: HouseIngressBody;
  /** The house entered, 1–12. */
  house: number;
  timeMs: number;
  direction: 'direct' | 'retrograde';
}

export type MemberSkyError = SkyError | { code: 'invalid-days'; days: number };

const ttOf = (utcMs: number) => timeScalesFromUnixMs(utcMs).jdTT;
const signOf = (longitude: number): Sign => SIGNS[Math.floor(wrap360(longitude) / 30) % 12]!;

function windowOf(
  fromMs: number,
  days: number,
): Result<{ fromJd: number; toJd: number; toMs: number }, MemberSkyError> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_MEMBER_SKY_DAYS)
    return err({ code: 'invalid-days', days });
  const toMs = fromMs + days * MS_PER_DAY;
  const fromJd = ttOf(fromMs);
  const toJd = ttOf(toMs);
  // The slow bodies are sampled 8 days beyond the window.
  if (!isWithinEphemeris(fromJd - 10) || !isWithinEphemeris(toJd + 10)) {
    return err({ code: 'instant-out-of-range', utcMs: fromMs, minUtcMs: NaN, maxUtcMs: NaN });
  }
  return ok({ fromJd, toJd, toMs });
}

/** New and full Moons and eclipses in [fromMs, fromMs + days), with the Moon's longitude then. */
export function findLunations(fromMs: number, days: number): Result<Lunation[], MemberSkyError> {
  const w = windowOf(fromMs, days);
  if (!w.ok) return w;
  const { fromJd, toJd, toMs } = w.value;
  const inWindow = (ms: number) => ms >= fromMs && ms < toMs;
  const moonAt = (ms: number) => bodyLongitude('moon', ttOf(ms)).longitude;
  const found: Lunation[] = [];
  for (const p of findLunarPhases(fromJd - 1, toJd + 1)) {
    if ((p.kind !== 'new' && p.kind !== 'full') || !inWindow(p.timeMs)) continue;
    const moonLongitude = moonAt(p.timeMs);
    found.push({ type: 'phase', kind: p.kind, timeMs: p.timeMs, moonLongitude, sign: signOf(moonLongitude) });
  }
  for (const e of findEclipses(fromJd - 1, toJd + 1)) {
    if (!inWindow(e.timeMs)) continue;
    const moonLongitude = moonAt(e.timeMs);
    found.push({
      type: 'eclipse',
      body: e.body,
      kind: e.kind,
      timeMs: e.timeMs,
      moonLongitude,
      sign: signOf(moonLongitude),
    });
  }
  return ok(found.sort((a, b) => a.timeMs - b.timeMs || (a.type === 'eclipse' ? 1 : -1)));
}

/**
 * Each entry of Jupiter … Pluto into a natal house over [fromMs, fromMs + days): a crossing of cusp i
 * moving forward enters house i; moving backward, it re-enters house i − 1.
 */
export function findHouseIngresses(
  cusps: readonly number[],
  fromMs: number,
  days: number,
): Result<HouseIngress[], MemberSkyError> {
  const w = windowOf(fromMs, days);
  if (!w.ok) return w;
  const { fromJd, toJd, toMs } = w.value;
  const found: HouseIngress[] = [];
  for (const body of HOUSE_INGRESS_BODIES) {
    const step = PLANET_STEP_DAYS[body];
    const angleAt = (t: number) => bodyLongitude(body, t);
    const curve = sampleAngle(angleAt, fromJd - 2 * step, toJd + 2 * step, step);
    findLevelCrossings(curve, cusps, ({ level, time, direction }) => {
      const timeMs = utcMsFromTT(refineCrossing(angleAt, cusps[level]!, time, step));
      if (timeMs < fromMs || timeMs >= toMs) return;
      const house = direction === 1 ? level + 1 : ((level + 11) % 12) + 1;
      found.push({ body, house, timeMs, direction: direction === 1 ? 'direct' : 'retrograde' });
    });
  }
  return ok(found.sort((a, b) => a.timeMs - b.timeMs));
}
