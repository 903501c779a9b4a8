import type { AddressForm } from '@constelar/contract/constants';
// The one birth model of the web's forms (the landing's birth form, the profile's "Seus dados de
// nascimento", the synastry's two people): what is typed, how it is checked and what goes on the wire.
// Pure, so it is unit-tested. The checks are on what is typed (DD/MM/AAAA, HH:MM), not the calendar:
// 31/02 or a future date is the server's to judge.
import type {
  BirthInput,
  ProfileBirth,
  SynastryPerson,
  SynastryRequest,
  UpdateProfileRequest,
} from '@constelar/contract';
import type { HouseSystem } from '@constelar/core/codes';
import {
  DATE_FORMAT_MESSAGE,
  DATE_PATTERN,
  TIME_FORMAT_MESSAGE,
  TIME_PATTERN,
  toWireDate,
} from './birth-masks';

export { DATE_FORMAT_MESSAGE, TIME_FORMAT_MESSAGE } from './birth-masks';

export const REQUIRED_MESSAGE = 'Este campo é obrigatório.';

/** A birth as typed. */
export interface BirthValues {
  /** DD/MM/AAAA. */
  birthDate: string;
  /** HH:MM. */
  birthTime: string;
  /** "Não sei a hora" (sky.md §1): no time is sent, and the chart is cast for 12:00 local. */
  timeUnknown: boolean;
  birthPlace: string;
  /**
   * The place chosen from the list, null once the field is typed in. Namesakes share a label ("Bom
   * Jesus, PI"), and the text alone resolves to the larger one: the id keeps the one chosen.
   */
  placeId: string | null;
}
export type BirthField = 'birthDate' | 'birthTime' | 'birthPlace';
export type BirthErrors = Partial<Record<BirthField, string>>;
export const BIRTH_FIELDS: readonly BirthField[] = ['birthDate', 'birthTime', 'birthPlace'];

export const EMPTY_BIRTH: BirthValues = {
  birthDate: '',
  birthTime: '',
  timeUnknown: false,
  birthPlace: '',
  placeId: null,
};

/** A named birth: the landing form and each person of a synastry. */
export type NamedBirthValues = BirthValues & { name: string };
export type NamedBirthField = 'name' | BirthField;
export type NamedBirthErrors = Partial<Record<NamedBirthField, string>>;
export const EMPTY_NAMED_BIRTH: NamedBirthValues = { name: '', ...EMPTY_BIRTH };

/**
 * Field errors in product.md's words. `required`: every field must be filled (the time unless "Não sei a
 * hora"); without it only what is typed is checked, and an empty time or place is allowed.
 */
export function birthErrors(values: BirthValues, required: boolean): BirthErrors {
  const errors: BirthErrors = {};
  const date = values.birthDate.trim();
  const time = values.birthTime.trim();
  if (!date) {
    if (required) errors.birthDate = REQUIRED_MESSAGE;
  } else if (!DATE_PATTERN.test(date)) errors.birthDate = DATE_FORMAT_MESSAGE;
  if (!values.timeUnknown) {
    if (!time) {
      if (required) errors.birthTime = REQUIRED_MESSAGE;
    } else if (!TIME_PATTERN.test(time)) errors.birthTime = TIME_FORMAT_MESSAGE;
  }
  if (required && !values.birthPlace.trim()) errors.birthPlace = REQUIRED_MESSAGE;
  return errors;
}

/** The birth on the wire: the date as YYYY-MM-DD, null for an unknown time, the chosen place's id. */
function wireBirth(values: BirthValues): {
  birthDate: string;
  birthTime: string | null;
  birthPlace: string;
  placeId?: string;
} {
  const birth: ReturnType<typeof wireBirth> = {
    birthDate: toWireDate(values.birthDate),
    birthTime: values.timeUnknown ? null : values.birthTime.trim(),
    birthPlace: values.birthPlace.trim(),
  };
  if (values.placeId && birth.birthPlace) birth.placeId = values.placeId;
  return birth;
}

/** The server names a birth field as 'birthDate', or under a prefix ('birth.birthDate'); null for another. */
export function birthFieldOf(path: string | undefined, prefix = ''): BirthField | null {
  const name = prefix && path?.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path;
  return BIRTH_FIELDS.find((f) => f === name) ?? null;
}

