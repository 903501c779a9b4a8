// Loads data/gazetteer.json once and builds the in-memory indexes the queries use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BRAZIL_STATES } from './brazil-states';
import { FLAG_CURATED, FLAG_DISTRICT, FLAG_LABEL_ADMIN } from './data-format';
import type { GazetteerData } from './data-format';
import { compactKey, fold } from './normalize';
import { DISTRICTS } from './tables/districts';
import type { Place } from './types';

/** How a key names a place. Variants (older spellings, former names) rank after real names. */
export const KIND_NAME = 0;
export const KIND_CURATED = 1;
export const KIND_VARIANT = 2;

/** rank = group * GROUP_SCALE + population, group 4 (Brazilian municipality) … 1 (other foreign city). */
export const GROUP_SCALE = 1e10;

export interface Entry {
  place: Place;
  /** UF for Brazil, GeoNames first-level code elsewhere. */
  admin: string;
  population: number;
  flags: number;
  /** Brazil first, then the common foreign cities, then the rest; population breaks ties. */
  rank: number;
  isBrazilianMunicipality: boolean;
  /** Every name of the place, folded (spaces kept), to tell "aracatu ba" from "Araçatuba". */
  folded: string[];
  /** For a district of the curated table, the entry of its municipality. */
  parent?: number;
}

export interface Gazetteer {
  entries: Entry[];
  byId: Map<string, number>;
  /** Distinct compact keys, sorted, for prefix scans. */
  keys: string[];
  keyIndex: Map<string, number>;
  /** hits of keys[i]: hitData[hitStart[i] .. hitStart[i+1]), each entryIndex * 4 + kind. */
  hitStart: Int32Array;
  hitData: Int32Array;
  /** Bigram → ids of keys containing it: postData[postStart[b] .. postStart[b+1]). */
  postStart: Int32Array;
  postData: Int32Array;
  states: Map<string, string>;
  countries: Map<string, string>;
  /** Division name or abbreviation → "CC.code" keys. */
  admins: Map<string, string[]>;
  /** Compact name of a municipality that has districts → its entries ("Arembepe, Camaçari – BA"). */
  parents: Map<string, number[]>;
}

const ALPHABET = 36; // a-z, 0-9: all a compact key contains
export const BIGRAMS = ALPHABET * ALPHABET;

function charIndex(code: number): number {
  return code >= 97 ? code - 97 : code - 48 + 26;
}

/** Bigram ids of a compact key, each once. */
export function bigramsOf(key: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < key.length; i++) {
    const b = charIndex(key.charCodeAt(i)) * ALPHABET + charIndex(key.charCodeAt(i + 1));
    if (!out.includes(b)) out.push(b);
  }
  return out;
}

// Resolved through the package, not relative to this file: the server bundles this module elsewhere.
function dataFile(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@constelar/places/package.json')), 'data', 'gazetteer.json');
}

let cached: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  cached ??= build(JSON.parse(readFileSync(dataFile(), 'utf8')) as GazetteerData);
  return cached;
}

