// No two-word sentence opener more than four times in one report (issue #27). The texts are written one
// by one; a report strings dozens of them together, so the same openers pile up ("Você tem", "O Sol",
// "É o"). Past the limit, a sentence is reopened by one of a few rewrites that keep its meaning.
// Original prose written for Constelar.

/** The most times one two-word opener may start a sentence in a report. */
export const OPENER_LIMIT = 4;

/** The first two words of a sentence, lower case, without punctuation ("você tem", "o 4"). */
export function openerOf(sentence: string): string {
  // A report asks this of each of its hundreds of sentences; lower-casing and splitting each whole cost
  // more than the chart itself (ADR 109). Read only the first two words where that gives the same
  // answer: up to U+024F lower case maps one letter to one letter and keeps every other character what it
  // was, except U+0130 (İ → i + a combining dot).
  const words = OPENER_WORDS.exec(sentence);
  const read = words === null || words[2] === undefined ? sentence : sentence.slice(0, words[0].length + 1);
  if (BEYOND_LATIN.test(read)) return openerOfWhole(sentence);
  if (words === null) return '';
  return words[2] === undefined
    ? words[1]!.toLowerCase()
    : `${words[1]!.toLowerCase()} ${words[2].toLowerCase()}`;
}

/** The first two runs of letters, digits and hyphens; whatever lies between them is a word break. */
const OPENER_WORDS = /^[^\p{L}\p{N}-]*([\p{L}\p{N}-]+)(?:[^\p{L}\p{N}-]+([\p{L}\p{N}-]+))?/u;
/** A UTF-16 unit past U+024F (surrogates included) or U+0130: read the sentence whole. */
const BEYOND_LATIN = /[\u0130\u0250-\uFFFF]/;

/** The definition openerOf keeps to, for any text. */
export function openerOfWhole(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .join(' ');
}

const lower = (s: string) => `${s[0]!.toLowerCase()}${s.slice(1)}`;
type Rewrite = (sentence: string) => string | undefined;
const replacing =
  (from: RegExp, to: string): Rewrite =>
  (s) =>
    from.test(s) ? s.replace(from, to) : undefined;
const prefixing =
  (from: RegExp, prefix: string): Rewrite =>
  (s) =>
    from.test(s) ? `${prefix}${lower(s)}` : undefined;

/** The chart's points and places a sentence may open on, each read as the reader's own. */
const CHART_POINT =
  '(Sol|Lua|Mercúrio|Vênus|Marte|Júpiter|Saturno|Urano|Netuno|Plutão|Quíron|Lilith|Ascendente|Meio do Céu|Descendente|Fundo do Céu|Nodo|Nodos|Parte da Fortuna|Casa \\d+|quadratura|oposição|conjunção|trígono|sextil)';

/**
 * Connectives once bolted before a reopened sentence ("Já o Sol…", "Aqui, com o tempo, porém…"):
 * they made the sentence lean on one before it that it had never met. No rewrite produces them.
 */
export const BOLTED_OPENERS = /^(Já|Aqui,|Por sua vez,|Também|Além disso,)\s/u;

