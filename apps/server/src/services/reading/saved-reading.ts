import type { AddressForm } from '@constelar/contract';
import type {
  PersonalContent,
  ProfileBirth,
  SavedBirth,
  SavedInput,
  SavedPersonalInput,
  SavedReport,
  SavedSynastryInput,
  SynastryContent,
} from '@constelar/contract';
import type { HouseSystem } from '@constelar/core';
import packageJson from '../../../package.json';
import { castBirth, locateBirth, type BirthData, type CastBirth, type PlacePoint } from './cast-birth';
import { computePersonalContent } from './compute-personal';
import { computeSynastryContent, type ParsedPerson } from '../synastry/compute-synastry';
import { subjectOf } from './subject';

/** The engine a reading comes from: a saved report records the one that saved it (export, migrations). */
export const ENGINE_VERSION = packageJson.version;

/** A saved row as it crosses to a work thread: plain data, the instant as text. */
export interface StoredRow {
  id: string;
  createdAt: string;
  input: SavedInput;
}

/** What a place keeps once saved: no more than a chart and its echo need, and the gazetteer's id. */
const savedPlace = (place: PlacePoint | null): SavedBirth['place'] =>
  place && {
    ...(place.id ? { id: place.id } : {}),
    label: place.label,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.timezone,
  };

const savedBirth = (birth: CastBirth): SavedBirth => ({
  name: birth.name,
  birthDate: birth.birthDate,
  birthTime: birth.birthTime,
  place: savedPlace(birth.place),
});

/** A birth as saved, back into what the pipeline casts: the saved place first, a lone label otherwise. */
const birthData = (b: SavedBirth): BirthData => ({
  name: b.name,
  birthDate: b.birthDate,
  birthTime: b.birthTime,
  place: b.place,
  birthPlace: b.birthPlace,
});
const parsedPerson = (b: SavedBirth): ParsedPerson => ({
  ...birthData(b),
  birthTime: b.birthTime ?? undefined,
});

/**
 * POST /api/reports in one cast: the birth is located (place resolved, a future date refused: no chart
 * yet), kept as it will be saved, and read from that saved form, so the reply and every later read come
 * from the same inputs and the chart is computed once.
 */
export function personalSave(job: {
  input: BirthData & { addressForm?: AddressForm | undefined };
  today: string;
  houseSystem: HouseSystem;
}): { input: SavedPersonalInput; content: PersonalContent } {
  const input = personalInputOf(job);
  return { input, content: readingOf(input, job.today) };
}

/**
 * A personal reading's inputs as they are saved, with no reading made: the birth located (place resolved,
 * a future date refused, errors named under `path`) and the place kept as it resolved.
 */
export function personalInputOf(job: {
  input: BirthData & { addressForm?: AddressForm | undefined };
  today: string;
  houseSystem: HouseSystem;
  path?: string;
}): SavedPersonalInput {
  const { place } = locateBirth(job.input, {
    today: job.today,
    placeRequired: true,
    ...(job.path ? { path: job.path } : {}),
  });
  const form = job.input.addressForm;
  return {
    kind: 'personal',
    birth: {
      name: job.input.name,
      birthDate: job.input.birthDate,
      birthTime: job.input.birthTime,
      place: savedPlace(place),
    },
    houseSystem: job.houseSystem,
    ...(form ? { addressForm: form } : {}),
  };
}

/** What POST /api/calculate/synastry keeps: both births, checked, each field named under its person. */
export function synastryInput(job: {
  person1: ParsedPerson;
  person2: ParsedPerson;
  today: string;
  houseSystem?: HouseSystem | undefined;
}): SavedSynastryInput {
  const cast = (p: ParsedPerson, path: string) =>
    savedBirth(castBirth({ ...p, birthTime: p.birthTime ?? null }, { today: job.today, path }));
  return {
    kind: 'synastry',
    people: [cast(job.person1, 'person1'), cast(job.person2, 'person2')],
    ...(job.houseSystem ? { houseSystem: job.houseSystem } : {}),
  };
}

/**
 * Readings already made on this thread, by engine, day and input: a dashboard that lists fifty reports
 * reads each once a day, not on every visit. The day is part of the key because the reading depends on
 * it (the numerology's year); the engine is, so a key never outlives the words it names.
 */
const READINGS = new Map<string, PersonalContent | SynastryContent>();
const READINGS_KEPT = 512;

export function readingOf(input: SavedPersonalInput, today: string): PersonalContent;
export function readingOf(input: SavedSynastryInput, today: string): SynastryContent;
export function readingOf(input: SavedInput, today: string): PersonalContent | SynastryContent;
export function readingOf(input: SavedInput, today: string): PersonalContent | SynastryContent {
  const key = `${ENGINE_VERSION}|${today}|${JSON.stringify(input)}`;
  const kept = READINGS.get(key);
  if (kept) {
    READINGS.delete(key);
    READINGS.set(key, kept);
    return kept;
  }
  const reading =
    input.kind === 'personal'
      ? computePersonalContent(
          { ...birthData(input.birth), addressForm: input.addressForm },
          today,
          input.houseSystem,
        )
      : computeSynastryContent(
          parsedPerson(input.people[0]),
          parsedPerson(input.people[1]),
          today,
          input.houseSystem,
        );
  READINGS.set(key, reading);
  if (READINGS.size > READINGS_KEPT) READINGS.delete(READINGS.keys().next().value!);
  return reading;
}

/**
 * A saved row as the API (and the LGPD export) shows it: read again from its inputs, and labelled from the
 * profile as it stands, so editing one's birth re-labels every report (sky.md §2).
 */
export function savedReport(
  row: StoredRow,
  own: ProfileBirth | null,
  today: string,
  /** The reading already made from these inputs (a save just computed it), or undefined to read it here. */
  made?: PersonalContent,
): SavedReport {
  const base = { id: row.id, createdAt: row.createdAt };
  if (row.input.kind === 'personal') {
    const content = made ?? readingOf(row.input, today);
    return { ...base, type: 'personal', subject: subjectOf(content, own), content };
  }
  return { ...base, type: 'synastry', subject: 'other', content: readingOf(row.input, today) };
}
