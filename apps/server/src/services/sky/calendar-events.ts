import type { SkyEvent as SkyEventDto } from '@constelar/contract';
import {
  computeBodies,
  isIngressReentry,
  LUNAR_PHASE_ANGLES,
  lunationParity,
  moonRevolutionParity,
  SIGNS,
  skyCalendar,
  type SkyCalendarEvent,
} from '@constelar/core';
import {
  SIGN_NAMES,
  STATION_TEXTS,
  eclipseText,
  eclipseTitle,
  ingressText,
  phaseText,
  voidText,
  ingressTitle,
  phaseTitle,
  stationTitle,
  voidTitle,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';

const DAY_MS = 86_400_000;
export const MAX_CALENDAR_DAYS = 400;

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** 00:00 UTC of a YYYY-MM-DD that exists (2024-02-30 does not: Date.parse would roll it over or fail). */
function dayStart(date: string, field: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new HttpError(422, `Data inválida: ${date} não existe.`, { field });
  }
  return ms;
}

/** sky.md §5: the events of [from 00:00 UTC, to 24:00 UTC], each with a Portuguese title and a short text. */
export function calendarEvents(from: string, to: string): SkyEventDto[] {
  const fromMs = dayStart(from, 'from');
  const toMs = dayStart(to, 'to') + DAY_MS;
  if (!(toMs > fromMs)) {
    throw new HttpError(422, 'O fim do período deve vir depois do início.', { field: 'to' });
  }
  if (toMs - fromMs > (MAX_CALENDAR_DAYS + 1) * DAY_MS) {
    throw new HttpError(422, `O calendário cobre no máximo ${MAX_CALENDAR_DAYS} dias por consulta.`, {
      field: 'to',
    });
  }
  const key = `${from}|${to}`;
  const cached = CACHE.get(key);
  if (cached) {
    // Refreshed as the most recently used.
    CACHE.delete(key);
    CACHE.set(key, cached);
    return cached;
  }
  const found = skyCalendar(fromMs, toMs);
  if (!found.ok) {
    throw new HttpError(422, 'Período fora do alcance das efemérides (1800 a 2100).', { field: 'from' });
  }
  const events = found.value.map(toDto);
  CACHE.set(key, events);
  if (CACHE.size > CACHE_ENTRIES) CACHE.delete(CACHE.keys().next().value!);
  return events;
}

/**
 * The sky of a range is the same for everyone and forever: the last ranges asked for (the page's months,
 * the weekly letter's week, a subscription's year) are kept, least recently used out first.
 */
const CACHE_ENTRIES = 256;
const CACHE = new Map<string, SkyEventDto[]>();

function moonSignAt(ms: number) {
  const bodies = computeBodies(ms);
  return bodies.ok ? bodies.value.moon.sign : SIGNS[0];
}

function toDto(e: SkyCalendarEvent): SkyEventDto {
  switch (e.type) {
    case 'phase': {
      const sign = moonSignAt(e.timeMs);
      return {
        type: 'phase',
        time: iso(e.timeMs),
        kind: e.kind,
        sign: SIGN_NAMES[sign],
        title: phaseTitle(e.kind, SIGN_NAMES[sign]),
        text: phaseText(e.kind, sign, lunationParity(e.timeMs, LUNAR_PHASE_ANGLES[e.kind])),
      };
    }
    case 'ingress':
      return {
        type: 'ingress',
        time: iso(e.timeMs),
        body: e.body,
        sign: SIGN_NAMES[e.sign],
        retrograde: e.retrograde,
        title: ingressTitle(e.body, SIGN_NAMES[e.sign], e.retrograde),
        text: ingressText(
          e.body,
          e.sign,
          e.retrograde,
          !e.retrograde && isIngressReentry(e.body, e.sign, e.timeMs),
        ),
      };
    case 'station':
      return {
        type: 'station',
        time: iso(e.timeMs),
        body: e.body,
        kind: e.kind,
        title: stationTitle(e.body, e.kind),
        text: STATION_TEXTS[e.body][e.kind],
      };
    case 'void-of-course':
      return {
        type: 'void-of-course',
        start: iso(e.startMs),
        end: iso(e.endMs),
        sign: SIGN_NAMES[e.sign],
        title: voidTitle(SIGN_NAMES[e.sign]),
        // The Moon leaves the sign at its next cusp.
        text: voidText(e.sign, moonRevolutionParity(e.endMs, ((SIGNS.indexOf(e.sign) + 1) % 12) * 30)),
      };
    case 'eclipse':
      return {
        type: 'eclipse',
        time: iso(e.timeMs),
        body: e.body,
        kind: e.kind,
        title: eclipseTitle(e.body, e.kind),
        text: eclipseText(e.body, e.kind, lunationParity(e.timeMs, e.body === 'sun' ? 0 : 180)),
      };
  }
}
