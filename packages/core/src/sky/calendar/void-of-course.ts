// Void-of-course Moon (sky.md §5): in each sign the Moon passes through, from its last exact Ptolemaic
// aspect to Sun … Pluto (from its entry into the sign if it makes none) to its entry into the next.
// The Moon outruns every planet, so each Moon − planet angle only grows and its crossings of the
// aspect angles are simple to find and polish.

import { SIGNS, type Sign } from '../../codes';
import { bodyLongitude } from '../ephemeris';
import { findLevelCrossings, refineCrossing, sampleAngle, type AngleAndRate } from '../roots';
import { INGRESS_BODIES } from './ingresses';
import { MOON_STEP_DAYS } from './lunar-phases';
import type { VoidOfCourseEvent } from './sky-event';
import { utcMsFromTT } from '../tt-to-utc';

/** Moon − planet angles of the five aspects, both sides of the sextile, square and trine. */
const ASPECT_LEVELS = [0, 60, 90, 120, 180, 240, 270, 300];
const SIGN_CUSPS = SIGNS.map((_, i) => i * 30);
/** Days; longer than the Moon's longest stay in a sign (about 2.7 days). */
export const VOID_MARGIN_DAYS = 3;

interface MoonIngress {
  jd: number;
  sign: Sign;
}

function moonIngresses(fromJd: number, toJd: number): MoonIngress[] {
  const angleAt = (t: number) => bodyLongitude('moon', t);
  const curve = sampleAngle(angleAt, fromJd, toJd, MOON_STEP_DAYS);
  const found: MoonIngress[] = [];
  findLevelCrossings(curve, SIGN_CUSPS, ({ level, time }) => {
    found.push({
      jd: refineCrossing(angleAt, SIGN_CUSPS[level]!, time, MOON_STEP_DAYS),
      sign: SIGNS[level]!,
    });
  });
  return found;
}

/** Instants (TT) of every exact Moon aspect to Sun … Pluto over [fromJd, toJd], in order. */
export function moonAspectTimes(fromJd: number, toJd: number): number[] {
  const times: number[] = [];
  for (const body of INGRESS_BODIES) {
    const angleAt = (t: number): AngleAndRate => {
      const moon = bodyLongitude('moon', t);
      const other = bodyLongitude(body, t);
      return { longitude: moon.longitude - other.longitude, speed: moon.speed - other.speed };
    };
    const curve = sampleAngle(angleAt, fromJd, toJd, MOON_STEP_DAYS);
    findLevelCrossings(curve, ASPECT_LEVELS, ({ level, time }) => {
      times.push(refineCrossing(angleAt, ASPECT_LEVELS[level]!, time, MOON_STEP_DAYS));
    });
  }
  return times.sort((a, b) => a - b);
}

/**
 * Every void-of-course period whose sign lies wholly inside [fromJd − margin, toJd + margin]: callers
 * pass the window they need and keep the periods that overlap it.
 */
export function findVoidOfCourse(fromJd: number, toJd: number): VoidOfCourseEvent[] {
  const from = fromJd - VOID_MARGIN_DAYS;
  const to = toJd + VOID_MARGIN_DAYS;
  const ingresses = moonIngresses(from, to);
  const aspects = moonAspectTimes(from, to);
  const events: VoidOfCourseEvent[] = [];
  let a = 0;
  for (let i = 0; i + 1 < ingresses.length; i++) {
    const entry = ingresses[i]!;
    const exit = ingresses[i + 1]!;
    let last = entry.jd;
    while (a < aspects.length && aspects[a]! < exit.jd) {
      if (aspects[a]! >= entry.jd) last = aspects[a]!;
      a++;
    }
    events.push({
      type: 'void-of-course',
      startMs: utcMsFromTT(last),
      endMs: utcMsFromTT(exit.jd),
      sign: entry.sign,
    });
  }
  return events;
}
