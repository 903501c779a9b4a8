import type { TransitEvent as TransitEventDto } from '@constelar/contract';
import { findTransits, TRANSIT_BODIES, type TransitNatalInput } from '@constelar/core';
import { transitText, transitTitle } from '@constelar/content';
import { HttpError } from '../../lib/http-error';

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** Transiting bodies of the routes: Sun … Pluto; the Moon's aspects are the day's background (daily.md §2). */
export const ROUTE_TRANSIT_BODIES = TRANSIT_BODIES.filter((b) => b !== 'moon');

/** sky.md §3: the events of [from 00:00 UTC, from + days), each with its title and text. */
export function transitEvents(natal: TransitNatalInput[], from: string, days: number): TransitEventDto[] {
  return transitEventsFrom(natal, Date.parse(`${from}T00:00:00Z`), days);
}

/** The same from any instant: "Seu dia" reads the Brasília day (daily.md §2). */
export function transitEventsFrom(
  natal: TransitNatalInput[],
  fromMs: number,
  days: number,
): TransitEventDto[] {
  const found = findTransits(natal, fromMs, days, ROUTE_TRANSIT_BODIES);
  if (!found.ok) {
    if (found.error.code === 'invalid-days') {
      throw new HttpError(422, 'Informe o número de dias, de 1 a 366.', { field: 'days' });
    }
    // A stored chart's longitudes are always finite: anything else here is a bug of ours.
    if (found.error.code === 'invalid-natal-longitude') throw new Error('invalid natal longitude');
    throw new HttpError(422, 'Período fora do alcance das efemérides (1800 a 2100).', { field: 'from' });
  }
  return found.value.map((e) => ({
    transiting: e.transiting,
    natal: e.natal,
    aspect: e.aspect,
    start: iso(e.startMs),
    end: iso(e.endMs),
    exact: e.exactMs.map(iso),
    title: transitTitle(e.transiting, e.natal, e.aspect),
    text: transitText(e.transiting, e.natal, e.aspect),
  }));
}
