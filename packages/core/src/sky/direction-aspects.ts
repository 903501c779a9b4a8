// Aspects from moving points (progressed or directed) to the natal points, within 1°, each with the
// date it perfects (relations.md §3). Shared by secondary progressions and solar-arc directions.

import type { AspectKind, TransitNatalPoint } from '../codes';
import { normalizeDegrees, separationDegrees } from './angles';
import { ASPECT_DEFINITIONS } from './aspects';
import { perfectionInstant, type LongitudeAt } from './perfection';
import { dateOfProgressedMs } from './progressed-time';
import { wrap180 } from './roots';
import type { TransitNatalInput } from './transits';

/** Orb on either side of exact for progressed and directed aspects. */
export const DIRECTION_ORB_DEG = 1;

export interface DirectionAspect {
  /** The progressed or directed point. */
  moving: TransitNatalPoint;
  natal: TransitNatalPoint;
  aspect: AspectKind;
  /** |separation − aspect angle| now, degrees. */
  orb: number;
  /** The calendar instant (Unix ms, UTC) the aspect perfects nearest the date asked; null beyond a century. */
  exactMs: number | null;
  /**
   * Calendar years the aspect stays within the orb (2° over the moving point's speed now, in degrees
   * per year); null when the point all but stands still (under 0.01° a year: a lifetime).
   */
  spanYears: number | null;
}

const DAY_MS = 86_400_000;

/** Degrees per calendar year: one progressed day is one year of life. */
function degreesPerYear(m: MovingPoint, clock: DirectionClock): number {
  const from =
    clock.progressedMs + DAY_MS <= clock.latestMs ? clock.progressedMs : clock.progressedMs - DAY_MS;
  return Math.abs(wrap180(m.longitudeAt(from + DAY_MS) - m.longitudeAt(from)));
}

const KINDS = Object.keys(ASPECT_DEFINITIONS) as AspectKind[];
const isAngle = (p: TransitNatalPoint) => p === 'ascendant' || p === 'midheaven';
const isOuter = (p: TransitNatalPoint) => p === 'uranus' || p === 'neptune' || p === 'pluto';

/** Which pairs a technique reads (see isDirectionPair). */
export type DirectionKind = 'progressed' | 'solar-arc';

/**
 * Pairs worth reading. The two angles move together, so angle to angle is the arc itself. By
 * progression an outer planet barely moves, so its aspects to outer planets (its own natal place
 * included) last a lifetime, while a point to its own natal place counts otherwise (the progressed
 * Moon's return). By solar arc every point moves alike: a point to its own place is the arc again,
 * and outer planets move like the rest.
 */
export function isDirectionPair(
  kind: DirectionKind,
  moving: TransitNatalPoint,
  natal: TransitNatalPoint,
): boolean {
  if (isAngle(moving) && isAngle(natal)) return false;
  if (kind === 'solar-arc') return moving !== natal;
  return !(isOuter(moving) && isOuter(natal));
}

export interface MovingPoint {
  point: TransitNatalPoint;
  /** Longitude now, degrees. */
  longitude: number;
  /** The same point at any progressed instant. */
  longitudeAt: LongitudeAt;
}

export interface DirectionClock {
  birthMs: number;
  /** The date asked, Unix ms. */
  dateMs: number;
  /** Its progressed instant. */
  progressedMs: number;
  /** The last progressed instant the ephemeris covers. */
  latestMs: number;
}

/** Every moving-to-natal aspect within 1°, tightest first. */
export function directionAspects(
  kind: DirectionKind,
  moving: readonly MovingPoint[],
  natal: readonly TransitNatalInput[],
  clock: DirectionClock,
): DirectionAspect[] {
  const found: DirectionAspect[] = [];
  for (const m of moving) {
    let speed: number | undefined;
    for (const n of natal) {
      if (!isDirectionPair(kind, m.point, n.point)) continue;
      const separation = separationDegrees(m.longitude, n.longitude);
      for (const aspect of KINDS) {
        const { angle } = ASPECT_DEFINITIONS[aspect];
        const orb = Math.abs(separation - angle);
        if (orb > DIRECTION_ORB_DEG) continue;
        // The exact place on the side the moving point is on: natal + angle or natal − angle.
        const ahead = normalizeDegrees(n.longitude + angle);
        const behind = normalizeDegrees(n.longitude - angle);
        const level =
          Math.abs(wrap180(m.longitude - ahead)) <= Math.abs(wrap180(m.longitude - behind)) ? ahead : behind;
        const exact = perfectionInstant(
          m.longitudeAt,
          level,
          clock.progressedMs,
          clock.birthMs,
          clock.latestMs,
        );
        speed ??= degreesPerYear(m, clock);
        found.push({
          moving: m.point,
          natal: n.point,
          aspect,
          orb,
          exactMs: exact === null ? null : Math.round(dateOfProgressedMs(clock.birthMs, exact)),
          spanYears: speed < 0.01 ? null : (2 * DIRECTION_ORB_DEG) / speed,
        });
      }
    }
  }
  return found.sort((a, b) => a.orb - b.orb);
}