// -------------------------------------------------------------------------------------------------
// The landing's birth form (product.md §4, §5): everything required, the name too.
// -------------------------------------------------------------------------------------------------

export function validateBirthForm(values: NamedBirthValues): NamedBirthErrors {
  const errors: NamedBirthErrors = {};
  if (!values.name.trim()) errors.name = REQUIRED_MESSAGE;
  return { ...errors, ...birthErrors(values, true) };
}

/** POST /api/calculate/personal and /api/reports: a house system only once one was chosen. */
export function toBirthInput(
  values: NamedBirthValues,
  houseSystem: HouseSystem | null = null,
  addressForm: AddressForm | null = null,
): BirthInput {
  const input: BirthInput = { name: values.name.trim(), ...wireBirth(values) };
  if (houseSystem) input.houseSystem = houseSystem;
  if (addressForm) input.addressForm = addressForm;
  return input;
}

// -------------------------------------------------------------------------------------------------
// The profile's birth (sky.md §2): nothing typed is valid, a started birth needs every field.
// -------------------------------------------------------------------------------------------------

/** 'YYYY-MM-DD' → 'DD/MM/AAAA', as the field shows it. */
const typedDate = (wire: string) => wire.split('-').reverse().join('/');

/** The form's starting values: the stored birth, or empty fields. */
export function birthValuesOf(birth: ProfileBirth | null | undefined): BirthValues {
  if (!birth) return EMPTY_BIRTH;
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
export const validateProfileBirth = (values: BirthValues): BirthErrors =>
  isBlank(values) ? {} : birthErrors(values, true);

/**
 * The `birth` of PUT /api/users/profile: undefined keeps what is stored (nothing changed, or nothing
 * typed and nothing stored), null clears it (every field emptied).
 */
export function profileBirthPayload(
  values: BirthValues,
  stored: ProfileBirth | null | undefined,
): UpdateProfileRequest['birth'] {
  if (isBlank(values)) return stored ? null : undefined;
  return wireBirth(values);
}

/** The `birth` of POST/PUT /api/people: as the profile's, every field required. */
export const personBirthInput = (values: BirthValues) => wireBirth(values);

// -------------------------------------------------------------------------------------------------
// The synastry's two people (domain.md §4): a name and a date, the time and place optional.
// -------------------------------------------------------------------------------------------------

/**
 * What is missing or typed wrong before anything is sent: the name and the date, which the server needs
 * (the form is noValidate, so the browser's bubble no longer says it), the date's shape, and the time's
 * when one is given.
 */
export function validatePerson(values: NamedBirthValues): NamedBirthErrors {
  const errors: NamedBirthErrors = birthErrors(values, false);
  if (!values.name.trim()) errors.name = REQUIRED_MESSAGE;
  if (!values.birthDate.trim()) errors.birthDate = REQUIRED_MESSAGE;
  return errors;
}

function toPerson(values: NamedBirthValues): SynastryPerson {
  const { birthDate, birthTime, birthPlace, placeId } = wireBirth(values);
  const person: SynastryPerson = { name: values.name.trim(), birthDate };
  // An empty or unknown time, or an empty place, is left out: the server then casts at 12:00, local or
  // in UTC, and says which results are uncertain (domain.md §4), instead of us pretending to know them.
  if (birthTime) person.birthTime = birthTime;
  if (birthPlace) person.birthPlace = birthPlace;
  if (placeId) person.placeId = placeId;
  return person;
}

export function buildSynastryRequest(p1: NamedBirthValues, p2: NamedBirthValues): SynastryRequest {
  return { person1: toPerson(p1), person2: toPerson(p2) };
}

/** A server path such as 'person2.birthDate' → which person and which field; null for anything else. */
export function personFieldOf(path: string): { person: 1 | 2; field: NamedBirthField } | null {
  const match = /^person([12])\.(\w+)$/.exec(path);
  const field = match?.[2] === 'name' ? 'name' : birthFieldOf(match?.[2]);
  return match && field ? { person: match[1] === '1' ? 1 : 2, field } : null;
}
