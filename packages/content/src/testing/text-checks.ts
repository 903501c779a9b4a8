// The checks every table of texts goes through in its test: length, names, no repeated sentence, no
// repeated opening, the editor's tics. One place, so each table's test says only what is its own.

export interface TextEntry {
  key: string;
  text: string;
}

export const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Sentences as a reader sees them (split after . ! ? ; :). */
export const sentences = (text: string): string[] => text.split(/(?<=[.!?;:])\s+/);

/** A whole word, so that "Sol" is not found inside "solidão" nor "Lua" inside "Luana". */
export const namesWord = (text: string, name: string): boolean =>
  new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text);

/** Pairs of texts sharing a sentence of `minLength` characters or more ("key = other key"). */
export function repeatedSentences(entries: readonly TextEntry[], minLength = 60): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const { key, text } of entries) {
    for (const sentence of sentences(text)) {
      if (sentence.length < minLength) continue;
      const s = normalise(sentence);
      const other = seen.get(s);
      if (other && other !== key) repeats.push(`${key} = ${other}`);
      seen.set(s, key);
    }
  }
  return repeats;
}

/** Pairs of texts opening with the same `count` words. */
export function repeatedOpenings(entries: readonly TextEntry[], count = 4): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const { key, text } of entries) {
    const opening = normalise(text.replace(/[^\p{L}\s-]/gu, ' '))
      .split(' ')
      .slice(0, count)
      .join(' ');
    const other = seen.get(opening);
    if (other) repeats.push(`${key} = ${other}: ${opening}`);
    seen.set(opening, key);
  }
  return repeats;
}

/** The editor's tics over a table: how many texts say "costuma", "tende a", or open with "O desafio". */
export function tics(entries: readonly TextEntry[]) {
  const count = (re: RegExp) => entries.filter(({ text }) => re.test(text)).length;
  return {
    costuma: count(/\bcostuma/i),
    tendeA: count(/\btende a\b/i),
    oDesafio: count(/^O desafio/i),
    /** At most one text in ten may use each of the first two. */
    limit: Math.ceil(entries.length / 10),
  };
}

/** Leftovers of a template or a draft. */
export const LEFTOVER = /\{\{|\$\{|\{[a-z]+\}|\b(TODO|TBD|FIXME|XXX|lorem|undefined|null)\b/;
