import { MOON_PHASE_NAMES } from '@constelar/content/moon-phase-names';
import type { SkyEvent } from '@constelar/contract';
import { LUNAR_PHASE_ANGLES } from '@constelar/core/codes';
import { dayMoonPhase, moonPhaseFromElongation } from '@constelar/core/moon-phase';

// The Moon drawn on each day of the grid: its phase angle (the Moon–Sun elongation, 0° new, 180° full)
// interpolated between the month's four phase events. They are about 7.4 days apart and the Moon's speed
// varies little within one interval, so a straight line stays within a few degrees of the real angle.

const SYNODIC_MS = 29.530589 * 86_400_000;
const DEG_PER_MS = 360 / SYNODIC_MS;

const norm = (deg: number) => ((deg % 360) + 360) % 360;

interface PhaseMark {
  at: number;
  angle: number;
}

const phaseMarks = (events: readonly SkyEvent[]): PhaseMark[] =>
  events
    .flatMap((e) =>
      e.type === 'phase' ? [{ at: Date.parse(e.time), angle: LUNAR_PHASE_ANGLES[e.kind] }] : [],
    )
    .sort((a, b) => a.at - b.at);

/**
 * The phase angle at `at` (ms), from the phase events around it; outside them, from the nearest one at
 * the mean synodic speed. Null when the events hold no phase at all.
 */
export function phaseAngleAt(events: readonly SkyEvent[], at: number): number | null {
  const marks = phaseMarks(events);
  if (marks.length === 0) return null;
  const nextIndex = marks.findIndex((m) => m.at > at);
  const before = nextIndex === -1 ? marks.at(-1)! : marks[nextIndex - 1];
  const after = nextIndex === -1 ? undefined : marks[nextIndex];
  if (before && after) {
    // Consecutive phases are a quarter apart; a missing one in between still adds up (180°, 270°).
    const span = norm(after.angle - before.angle) || 360;
    return norm(before.angle + (span * (at - before.at)) / (after.at - before.at));
  }
  const nearest = (before ?? after)!;
  return norm(nearest.angle + (at - nearest.at) * DEG_PER_MS);
}

/** The lit fraction of the disc at phase angle `angle`: 0 at new Moon, 1 at full (core's rule). */
export const litFraction = (angle: number) => moonPhaseFromElongation(angle).illumination;

/**
 * The name of the day [startMs, endMs) by the folhinha (core's `dayMoonPhase`, issue #37): the day of a
 * phase event takes its name, as the calendar, the horóscopo and "Seu dia" do; null without phases.
 */
export function dayPhaseName(events: readonly SkyEvent[], startMs: number, endMs: number): string | null {
  const start = phaseAngleAt(events, startMs);
  const end = phaseAngleAt(events, endMs);
  return start === null || end === null ? null : MOON_PHASE_NAMES[dayMoonPhase(start, end)];
}
