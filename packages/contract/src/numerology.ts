import { numerologyNameLetters } from '@constelar/core/name';
import { z } from 'zod';
import { objectBody } from './common';
import { BIRTH_DATE_PATTERN, NAME_MAX_LENGTH, NUMEROLOGY_NAMES_MAX, NUMEROLOGY_NAMES_MIN } from './constants';
import { nameErrorMessage, UNPROCESSABLE_ISSUE } from './names';
import { BirthDate, calendarDateExists } from './reports';

// numerology.md §3: the mapa numerológico, the spelling explorer and the personal year. Anonymous. The
// fields keep the school's English names (motivation, impression, expression, destiny…); the pages name
// them as the Brazilian reader does (docs/decisions/098-numerology-map.md).

/** A name the map can read, refused (422) with the report's words when it cannot. */
export const NumerologyName = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(1, 'Informe o nome.')
  .max(NAME_MAX_LENGTH, `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`)
  .superRefine((name, ctx) => {
    const letters = numerologyNameLetters(name);
    if (!letters.ok && name !== '') {
      ctx.addIssue({ code: 'custom', message: nameErrorMessage(letters.error), params: UNPROCESSABLE_ISSUE });
    }
  });

const TargetDate = z
  .string({ error: 'Data inválida: use o formato AAAA-MM-DD.' })
  .trim()
  .regex(BIRTH_DATE_PATTERN, 'Data inválida: use o formato AAAA-MM-DD.')
  .superRefine((iso, ctx) => {
    if (BIRTH_DATE_PATTERN.test(iso) && !calendarDateExists(iso)) {
      const [y, m, d] = iso.split('-');
      ctx.addIssue({
        code: 'custom',
        message: `Data inválida: ${d}/${m}/${y} não existe.`,
        params: UNPROCESSABLE_ISSUE,
      });
    }
  });

export const NumerologyMapInput = objectBody({
  fullName: NumerologyName.meta({ description: 'O nome completo, como na certidão de nascimento.' }),
  birthDate: BirthDate,
  date: TargetDate.optional().meta({
    description: 'O dia lido (AAAA-MM-DD): ano, mês e dia pessoais e a idade; sem ele, hoje em Brasília.',
  }),
}).meta({ id: 'NumerologyMap' });
export type NumerologyMapInput = z.input<typeof NumerologyMapInput>;

const Int = z.number().int();

/** A number of the map: the value, the unreduced sum when there is one, the sum written out, its text. */
export const MapNumber = z.object({
  number: Int,
  total: Int.optional(),
  arithmetic: z.string(),
  text: z.string(),
});
export type MapNumber = z.infer<typeof MapNumber>;

export const MapListItem = z.object({ number: Int, text: z.string() });
export type MapListItem = z.infer<typeof MapListItem>;

export const KARMIC_DEBT_SOURCES = ['day', 'motivation', 'expression', 'destiny'] as const;
export const MapKarmicDebt = MapListItem.extend({
  source: z.enum(KARMIC_DEBT_SOURCES),
  /** "A dívida 16 vem da Expressão." */
  sourceText: z.string(),
});

/** A span of life: ages (toAge null for the last) and the years they fall in. */
export const MapPeriod = z.object({
  number: Int,
  fromAge: Int,
  toAge: Int.nullable(),
  fromYear: Int,
  toYear: Int.nullable(),
  arithmetic: z.string(),
  text: z.string(),
});
export type MapPeriod = z.infer<typeof MapPeriod>;

export const CHALLENGE_KEYS = ['first', 'second', 'main'] as const;
export type ChallengeKey = (typeof CHALLENGE_KEYS)[number];

const Digits = z.array(Int);

export const NumerologyMap = z.object({
  name: z.string(),
  birthDate: z.string(),
  date: z.string(),
  motivation: MapNumber,
  impression: MapNumber,
  expression: MapNumber,
  destiny: MapNumber,
  mission: MapNumber,
  psychic: MapNumber,
  karmicLessons: z.array(MapListItem),
  hiddenTendencies: z.array(MapListItem),
  subconsciousResponse: MapNumber,
  karmicDebts: z.array(MapKarmicDebt),
  lifeCycles: z.array(MapPeriod),
  pinnacles: z.array(MapPeriod),
  challenges: z.object({ first: MapPeriod, second: MapPeriod, main: MapPeriod }),
  personalYear: MapNumber,
  personalMonth: MapNumber,
  personalDay: MapNumber,
  harmonicNumbers: z.object({ numbers: Digits, text: z.string() }),
  loveHarmony: z.object({
    vibratesWith: Digits,
    attracts: Digits,
    opposes: Digits,
    deeplyOpposes: Digits,
    passive: Digits,
    text: z.string(),
  }),
  current: z.object({
    age: Int,
    /** 1–3 */
    cycle: Int,
    /** 1–4 */
    pinnacle: Int,
    challenge: z.enum(CHALLENGE_KEYS),
  }),
});
export type NumerologyMap = z.infer<typeof NumerologyMap>;

export const NumerologyNamesInput = objectBody({
  names: z
    .array(NumerologyName, { error: 'Informe de 2 a 4 grafias do nome.' })
    .superRefine((names, ctx) => {
      if (names.length < NUMEROLOGY_NAMES_MIN || names.length > NUMEROLOGY_NAMES_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `Compare de ${NUMEROLOGY_NAMES_MIN} a ${NUMEROLOGY_NAMES_MAX} grafias do nome.`,
          params: UNPROCESSABLE_ISSUE,
        });
      }
    })
    .meta({ description: 'De 2 a 4 grafias; a primeira é a referência das comparações.' }),
  birthDate: BirthDate.optional().meta({ description: 'Com ela, cada grafia traz também a Missão.' }),
}).meta({ id: 'NumerologyNames' });
export type NumerologyNamesInput = z.input<typeof NumerologyNamesInput>;

export const NumerologySpelling = z.object({
  name: z.string(),
  motivation: MapNumber,
  impression: MapNumber,
  expression: MapNumber,
  karmicLessons: z.array(MapListItem),
  mission: MapNumber.optional(),
  /** "Com “Paolla”, a Expressão passa de 1 para 4." For every spelling after the first. */
  comparison: z.string().optional(),
});
export type NumerologySpelling = z.infer<typeof NumerologySpelling>;

export const NumerologyNames = z.object({ spellings: z.array(NumerologySpelling) });
export type NumerologyNames = z.infer<typeof NumerologyNames>;

export const PersonalYearParams = z.object({
  year: z
    .string()
    .regex(/^\d{1,4}$/, 'Ano inválido: use quatro algarismos, de 1900 a 2100.')
    .meta({ description: 'O ano do calendário, de 1900 a 2100.', example: '2027' }),
});

export const PersonalYearQuery = z.object({ birthDate: BirthDate });

export const PersonalYearReply = z.object({
  year: Int,
  personalYear: z.object({ number: Int, arithmetic: z.string(), text: z.string() }),
  months: z.array(z.object({ month: Int, number: Int, text: z.string() })),
});
export type PersonalYearReply = z.infer<typeof PersonalYearReply>;
