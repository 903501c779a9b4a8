// resolvePlace, searchPlaces and getPlaceById over the in-memory gazetteer.
import { BRAZIL_STATES } from './brazil-states';
import { editDistance } from './fuzzy';
import { bigramsOf, gazetteer, GROUP_SCALE, KIND_CURATED, KIND_VARIANT } from './gazetteer';
import type { Entry, Gazetteer } from './gazetteer';
import { compactKey, expandAbbreviations, fold } from './normalize';
import { partialReading, readingsOf } from './parse-query';
import type { Filter, Reading } from './parse-query';
import type { Place, PlaceResolution } from './types';

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 50;
const MAX_SUGGESTIONS = 5;
/** Readings tried for prefix and fuzzy matches; later ones are rarely what a person meant. */
const LOOSE_READINGS = 3;
/** Fuzzy candidates checked with the edit distance, best bigram overlap first. */
const FUZZY_CHECKS = 200;
/** Loose queries that also get fuzzy matching: the most likely readings only. */
const FUZZY_QUERIES = 2;
// A common foreign city typed by its Portuguese name outranks a Brazilian namesake only when it is this
// big and this many times bigger: "Nova Iorque" is New York, not Nova Iorque (MA), while "Colombo" stays
// in Paraná. See docs/decisions/020-gazetteer.md.
const PROMOTE_MIN_POPULATION = 200_000;
const PROMOTE_RATIO = 20;

interface Hit {
  entry: number;
  kind: number;
}

function hasFilter(f: Filter): boolean {
  return f.uf !== undefined || f.country !== undefined || f.admins !== undefined || f.parents !== undefined;
}

function passes(e: Entry, f: Filter): boolean {
  const p = e.place;
  if (f.country !== undefined && p.countryCode !== f.country) return false;
  if (f.uf !== undefined && (p.countryCode !== 'BR' || e.admin !== f.uf)) return false;
  if (f.admins !== undefined && !f.admins.includes(`${p.countryCode}.${e.admin}`)) return false;
  if (f.parents !== undefined && (e.parent === undefined || !f.parents.includes(e.parent))) return false;
  return true;
}

const stateNameKey = new Map(BRAZIL_STATES.map((s) => [s.uf, compactKey(s.name)]));
const countryKeyCache = new Map<string, string>();

/**
 * Soft filter for an unfinished qualifier: the UF, state, country or division starts with it, or, for a
 * district, its municipality ("Arembepe, Cam").
 */
function startsQualifier(g: Gazetteer, e: Entry, partial: string): boolean {
  const p = e.place;
  if (e.parent !== undefined && compactKey(g.entries[e.parent]!.place.name).startsWith(partial)) return true;
  if (p.countryCode === 'BR') {
    if (compactKey(e.admin).startsWith(partial) || stateNameKey.get(e.admin)?.startsWith(partial))
      return true;
  } else if (p.state && compactKey(p.state).startsWith(partial)) return true;
  let ck = countryKeyCache.get(p.countryCode);
  if (ck === undefined) {
    ck = compactKey(p.country);
    countryKeyCache.set(p.countryCode, ck);
  }
  return ck.startsWith(partial);
}

function hitsOfKey(g: Gazetteer, key: string, out: Hit[]): void {
  const i = g.keyIndex.get(key);
  if (i === undefined) return;
  for (let j = g.hitStart[i]!; j < g.hitStart[i + 1]!; j++) {
    const packed = g.hitData[j]!;
    out.push({ entry: packed >> 2, kind: packed & 3 });
  }
}

function exactHits(g: Gazetteer, reading: Reading): Hit[] {
  const out: Hit[] = [];
  hitsOfKey(g, compactKey(reading.name), out);
  const expanded = expandAbbreviations(reading.name);
  if (expanded) hitsOfKey(g, compactKey(expanded), out);
  return out;
}

/**
 * Exact matches, best first: Brazil, then the common foreign cities, then the rest; within each, the
 * spelling typed, then real names before older spellings, then population. With no qualifier in the
 * text, a much larger common foreign city typed by its Portuguese name goes ahead of a small Brazilian
 * namesake.
 */
