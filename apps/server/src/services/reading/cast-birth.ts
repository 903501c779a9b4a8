import {
  calculateNumerology,
  chineseZodiac,
  computeBodies,
  computeChart,
  DEFAULT_HOUSE_SYSTEM,
  localToUtc,
  type BirthInstant,
  type Body,
  type BodyPosition,
  type Chart,
  type ChineseZodiac,
  type HouseSystem,
  type LocalToUtcOptions,
  type Numerology,
} from '@constelar/core';
import { BIRTH_ERROR_MESSAGES, FUTURE_BIRTH_DATE } from '@constelar/contract/constants';
import { getPlaceById, resolvePlace, type Place } from '@constelar/places';
import { HttpError } from '../../lib/http-error';
import { joinHttpErrors } from '../../lib/validate';
import {
  birthErrorToHttp,
  fieldAt,
  numerologyErrorToHttp,
  placeErrorToHttp,
  skyErrorToHttp,
} from './birth-errors';

/** A birth as a request states it; a null time is unknown ("Não sei a hora"). */
export interface BirthData {
  name: string;
  birthDate: string;
  birthTime: string | null;
  birthPlace?: string | undefined;
  /** The autocomplete's choice: resolved before, and instead of, the text. */
  placeId?: string | undefined;
  /** Already resolved: a saved report's place as it was then, used before the id and the text. */
  place?: PlacePoint | null | undefined;
}

/** What a chart needs of a place: where it is, its zone, and its name to echo. */
export type PlacePoint = Pick<Place, 'label' | 'latitude' | 'longitude' | 'timezone'> & { id?: string };

export interface CastOptions {
  /** Today in São Paulo (YYYY-MM-DD): later birth dates are refused; its year is the numerology's. */
  today: string;
  houseSystem?: HouseSystem | undefined;
  /** Where the birth sits in the request, for `field`: 'person1' gives 'person1.birthDate'. */
  path?: string | undefined;
  /** A personal report needs a place; a synastry person without one gets the bodies alone. */
  placeRequired?: boolean;
}

/** Everything the engines say about one birth. */
export interface CastBirth {
  name: string;
  birthDate: string;
  /** As stated; null when unknown (the chart was cast for UNKNOWN_TIME_CAST local). */
  birthTime: string | null;
  targetYear: number;
  /** The house system asked for (the chart names the one used, after any fallback). */
  houseSystem: HouseSystem;
  /** Bodies whose sign changes during the birth day, when the time is unknown (sky.md §1). */
  daySignChanges: DaySignChange[];
  place: PlacePoint | null;
  instant: BirthInstant;
  /** With a place: houses, angles and the chart's aspects. */
  chart: Chart | null;
  /** Every body's position, with or without a place. */
  bodies: Record<Body, BodyPosition>;
  numerology: Numerology;
  chinese: ChineseZodiac;
}

export type PlacedBirth = CastBirth & { place: PlacePoint; chart: Chart };

export interface DaySignChange {
  body: Body;
  from: BodyPosition['sign'];
  to: BodyPosition['sign'];
}

/** sky.md §1: a birth without a known time is cast for noon, local time. */
export const UNKNOWN_TIME_CAST = '12:00';

export const UNKNOWN_PLACE_ID = BIRTH_ERROR_MESSAGES.unknownPlaceId;

/** The one place resolution of the birth pipeline: a saved place, then the id, then the text. */
export function placeOf(
  input: Pick<BirthData, 'birthPlace' | 'placeId' | 'place'>,
  path: string | undefined,
  required: boolean,
  /** The field its errors name: `birthPlace` in a body, `place` in the solar return's query. */
  name = 'birthPlace',
): PlacePoint | null {
  if (input.place) return input.place;
  if (input.placeId) {
    const place = getPlaceById(input.placeId);
    if (!place) throw new HttpError(422, UNKNOWN_PLACE_ID, { field: fieldAt(path, name) });
    return place;
  }
  if (!input.birthPlace && !required) return null;
  const resolved = resolvePlace(input.birthPlace ?? '');
  if (!resolved.ok) throw placeErrorToHttp(resolved.error, path, name);
  return resolved.place;
}

/** A birth placed in time and space: the steps before any chart, shared by the profile's own birth. */
export interface LocatedBirth {
  place: PlacePoint | null;
  zone: string;
  instant: BirthInstant;
  targetYear: number;
  timeKnown: boolean;
}

/**
 * Place → zone → UTC instant, refusing dates after `today` (sky.md §1). Errors are 422s naming their field
 * under `path`.
 */
