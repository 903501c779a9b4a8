import { z } from 'zod';
import { objectBody } from './common';

export const BIRTH_YEAR_MIN = 1800;
export const BIRTH_YEAR_MAX = 2100;

const Name = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(1, 'Informe o nome.')
  .max(120, 'O nome pode ter no máximo 120 caracteres.');

export const BirthDate = z
  .string({ error: 'Informe a data de nascimento.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data de nascimento inválida: use o formato AAAA-MM-DD.');

export const BirthTime = z
  .string({ error: 'Informe a hora de nascimento.' })
  .trim()
  .regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.',
  );

const BirthPlace = z
  .string({ error: 'Informe o local de nascimento.' })
  .trim()
  .min(1, 'Informe o local de nascimento.')
  .max(160, 'O local pode ter no máximo 160 caracteres.');

/** product.md §3 "Report input"; dates and times are checked for existence by the server (422). */
export const BirthInput = objectBody({
  name: Name,
  birthDate: BirthDate,
  birthTime: BirthTime,
  birthPlace: BirthPlace,
});
export type BirthInput = z.input<typeof BirthInput>;

export const BodyPosition = z.object({
  sign: z.string(),
  signCode: z.string(),
  house: z.number().int().min(1).max(12).nullable(),
  longitude: z.number(),
  degree: z.number(),
  retrograde: z.boolean(),
});
export type BodyPosition = z.infer<typeof BodyPosition>;

export const AnglePosition = z.object({
  sign: z.string(),
  signCode: z.string(),
  longitude: z.number(),
  degree: z.number(),
});
export type AnglePosition = z.infer<typeof AnglePosition>;

export const ChartAspect = z.object({
  a: z.string(),
  b: z.string(),
  aName: z.string(),
  bName: z.string(),
  kind: z.string(),
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
  chineseZodiacDetail: z.object({ animal: z.string(), element: z.string(), text: z.string() }),
  aspects: z.array(ChartAspect),
});
export type Astrology = z.infer<typeof Astrology>;

export const Reading = z.object({
  point: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  signText: z.string(),
  houseText: z.string().optional(),
});
export type Reading = z.infer<typeof Reading>;

export const NUMEROLOGY_FIELDS = [
  'personalNumber',
  'personalityNumber',
  'soulNumber',
  'annualNumber',
  'destinyNumber',
  'cabalisticNameNumber',
  'gematriaNameNumber',
] as const;
export type NumerologyField = (typeof NUMEROLOGY_FIELDS)[number];

export const NumerologyDetail = z.object({
  value: z.number().int(),
  total: z.number().int(),
  trail: z.string(),
  name: z.string(),
  text: z.string(),
});
export type NumerologyDetail = z.infer<typeof NumerologyDetail>;

export const ARCANA_FIELDS = [
  'personalArcana',
  'personalityArcana',
  'soulArcana',
  'annualArcana',
  'destinyArcana',
  'cabalisticNameArcana',
  'gematriaNameArcana',
] as const;
export type ArcanaField = (typeof ARCANA_FIELDS)[number];

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

export const PersonalContent = z.object({
  name: z.string(),
  astrology: Astrology,
  readings: z.array(Reading),
  numerology: z.object(
    Object.fromEntries(NUMEROLOGY_FIELDS.map((f) => [f, z.number().int().optional()])) as Record<
      NumerologyField,
      z.ZodOptional<z.ZodNumber>
    >,
  ),
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
});
export type PersonalContent = z.infer<typeof PersonalContent>;

export const PersonalReportResponse = z.object({ content: PersonalContent });

export const SavedReport = z.object({
  id: z.string(),
  type: z.enum(['personal', 'synastry']),
  createdAt: z.string(),
  content: z.unknown(),
});
export type SavedReport = z.infer<typeof SavedReport>;
