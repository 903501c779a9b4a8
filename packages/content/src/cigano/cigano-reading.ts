// A cigano draw read as a whole (spec/tarot.md §5): each card in its position (the Mesa Real: in its
// house), the spread's pairs as sentences with never the same sentence or frame twice in one reading, the
// querent's neighbourhood, and a short synthesis. Tendencies and choices, never fate.
import {
  ciganoNumberOf,
  ciganoPairs,
  mesaNeighbours,
  type CiganoSpreadCode,
  type MesaDirection,
  type QuerentCard,
} from '@constelar/core/tarot';
import type { CiganoArea, CiganoCardText } from './cigano-card-text';
import { ciganoCardText } from './cigano-cards';
import { CIGANO_PAIR_FRAME_COUNT, ciganoPairSentence } from './cigano-pair-texts';
import { CIGANO_SPREAD_TEXTS, ofCard } from './cigano-spreads';
import { MESA_REAL_HOUSE_TEXT, mesaRealQuerentText } from './mesa-real-texts';

/** The cigano spreads read every card in the general area. */
export const CIGANO_SPREAD_AREA: CiganoArea = 'geral';

const cardOf = (code: string): CiganoCardText => {
  const card = ciganoCardText(ciganoNumberOf(code) ?? 0);
  if (!card) throw new Error(`Not a cigano card: ${code}`);
  return card;
};

/** The card read in its position; in the Mesa Real, in the house of that position's number. */
export function ciganoPositionReading(spread: CiganoSpreadCode, position: number, code: string): string {
  const card = cardOf(code);
  const place = CIGANO_SPREAD_TEXTS[spread].positions[position]!;
  if (spread !== 'mesa-real') {
    return `${place.intro.replace('{carta}', card.name)} ${card.meanings[CIGANO_SPREAD_AREA]}`;
  }
  const house = position + 1;
  const intro =
    card.number === house
      ? `Na casa ${house}, ${card.name} está na própria casa, e o seu assunto aparece com força dobrada.`
      : place.intro.replace('{carta}', card.name);
  return [intro, MESA_REAL_HOUSE_TEXT[house] ?? '', card.meanings[CIGANO_SPREAD_AREA]]
    .filter((part) => part !== '')
    .join(' ');
}

export interface CiganoPairReading {
  /** 1-based positions: the subject first, then the modifier. */
  positions: [number, number];
  text: string;
}

/**
 * The spread's pairs as sentences. Each pair starts at a variant of its own and moves on past any frame
 * or sentence the reading already used, so no two pairs of one reading share either.
 */
export function ciganoPairReadings(spread: CiganoSpreadCode, codes: readonly string[]): CiganoPairReading[] {
  const usedFrames = new Set<number>();
  const usedTexts = new Set<string>();
  return ciganoPairs(spread).map(([a, b], i) => {
    const subject = cardOf(codes[a]!);
    const modifier = cardOf(codes[b]!);
    const start = (subject.number * 7 + modifier.number + i) % CIGANO_PAIR_FRAME_COUNT;
    let chosen: string | undefined;
    let fallback: string | undefined;
    for (let k = 0; k < CIGANO_PAIR_FRAME_COUNT; k++) {
      const variant = (start + k) % CIGANO_PAIR_FRAME_COUNT;
      const text = ciganoPairSentence(subject, modifier, CIGANO_SPREAD_AREA, variant);
      if (usedTexts.has(text)) continue;
      fallback ??= text;
      if (usedFrames.has(variant)) continue;
      usedFrames.add(variant);
      chosen = text;
      break;
    }
    const text = chosen ?? fallback ?? ciganoPairSentence(subject, modifier, CIGANO_SPREAD_AREA, start);
    usedTexts.add(text);
    return { positions: [a + 1, b + 1], text };
  });
}

export interface QuerentNeighbour {
  /** 1-based position in the Mesa Real. */
  position: number;
  direction: MesaDirection;
  code: string;
  text: string;
}

export interface QuerentReading {
  card: QuerentCard;
  code: string;
  /** 1-based position (the house) where the querent card lies. */
  position: number;
  text: string;
  neighbours: QuerentNeighbour[];
}

