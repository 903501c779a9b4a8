// Text folding shared by the build script and the runtime index, so both derive identical keys.

// Letters that NFD does not decompose into a base letter plus a combining mark.
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const SPECIAL_RE = /[ßæœøłđðþıħ]/g;

/** Lower case, no diacritics, apostrophes dropped, every other non-alphanumeric run turned into one space. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII; NFD is the costly step when the gazetteer loads.
  const base = /^[ -~]*$/.test(lower) ? lower : lower.normalize('NFD');
  return base
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SPECIAL_RE, (c) => SPECIAL[c] ?? c)
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Key used for exact and prefix matching: the folded text without spaces. Spacing, hyphens and apostrophes
 * vary in how people type names ("del-Rei" / "del Rei", "d'Oeste" / "d Oeste"), so none of them count.
 */
export function compactKey(text: string): string {
  return fold(text).replace(/ /g, '');
}

// Abbreviations common in Brazilian place names; expanding them is a spelling rule, not a guess.
const ABBREVIATIONS: Record<string, string> = {
  sta: 'santa',
  sto: 'santo',
  sr: 'senhor',
  sra: 'senhora',
  nsa: 'nossa',
  ns: 'nossa',
  pres: 'presidente',
  gov: 'governador',
  mal: 'marechal',
  dr: 'doutor',
  cel: 'coronel',
  dep: 'deputado',
  sen: 'senador',
  prof: 'professor',
  eng: 'engenheiro',
  cap: 'capitao',
  ten: 'tenente',
  gal: 'general',
  gen: 'general',
  mte: 'monte',
  pto: 'porto',
};

/** The folded text with abbreviated words written out, or null when it has none. */
export function expandAbbreviations(folded: string): string | null {
  const words = folded.split(' ');
  let changed = false;
  const out = words.map((w) => {
    const full = ABBREVIATIONS[w];
    if (full === undefined) return w;
    changed = true;
    return full;
  });
  return changed ? out.join(' ') : null;
}