/** Rewrites tried in order, each keeping the sentence's sense. */
export const REWRITES: readonly Rewrite[] = [
  replacing(/^Você tem /, 'Há em você '),
  replacing(/^Você tem /, 'Em você há '),
  replacing(/^Você tem /, 'Sobra em você '),
  replacing(/^Você pode /, 'Há chance de você '),
  replacing(/^Você pode /, 'Não é raro você '),
  replacing(/^Você pode /, 'Acontece de você '),
  replacing(/^Você se /, 'Muitas vezes, você se '),
  replacing(/^Você se /, 'De modo natural, você se '),
  replacing(/^É o /, 'Trata-se do '),
  replacing(/^É o /, 'Este é o '),
  replacing(/^É o /, 'Esse é o '),
  replacing(/^É a /, 'Trata-se da '),
  replacing(/^É a /, 'Esta é a '),
  replacing(/^O ponto (de atenção|a vigiar|sensível|delicado|a cuidar) é /, 'Vale vigiar '),
  replacing(/^O ponto (de atenção|a vigiar|sensível|delicado|a cuidar) é /, 'Um cuidado: '),
  replacing(/^O ponto (de atenção|a vigiar|sensível|delicado|a cuidar) é /, 'Pede cuidado '),
  replacing(/^O lado a (cuidar|observar) é /, 'Merece atenção '),
  replacing(/^Essa fricção/, 'Esse atrito'),
  replacing(/^Essa fricção/, 'Essa tensão'),
  replacing(/^Pode haver /, 'Talvez apareça '),
  replacing(/^Talvez você /, 'Quem sabe você '),
  // A chart point opens as the reader's own ("Seu Sol", "Sua Lua"), or placed in the chart: a way
  // into the same sentence, not a connective bolted before it ("Já", "Aqui,", "Por sua vez,").
  replacing(/^O (Sol|Ascendente|Meio do Céu|Descendente|Fundo do Céu|Nodo)\b/u, 'Seu $1'),
  replacing(/^A (Lua|Casa \d+|Parte da Fortuna)\b/u, 'Sua $1'),
  replacing(/^Os (Nodos)\b/u, 'Seus $1'),
  // The Part of Fortune, where the chart places it; the arcanum of that name is left as it is.
  replacing(/^A Roda da Fortuna (na Casa|em |e (o|a) |está )/u, 'Sua Roda da Fortuna $1'),
  replacing(
    /^A Roda da Fortuna, ou Parte da Fortuna,/u,
    'A Parte da Fortuna, também chamada Roda da Fortuna,',
  ),
  replacing(/^A Roda da Fortuna é /u, 'O arcano da Roda da Fortuna é '),
  replacing(/^O risco é /u, 'Há um risco: '),
  replacing(/^O risco é /u, 'Um risco a vigiar: '),
  replacing(/^Com O (\p{Lu})/u, 'Pelo arcano do $1'),
  replacing(/^Com A (\p{Lu})/u, 'Pelo arcano da $1'),
  replacing(/^Com (o|a) (Ar|Fogo|Água|Terra), /u, 'Sob o elemento $2, '),
  replacing(/^Com o tempo, /u, 'Aos poucos, '),
  replacing(/^Com o tempo, /u, 'Com os anos, '),
  replacing(/^Com o tempo, /u, 'Ao longo do tempo, '),
  replacing(/^Com o (Sol|Ascendente|Meio do Céu|Descendente|Fundo do Céu|Nodo)\b/u, 'Com seu $1'),
  replacing(/^Com a (Lua|Casa \d+|Parte da Fortuna|Roda da Fortuna)\b/u, 'Com sua $1'),
  prefixing(new RegExp(`^(O|A|Os|As) ${CHART_POINT}\\b`, 'u'), 'No seu mapa, '),
  prefixing(new RegExp(`^(O|A|Os|As) ${CHART_POINT}\\b`, 'u'), 'Neste mapa, '),
];

/** A sentence or the break after it, with the opener counted for a sentence (null for a break). */
interface Piece {
  text: string;
  key: string | null;
  /** The sentence reopened by each rewrite that applies, in order, with its opener: found when first needed. */
  rewrites?: readonly { text: string; key: string }[];
}

const SENTENCE_BREAK = /((?<=[.!?])\s+|\n\n+)/;

/**
 * A report's texts are nearly all the corpus' own or composed from a few hundred pieces, so each is split
 * and its openers read once per thread, not once per report. Bounded: emptied when full.
 */
const piecesOfText = new Map<string, readonly Piece[]>();
const PIECES_CACHED_MAX = 16384;

function piecesOf(text: string): readonly Piece[] {
  let pieces = piecesOfText.get(text);
  if (pieces === undefined) {
    pieces = text
      .split(SENTENCE_BREAK)
      .map((part, i) => ({ text: part, key: i % 2 === 1 || part.trim() === '' ? null : openerOf(part) }));
    if (piecesOfText.size >= PIECES_CACHED_MAX) piecesOfText.clear();
    piecesOfText.set(text, pieces);
  }
  return pieces;
}

function rewritesOf(piece: Piece): readonly { text: string; key: string }[] {
  piece.rewrites ??= REWRITES.flatMap((rewrite) => {
    const next = rewrite(piece.text);
    return next === undefined ? [] : [{ text: next, key: openerOf(next) }];
  });
  return piece.rewrites;
}

/**
 * The texts again, each sentence whose opener has already been used `limit` times reopened by the first
 * rewrite whose own opener is still free. Paragraph breaks and spacing are kept; a text with nothing to
 * reopen comes back as the very same string.
 */
export function varyOpenings(texts: readonly string[], limit = OPENER_LIMIT): string[] {
  const counts = new Map<string, number>();
  const use = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  return texts.map((text) => {
    const pieces = piecesOf(text);
    /** The text's pieces so far, once one of them has been reopened. */
    let out: string[] | undefined;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      let next = piece.text;
      if (piece.key !== null) {
        if ((counts.get(piece.key) ?? 0) < limit) use(piece.key);
        else {
          const free = rewritesOf(piece).find((rewrite) => (counts.get(rewrite.key) ?? 0) < limit);
          if (free === undefined) use(piece.key);
          else {
            use(free.key);
            next = free.text;
            out ??= pieces.slice(0, i).map((p) => p.text);
          }
        }
      }
      out?.push(next);
    }
    return out === undefined ? text : out.join('');
  });
}
