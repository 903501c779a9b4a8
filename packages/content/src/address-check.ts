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

/** Participles and adjectives that, after a bare "ser" or "se sentir", describe whoever is doing it. */
const DESCRIBED =
  '(?:cuidad|vist|amad|acolhid|lembrad|ouvid|percebid|reconhecid|valorizad|compreendid|entendid|aceit|querid|respeitad|apoiad|protegid|notad|escolhid|admirad|segur|sozinh|pres|tranquil|calm|atent|pront|bem-vind|julgad|cobrad|observad)(?:o|a|os|as)';

/**
 * The gendered forms the reader meets outside the "você … sente/fica" frame of `readerAgreement` (issue
 * #37): "você mesmo", "consigo mesma"; a bare infinitive whose subject is the reader ("amar é cuidar e
 * ser cuidado", "a vontade de ser visto", "significa se sentir seguro"); an imperative that agrees ("fique
 * atento"); "decidir sozinho", "resolver tudo sozinho"; "é visto como"; and, in the synastry, a pronoun
 * that gives the other person a gender ("Ana vê o melhor de Bia e o encoraja"). Returns the sentences.
 */
export function genderedAddress(text: string): string[] {
  const hits: string[] = [];
  const rules: [string, RegExp][] = [
    ['mesmo', /(?<!\p{L})(?:você|consigo|si)\s+mesm(?:o|a|os|as)(?!\p{L})/iu],
    [
      'bare infinitive',
      new RegExp(
        `(?<!\\p{L})(?:e|de|que|não|comum|aceitar|significa|é)\\s+(?:ser|se sentir|sentir-se)\\s+(?:mais\\s+|bem\\s+)?${DESCRIBED}(?!\\p{L})`,
        'iu',
      ),
    ],
    [
      'imperative',
      new RegExp(
        `(?:^|[,;:]\\s*)(?:fique|fiquem|esteja|seja|sinta-se|mantenha-se)\\s+(?:mais\\s+|bem\\s+)?${DESCRIBED}(?!\\p{L})`,
        'iu',
      ),
    ],
    ['alone', /(?<!\p{L})(?:\p{L}+(?:ar|er|ir)|tudo)\s+sozinh(?:o|a|os|as)(?!\p{L})/iu],
    ['seen as', /(?<!\p{L})(?:é|será|seja)\s+(?:vist|lembrad|percebid|tid)(?:o|a|os|as)\s+como(?!\p{L})/iu],
    [
      'pronoun',
      /(?<!\p{L})(?:o|a)\s+(?:encoraja|estimula|protege|acalma|admira|provoca|desafia|apoia|acolhe|entende|irrita|inspira|atrai|prende|segura|tranquiliza|incentiva)(?!\p{L})/u,
    ],
  ];
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    for (const [name, rule] of rules) if (rule.test(sentence)) hits.push(`${name}: ${sentence}`);
  }
  return hits;
}
