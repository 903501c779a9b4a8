// Shape of data/gazetteer.json, written by scripts/build-gazetteer.ts and read by gazetteer.ts.
// Rows are arrays rather than objects to keep the committed file small.

export const FLAG_NATIONAL_CAPITAL = 1;
export const FLAG_ADMIN_CAPITAL = 2;
/** A foreign city from the Portuguese-name table (src/tables/exonyms.ts). */
export const FLAG_CURATED = 4;
/** A part of a municipality (the administrative regions of the Distrito Federal). */
export const FLAG_DISTRICT = 8;
/** The label names the first-level division, because the name repeats within the country. */
export const FLAG_LABEL_ADMIN = 16;

/**
 * [id, name, countryCode, admin, latitude, longitude, zoneIndex, population, flags, curatedNames, otherNames]
 * admin: the UF for Brazil, the GeoNames first-level code elsewhere ('' when unknown).
 * curatedNames: Portuguese and native names from the exonym table; otherNames: spelling variants and
 * former names. Neither repeats `name`.
 */
export type PlaceRow = [
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  string[],
  string[],
];

/** [countryCode, Portuguese name, other names people type (Portuguese, English, ISO codes)] */
export type CountryRow = [string, string, string[]];

/** [`${countryCode}.${adminCode}`, name, abbreviation or null] */
export type AdminRow = [string, string, string | null];

export interface GazetteerData {
  meta: { sources: Record<string, string>; counts: Record<string, number> };
  zones: string[];
  countries: CountryRow[];
  admins: AdminRow[];
  places: PlaceRow[];
}
