import { ASPECT_KINDS, HOUSE_SYSTEMS, SIGNS, TRANSIT_NATAL_POINTS } from '@constelar/core/codes';
import { z } from 'zod';
import { CalendarDay as IsoDate } from './calendar-day';
import { PLACE_ID_MAX_LENGTH, PLACE_MAX_LENGTH } from './constants';
import { AnglePosition, BodyPosition } from './reports';

// relations.md §3: the sky ahead. Secondary progressions, solar-arc directions and the lunar return.
// Every `date` and `from` stands for 00:00 UTC of that day; instants are UTC ISO 8601 to the second.

export const DirectionsQuery = z.object({
  date: IsoDate.optional().meta({ description: 'O dia (00:00 UTC); sem ele, hoje em São Paulo.' }),
});

export const LunarReturnQuery = z.object({
  from: IsoDate.optional().meta({
    description: 'A partir de que dia (00:00 UTC) procurar; sem ele, hoje em São Paulo.',
  }),
  place: z
    .string({ error: 'Local inválido.' })
    .trim()
    .min(1, 'Local inválido.')
    .max(PLACE_MAX_LENGTH, `O local pode ter no máximo ${PLACE_MAX_LENGTH} caracteres.`)
    .optional()
    .meta({ description: 'Onde a pessoa está no retorno; sem ele, o local de nascimento.' }),
  placeId: z.string().trim().max(PLACE_ID_MAX_LENGTH, 'Identificador de local inválido.').optional(),
});

const Titled = z.object({ title: z.string(), text: z.string() });

const DirectionAspect = z.object({
  natal: z.enum(TRANSIT_NATAL_POINTS),
  aspect: z.enum(ASPECT_KINDS),
  /** Distance from exact on the date asked, degrees (at most 1). */
  orb: z.number().min(0).max(1),
  /** The UTC day the aspect perfects (within a day); null when not within a century either way. */
  exact: z.string().nullable(),
  /** "Lua progredida em sextil com o seu Ascendente". */
  title: z.string(),
  text: z.string(),
});

export const ProgressedAspect = DirectionAspect.extend({ progressed: z.enum(TRANSIT_NATAL_POINTS) }).meta({
  id: 'ProgressedAspect',
});
export type ProgressedAspect = z.infer<typeof ProgressedAspect>;

export const DirectedAspect = DirectionAspect.extend({ directed: z.enum(TRANSIT_NATAL_POINTS) }).meta({
  id: 'DirectedAspect',
});
export type DirectedAspect = z.infer<typeof DirectedAspect>;

const SignChange = z.object({ sign: z.string(), signCode: z.enum(SIGNS), date: z.string() });

/** Sun … Pluto by code; the angles only with a birth time; `house` is the natal house. */
const MovedPoints = {
  bodies: z.record(z.string(), BodyPosition),
  ascendant: AnglePosition.optional(),
  midheaven: AnglePosition.optional(),
};

export const Progressions = z
  .object({
    date: z.string(),
    /** birth + (date − birth) / 365.242199 days. */
    progressedInstant: z.string(),
    method: z.object({ type: z.literal('secondary'), mc: z.literal('solar-arc') }),
    /** Progressed Sun − natal Sun, degrees. */
    arc: z.number(),
    ...MovedPoints,
    aspects: z.array(ProgressedAspect),
    sunIngress: z.object({ previous: SignChange.nullable(), next: SignChange.nullable() }),
    texts: z.object({
      moonSign: Titled,
      /** Null without a birth time. */
      moonHouse: Titled.nullable(),
      /** The sign the progressed Sun entered last, since birth; null while still in the natal sign. */
      sunSign: Titled.nullable(),
      /** The next sign the progressed Sun enters. */
      sunNext: Titled.nullable(),
    }),
  })
  .meta({ id: 'Progressions' });
export type Progressions = z.infer<typeof Progressions>;

export const SolarArc = z
  .object({
    date: z.string(),
    progressedInstant: z.string(),
    /** Degrees added to every natal point (progressed Sun − natal Sun). */
    arc: z.number(),
    ...MovedPoints,
    aspects: z.array(DirectedAspect),
  })
  .meta({ id: 'SolarArc' });
export type SolarArc = z.infer<typeof SolarArc>;

export const LunarReturn = z
  .object({
    from: z.string(),
    /** When the Moon returns to its natal longitude, UTC ISO 8601 to the second. */
    instant: z.string(),
    place: z.object({ label: z.string(), latitude: z.number(), longitude: z.number(), timezone: z.string() }),
    chart: z.object({
      bodies: z.record(z.string(), BodyPosition),
      /** Angles and houses only with a birth time: without one the natal Moon, and so the instant, is uncertain. */
      ascendant: AnglePosition.optional(),
      midheaven: AnglePosition.optional(),
      houses: z.array(z.number()).length(12).optional(),
      houseSystem: z.enum(HOUSE_SYSTEMS).optional(),
    }),
    texts: z.object({ ascendant: Titled.nullable(), moonHouse: Titled.nullable() }),
  })
  .meta({ id: 'LunarReturn' });
export type LunarReturn = z.infer<typeof LunarReturn>;
