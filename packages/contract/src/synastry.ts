import { AddressFormField } from './reports';
import { ASPECT_KINDS, HOUSE_SYSTEMS, TRANSIT_BODIES } from '@constelar/core/codes';
import { z } from 'zod';
import { objectBody } from './common';
import { BIRTH_TIME_PATTERN, NAME_MAX_LENGTH, PLACE_MAX_LENGTH } from './constants';
import { SynastrySideId } from './people';
import { BirthDate, HouseSystemField, PlaceId } from './reports';

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

/**
 * Each side is a birth or, for a member, an id: "me" (the profile's birth) or a saved person
 * (relations.md §2). The id wins when both are sent; the route answers 422 when a side has neither.
 */
export const SynastryRequest = objectBody({
  person1: SynastryPerson.optional(),
  person2: SynastryPerson.optional(),
  person1Id: SynastrySideId.optional(),
  person2Id: SynastrySideId.optional(),
  /** The composite's houses; without it, the member's house system (placidus by default). */
  houseSystem: HouseSystemField.optional(),
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

/** The points a synastry compares (relations.md §1): the ten bodies, then the angles. */
export const SYNASTRY_POINT_CODES = [...TRANSIT_BODIES, 'ascendant', 'midheaven'] as const;
export type SynastryPointCode = (typeof SYNASTRY_POINT_CODES)[number];

/** One aspect between a point of person1 (`a`) and a point of person2 (`b`), told for two people. */
export const SynastryContact = z.object({
  a: z.enum(SYNASTRY_POINT_CODES),
  b: z.enum(SYNASTRY_POINT_CODES),
  aspect: z.enum(ASPECT_KINDS),
  /** Degrees from exact, two decimals. */
  orb: z.number(),
  /** "Sol de Mariana em oposição com a Vênus de José". */
  title: z.string(),
  text: z.string(),
  /** Its points in `breakdown`, for the seven bodies that score; absent for the others and the angles. */
  contribution: z.number().optional(),
});
export type SynastryContact = z.infer<typeof SynastryContact>;

/** One person's points, for the bi-wheel and the grid: longitudes in degrees. */
export const SynastryChartPoints = z.object({
  points: z.array(
    z.object({
      code: z.enum(SYNASTRY_POINT_CODES),
      longitude: z.number(),
      retrograde: z.boolean().optional(),
    }),
  ),
  /** Null without a birth time or place. */
  ascendant: z.number().nullable(),
  midheaven: z.number().nullable(),
  cusps: z.array(z.number()).nullable(),
});
export type SynastryChartPoints = z.infer<typeof SynastryChartPoints>;

/** The midpoint chart of the two people (relations.md §1). */
export const SynastryComposite = z.object({
  intro: z.string(),
  bodies: z.array(
    z.object({
      code: z.enum(SYNASTRY_POINT_CODES),
      longitude: z.number(),
      /** Portuguese sign name. */
      sign: z.string(),
      house: z.number().int().min(1).max(12).nullable(),
    }),
  ),
  /** Null when either birth time (or place) is unknown; `note` then says so. */
  ascendant: z.number().nullable(),
  midheaven: z.number().nullable(),
  cusps: z.array(z.number()).nullable(),
  houseSystem: z.enum(HOUSE_SYSTEMS).nullable(),
  readings: z.array(z.object({ title: z.string(), text: z.string() })),
  note: z.string().optional(),
});
export type SynastryComposite = z.infer<typeof SynastryComposite>;

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
    /** Every aspect between the two charts, tightest first (relations.md §1). */
    contacts: z.array(SynastryContact),
    /** Each person's points, person1 first: the bi-wheel draws person1 inside, person2 outside. */
    charts: z.tuple([SynastryChartPoints, SynastryChartPoints]),
    composite: SynastryComposite,
    people: z.tuple([SynastryPersonEcho, SynastryPersonEcho]),
  })
  .meta({ id: 'SynastryContent' });
export type SynastryContent = z.infer<typeof SynastryContent>;