function build(data: GazetteerData): Gazetteer {
  const countryName = new Map(data.countries.map(([cc, name]) => [cc, name]));
  const adminInfo = new Map(data.admins.map(([key, name, abbr]) => [key, { name, abbr }]));

  const entries: Entry[] = [];
  const byId = new Map<string, number>();
  const keyHits = new Map<string, number[]>();
  const addKey = (name: string, entry: number, kind: number) => {
    const f = fold(name);
    const key = f.replace(/ /g, '');
    if (!key) return;
    const names = entries[entry]!.folded;
    if (!names.includes(f)) names.push(f);
    const list = keyHits.get(key);
    const packed = entry * 4 + kind;
    if (!list) keyHits.set(key, [packed]);
    else if (!list.some((p) => p >> 2 === entry)) list.push(packed);
  };

  for (const [id, name, cc, admin, lat, lng, zone, population, flags, curated, other] of data.places) {
    const brazil = cc === 'BR';
    const info = brazil ? undefined : adminInfo.get(`${cc}.${admin}`);
    const state = brazil ? admin : (info?.abbr ?? null);
    const country = countryName.get(cc)!;
    const middle = state ?? (flags & FLAG_LABEL_ADMIN && info ? info.name : null);
    const place: Place = Object.freeze({
      id,
      name,
      state,
      country,
      countryCode: cc,
      label: middle ? `${name}, ${middle}, ${country}` : `${name}, ${country}`,
      latitude: lat,
      longitude: lng,
      timezone: data.zones[zone]!,
    });
    const district = (flags & FLAG_DISTRICT) !== 0;
    const group = brazil ? (district ? 3 : 4) : flags & FLAG_CURATED ? 2 : 1;
    const index = entries.length;
    entries.push({
      place,
      admin,
      population,
      flags,
      rank: group * GROUP_SCALE + population,
      isBrazilianMunicipality: brazil && !district,
      folded: [],
    });
    byId.set(id, index);
    addKey(name, index, flags & FLAG_CURATED ? KIND_CURATED : KIND_NAME);
    for (const n of curated) addKey(n, index, KIND_CURATED);
    // Abroad the other name is the GeoNames (often English) name: a real name, not a variant.
    for (const n of other) addKey(n, index, brazil ? KIND_VARIANT : KIND_NAME);
  }

  const parents = addDistricts(entries, byId, addKey);

  const keys = [...keyHits.keys()].sort();
  const keyIndex = new Map<string, number>();
  const hitStart = new Int32Array(keys.length + 1);
  let total = 0;
  keys.forEach((k, i) => {
    keyIndex.set(k, i);
    hitStart[i] = total;
    total += keyHits.get(k)!.length;
  });
  hitStart[keys.length] = total;
  const hitData = new Int32Array(total);
  keys.forEach((k, i) => hitData.set(keyHits.get(k)!, hitStart[i]!));

  // Two passes (count, then fill) keep the posting lists in one flat typed array.
  const postStart = new Int32Array(BIGRAMS + 1);
  const keyBigrams = keys.map(bigramsOf);
  for (const bs of keyBigrams) for (const b of bs) postStart[b + 1]!++;
  for (let b = 0; b < BIGRAMS; b++) postStart[b + 1]! += postStart[b]!;
  const fill = postStart.slice(0, BIGRAMS);
  const postData = new Int32Array(postStart[BIGRAMS]!);
  keyBigrams.forEach((bs, i) => {
    for (const b of bs) postData[fill[b]!++] = i;
  });

  const states = new Map<string, string>();
  for (const s of BRAZIL_STATES) {
    states.set(compactKey(s.uf), s.uf);
    states.set(compactKey(s.name), s.uf);
  }
  const countries = new Map<string, string>();
  for (const [cc, name, aliases] of data.countries) {
    for (const n of [name, ...aliases]) {
      const k = compactKey(n);
      if (k && !countries.has(k)) countries.set(k, cc);
    }
  }
  const admins = new Map<string, string[]>();
  for (const [key, name, abbr] of data.admins) {
    for (const n of abbr ? [name, abbr] : [name]) {
      const k = compactKey(n);
      if (!k) continue;
      const list = admins.get(k) ?? [];
      list.push(key);
      admins.set(k, list);
    }
  }

  return {
    entries,
    byId,
    keys,
    keyIndex,
    hitStart,
    hitData,
    postStart,
    postData,
    states,
    countries,
    admins,
    parents,
  };
}

const slug = (name: string) => fold(name).replace(/ /g, '-');

/**
 * Appends the curated districts (src/tables/districts.ts). Each takes its municipality's UF and time zone
 * (the municipality's zone history is the district's) and, without coordinates of its own, its seat. They
 * rank with the Distrito Federal's regions, after every municipality, so a district never shadows a
 * municipality of the same name ("Penedo" is Penedo, AL; "Penedo, RJ" the village of Itatiaia).
 */
function addDistricts(
  entries: Entry[],
  byId: Map<string, number>,
  addKey: (name: string, entry: number, kind: number) => void,
): Map<string, number[]> {
  const parents = new Map<string, number[]>();
  for (const d of DISTRICTS) {
    const parent = byId.get(`br-${d.municipality}`);
    if (parent === undefined) throw new Error(`district ${d.name}: no municipality ${d.municipality}`);
    const town = entries[parent]!;
    const uf = town.admin;
    const id = `br-${d.municipality}-${slug(d.name)}`;
    if (byId.has(id)) throw new Error(`district ${d.name}: id ${id} repeats`);
    const place: Place = Object.freeze({
      id,
      name: d.name,
      state: uf,
      country: town.place.country,
      countryCode: 'BR',
      label: `${d.name}, ${town.place.name} – ${uf}`,
      latitude: d.latitude ?? town.place.latitude,
      longitude: d.longitude ?? town.place.longitude,
      timezone: town.place.timezone,
    });
    const index = entries.length;
    entries.push({
      place,
      admin: uf,
      population: 0,
      flags: FLAG_DISTRICT,
      rank: 3 * GROUP_SCALE,
      isBrazilianMunicipality: false,
      folded: [],
      parent,
    });
    byId.set(id, index);
    addKey(d.name, index, KIND_NAME);
    for (const n of d.also ?? []) addKey(n, index, KIND_VARIANT);
    const key = compactKey(town.place.name);
    const list = parents.get(key) ?? [];
    if (!list.includes(parent)) list.push(parent);
    parents.set(key, list);
  }
  return parents;
}
