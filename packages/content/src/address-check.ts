// The reader is addressed as "você" without gender wherever Portuguese allows (issue #27,
// docs/decisions/083-reading-depth.md). This checker finds adjectives and participles that agree with the
// reader: common ones, in sentences addressed to "você" (or with its implied subject).

/** Masculine forms of common adjectives and participles that agree with the person they describe. */
const STEMS = [
  'observad',
  'atraíd',
  'cansad',
  'sozinh',
  'preparad',
  'segur',
  'obrigad',
  'acostumad',
  'dividid',
  'pressionad',
  'cobrad',
  'julgad',
  'envolvid',
  'apegad',
  'ligad',
  'preocupad',
  'sobrecarregad',
  'esgotad',
  'valorizad',
  'reconhecid',
  'admirad',
  'amad',
  'acolhid',
  'protegid',
  'rejeitad',
  'abandonad',
  'exposto',
  'convencid',
  'motivad',
  'inspirad',
  'frustrad',
  'irritad',
  'agitad',
  'ansios',
  'inquiet',
  'confus',
  'perdid',
  'preso',
  'fechad',
  'reservad',
  'tímid',
  'orgulhos',
  'generos',
  'cuidados',
  'atencios',
  'carinhos',
  'ciumento',
  'possessiv',
  'teimos',
  'criativ',
  'sensível',
  'ousad',
  'corajos',
  'disperso',
  'distraíd',
  'focad',
  'determinad',
  'dedicad',
  'comprometid',
  'apaixonad',
  'encantad',
  'fascinad',
  'magoad',
  'ferid',
  'sufocad',
  'limitad',
  'bloquead',
  'travad',
  'empolgad',
  'animad',
  'entusiasmad',
  'satisfeit',
  'realizad',
  'isolad',
  'incompreendid',
  'desafiad',
  'testad',
  'chamad',
  'convidad',
  'lembrad',
  'notad',
  'vist',
  'escolhid',
  'guiad',
  'empurrad',
  'puxad',
  'tentad',
  'levad',
  'pront',
  'capaz',
] as const;

const GENDERED = ['o', 'os', 'a', 'as'];

/** Words that read as gendered address ("observado", "atraída"); invariable ones (capaz) are skipped. */
function genderedWords(sentence: string, form: 'masculine' | 'feminine'): string[] {
  const ends = form === 'masculine' ? ['o', 'os'] : ['a', 'as'];
  const found: string[] = [];
  for (const word of sentence.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const stem of STEMS) {
      const base = stem.endsWith('o') ? stem.slice(0, -1) : stem;
      if (GENDERED.some((e) => word === base + e) && ends.some((e) => word === base + e)) found.push(word);
    }
  }
  return found;
}

/** A sentence that speaks to the reader: "você", "seu/sua", "si" or an imperative-free second person. */
const ADDRESSED = /(?<!\p{L})(você|consigo|si mesm[oa])(?!\p{L})/iu;
/**
 * "Você se sente observado", "você fica cansado", "você é visto": "você" (or its reflexive "se"), up to
 * three words, then a verb that makes the next word agree, and at most one adverb before it.
 */
const AGREEING_FRAME =
  /(?<!\p{L})(você|se)\s+(?:[\p{L}-]+\s+){0,3}?(sente|sentir|sinta|fica|ficar|fique|está|estar|esteja|é|ser|seja|parece|parecer|vê|mostra|mantém|anda|continua|permanece|torna)\s+(?:(?:mais|muito|tão|bem|meio|totalmente|sempre)\s+)?$/iu;

/**
 * The adjectives and participles of `form` that agree with the reader in `text`: a word from the list,
 * in a sentence addressed to "você", after a verb that makes it agree (sentir-se, ficar, estar, ser…).
 */
export function readerAgreement(text: string, form: 'masculine' | 'feminine'): string[] {
  const hits: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (!ADDRESSED.test(sentence)) continue;
    for (const word of genderedWords(sentence, form)) {
      const at = sentence.toLowerCase().search(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u'));
      if (at >= 0 && AGREEING_FRAME.test(sentence.slice(0, at))) hits.push(`${word}: ${sentence}`);
    }
  }
  return hits;
}
