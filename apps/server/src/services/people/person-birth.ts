import type { Person } from '@constelar/contract';
import { PEOPLE_MESSAGES } from '@constelar/contract';
import type { HouseSystem } from '@constelar/core';
import type { PersonRow, UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { ParsedPerson } from '../synastry/compute-synastry';
import type { OwnBirth } from '../member/own-birth';
import { profileBirthOf } from '../users/user-dto';

export function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    birth: {
      birthDate: row.birthDate,
      birthTime: row.birthTime,
      birthPlace: row.birthPlace,
      placeId: row.birthPlaceId,
    },
    relation: row.relation,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A saved person as the member's own chart and transits take a birth: the same services, another birth. */
export function personBirthOf(row: PersonRow, houseSystem: HouseSystem): OwnBirth {
  return {
    input: {
      name: row.name,
      birthDate: row.birthDate,
      birthTime: row.birthTime,
      birthPlace: row.birthPlace,
      placeId: row.birthPlaceId,
    },
    houseSystem,
  };
}

/** A synastry side from a saved person. */
export const personSide = (row: PersonRow): ParsedPerson => ({
  name: row.name,
  birthDate: row.birthDate,
  birthTime: row.birthTime ?? undefined,
  birthPlace: row.birthPlace,
  placeId: row.birthPlaceId,
});

/** "Eu": the member's own profile birth, or 422 while the profile holds none. */
export function ownSide(user: UserRow): ParsedPerson {
  const birth = profileBirthOf(user);
  if (!birth) throw new HttpError(422, PEOPLE_MESSAGES.noOwnBirth);
  return {
    name: user.name,
    birthDate: birth.birthDate,
    birthTime: birth.birthTime ?? undefined,
    birthPlace: birth.birthPlace,
    placeId: birth.placeId,
  };
}
