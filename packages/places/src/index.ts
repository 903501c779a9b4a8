// Place resolution and autocomplete, offline. Server-only: the gazetteer is read from
// packages/places/data at first use.
export { getPlaceById, loadPlaces, resolvePlace, searchPlaces } from './search';
export type { Place, PlaceError, PlaceErrorCode, PlaceResolution } from './types';
