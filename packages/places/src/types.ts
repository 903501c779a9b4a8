export interface Place {
  /** Stable: "br-<IBGE code>" for a Brazilian municipality, "gn-<GeoNames id>" for a foreign city. */
  id: string;
  /** Display name, in Portuguese for the foreign cities that have a Portuguese name ("Munique"). */
  name: string;
  /** UF for Brazil; the postal abbreviation for the US, Canada and Australia; otherwise null. */
  state: string | null;
  /** Country name in Portuguese ("Brasil", "Alemanha"). */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** "Campinas, SP, Brasil", "Munique, Alemanha". */
  label: string;
  latitude: number;
  longitude: number;
  /** IANA zone, from the coordinates with historical boundaries. */
  timezone: string;
}

export type PlaceErrorCode = 'empty-place' | 'unknown-place';

export interface PlaceError {
  code: PlaceErrorCode;
  /** The text as received. */
  query: string;
  /** Close matches, best first (at most 5); empty when nothing is close. */
  suggestions: Place[];
}

export type PlaceResolution = { ok: true; place: Place } | { ok: false; error: PlaceError };
