import { AddressFormField } from './reports';
import { ASPECT_KINDS, REPORT_BODIES } from '@constelar/core/codes';
import { z } from 'zod';
import { objectBody } from './common';
import { BIRTH_TIME_PATTERN, NAME_MAX_LENGTH, PLACE_MAX_LENGTH } from './constants';
import { BirthDate, PlaceId } from './reports';

const OptionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : undefined));

export const SynastryPerson = z.object(
  {
    name: z
      .string({ error: 'Informe o nome de cada pessoa.' })
      .trim()
      .min(1, 'Informe o nome de cada pessoa.')
      .max(NAME_MAX_LENGTH, `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`),
    birthDate: BirthDate,
    // Optional: empty means unknown, cast at 12:00 local and flagged (sky.md §1).
    birthTime: OptionalText(5, 'Hora de nascimento inválida: use HH:MM.').pipe(
      z.string().regex(BIRTH_TIME_PATTERN, 'Hora de nascimento inválida: use o formato HH:MM.').optional(),
    ),
    birthPlace: OptionalText(PLACE_MAX_LENGTH, `O local pode ter no máximo ${PLACE_MAX_LENGTH} caracteres.`),
    placeId: PlaceId,
  },
  { error: 'Informe os dados das duas pessoas.' },
);
export type SynastryPerson = z.input<typeof SynastryPerson>;

export const SynastryRequest = objectBody({
  person1: SynastryPerson,
  person2: SynastryPerson,
  /** How the member reading the synastry prefers to be addressed (issue #27). */
  addressForm: AddressFormField.optional(),
});
export type SynastryRequest = z.input<typeof SynastryRequest>;

export const SynastryAspect = z.object({
  title: z.string(),
  harmonyScore: z.number().int().min(0).max(100),
  summary: z.string(),
  details: z.string(),
  uncertain: z.boolean().optional(),
});
export type SynastryAspect = z.infer<typeof SynastryAspect>;

export const BreakdownItem = z.object({
  label: z.string(),
  contribution: z.number(),
  kind: z.enum(ASPECT_KINDS).optional(),
  orb: z.number().optional(),
});
export type BreakdownItem = z.infer<typeof BreakdownItem>;

/** A contact between one body of each person, told in words (issue #13: the cards explain the score). */
export const SynastryContact = z.object({
  /** Body of person `personA`. */
  a: z.enum(REPORT_BODIES),
  /** Body of the other person. */
  b: z.enum(REPORT_BODIES),
  personA: z.union([z.literal(1), z.literal(2)]),
  kind: z.enum(ASPECT_KINDS),
  /** How it scores: supportive adds to overallHarmony, challenging takes away. */
  nature: z.enum(['supportive', 'neutral', 'challenging']),
  /** Degrees from exact. */
  orb: z.number(),
  /** Its points in `breakdown`. */
  contribution: z.number(),
  title: z.string(),
  text: z.string(),
});
export type SynastryContact = z.infer<typeof SynastryContact>;

export const SynastryPersonEcho = z.object({
  name: z.string(),
  birthDate: z.string(),
  birthTime: z.string(),
  hasTime: z.boolean(),
  place: z.string().nullable(),
  sunSign: z.string(),
  moonSign: z.string(),
  ascendantSign: z.string().nullable(),
  personalArcanum: z.object({ id: z.number().int(), name: z.string() }),
});

export const SynastryContent = z
  .object({
    person1Name: z.string(),
    person2Name: z.string(),
    overallHarmony: z.number().int().min(0).max(100),
    harmony: z.object({
      title: z.string(),
      text: z.string(),
      /** Where the percentage comes from, and why the cards' scores may differ from it. */
      why: z.string().optional(),
    }),
    aspects: z.object({
      sunSignAspect: SynastryAspect,
      archetypeAspect: SynastryAspect,
      moonAspect: SynastryAspect,
      venusMarsAspect: SynastryAspect,
      mercuryAspect: SynastryAspect,
      ascendantAspect: SynastryAspect.optional(),
      numerologyAspect: SynastryAspect,
    }),
    /** Every contribution to overallHarmony; they add up to it exactly ("Por que 78%?"). */
    breakdown: z.array(BreakdownItem),
    notes: z.array(z.string()),
    /** The weightiest contacts besides Venus–Mars (told in its card), largest effect first. */
    contacts: z.array(SynastryContact).optional(),
    people: z.tuple([SynastryPersonEcho, SynastryPersonEcho]),
  })
  .meta({ id: 'SynastryContent' });
export type SynastryContent = z.infer<typeof SynastryContent>;
