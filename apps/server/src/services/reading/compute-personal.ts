import type { PersonalContent } from '@constelar/contract';
import type { HouseSystem } from '@constelar/core';
import type { AddressForm } from '@constelar/content';
import { castBirth, type BirthData } from './cast-birth';
import { assemblePersonalContent } from './personal-content';

/**
 * The personal report (sky.md §1): one cast birth, put into words. `today` is São Paulo's date (future
 * births are refused, its year is the numerology's); the house system defaults to Placidus.
 */
export function computePersonalContent(
  input: BirthData & { houseSystem?: HouseSystem | undefined; addressForm?: AddressForm | null | undefined },
  today: string,
  houseSystem?: HouseSystem | undefined,
): PersonalContent {
  const birth = castBirth(input, {
    today,
    houseSystem: input.houseSystem ?? houseSystem,
    placeRequired: true,
  });
  return assemblePersonalContent(birth, input.addressForm);
}