function orderExact(g: Gazetteer, hits: Hit[], qualified: boolean, typed = ''): Hit[] {
  const best = new Map<number, Hit>();
  for (const h of hits) {
    const seen = best.get(h.entry);
    if (!seen || h.kind < seen.kind) best.set(h.entry, h);
  }
  const group = (h: Hit) => Math.floor(g.entries[h.entry]!.rank / GROUP_SCALE);
  // Folding merges Araçoiaba (PE) with Aracoiaba (CE): the spelling typed, accents included, decides.
  const lower = typed.toLowerCase().normalize('NFC');
  const spelled = (h: Hit) => (lower && lower.includes(g.entries[h.entry]!.place.name.toLowerCase()) ? 0 : 1);
  const list = [...best.values()].sort(
    (a, b) =>
      group(b) - group(a) ||
      spelled(a) - spelled(b) ||
      Number(a.kind === KIND_VARIANT) - Number(b.kind === KIND_VARIANT) ||
      g.entries[b.entry]!.rank - g.entries[a.entry]!.rank,
  );
  if (qualified) return list;
  let brazilMax = -1;
  let curated: Hit | undefined;
  for (const h of list) {
    const e = g.entries[h.entry]!;
    if (e.place.countryCode === 'BR') brazilMax = Math.max(brazilMax, e.population);
    else if (h.kind === KIND_CURATED && (!curated || e.population > g.entries[curated.entry]!.population))
      curated = h;
  }
  if (curated && brazilMax >= 0) {
    const pop = g.entries[curated.entry]!.population;
    if (pop >= PROMOTE_MIN_POPULATION && pop >= PROMOTE_RATIO * brazilMax) {
      return [curated, ...list.filter((h) => h !== curated)];
    }
  }
  return list;
}

/**
 * A reading whose words are those of a name. The compact key also joins words ("aracatu ba" is
 * "Araçatuba"), so a reading that only matches that way yields to a later one that matches word for word
 * ("Aracatu" in BA).
 */
function isStrong(g: Gazetteer, r: Reading, hits: Hit[]): boolean {
  const expanded = expandAbbreviations(r.name);
  return hits.some((h) => {
    const names = g.entries[h.entry]!.folded;
    return names.includes(r.name) || (expanded !== null && names.includes(expanded));
  });
}

/** Keeps the `size` best-ranked distinct entries seen. */
class TopK {
  readonly items: number[] = [];
  constructor(
    private readonly g: Gazetteer,
    private readonly size: number,
    private readonly skip: Set<number>,
  ) {}
  offer(entry: number): void {
    if (this.skip.has(entry) || this.items.includes(entry)) return;
    const rank = this.g.entries[entry]!.rank;
    const items = this.items;
    if (items.length === this.size && this.g.entries[items[items.length - 1]!]!.rank >= rank) return;
    let i = items.length;
    while (i > 0 && this.g.entries[items[i - 1]!]!.rank < rank) i--;
    items.splice(i, 0, entry);
    if (items.length > this.size) items.pop();
  }
}

