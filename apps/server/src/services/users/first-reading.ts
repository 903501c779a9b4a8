import type { RegisterRequest, SavedPersonalInput } from '@constelar/contract';
import type { z } from 'zod';
import type { HouseSystem } from '@constelar/core';
import { personalInputOf } from '../reading/saved-reading';

type FirstReading = NonNullable<z.output<typeof RegisterRequest>['firstReading']>;

/** The profile's birth columns, as PUT /api/users/profile stores them. */
export interface BirthColumns {
  birthDate: string;
  birthTime: string | null;
  birthPlace: string;
  birthPlaceId: string;
}

/**
 * The visitor's reading carried into a new account (issue #45): its inputs as a saved report, and its birth
 * for the profile. Located before the account exists, so a birth that cannot be cast refuses the whole
 * registration with a 422 naming `firstReading.<field>`, and no half-made account is left behind.
 */
export function firstReadingOf(
  reading: FirstReading,
  today: string,
  houseSystem: HouseSystem,
): { input: SavedPersonalInput; birth: BirthColumns | null } {
  const input = personalInputOf({
    input: { ...reading, placeId: reading.placeId ?? undefined },
    today,
    houseSystem: reading.houseSystem ?? houseSystem,
    path: 'firstReading',
  });
  const place = input.birth.place;
  return {
    input,
    // A place without a gazetteer id cannot be a profile's birthplace; the report is kept all the same.
    birth: place?.id
      ? {
          birthDate: input.birth.birthDate,
          birthTime: input.birth.birthTime,
          birthPlace: place.label,
          birthPlaceId: place.id,
        }
      : null,
  };
}
