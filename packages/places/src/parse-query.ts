// Reads "Nome, UF", "Nome - UF", "Nome/UF", "nome uf", "Nome, Estado", "Nome, UF, Brasil",
// "Cidade, País" and "Cidade, TX" into candidate readings: a name plus the qualifiers that narrow it.
import { fold, compactKey } from './normalize';

export interface Filter {
  uf?: string;
  country?: string;
  /** "CC.code" keys of first-level divisions abroad (a US state, a Canadian province…). */
  admins?: readonly string[];
  /** Entries of the municipalities named after a district ("Arembepe, Camaçari"): districts only. */
  parents?: readonly number[];
}

export interface Reading {
  /** Folded name text. */
  name: string;
  filter: Filter;
  /** One of several name parts ("Campo Grande" in "Augusto Severo (Campo Grande)"): exact matches only. */
  part?: boolean;
}

export interface QualifierTables {
  states: ReadonlyMap<string, string>;
  countries: ReadonlyMap<string, string>;
  admins: ReadonlyMap<string, readonly string[]>;
  /** Compact name of a municipality that has districts → its entries. */
  parents?: ReadonlyMap<string, readonly number[]>;
}

// Commas, semicolons, slashes, brackets, and dashes with a space on at least one side ("del-Rei" keeps
// its hyphen).
const SEPARATORS = /\s*[,;/|()[\]]\s*|\s+[-–—]+\s*|\s*[-–—]+\s+/;
const MAX_INPUT = 200;
const MAX_TOKENS_PEELED = 4;
const CONNECTIVES = new Set(['de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na']);

export function segmentsOf(text: string): string[] {
  return text
    .slice(0, MAX_INPUT)
    .split(SEPARATORS)
    .map(fold)
    .filter((s) => s.length > 0);
}

/** The ways `text` can narrow a search, given the qualifiers already read; most likely first. */
export function qualifierReadings(text: string, current: Filter, t: QualifierTables): Filter[] {
  const key = compactKey(text);
  if (!key) return [];
  const out: Filter[] = [];
  const abroad = current.country !== undefined && current.country !== 'BR';
  const uf = t.states.get(key);
  // A UF wins over a foreign abbreviation unless the text already named another country; a country over a
  // division ("Berlim, DE" is Germany before Delaware); either way the later readings are still tried.
  if (uf && !abroad && !current.uf && !current.admins) out.push({ ...current, uf, country: 'BR' });
  const country = t.countries.get(key);
  if (country && !current.country && (!current.uf || country === 'BR')) {
    if (!current.admins || current.admins.some((a) => a.startsWith(country + '.'))) {
      const admins = current.admins?.filter((a) => a.startsWith(country + '.'));
      out.push(admins ? { ...current, country, admins } : { ...current, country });
    }
  }
  const admins = t.admins.get(key);
  if (admins && !current.admins && !current.uf) {
    const inCountry = current.country ? admins.filter((a) => a.startsWith(current.country + '.')) : admins;
    if (inCountry.length > 0) out.push({ ...current, admins: inCountry });
  }
  return out;
}

function filterKey(f: Filter): string {
  return `${f.uf ?? ''}|${f.country ?? ''}|${(f.admins ?? []).join(',')}|${(f.parents ?? []).join(',')}`;
}

/**
 * Readings of a typed place, most likely first: qualifiers after separators are read from the end; then
 * trailing words of the name that are a UF, state, country or division ("campinas sp"); then, when
 * several name parts remain ("Augusto Severo (Campo Grande)"), each part alone.
 */
export function readingsOf(text: string, t: QualifierTables): Reading[] {
  const out: Reading[] = [];
  const parts: Reading[] = [];
  const seen = new Set<string>();
  const push = (name: string, filter: Filter, part = false) => {
    const k = `${compactKey(name)}#${filterKey(filter)}`;
    if (!name || seen.has(k)) return;
    seen.add(k);
    if (part) parts.push({ name, filter, part });
    else out.push({ name, filter });
  };

  const trailing = (words: string[], filter: Filter, depth: number) => {
    for (let k = 1; k <= Math.min(MAX_TOKENS_PEELED, words.length - 1); k++) {
      for (const f of qualifierReadings(words.slice(-k).join(' '), filter, t)) {
        const rest = words.slice(0, -k);
        push(rest.join(' '), f);
        // "Belém do Pará": the preposition belonged to the qualifier.
        if (rest.length > 1 && CONNECTIVES.has(rest[rest.length - 1]!)) push(rest.slice(0, -1).join(' '), f);
        if (depth < 1) trailing(rest, f, depth + 1);
      }
    }
  };

  const names = (segs: string[], filter: Filter) => {
    const whole = segs.join(' ');
    push(whole, filter);
    trailing(whole.split(' '), filter, 0);
    // Only when no part is itself a qualifier: "Campinas, RJ" must not become a bare "Campinas".
    if (segs.length > 1 && segs.every((s) => qualifierReadings(s, {}, t).length === 0)) {
      for (const s of segs) push(s, filter, true);
    }
  };

  // Each qualifier reading of the last segment first; the text without it last, in case the segment was
  // part of the name after all ("Dainava (Kaunas)").
  const peel = (segs: string[], filter: Filter, depth: number) => {
    if (segs.length > 1 && depth < 3) {
      for (const f of qualifierReadings(segs[segs.length - 1]!, filter, t))
        peel(segs.slice(0, -1), f, depth + 1);
      // A municipality after a district's name; only between separators, never as trailing words, and
      // not a qualifier elsewhere, so no text that named a municipality before reads differently now.
      const parents = t.parents?.get(compactKey(segs[segs.length - 1]!));
      if (parents && !filter.parents && (filter.country === undefined || filter.country === 'BR')) {
        peel(segs.slice(0, -1), { ...filter, parents }, depth + 1);
      }
    }
    names(segs, filter);
  };

  peel(segmentsOf(text), {}, 0);
  return [...out, ...parts];
}

/**
 * For autocomplete: text whose last part is an unfinished qualifier ("Campinas, s"). Returns the name part
 * and the folded unfinished text, or null when there is no such part.
 */
export function partialReading(
  text: string,
  t: QualifierTables,
): { reading: Reading; partial: string } | null {
  const segs = segmentsOf(text);
  if (segs.length < 2) return null;
  const last = segs[segs.length - 1]!;
  if (qualifierReadings(last, {}, t).length > 0) return null;
  let rest = segs.slice(0, -1);
  let filter: Filter = {};
  // "Campinas, SP, b": the complete qualifiers in the middle still apply.
  while (rest.length > 1) {
    const f = qualifierReadings(rest[rest.length - 1]!, filter, t)[0];
    if (!f) break;
    filter = f;
    rest = rest.slice(0, -1);
  }
  return { reading: { name: rest.join(' '), filter }, partial: compactKey(last) };
}
