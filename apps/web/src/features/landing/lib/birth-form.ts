// The birth-data form's masks, checks and wire format (product.md §5). Pure, so they are unit-tested.
// These check what is typed (DD/MM/AAAA, HH:MM), not the calendar: the contract's rules are the server's.
import type { BirthInput } from '@constelar/contract';
import type { HouseSystem } from '@constelar/core/codes';

import {
  DATE_FORMAT_MESSAGE,
  DATE_PATTERN,
  TIME_FORMAT_MESSAGE,
  TIME_PATTERN,
  toWireDate,
} from '../../../lib/birth-masks';

// The masks live in lib, shared with the synastry form; re-exported for this form's callers and tests.
export {
  DATE_FORMAT_MESSAGE,
  maskDate,
  maskTime,
  TIME_FORMAT_MESSAGE,
  toWireDate,
} from '../../../lib/birth-masks';

export const REQUIRED_MESSAGE = 'Este campo é obrigatório.';

export interface BirthFormValues {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
}
export type BirthField = keyof BirthFormValues;
export type BirthFormErrors = Partial<Record<BirthField, string>>;

export const EMPTY_BIRTH_FORM: BirthFormValues = { name: '', birthDate: '', birthTime: '', birthPlace: '' };

/** What the form says beyond the typed fields (sky.md §1). */
export interface BirthOptions {
  /** "Não sei a hora": the time is sent as null and the chart is cast for 12:00 local. */
  timeUnknown: boolean;
  /** null until chosen: the request then names no system, and the server uses the profile's (or Placidus). */
  houseSystem: HouseSystem | null;
  /**
   * The place chosen from the list, null once the field is typed in. Namesakes share a label ("Bom
   * Jesus, PI"), and the text alone resolves to the larger one: the id keeps the one chosen.
   */
  placeId: string | null;
}
export const DEFAULT_BIRTH_OPTIONS: BirthOptions = { timeUnknown: false, houseSystem: null, placeId: null };

/** Field errors in product.md's words; calendar validity (month 13) is left to the server. */
export function validateBirthForm(
  values: BirthFormValues,
  options: BirthOptions = DEFAULT_BIRTH_OPTIONS,
): BirthFormErrors {
  const errors: BirthFormErrors = {};
  for (const field of Object.keys(EMPTY_BIRTH_FORM) as BirthField[]) {
    if (field === 'birthTime' && options.timeUnknown) continue;
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGE;
  }
  if (!errors.birthDate && !DATE_PATTERN.test(values.birthDate.trim())) {
    errors.birthDate = DATE_FORMAT_MESSAGE;
  }
  if (!options.timeUnknown && !errors.birthTime && !TIME_PATTERN.test(values.birthTime.trim())) {
    errors.birthTime = TIME_FORMAT_MESSAGE;
  }
  return errors;
}

export function toBirthInput(
  values: BirthFormValues,
  options: BirthOptions = DEFAULT_BIRTH_OPTIONS,
): BirthInput {
  const input: BirthInput = {
    name: values.name.trim(),
    birthDate: toWireDate(values.birthDate),
    birthTime: options.timeUnknown ? null : values.birthTime.trim(),
    birthPlace: values.birthPlace.trim(),
  };
  if (options.houseSystem) input.houseSystem = options.houseSystem;
  if (options.placeId && input.birthPlace) input.placeId = options.placeId;
  return input;
}
