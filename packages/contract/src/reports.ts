import { ASPECT_KINDS, CHINESE_ANIMALS, CHINESE_ELEMENTS, HOUSE_SYSTEMS, SIGNS } from '@constelar/core/codes';
import { z } from 'zod';
import { objectBody } from './common';
import { UNPROCESSABLE_ISSUE } from './names';
import {
  ADDRESS_FORMS,
  BIRTH_DATE_PATTERN,
  BIRTH_ERROR_MESSAGES,
  BIRTH_TIME_PATTERN,
  NAME_MAX_LENGTH,
  NUMEROLOGY_FIELDS,
  READING_TEXT_POINTS,
  PLACE_ID_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  type NumerologyField,
} from './constants';

const Name = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(1, 'Informe o nome.')
  .max(NAME_MAX_LENGTH, `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`);

/** A YYYY-MM-DD that names a day of the calendar (2024-02-29 does, 1990-02-31 does not). */
export function calendarDateExists(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The day must exist, checked beside the other fields (a 422 with the engine's words, as the chart
 * pipeline said it), so one answer names every problem of a form at once.
 */
export const BirthDate = z
  .string({ error: 'Informe a data de nascimento.' })
  .trim()
  .regex(BIRTH_DATE_PATTERN, BIRTH_ERROR_MESSAGES.invalidDate)
  .superRefine((iso, ctx) => {
    if (BIRTH_DATE_PATTERN.test(iso) && !calendarDateExists(iso)) {
      const [y, m, d] = iso.split('-');
      ctx.addIssue({
        code: 'custom',
        message: `Data de nascimento inválida: ${d}/${m}/${y} não existe.`,
        params: UNPROCESSABLE_ISSUE,
      });
    }
  });

export const BirthTime = z
  .string({ error: 'Informe a hora de nascimento.' })
  .trim()
  .regex(BIRTH_TIME_PATTERN, 'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.');

/** sky.md §1: any value outside the seven is refused with 422 (lib/validate.ts names the field). */
export const HouseSystemField = z
  .enum(HOUSE_SYSTEMS, {
    error:
      'Sistema de casas inválido: use placidus, koch, regiomontanus, campanus, equal, whole-sign ou porphyry.',
  })
  .meta({ description: 'Sistema de casas; sem ele, o do perfil (ou placidus).' });

export const AddressFormField = z
  .enum(ADDRESS_FORMS, { error: 'Forma de tratamento inválida: use feminino, masculino ou neutro.' })
  .meta({ description: 'Como prefere ser tratado(a); sem ela, o texto usa a forma neutra.' });

export const BirthPlace = z
  .string({ error: 'Informe o local de nascimento.' })
  .trim()
  .min(1, 'Informe o local de nascimento.')
  .max(PLACE_MAX_LENGTH, `O local pode ter no máximo ${PLACE_MAX_LENGTH} caracteres.`);

/**
 * The id of the place chosen in the autocomplete (GET /api/places). It wins over the text, so a choice
 * among namesakes is kept; empty or null reads as absent.
 */
export const PlaceId = z
  .string({ error: 'Identificador de local inválido.' })
  .trim()
  .max(PLACE_ID_MAX_LENGTH, 'Identificador de local inválido.')
  .nullish()
  .transform((id) => (id ? id : undefined))
  .meta({ description: 'O id de um local de GET /api/places; quando presente, vale mais que o texto.' });

/**
 * product.md §3 "Report input"; dates and times are checked for existence by the server (422). Its OpenAPI
 * component reads "BirthInput": the document names a request schema's component <id>Input.
 */
export const BirthInput = objectBody({
  name: Name,
  birthDate: BirthDate,
  birthTime: BirthTime.nullable().meta({
    description: 'Hora local no local de nascimento; null quando não se sabe ("Não sei a hora").',
  }),
  birthPlace: BirthPlace.meta({
    description: 'O local como a pessoa escreveu; resolvido quando não há placeId.',
  }),
  placeId: PlaceId,
  houseSystem: HouseSystemField.optional(),
  addressForm: AddressFormField.optional(),
}).meta({ id: 'Birth' });
export type BirthInput = z.input<typeof BirthInput>;

const SignCode = z.enum(SIGNS);

export const BodyPosition = z.object({
  sign: z.string(),
  signCode: SignCode,
  house: z.number().int().min(1).max(12).nullable(),
  longitude: z.number(),
  degree: z.number(),
  retrograde: z.boolean(),
});
export type BodyPosition = z.infer<typeof BodyPosition>;

export const AnglePosition = z.object({
  sign: z.string(),
  signCode: SignCode,
  longitude: z.number(),
  degree: z.number(),
});
export type AnglePosition = z.infer<typeof AnglePosition>;

export const ChartAspect = z.object({
  // Body codes or 'ascendant' / 'midheaven'; typed string because the web's wheel matches them against any
  // hovered point (apps/web natal-wheel.tsx).
  a: z.string(),
  b: z.string(),
  aName: z.string(),
  bName: z.string(),
  kind: z.enum(ASPECT_KINDS),
  kindName: z.string(),
  angle: z.number(),
  orb: z.number(),
  /** Chosen by the pair and the aspect's nature (conjunction, harmonious, tense): sky.md §1. */
  text: z.string(),
});
export type ChartAspect = z.infer<typeof ChartAspect>;

export const Astrology = z.object({
  sun: BodyPosition,
  moon: BodyPosition,
  mercury: BodyPosition,
  venus: BodyPosition,
  mars: BodyPosition,
  jupiter: BodyPosition,
  saturn: BodyPosition,
  uranus: BodyPosition,
  neptune: BodyPosition,
  pluto: BodyPosition,
  trueNode: BodyPosition,
  /**
   * points.md §2: Quíron, the mean lunar apogee (never retrograde), the South Node (trueNode + 180°). The
   * server always sends them; optional so a reading kept in a browser from before still parses.
   */
  chiron: BodyPosition.optional(),
  lilith: BodyPosition.optional(),
  southNode: BodyPosition.optional(),
  /** The Part of Fortune, by sect; null when the birth time is unknown. */
  partOfFortune: BodyPosition.nullable().optional(),
  /** Absent when the birth time is unknown, like `midheaven` and `houses`. */
  ascendant: AnglePosition.optional(),
  midheaven: AnglePosition.optional(),
  houses: z.array(z.number()).length(12).optional(),
  /** The system used (after any fallback); see content.notes. */
  houseSystem: z.enum(HOUSE_SYSTEMS),
  chineseZodiac: z.string(),
  chineseZodiacDetail: z.object({
    animal: z.enum(CHINESE_ANIMALS),
    element: z.enum(CHINESE_ELEMENTS),
    text: z.string(),
  }),
  aspects: z.array(ChartAspect),
});
export type Astrology = z.infer<typeof Astrology>;

export const Reading = z.object({
  point: z.enum(READING_TEXT_POINTS),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  signText: z.string(),
  houseText: z.string().optional(),
});
export type Reading = z.infer<typeof Reading>;

/** A number or arcanum already shown under an earlier role: named once, not repeated (sky.md §1). */
export const SameAs = z.string().meta({ description: 'O papel em que o mesmo número/arcano já aparece.' });

export const NumerologyDetail = z.object({
  value: z.number().int(),
  total: z.number().int(),
  trail: z.string(),
  name: z.string(),
  /** Absent when `sameAs` names the role whose text already says it. */
  text: z.string().optional(),
  sameAs: SameAs.optional(),
});
export type NumerologyDetail = z.infer<typeof NumerologyDetail>;

export const Arcanum = z.object({
  id: z.number().int().min(0).max(21),
  name: z.string(),
  roman: z.string(),
  description: z.string(),
  longDescription: z.string(),
  keywords: z.array(z.string()),
  light: z.string(),
  shadow: z.string(),
  advice: z.string(),
  trail: z.string(),
  /** The sentence proper to this role that opens the shared texts. */
  opening: z.string(),
});
export type Arcanum = z.infer<typeof Arcanum>;

/** A second role held by the same arcanum: id and name only, pointing at the first role. */
export const ArcanumSameAs = z.object({
  id: z.number().int().min(0).max(21),
  name: z.string(),
  trail: z.string(),
  sameAs: SameAs,
});
export type ArcanumSameAs = z.infer<typeof ArcanumSameAs>;
const ArcanumEntry = z.union([Arcanum, ArcanumSameAs]);
export type ArcanumEntry = z.infer<typeof ArcanumEntry>;

export const BirthEcho = z.object({
  date: z.string(),
  /** null when the time is unknown: the chart was cast for 12:00 local. */
  time: z.string().nullable(),
  place: z.object({ label: z.string(), latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  utc: z.string(),
  utcOffsetMinutes: z.number().int(),
  isDst: z.boolean(),
  /** The birth was read on the birthplace's local mean time, before its zone's standard time (points.md §1). */
  localMeanTime: z.boolean().optional(),
  /** Set when the wall time was skipped or repeated by a clock change (domain.md §1). */
  note: z.string().optional(),
});
export type BirthEcho = z.infer<typeof BirthEcho>;

export const PersonalContent = z
  .object({
    name: z.string(),
    astrology: Astrology,
    readings: z.array(Reading),
    numerology: z.object(
      Object.fromEntries(NUMEROLOGY_FIELDS.map((f) => [f, z.number().int().optional()])) as Record<
        NumerologyField,
        z.ZodOptional<z.ZodNumber>
      >,
    ),
    // Keyed by NUMEROLOGY_FIELDS; a string record so clients can index it with Object.entries' keys.
    numerologyDetails: z.record(z.string(), NumerologyDetail),
    arcana: z.object({
      personalArcana: Arcanum,
      personalityArcana: ArcanumEntry,
      soulArcana: ArcanumEntry,
      annualArcana: ArcanumEntry,
      destinyArcana: ArcanumEntry.optional(),
      cabalisticNameArcana: ArcanumEntry.optional(),
      gematriaNameArcana: ArcanumEntry.optional(),
    }),
    targetYear: z.number().int(),
    summary: z.string(),
    /** Dominant and missing elements and modalities, stelliums: one paragraph each. */
    synthesis: z.array(z.string()),
    /** How the chart was cast: clock change, house-system fallback, unknown time. */
    notes: z.array(z.string()),
    timeKnown: z.boolean(),
    birth: BirthEcho,
  })
  .meta({ id: 'PersonalContent' });
export type PersonalContent = z.infer<typeof PersonalContent>;

export const PersonalReportResponse = z.object({ content: PersonalContent });
export type PersonalReportResponse = z.infer<typeof PersonalReportResponse>;

/** `?before=<id of the last report seen>` asks for the next page (accounts.md §5). */
export const ReportListQuery = z.object({
  before: z
    .guid({ error: 'Página inválida: o parâmetro before deve ser o id de um relatório.' })
    .optional()
    .meta({ description: 'O id do último relatório da página anterior (cabeçalho Link, rel="next").' }),
});