/** The querent card in the Mesa Real, and every card touching it, each read from where it lies. */
export function mesaRealQuerentReading(codes: readonly string[], querent: QuerentCard): QuerentReading {
  const code = `cigano-${querent}`;
  const position = codes.indexOf(code) + 1;
  const card = cardOf(code);
  const house = ciganoCardText(position)!;
  const neighbours = mesaNeighbours(position).map((n) => {
    const near = codes[n.position - 1]!;
    return {
      position: n.position,
      direction: n.direction,
      code: near,
      text: mesaRealQuerentText(n.direction, cardOf(near)),
    };
  });
  const text =
    position === card.number
      ? `${card.name}, a carta de quem pergunta, caiu na própria casa, a ${position}: o momento pede que você olhe para si antes de olhar para fora. As ${neighbours.length} cartas ao redor mostram o que está mais perto agora.`
      : `${card.name}, a carta de quem pergunta, caiu na casa ${position}, a casa ${ofCard(house.name)}: é por esse assunto que o momento passa. As ${neighbours.length} cartas ao redor mostram o que está mais perto agora.`;
  return { card: querent, code, position, text, neighbours };
}

const CLOSING =
  'Leia as cartas como tendências e escolhas possíveis: o baralho ilumina o momento, e a decisão continua sendo sua.';

/** One or two paragraphs from the whole draw. */
export function ciganoSynthesis(spread: CiganoSpreadCode, codes: readonly string[]): string[] {
  const cards = codes.map(cardOf);
  if (spread === 'mesa-real') {
    const home = cards.filter((card, i) => card.number === i + 1);
    const first =
      'Na Mesa Real, as 36 cartas aparecem de uma vez: cada casa mostra um assunto da vida, e a carta que caiu nela conta como ele anda agora.';
    const second =
      home.length === 0
        ? 'Nenhuma carta caiu na própria casa: os assuntos se misturam, e vale ler as casas com calma, uma a uma.'
        : home.length === 1
          ? `${home[0]!.name} caiu na própria casa: ali o assunto aparece em dobro e pede atenção primeiro.`
          : `${home.length} cartas caíram na própria casa (${home.map((c) => c.name).join(', ')}): ali os assuntos aparecem em dobro e pedem atenção primeiro.`;
    return [`${first} ${second}`, CLOSING];
  }
  const first =
    'No baralho cigano, as cartas falam em conjunto: em cada par, a primeira dá o assunto e a segunda lhe empresta o tom.';
  const center =
    spread === 'cigano-tres'
      ? `${cards[1]!.name}, no meio, é a ponte entre o começo e o fim da frase.`
      : `${cards[spread === 'cigano-cinco' ? 2 : 4]!.name}, no centro, é o assunto, e as demais cartas se organizam ao redor dele.`;
  return [`${first} ${center}`, CLOSING];
}

/** The card's art alt text, from its number, name and insert. */
export function ciganoCardAlt(card: CiganoCardText): string {
  return `Arte da carta ${card.number}, ${card.name}: o emblema em traço dourado sobre o céu noturno, com o número no alto, o nome embaixo e o naipe do baralho comum (${card.insert}) no canto.`;
}

/** "A Cigana apareceu 4 vezes em 30 dias: …" */
export function ciganoRecurringSentence(code: string, count: number, days: number): string {
  const card = cardOf(code);
  const theme = card.keywords.slice(0, 3);
  const listed =
    theme.length > 1 ? `${theme.slice(0, -1).join(', ')} e ${theme[theme.length - 1]}` : (theme[0] ?? '');
  return `${card.name} apareceu ${count} vezes em ${days} dias: quando uma carta volta assim, o tema dela (${listed}) está pedindo a sua atenção.`;
}

export interface CiganoCardHead {
  code: string;
  name: string;
  slug: string;
  image: string;
}

export function ciganoCardHead(code: string): CiganoCardHead {
  const card = cardOf(code);
  return { code, name: card.name, slug: card.slug, image: `/images/cigano/${card.number}.webp` };
}
