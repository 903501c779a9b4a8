// What the sky calendar lists (sky.md §5), as codes and Unix milliseconds (UTC); the server adds the
// Portuguese names and titles.

import type { EclipseBody, EclipseKind, LunarPhaseKind, Sign, TransitBody } from '../../codes';

/** Bodies whose sign changes are listed: Sun … Pluto (the Moon's show only as void-of-course ends). */
export type IngressBody = Exclude<TransitBody, 'moon'>;
/** Bodies that turn retrograde: Mercury … Pluto. */
export type StationBody = Exclude<TransitBody, 'sun' | 'moon'>;

export interface PhaseEvent {
  type: 'phase';
  kind: LunarPhaseKind;
  timeMs: number;
}

export interface IngressEvent {
  type: 'ingress';
  body: IngressBody;
  /** The sign entered. */
  sign: Sign;
  timeMs: number;
  /** Entered backwards, from the following sign. */
  retrograde: boolean;
}

export interface StationEvent {
  type: 'station';
  body: StationBody;
  kind: 'retrograde' | 'direct';
  timeMs: number;
}

export interface VoidOfCourseEvent {
  type: 'void-of-course';
  /** The Moon's last exact Ptolemaic aspect in the sign (or its entry into the sign if it makes none). */
  startMs: number;
  /** The Moon's entry into the next sign. */
  endMs: number;
  /** The sign the Moon is in during the period. */
  sign: Sign;
}

export interface EclipseEvent {
  type: 'eclipse';
  body: EclipseBody;
  kind: EclipseKind;
  /** Greatest eclipse. */
  timeMs: number;
}

export type SkyCalendarEvent = PhaseEvent | IngressEvent | StationEvent | VoidOfCourseEvent | EclipseEvent;
/** Same as SkyCalendarEvent (the name the calendar's issue uses). */
export type SkyEvent = SkyCalendarEvent;

/** When an event sorts: its instant, or its start for a period. */
export function eventTimeMs(event: SkyCalendarEvent): number {
  return event.type === 'void-of-course' ? event.startMs : event.timeMs;
}
