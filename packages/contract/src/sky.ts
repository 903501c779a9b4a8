import {
  ASPECT_KINDS,
  ECLIPSE_BODIES,
  ECLIPSE_KINDS,
  HOUSE_LUNATION_PHASES,
  HOUSE_SYSTEMS,
  LUNAR_PHASE_KINDS,
  MOON_PHASES,
  SIGNS,
  SKY_EVENT_TYPES,
  type SkyEventType,
  TRANSIT_BODIES,
  TRANSIT_NATAL_POINTS,
} from '@constelar/core/codes';
import { z } from 'zod';
import { CalendarDay as IsoDate } from './calendar-day';
import { PLACE_ID_MAX_LENGTH, PLACE_MAX_LENGTH } from './constants';
import { AnglePosition, BodyPosition } from './reports';

// sky.md §3–§4: the transits over the member's own chart and the day.

export const TransitsQuery = z.object({
  from: IsoDate.optional().meta({ description: 'Primeiro dia (UTC); sem ele, hoje em São Paulo.' }),
  days: z.coerce
    .number({ error: 'Informe o número de dias, de 1 a 366.' })
    .int('Informe o número de dias, de 1 a 366.')
    .min(1, 'Informe o número de dias, de 1 a 366.')
    .max(366, 'Informe o número de dias, de 1 a 366.')
    .optional()
    .meta({ description: 'Quantos dias a partir de `from` (1 a 366; padrão 30).' }),
});

export const TransitEvent = z
  .object({
    transiting: z.enum(TRANSIT_BODIES),
    natal: z.enum(TRANSIT_NATAL_POINTS),
    aspect: z.enum(ASPECT_KINDS),
    /** Real entry into and exit from the 1° orb, UTC ISO 8601 to the second, even outside the window. */
    start: z.string(),
    end: z.string(),
    /** Every instant the aspect is exact while in orb; empty when it turns inside the orb. */
    exact: z.array(z.string()),
    /** "Saturno em quadratura com o seu Sol". */
    title: z.string(),
    text: z.string(),
  })
  .meta({ id: 'TransitEvent' });
export type TransitEvent = z.infer<typeof TransitEvent>;

export const TransitList = z.array(TransitEvent);

export const TodayQuery = z.object({
  date: IsoDate.optional().meta({ description: 'O dia; sem ele, hoje em São Paulo.' }),
});

export const Today = z
  .object({
    date: z.string(),
    /** Taken at 12:00 in São Paulo on `date`. */
    moon: z.object({
      sign: z.string(),
      signCode: z.enum(SIGNS),
      phase: z.enum(MOON_PHASES),
      phaseName: z.string(),
      /** 0 (new) to 1 (full). */
      illumination: z.number().min(0).max(1),
    }),
    /** Where Sun … Pluto stand at that noon: the outer ring of "Roda de hoje" around the natal chart. */
    sky: z.array(
      z.object({
        body: z.enum(TRANSIT_BODIES),
        /** Apparent geocentric ecliptic longitude of date, degrees in [0, 360). */
        longitude: z.number().min(0).lt(360),
        retrograde: z.boolean(),
      }),
    ),
    /** Transits of Sun … Pluto in orb at some moment of that day (00:00–24:00 in Brasília). */
    transits: TransitList,
    /** The Moon's exact aspects to the natal points during that Brasília day: the day's background. */
    moonTransits: z.array(
      z.object({ natal: z.enum(TRANSIT_NATAL_POINTS), aspect: z.enum(ASPECT_KINDS), time: z.string() }),
    ),
    /** The slowest planet's transit in orb that day (one exact that day first); null when none is. */
    highlight: z
      .object({
        transiting: z.enum(TRANSIT_BODIES),
        natal: z.enum(TRANSIT_NATAL_POINTS),
        aspect: z.enum(ASPECT_KINDS),
        start: z.string(),
        end: z.string(),
        exact: z.array(z.string()),
        /** The reading of sky.md §3's library for this transit. */
        text: z.string(),
      })
      .nullable(),
    personalDay: z.number().int(),
    personalMonth: z.number().int(),
    personalYear: z.number().int(),
    dailyCard: z.object({ arcanumId: z.number().int(), name: z.string(), insight: z.string() }),
    /** The day in a few sentences: the Moon, the personal day and the highlight, interpreted. */
    text: z.string(),
  })
  .meta({ id: 'Today' });
export type Today = z.infer<typeof Today>;

/** sky.md §6: ?year=YYYY (default: this year in São Paulo) and a place (default: the birth place). */
export const SolarReturnQuery = z.object({
  year: z.coerce
    .number({ error: 'Ano inválido: use um ano entre 1801 e 2099.' })
    .int('Ano inválido: use um ano entre 1801 e 2099.')
    .min(1801, 'Ano inválido: use um ano entre 1801 e 2099.')
    .max(2099, 'Ano inválido: use um ano entre 1801 e 2099.')
    .optional(),
  place: z
    .string({ error: 'Local inválido.' })
    .trim()
    .min(1, 'Local inválido.')
    .max(PLACE_MAX_LENGTH, `O local pode ter no máximo ${PLACE_MAX_LENGTH} caracteres.`)
    .optional()
    .meta({ description: 'Onde a pessoa passa o aniversário; sem ele, o local de nascimento.' }),
  placeId: z.string().trim().max(PLACE_ID_MAX_LENGTH, 'Identificador de local inválido.').optional(),
});

