// sky.md §4: the personal month and day grow out of the personal year (domain.md's annual number).
import { MASTERS_ALL, reduce } from './reduce';

export interface PersonalCycle {
  year: number;
  month: number;
  day: number;
}

/**
 * Personal month = reduce(personal year + month); personal day = reduce(personal month + day of the
 * month); both keep 11, 22 and 33. `personalYear` is the annual number of the date's calendar year.
 */
export function personalCycle(personalYear: number, month: number, dayOfMonth: number): PersonalCycle {
  const monthValue = reduce(personalYear + month, MASTERS_ALL).value;
  return {
    year: personalYear,
    month: monthValue,
    day: reduce(monthValue + dayOfMonth, MASTERS_ALL).value,
  };
}
