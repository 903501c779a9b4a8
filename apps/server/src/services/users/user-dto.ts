import { DEFAULT_HOUSE_SYSTEM, HOUSE_SYSTEMS, type HouseSystem } from '@constelar/core/codes';
import { ADDRESS_FORMS, type AddressForm, type ProfileBirth, type UserProfile } from '@constelar/contract';
import type { UserRow } from '../../db/schema';

export function toUserProfile(row: UserRow, isAdmin: boolean): UserProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    isBetaTester: row.betaTesterNumber !== null,
    betaTesterNumber: row.betaTesterNumber,
    isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    houseSystem: houseSystemOf(row),
    addressForm: addressFormOf(row),
    birth: profileBirthOf(row),
  };
}

/** The member's stored house system; rows from before it existed, and unknown values, read as Placidus. */
export function houseSystemOf(row: Pick<UserRow, 'houseSystem'>): HouseSystem {
  return (HOUSE_SYSTEMS as readonly string[]).includes(row.houseSystem ?? '')
    ? (row.houseSystem as HouseSystem)
    : DEFAULT_HOUSE_SYSTEM;
}

/** The member's preferred address form, or null while none is chosen (unknown values read as none). */
export function addressFormOf(row: Pick<UserRow, 'addressForm'>): AddressForm | null {
  return (ADDRESS_FORMS as readonly string[]).includes(row.addressForm ?? '')
    ? (row.addressForm as AddressForm)
    : null;
}

/** The member's own birth, or null while the profile holds none (sky.md §2). */
export function profileBirthOf(
  row: Pick<UserRow, 'birthDate' | 'birthTime' | 'birthPlace' | 'birthPlaceId'>,
): ProfileBirth | null {
  if (!row.birthDate || !row.birthPlace || !row.birthPlaceId) return null;
  return {
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    birthPlace: row.birthPlace,
    placeId: row.birthPlaceId,
  };
}
