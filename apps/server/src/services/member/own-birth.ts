import type { AddressForm } from '@constelar/contract';
import type { HouseSystem } from '@constelar/core';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { BirthData } from '../reading/cast-birth';
import { addressFormOf, houseSystemOf, profileBirthOf } from '../users/user-dto';

export const NO_OWN_BIRTH =
  'Seu mapa ainda não tem dados de nascimento. Informe data, hora e local no seu perfil para vê-lo.';

/** The member's own birth as plain data: it crosses to a work thread to be cast there. */
export interface OwnBirth {
  input: BirthData & { addressForm?: AddressForm };
  houseSystem: HouseSystem;
}

/** The member's own birth as a cast input, or 404 with a Portuguese error while the profile holds none. */
export function ownBirthOf(row: UserRow): OwnBirth {
  const birth = profileBirthOf(row);
  if (!birth) throw notFound(NO_OWN_BIRTH);
  return {
    input: {
      name: row.name,
      birthDate: birth.birthDate,
      birthTime: birth.birthTime,
      birthPlace: birth.birthPlace,
      placeId: birth.placeId,
      ...(addressFormOf(row) ? { addressForm: addressFormOf(row)! } : {}),
    },
    houseSystem: houseSystemOf(row),
  };
}
