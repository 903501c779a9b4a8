import {
  ASPECT_KINDS,
  ECLIPSE_BODIES,
  ECLIPSE_KINDS,
  LUNAR_PHASE_KINDS,
  MOON_PHASES,
  SIGNS,
  TRANSIT_BODIES,
} from '@constelar/core/codes';
import { z } from 'zod';
import { CalendarDay } from './calendar-day';

// daily.md §1: the horóscopo do dia of a solar sign. Signs and bodies are core's codes; times are UTC ISO
// 8601 to the second; `house` counts whole signs from the horóscopo's sign (house 1).

export const HoroscopeQuery = z.object({
  date: CalendarDay.optional().meta({
    description: 'O dia (AAAA-MM-DD, de 1900 a 2100); sem ele, hoje em São Paulo.',
  }),
});

export const HoroscopeParams = z.object({
  sign: z.string().meta({ description: 'O signo: aries, taurus, … pisces.', example: 'leo' }),
});

const House = z.number().int().min(1).max(12);
const SignCode = z.enum(SIGNS);
const titled = { title: z.string() };

export const HoroscopeSkyItem = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('moon-ingress'), sign: SignCode, time: z.string(), house: House, ...titled }),
    z.object({
      type: z.literal('aspect'),
      /** The quicker body (the Moon, or the first of the pair in Sun … Pluto order). */
      a: z.enum(TRANSIT_BODIES),
      b: z.enum(TRANSIT_BODIES),
      aspect: z.enum(ASPECT_KINDS),
      time: z.string(),
      /** House of `a` at the exact instant; `houseB` that of `b`. */
      house: House,
      houseB: House,
      ...titled,
    }),
    z.object({
      type: z.literal('phase'),
      time: z.string(),
      kind: z.enum(LUNAR_PHASE_KINDS),
      /** The Moon's sign at that instant. */
      sign: SignCode,
      house: House,
      ...titled,
    }),
    z.object({
      type: z.literal('ingress'),
      time: z.string(),
      body: z.enum(TRANSIT_BODIES),
      sign: SignCode,
      retrograde: z.boolean(),
      house: House,
      ...titled,
    }),
    z.object({
      type: z.literal('station'),
      time: z.string(),
      body: z.enum(TRANSIT_BODIES),
      kind: z.enum(['retrograde', 'direct']),
      /** The sign the body stands in. */
      sign: SignCode,
      house: House,
      ...titled,
    }),
    z.object({
      type: z.literal('void-of-course'),
      start: z.string(),
      end: z.string(),
      sign: SignCode,
      house: House,
      ...titled,
    }),
    z.object({
      type: z.literal('eclipse'),
      time: z.string(),
      body: z.enum(ECLIPSE_BODIES),
      kind: z.enum(ECLIPSE_KINDS),
      /** The eclipsed body's sign at greatest eclipse. */
      sign: SignCode,
      house: House,
      ...titled,
    }),
  ])
  .meta({ id: 'HoroscopeSkyItem' });
export type HoroscopeSkyItem = z.infer<typeof HoroscopeSkyItem>;

export const Horoscope = z
  .object({
    sign: SignCode,
    /** "Leão". */
    signName: z.string(),
    date: z.string(),
    /** "Horóscopo do dia de Leão: 27 de novembro de 2026". */
    title: z.string(),
    /** The Moon at 12:00 in São Paulo. */
    moon: z.object({ sign: SignCode, house: House, phase: z.enum(MOON_PHASES) }),
    sky: z.array(HoroscopeSkyItem),
    /** 3 to 5 paragraphs, 120 to 260 words together. */
    paragraphs: z.array(z.string()).min(3).max(5),
  })
  .meta({ id: 'Horoscope' });
export type Horoscope = z.infer<typeof Horoscope>;

/** The twelve signs of one date, for the /horoscopo page. */
export const HoroscopeDay = z
  .object({
    date: z.string(),
    moon: z.object({ sign: SignCode, phase: z.enum(MOON_PHASES) }),
    signs: z.array(Horoscope).length(12),
  })
  .meta({ id: 'HoroscopeDay' });
export type HoroscopeDay = z.infer<typeof HoroscopeDay>;

// reach.md §2: the week and the month by sign.
const YearMonth = z.string().regex(/^\d{4}-\d{2}$/, 'Use o formato AAAA-MM.');

export const HoroscopeWeekQuery = z.object({
  start: CalendarDay.optional().meta({
    description:
      'A segunda-feira que abre a semana (AAAA-MM-DD, de 1900 a 2100); sem ela, a desta semana em São Paulo.',
  }),
});
export const HoroscopeMonthQuery = z.object({
  month: YearMonth.optional().meta({
    description: 'O mês (AAAA-MM, de 1900 a 2100); sem ele, o mês corrente em São Paulo.',
  }),
});

export const HoroscopePeriod = z
  .object({
    sign: SignCode,
    signName: z.string(),
    /** First and last dates, inclusive (YYYY-MM-DD). */
    period: z.object({ from: z.string(), to: z.string() }),
    /** "Horóscopo da semana de Leão: 30 de novembro a 6 de dezembro de 2026". */
    title: z.string(),
    /** The day's shapes without the Moon's own (no moon-ingress, no void-of-course). */
    sky: z.array(HoroscopeSkyItem),
    /** The week's seven days (empty for a month): the Moon at 12:00 in São Paulo, the day's main event. */
    days: z.array(
      z.object({
        date: z.string(),
        moon: z.object({ sign: SignCode, house: House }),
        event: HoroscopeSkyItem.optional(),
      }),
    ),
    /** The week 4 to 6 paragraphs (220 to 450 words), the month 5 to 8 (350 to 700). */
    paragraphs: z.array(z.string()).min(4).max(8),
  })
  .meta({ id: 'HoroscopePeriod' });
export type HoroscopePeriod = z.infer<typeof HoroscopePeriod>;