export function locateBirth(
  input: Pick<BirthData, 'birthDate' | 'birthTime' | 'birthPlace' | 'placeId' | 'place'>,
  options: Pick<CastOptions, 'today' | 'path' | 'placeRequired'>,
): LocatedBirth {
  const { path, today } = options;
  // The place and the date are judged together: one answer names both when both are wrong.
  let place: PlacePoint | null = null;
  const problems: HttpError[] = [];
  try {
    place = placeOf(input, path, options.placeRequired ?? false);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    problems.push(error);
  }
  const zone = place?.timezone ?? 'UTC';
  // The longitude reads a birth before standard time on the birthplace's own clock (points.md §1).
  const instant = localToUtc(input.birthDate, input.birthTime ?? UNKNOWN_TIME_CAST, zone, lmtOf(place));
  if (!instant.ok) problems.unshift(birthErrorToHttp(instant.error, path));
  // After the date is known to exist; compared as text, both being YYYY-MM-DD.
  else if (input.birthDate > today) {
    problems.unshift(new HttpError(422, FUTURE_BIRTH_DATE, { field: fieldAt(path, 'birthDate') }));
  }
  if (problems.length > 0 || !instant.ok) throw joinHttpErrors(problems);
  return {
    place,
    zone,
    instant: instant.value,
    targetYear: Number(today.slice(0, 4)),
    timeKnown: input.birthTime !== null,
  };
}

/**
 * Place → zone → UTC instant → chart (or, without a place, the bodies at the stated time taken as UTC,
 * domain.md §4) → numerology → Chinese year. Every engine error becomes a 422 with a Portuguese message
 * naming its field, here and nowhere else. Every report that needs a chart starts from this.
 */
export function castBirth(input: BirthData, options: CastOptions & { placeRequired: true }): PlacedBirth;
export function castBirth(input: BirthData, options: CastOptions): CastBirth;
export function castBirth(input: BirthData, options: CastOptions): CastBirth {
  const { path } = options;
  const { place, zone, instant, targetYear, timeKnown } = locateBirth(input, options);
  const utcMs = instant.utcMs;

  let chart: Chart | null = null;
  let bodies: Record<Body, BodyPosition>;
  if (place) {
    const cast = computeChart({
      utcMs,
      latitude: place.latitude,
      longitude: place.longitude,
      houseSystem: options.houseSystem,
      timeKnown,
    });
    if (!cast.ok) throw skyErrorToHttp(cast.error, path);
    chart = cast.value;
    bodies = chart.bodies;
  } else {
    const cast = computeBodies(utcMs);
    if (!cast.ok) throw skyErrorToHttp(cast.error, path);
    bodies = cast.value;
  }

  const numerology = calculateNumerology({ name: input.name, birthDate: input.birthDate, targetYear });
  if (!numerology.ok) throw numerologyErrorToHttp(numerology.error, path);

  const chinese = chineseZodiac(utcMs);
  if (!chinese.ok) throw skyErrorToHttp(chinese.error, path);

  return {
    name: input.name,
    birthDate: input.birthDate,
    birthTime: input.birthTime,
    targetYear,
    houseSystem: options.houseSystem ?? DEFAULT_HOUSE_SYSTEM,
    daySignChanges: timeKnown ? [] : signChangesDuring(input.birthDate, zone, bodies, lmtOf(place)),
    place,
    instant,
    chart,
    bodies,
    numerology: numerology.value,
    chinese: chinese.value,
  };
}

/** The birthplace's meridian, for a birth in its zone's local-mean-time era. */
function lmtOf(place: PlacePoint | null): LocalToUtcOptions {
  return place ? { longitude: place.longitude } : {};
}

/** Bodies in a different sign at 00:00 and at 23:59 local on the birth date: what an unknown time leaves open. */
function signChangesDuring(
  date: string,
  zone: string,
  noon: Record<Body, BodyPosition>,
  lmt: LocalToUtcOptions,
): DaySignChange[] {
  const at = (time: string) => {
    const instant = localToUtc(date, time, zone, lmt);
    if (!instant.ok) return noon;
    const cast = computeBodies(instant.value.utcMs);
    return cast.ok ? cast.value : noon;
  };
  const start = at('00:00');
  const end = at('23:59');
  return (Object.keys(noon) as Body[])
    .filter((body) => start[body].sign !== end[body].sign)
    .map((body) => ({ body, from: start[body].sign, to: end[body].sign }));
}