export const SolarReturn = z
  .object({
    year: z.number().int(),
    /** When the Sun returns to its natal longitude, UTC ISO 8601 to the second. */
    instant: z.string(),
    place: z.object({ label: z.string(), latitude: z.number(), longitude: z.number(), timezone: z.string() }),
    chart: z.object({
      bodies: z.record(z.string(), BodyPosition),
      ascendant: AnglePosition,
      midheaven: AnglePosition,
      houses: z.array(z.number()).length(12),
      houseSystem: z.enum(HOUSE_SYSTEMS),
    }),
    texts: z.object({
      ascendant: z.object({ title: z.string(), text: z.string() }),
      sunHouse: z.object({ title: z.string(), text: z.string() }),
    }),
  })
  .meta({ id: 'SolarReturn' });
export type SolarReturn = z.infer<typeof SolarReturn>;

/** sky.md §5: UTC dates, both inclusive, at most 400 days apart. */
const TYPES_MESSAGE = `Tipos de evento inválidos: use ${SKY_EVENT_TYPES.join(', ')}, separados por vírgula.`;

/** `types=phase,eclipse` → ['phase', 'eclipse']; an unknown or empty list is refused, never ignored. */
const SkyEventTypes = z
  .string({ error: TYPES_MESSAGE })
  .transform((value, ctx) => {
    const types = value.split(',').map((t) => t.trim());
    if (!types.every((t): t is SkyEventType => (SKY_EVENT_TYPES as readonly string[]).includes(t))) {
      ctx.addIssue({ code: 'custom', message: TYPES_MESSAGE });
      return z.NEVER;
    }
    return SKY_EVENT_TYPES.filter((t) => types.includes(t));
  })
  .meta({
    description: `Só estes tipos, separados por vírgula (${SKY_EVENT_TYPES.join(', ')}); sem ele, todos.`,
    example: 'phase,eclipse',
  });

export const SkyCalendarQuery = z.object({
  from: IsoDate,
  to: IsoDate,
  types: SkyEventTypes.optional(),
});

const skyEventBase = { title: z.string(), text: z.string() };

export const SkyEvent = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('phase'),
      time: z.string(),
      kind: z.enum(LUNAR_PHASE_KINDS),
      /** The sign the Moon is in at that instant (Portuguese name). */
      sign: z.string(),
      ...skyEventBase,
    }),
    z.object({
      type: z.literal('ingress'),
      time: z.string(),
      body: z.enum(TRANSIT_BODIES),
      sign: z.string(),
      retrograde: z.boolean(),
      ...skyEventBase,
    }),
    z.object({
      type: z.literal('station'),
      time: z.string(),
      body: z.enum(TRANSIT_BODIES),
      kind: z.enum(['retrograde', 'direct']),
      ...skyEventBase,
    }),
    z.object({
      type: z.literal('void-of-course'),
      start: z.string(),
      end: z.string(),
      sign: z.string(),
      ...skyEventBase,
    }),
    z.object({
      type: z.literal('eclipse'),
      time: z.string(),
      body: z.enum(ECLIPSE_BODIES),
      kind: z.enum(ECLIPSE_KINDS),
      ...skyEventBase,
    }),
  ])
  .meta({ id: 'SkyEvent' });
export type SkyEvent = z.infer<typeof SkyEvent>;

export const SkyCalendar = z.array(SkyEvent);

/** daily.md §2: a new or full Moon, or an eclipse, in the member's natal houses. */
export const MemberLunation = z
  .object({
    type: z.enum(['phase', 'eclipse']),
    /** `new` or `full` for a phase; the eclipse's kind for an eclipse. */
    kind: z.enum([...HOUSE_LUNATION_PHASES, ...ECLIPSE_KINDS]),
    /** For an eclipse: `sun` or `moon`. */
    body: z.enum(ECLIPSE_BODIES).optional(),
    time: z.string(),
    /** The Moon's sign at that instant (core's code). */
    sign: z.enum(SIGNS),
    /** Natal house of the Moon's longitude (the member's system); null without a birth time. */
    house: z.number().int().min(1).max(12).nullable(),
    text: z.string(),
  })
  .meta({ id: 'MemberLunation' });
export const MemberLunationList = z.array(MemberLunation);
export type MemberLunation = z.infer<typeof MemberLunation>;

/** daily.md §2: Jupiter … Pluto entering a natal house. */
export const HouseIngress = z
  .object({
    body: z.enum(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']),
    house: z.number().int().min(1).max(12),
    time: z.string(),
    direction: z.enum(['direct', 'retrograde']),
    text: z.string(),
  })
  .meta({ id: 'HouseIngress' });
export const HouseIngressList = z.array(HouseIngress);
export type HouseIngress = z.infer<typeof HouseIngress>;
