import {
  calculateNumerology,
  chineseZodiac,
  computeBodies,
  computeChart,
  localToUtc,
  type BirthInstant,
  type Body,
  type BodyPosition,
  type Chart,
  type ChineseZodiac,
  type Numerology,
} from '@constelar/core';
import { getPlaceById, resolvePlace, type Place } from '@constelar/places';
import { HttpError } from '../lib/http-error';
import {
  birthErrorToHttp,
  fieldAt,
  numerologyErrorToHttp,
  placeErrorToHttp,
  skyErrorToHttp,
} from './birth-errors';

/** A birth as a request states it; the time is already the one to use (synastry fills in its default). */
export interface BirthData {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace?: string | undefined;
  /** The autocomplete's choice: resolved before, and instead of, the text. */
  placeId?: string | undefined;
}

export interface CastOptions {
  targetYear: number;
  /** Where the birth sits in the request, for `field`: 'person1' gives 'person1.birthDate'. */
  path?: string | undefined;
  /** A personal report needs a place; a synastry person without one gets the bodies alone. */
  placeRequired?: boolean;
}

/** Everything the engines say about one birth. */
export interface CastBirth {
  name: string;
  birthDate: string;
  birthTime: string;
  place: Place | null;
  instant: BirthInstant;
  /** With a place: houses, angles and the chart's aspects. */
  chart: Chart | null;
  /** Every body's position, with or without a place. */
  bodies: Record<Body, BodyPosition>;
  numerology: Numerology;
  chinese: ChineseZodiac;
}

export type PlacedBirth = CastBirth & { place: Place; chart: Chart };

export const UNKNOWN_PLACE_ID =
  'Não reconhecemos o local escolhido. Digite a cidade de novo e escolha-a na lista.';

function placeOf(input: BirthData, path: string | undefined, required: boolean): Place | null {
  if (input.placeId) {
    const place = getPlaceById(input.placeId);
    if (!place) throw new HttpError(422, UNKNOWN_PLACE_ID, { field: fieldAt(path, 'birthPlace') });
    return place;
  }
  if (!input.birthPlace && !required) return null;
  const resolved = resolvePlace(input.birthPlace ?? '');
  if (!resolved.ok) throw placeErrorToHttp(resolved.error, path);
  return resolved.place;
}

/**
 * Place → zone → UTC instant → chart (or, without a place, the bodies at the stated time taken as UTC,
 * domain.md §4) → numerology → Chinese year. Every engine error becomes a 422 with a Portuguese message
 * naming its field, here and nowhere else. Every report that needs a chart starts from this.
 */
export function castBirth(input: BirthData, options: CastOptions & { placeRequired: true }): PlacedBirth;
export function castBirth(input: BirthData, options: CastOptions): CastBirth;
export function castBirth(input: BirthData, options: CastOptions): CastBirth {
  const { path, targetYear } = options;
  const place = placeOf(input, path, options.placeRequired ?? false);

  const instant = localToUtc(input.birthDate, input.birthTime, place?.timezone ?? 'UTC');
  if (!instant.ok) throw birthErrorToHttp(instant.error, path);
  const utcMs = instant.value.utcMs;

  let chart: Chart | null = null;
  let bodies: Record<Body, BodyPosition>;
  if (place) {
    const cast = computeChart({ utcMs, latitude: place.latitude, longitude: place.longitude });
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
    place,
    instant: instant.value,
    chart,
    bodies,
    numerology: numerology.value,
    chinese: chinese.value,
  };
}
