import type { Place } from '@constelar/contract';

const degrees = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 3.5833, −77 → "3,58° N, 77,00° O": where a place lies, as a map reads it in Portuguese. */
export function formatLatLong(latitude: number, longitude: number): string {
  const ns = latitude < 0 ? 'S' : 'N';
  const ew = longitude < 0 ? 'O' : 'L';
  return `${degrees.format(Math.abs(latitude))}° ${ns}, ${degrees.format(Math.abs(longitude))}° ${ew}`;
}

/**
 * The line under a suggested place's name: the region and country its label gives ("Valle del Cauca
 * Department, Colômbia", even where `state` is empty). Some foreign towns share a whole label with a
 * neighbour (49 labels, none Brazilian); for those, `sharesLabel` adds the coordinates, so the two
 * can be told apart before one is chosen.
 */
export function placeDetail(place: Place, sharesLabel: boolean): string {
  const prefix = `${place.name}, `;
  const region = place.label.startsWith(prefix)
    ? place.label.slice(prefix.length)
    : [place.state, place.country].filter(Boolean).join(', ');
  return sharesLabel ? `${region} · ${formatLatLong(place.latitude, place.longitude)}` : region;
}

/** Which labels stand more than once in a list of suggestions. */
export function sharedLabels(places: readonly Place[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const place of places) (seen.has(place.label) ? shared : seen).add(place.label);
  return shared;
}