function lowerBound(keys: string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

type Accept = (e: Entry) => boolean;

function prefixMatches(g: Gazetteer, key: string, accept: Accept, size: number, skip: Set<number>): number[] {
  const top = new TopK(g, size, skip);
  for (let i = lowerBound(g.keys, key); i < g.keys.length && g.keys[i]!.startsWith(key); i++) {
    for (let j = g.hitStart[i]!; j < g.hitStart[i + 1]!; j++) {
      const entry = g.hitData[j]! >> 2;
      if (accept(g.entries[entry]!)) top.offer(entry);
    }
  }
  return top.items;
}

let counts: Uint16Array | undefined;

/** First index in the ascending run data[from..to) whose value is >= x. */
function searchRun(data: Int32Array, from: number, to: number, x: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (data[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Keys within a small edit distance of `key` (whole keys, or their prefixes while the text is typed).
 * With `sameInitial`, only keys that start with the same letter: typos rarely hit the first letter, and
 * since keys are sorted, those keys form one id range that each posting list can be cut to.
 */
function fuzzyKeys(
  g: Gazetteer,
  key: string,
  whole: boolean,
  sameInitial: boolean,
): { key: number; distance: number }[] {
  const n = key.length;
  if (n < 4) return [];
  const maxD = n < 8 ? 1 : 2;
  if (!counts || counts.length !== g.keys.length) counts = new Uint16Array(g.keys.length);
  const c = counts;
  const lo = sameInitial ? lowerBound(g.keys, key[0]!) : 0;
  const hi = sameInitial ? lowerBound(g.keys, String.fromCharCode(key.charCodeAt(0) + 1)) : g.keys.length;
  const bigrams = bigramsOf(key);
  const touched: number[] = [];
  for (const b of bigrams) {
    const end = g.postStart[b + 1]!;
    for (let j = searchRun(g.postData, g.postStart[b]!, end, lo); j < end; j++) {
      const k = g.postData[j]!;
      if (k >= hi) break;
      if (c[k] === 0) touched.push(k);
      c[k]!++;
    }
  }
  // Each edit destroys at most three bigrams (a transposition); fewer shared ones rule a key out. Of the
  // rest, only the best-overlapping FUZZY_CHECKS are checked, so the cost stays bounded.
  const need = Math.max(1, bigrams.length - 3 * maxD);
  const histogram = new Int32Array(bigrams.length + 2);
  for (const k of touched) histogram[c[k]!]!++;
  let cut = bigrams.length + 1;
  let kept = 0;
  while (cut > need && kept + histogram[cut - 1]! <= FUZZY_CHECKS) kept += histogram[--cut]!;
  const out: { key: number; distance: number }[] = [];
  for (const k of touched) {
    const shared = c[k]!;
    c[k] = 0;
    if (shared < cut) continue;
    const target = g.keys[k]!;
    if (!whole && target.length < n - maxD) continue;
    const d = editDistance(key, target, maxD, whole);
    if (d <= maxD) out.push({ key: k, distance: d });
  }
  return out;
}

function fuzzyMatches(
  g: Gazetteer,
  key: string,
  whole: boolean,
  accept: Accept,
  size: number,
  skip: Set<number>,
): number[] {
  const found = new Map<number, number>();
  // Autocomplete keeps to the typed initial; a resolve that found nothing looks at every key.
  let keys = fuzzyKeys(g, key, whole, true);
  if (whole && keys.length === 0) keys = fuzzyKeys(g, key, whole, false);
  for (const { key: k, distance } of keys) {
    for (let j = g.hitStart[k]!; j < g.hitStart[k + 1]!; j++) {
      const entry = g.hitData[j]! >> 2;
      if (skip.has(entry) || !accept(g.entries[entry]!)) continue;
      const seen = found.get(entry);
      if (seen === undefined || distance < seen) found.set(entry, distance);
    }
  }
  return [...found]
    .sort((a, b) => a[1] - b[1] || g.entries[b[0]]!.rank - g.entries[a[0]]!.rank)
    .slice(0, size)
    .map(([entry]) => entry);
}

interface LooseQuery {
  key: string;
  accept: Accept;
  /** No filter: short prefixes can come from the cache. */
  open: boolean;
}

// Autocomplete on one or two letters scans thousands of keys; their unfiltered best matches never change.
const SHORT_PREFIX = 2;
const prefixCache = new Map<string, number[]>();

function openPrefixMatches(g: Gazetteer, key: string, size: number, skip: Set<number>): number[] {
  let best = prefixCache.get(key);
  if (!best) {
    best = prefixMatches(g, key, () => true, MAX_LIMIT * 2, new Set());
    prefixCache.set(key, best);
  }
  const out = best.filter((e) => !skip.has(e)).slice(0, size);
  return out.length === size || best.length < MAX_LIMIT * 2
    ? out
    : prefixMatches(g, key, () => true, size, skip);
}

/**
 * Prefix, then close-spelling matches for each loose query, appended to `out` until it holds `size`
 * entries. Autocomplete asks for close spellings only when nothing matched so far ('if-none').
 */
function addLoose(
  g: Gazetteer,
  queries: LooseQuery[],
  whole: boolean,
  fuzzy: 'always' | 'if-none' | 'never',
  size: number,
  out: number[],
): void {
  const skip = new Set(out);
  for (const q of queries) {
    if (out.length >= size) return;
    const found =
      q.open && q.key.length <= SHORT_PREFIX
        ? openPrefixMatches(g, q.key, size - out.length, skip)
        : prefixMatches(g, q.key, q.accept, size - out.length, skip);
    for (const e of found) {
      out.push(e);
      skip.add(e);
    }
  }
  if (fuzzy === 'never' || (fuzzy === 'if-none' && out.length > 0)) return;
  for (const q of queries.slice(0, FUZZY_QUERIES)) {
    if (out.length >= size) return;
    for (const e of fuzzyMatches(g, q.key, whole, q.accept, size - out.length, skip)) {
      out.push(e);
      skip.add(e);
    }
  }
}

function looseQueries(readings: Reading[], filtered: boolean, count: number): LooseQuery[] {
  const out: LooseQuery[] = [];
  const seen = new Set<string>();
  for (const r of readings.filter((x) => !x.part).slice(0, count)) {
    for (const name of [r.name, expandAbbreviations(r.name)]) {
      if (!name) continue;
      const key = compactKey(name);
      const open = !filtered || !hasFilter(r.filter);
      const id = `${key}#${open ? '' : JSON.stringify(r.filter)}`;
      if (!key || seen.has(id)) continue;
      seen.add(id);
      out.push({ key, accept: open ? () => true : (e) => passes(e, r.filter), open });
    }
  }
  return out;
}

/** Autocomplete: exact names first, then names that start with the text, then close spellings. */
export function searchPlaces(q: string, limit: number = DEFAULT_LIMIT): Place[] {
  const size = Math.min(MAX_LIMIT, Math.max(1, Math.floor(Number.isFinite(limit) ? limit : DEFAULT_LIMIT)));
  if (typeof q !== 'string' || fold(q.slice(0, 200)) === '') return [];
  const g = gazetteer();
  const readings = readingsOf(q, g);
  const partial = partialReading(q, g);
  const out: number[] = [];
  const add = (hits: Hit[]) => {
    for (const h of hits) if (out.length < size && !out.includes(h.entry)) out.push(h.entry);
  };
  const exact = readings.map((r) => {
    const hits = exactHits(g, r).filter((h) => passes(g.entries[h.entry]!, r.filter));
    return {
      hits: orderExact(g, hits, hasFilter(r.filter), q),
      strong: hits.length > 0 && isStrong(g, r, hits),
    };
  });
  for (const x of exact) if (x.strong) add(x.hits);
  for (const x of exact) if (!x.strong) add(x.hits);
  // Names that start with the text come from the main reading only; close spellings only when nothing
  // matched at all, since a name that matches or is being typed needs no typo correction.
  const loose = looseQueries(readings, true, 1);
  if (partial) {
    const { reading, partial: p } = partial;
    const accept: Accept = (e) => passes(e, reading.filter) && startsQualifier(g, e, p);
    add(
      orderExact(
        g,
        exactHits(g, reading).filter((h) => accept(g.entries[h.entry]!)),
        true,
      ),
    );
    loose.unshift({ key: compactKey(reading.name), accept, open: false });
  }
  addLoose(
    g,
    loose.filter((l) => l.key),
    false,
    'if-none',
    size,
    out,
  );
  return out.map((i) => g.entries[i]!.place);
}

/**
 * Resolves typed text to one place, or explains why not. Only exact names resolve (after folding case,
 * accents, spacing and punctuation); close spellings come back as suggestions, never as a guess.
 */
export function resolvePlace(text: string): PlaceResolution {
  const query = typeof text === 'string' ? text : '';
  if (fold(query.slice(0, 200)) === '') {
    return { ok: false, error: { code: 'empty-place', query, suggestions: [] } };
  }
  const g = gazetteer();
  const readings = readingsOf(query, g);
  let elsewhere: Hit[] = [];
  let weak: Place | undefined;
  for (const r of readings) {
    const hits = exactHits(g, r);
    if (hits.length === 0) continue;
    const within = hits.filter((h) => passes(g.entries[h.entry]!, r.filter));
    if (within.length > 0) {
      const best = orderExact(g, within, hasFilter(r.filter), query)[0]!;
      if (isStrong(g, r, within)) return { ok: true, place: g.entries[best.entry]!.place };
      weak ??= g.entries[best.entry]!.place;
    }
    if (elsewhere.length === 0) elsewhere = orderExact(g, hits, false);
  }
  if (weak) return { ok: true, place: weak };
  // Same name in another state or country ("Campinas, RJ") first, then close spellings within the
  // qualifiers the text gave, then anywhere.
  const out = elsewhere.slice(0, MAX_SUGGESTIONS).map((h) => h.entry);
  addLoose(g, looseQueries(readings, true, LOOSE_READINGS), true, 'always', MAX_SUGGESTIONS, out);
  if (out.length < MAX_SUGGESTIONS) {
    addLoose(g, looseQueries(readings, false, LOOSE_READINGS), true, 'always', MAX_SUGGESTIONS, out);
  }
  return {
    ok: false,
    error: { code: 'unknown-place', query, suggestions: out.map((i) => g.entries[i]!.place) },
  };
}

export function getPlaceById(id: string): Place | null {
  const g = gazetteer();
  const i = g.byId.get(id);
  return i === undefined ? null : g.entries[i]!.place;
}

/** Loads the gazetteer now rather than on the first query (about 0.3 s), e.g. when a server starts. */
export function loadPlaces(): { places: number; keys: number } {
  const g = gazetteer();
  return { places: g.entries.length, keys: g.keys.length };
}
