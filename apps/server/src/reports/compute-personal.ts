import type { PersonalContent } from '@constelar/contract';
import { calculateNumerology, chineseZodiac, computeChart, localToUtc } from '@constelar/core';
import { resolvePlace } from '@constelar/places';
import { birthErrorToHttp, numerologyErrorToHttp, placeErrorToHttp, skyErrorToHttp } from './birth-errors';
import { assemblePersonalContent } from './personal-content';

export interface BirthData {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
}

/**
 * Place → zone → UTC instant → chart, numerology and Chinese year → the report. Every engine error becomes
 * a 422 with a Portuguese message; nothing here throws for bad input.
 */
export function computePersonalContent(input: BirthData, targetYear: number): PersonalContent {
  const resolved = resolvePlace(input.birthPlace);
  if (!resolved.ok) throw placeErrorToHttp(resolved.error);
  const place = resolved.place;

  const instant = localToUtc(input.birthDate, input.birthTime, place.timezone);
  if (!instant.ok) throw birthErrorToHttp(instant.error);

  const chart = computeChart({
    utcMs: instant.value.utcMs,
    latitude: place.latitude,
    longitude: place.longitude,
  });
  if (!chart.ok) throw skyErrorToHttp(chart.error);

  const numerology = calculateNumerology({ name: input.name, birthDate: input.birthDate, targetYear });
  if (!numerology.ok) throw numerologyErrorToHttp(numerology.error);

  const chinese = chineseZodiac(instant.value.utcMs);
  if (!chinese.ok) throw skyErrorToHttp(chinese.error);

  return assemblePersonalContent({
    ...input,
    place,
    instant: instant.value,
    chart: chart.value,
    numerology: numerology.value,
    chinese: chinese.value,
    targetYear,
  });
}
