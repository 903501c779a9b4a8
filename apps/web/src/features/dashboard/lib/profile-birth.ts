// "Seus dados de nascimento" in the profile (sky.md §2): the typed fields, their checks and what goes on
// the wire. Pure, so it is unit-tested; the calendar (31/02, a future date) is the server's to judge.
import type { ProfileBirth, UpdateProfileRequest } from '@constelar/contract';
import {
  DATE_FORMAT_MESSAGE,
  DATE_PATTERN,
  TIME_FORMAT_MESSAGE,
  TIME_PATTERN,
  toWireDate,
} from '../../../lib/birth-masks';

export interface BirthValues {
  birthDate: string;
  birthTime: string;
  timeUnknown: boolean;
  birthPlace: string;
  /** The gazetteer id of the place chosen in the list; null once the text is edited by hand. */
  placeId: string | null;
}
export type BirthField = 'birthDate' | 'birthTime' | 'birthPlace';
export type BirthErrors = Partial<Record<BirthField, string>>;

const REQUIRED = 'Este campo é obrigatório.';

/** 'YYYY-MM-DD' → 'DD/MM/AAAA', as the field shows it. */
const typedDate = (wire: string) => wire.split('-').reverse().join('/');

/** The form's starting values: the stored birth, or empty fields. */
export function birthValuesOf(birth: ProfileBirth | null | undefined): BirthValues {
  if (!birth) return { birthDate: '', birthTime: '', timeUnknown: false, birthPlace: '', placeId: null };
  return {
    birthDate: typedDate(birth.birthDate),
    birthTime: birth.birthTime ?? '',
    timeUnknown: birth.birthTime === null,
    birthPlace: birth.birthPlace,
    placeId: birth.placeId || null,
  };
}

const isBlank = (v: BirthValues) =>
  !v.birthDate.trim() && !v.birthPlace.trim() && (v.timeUnknown || !v.birthTime.trim());

/** Nothing typed at all is valid (it clears, or keeps none); a started birth needs every field. */
export function validateBirth(values: BirthValues): BirthErrors {
  if (isBlank(values)) return {};
  const errors: BirthErrors = {};
  const date = values.birthDate.trim();
  if (!date) errors.birthDate = REQUIRED;
  else if (!DATE_PATTERN.test(date)) errors.birthDate = DATE_FORMAT_MESSAGE;
  if (!values.timeUnknown) {
    const time = values.birthTime.trim();
    if (!time) errors.birthTime = REQUIRED;
    else if (!TIME_PATTERN.test(time)) errors.birthTime = TIME_FORMAT_MESSAGE;
  }
  if (!values.birthPlace.trim()) errors.birthPlace = REQUIRED;
  return errors;
}

/**
 * The `birth` of PUT /api/users/profile: undefined keeps what is stored (nothing changed, or nothing
 * typed and nothing stored), null clears it (every field emptied).
 */
export function birthPayload(
  values: BirthValues,
  stored: ProfileBirth | null | undefined,
): UpdateProfileRequest['birth'] {
  if (isBlank(values)) return stored ? null : undefined;
  const birth: NonNullable<UpdateProfileRequest['birth']> = {
    birthDate: toWireDate(values.birthDate),
    birthTime: values.timeUnknown ? null : values.birthTime.trim(),
    birthPlace: values.birthPlace.trim(),
  };
  if (values.placeId) birth.placeId = values.placeId;
  return birth;
}

/** The server names a birth field as 'birth.birthDate'; the form's field, or null for another one. */
export function birthFieldOf(path: string | undefined): BirthField | null {
  const name = path?.startsWith('birth.') ? path.slice('birth.'.length) : path;
  return name === 'birthDate' || name === 'birthTime' || name === 'birthPlace' ? name : null;
}
