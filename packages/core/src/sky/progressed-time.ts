// The clock of secondary progressions and solar-arc directions (relations.md §3): one day after birth
// stands for one year of life. A date maps to a "progressed instant", and back, by a linear rule, so
// whatever is solved on the progressed clock converts to a calendar date exactly.

/** Days in a tropical year: one progressed day per this many days of life. */
export const DAYS_PER_PROGRESSED_DAY = 365.242199;

/** Birth instant + (date − birth instant) / 365.242199 days; all in Unix ms. */
export function progressedInstantMs(birthMs: number, dateMs: number): number {
  return birthMs + (dateMs - birthMs) / DAYS_PER_PROGRESSED_DAY;
}

/** The calendar instant whose progressed instant is `progressedMs` (the inverse of the rule above). */
export function dateOfProgressedMs(birthMs: number, progressedMs: number): number {
  return birthMs + (progressedMs - birthMs) * DAYS_PER_PROGRESSED_DAY;
}
