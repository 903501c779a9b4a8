import {
  ASPECT_KINDS,
  CHINESE_ANIMALS,
  CHINESE_ELEMENTS,
  READING_POINTS,
  SIGNS,
} from '@constelar/core/codes';
import { z } from 'zod';
import { objectBody } from './common';
import {
  BIRTH_DATE_PATTERN,
  BIRTH_TIME_PATTERN,
  NAME_MAX_LENGTH,
  NUMEROLOGY_FIELDS,
  PLACE_ID_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  type NumerologyField,
} from './constants';

const Name = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(1, 'Informe o nome.')
  .max(NAME_MAX_LENGTH, `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`);

export const BirthDate = z
  .string({ error: 'Informe a data de nascimento.' })
  .trim()
  .regex(BIRTH_DATE_PATTERN, 'Data de nascimento inválida: use o formato AAAA-MM-DD.');

export const BirthTime = z
  .string({ error: 'Informe a hora de nascimento.' })
  .trim()
  .regex(BIRTH_TIME_PATTERN, 'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.');

const BirthPlace = z
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
  birthTime: BirthTime.meta({ description: 'Hora local no local de nascimento.' }),
  birthPlace: BirthPlace.meta({
    description: 'O local como a pessoa escreveu; resolvido quando não há placeId.',
  }),
  placeId: PlaceId,
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
  uranus: BodyPosition.optional(),
  neptune: BodyPosition.optional(),
  pluto: BodyPosition.optional(),
  trueNode: BodyPosition.optional(),
  ascendant: AnglePosition,
  midheaven: AnglePosition,
  houses: z.array(z.number()).length(12),
  houseSystem: z.enum(['Placidus', 'Porphyry']),
  houseSystemNote: z.string().optional(),
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
  point: z.enum(READING_POINTS),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  signText: z.string(),
  houseText: z.string().optional(),
});
export type Reading = z.infer<typeof Reading>;

export const NumerologyDetail = z.object({
  value: z.number().int(),
  total: z.number().int(),
  trail: z.string(),
  name: z.string(),
  text: z.string(),
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
});
export type Arcanum = z.infer<typeof Arcanum>;

export const BirthEcho = z.object({
  date: z.string(),
  time: z.string(),
  place: z.object({ label: z.string(), latitude: z.number(), longitude: z.number(), timezone: z.string() }),
  utc: z.string(),
  utcOffsetMinutes: z.number().int(),
  isDst: z.boolean(),
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
      personalityArcana: Arcanum,
      soulArcana: Arcanum,
      annualArcana: Arcanum,
      destinyArcana: Arcanum.optional(),
      cabalisticNameArcana: Arcanum.optional(),
      gematriaNameArcana: Arcanum.optional(),
    }),
    targetYear: z.number().int(),
    summary: z.string(),
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
