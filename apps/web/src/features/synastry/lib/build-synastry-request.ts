import type { SynastryPerson, SynastryRequest } from '@constelar/contract';

export interface PersonFormValues {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
}

export const EMPTY_PERSON: PersonFormValues = { name: '', birthDate: '', birthTime: '', birthPlace: '' };

function toPerson(values: PersonFormValues): SynastryPerson {
  const person: SynastryPerson = { name: values.name.trim(), birthDate: values.birthDate };
  // An empty time or place is left out: the server then computes at 00:00 / in UTC and says which
  // results are uncertain (domain.md §4), instead of us pretending to know them.
  const time = values.birthTime.trim();
  const place = values.birthPlace.trim();
  if (time) person.birthTime = time;
  if (place) person.birthPlace = place;
  return person;
}

export function buildSynastryRequest(p1: PersonFormValues, p2: PersonFormValues): SynastryRequest {
  return { person1: toPerson(p1), person2: toPerson(p2) };
}
