import type { SynastryPerson, SynastryRequest } from '@constelar/contract';
import {
  DATE_FORMAT_MESSAGE,
  DATE_PATTERN,
  TIME_FORMAT_MESSAGE,
  TIME_PATTERN,
  toWireDate,
} from '../../../lib/birth-masks';

export { DATE_FORMAT_MESSAGE, TIME_FORMAT_MESSAGE };

/** One person as typed: the date as DD/MM/AAAA and the time as HH:MM, the landing form's masks. */
export interface PersonFormValues {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  /** The place chosen from the list; typing in the field forgets it. */
  placeId?: string | null;
}
export type PersonField = 'name' | 'birthDate' | 'birthTime' | 'birthPlace';
export type PersonErrors = Partial<Record<PersonField, string>>;

export const EMPTY_PERSON: PersonFormValues = { name: '', birthDate: '', birthTime: '', birthPlace: '' };

function toPerson(values: PersonFormValues): SynastryPerson {
  const person: SynastryPerson = { name: values.name.trim(), birthDate: toWireDate(values.birthDate) };
  // An empty time or place is left out: the server then computes at 00:00 / in UTC and says which
  // results are uncertain (domain.md §4), instead of us pretending to know them.
  const time = values.birthTime.trim();
  const place = values.birthPlace.trim();
  if (time) person.birthTime = time;
  if (place) person.birthPlace = place;
  // The chosen place itself: namesakes share a label, and the server would resolve the text to the larger.
  if (place && values.placeId) person.placeId = values.placeId;
  return person;
}

export function buildSynastryRequest(p1: PersonFormValues, p2: PersonFormValues): SynastryRequest {
  return { person1: toPerson(p1), person2: toPerson(p2) };
}

/** What is typed wrong before anything is sent: the date's shape, and the time's when one is given. */
export function validatePerson(values: PersonFormValues): PersonErrors {
  const errors: PersonErrors = {};
  if (values.birthDate.trim() && !DATE_PATTERN.test(values.birthDate.trim())) {
    errors.birthDate = DATE_FORMAT_MESSAGE;
  }
  if (values.birthTime.trim() && !TIME_PATTERN.test(values.birthTime.trim())) {
    errors.birthTime = TIME_FORMAT_MESSAGE;
  }
  return errors;
}

const PERSON_FIELDS: readonly PersonField[] = ['name', 'birthDate', 'birthTime', 'birthPlace'];

/** A server path such as 'person2.birthDate' → which person and which field; null for anything else. */
export function personFieldOf(path: string): { person: 1 | 2; field: PersonField } | null {
  const match = /^person([12])\.(\w+)$/.exec(path);
  const field = PERSON_FIELDS.find((f) => f === match?.[2]);
  return match && field ? { person: match[1] === '1' ? 1 : 2, field } : null;
}
