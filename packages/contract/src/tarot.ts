// Tarot as a practice (spec/tarot.md): the deck, the spreads, the fair draw and the journal.
import {
  CIGANO_SIZE,
  SHUFFLE_ALGORITHM,
  isCiganoSpread,
  SPREAD_CARDS,
  SPREAD_CODES,
  TAROT_DECKS,
  TAROT_SUITS,
  picksAreValid,
  type SpreadCode,
} from '@constelar/core/tarot';
import { z } from 'zod';
import { objectBody } from './common';
import { UNPROCESSABLE_ISSUE } from './names';

export const TAROT_QUESTION_MAX = 200;
export const TAROT_NOTE_MAX = 2000;
export const TAROT_READINGS_PAGE = 20;
export const TAROT_INSIGHT_DAYS = { min: 7, max: 365, default: 90 } as const;
/** A card drawn this many times in the window is named in the insights. */
export const TAROT_RECURRING_MIN = 3;

export const TAROT_MESSAGES = {
  unknownCard: 'Carta não encontrada.',
  unknownSpread: `Tiragem desconhecida: use ${SPREAD_CODES.join(', ')}.`,
  deck: 'Baralho inválido: use "full" (78 cartas) ou "majors" (só os arcanos maiores); o baralho cigano vem com as tiragens ciganas.',
  ciganoDeck:
    'As tiragens ciganas usam o baralho cigano ("cigano"), e só elas: deixe o baralho de fora ou escolha o da tiragem.',
  ciganoReversals: 'O baralho cigano não usa cartas invertidas: deixe "reversals" de fora ou em false.',
  querent:
    'A carta de quem pergunta é 28 (O Cigano) ou 29 (A Cigana), e só vale para a Mesa Real ("mesa-real").',
  question: `A pergunta pode ter no máximo ${TAROT_QUESTION_MAX} caracteres.`,
  picks: 'Escolha exatamente uma carta diferente para cada posição da tiragem, dentro do baralho.',
  shuffleGone: 'Este embaralhamento já foi usado ou expirou. Embaralhe de novo.',
  shuffleMismatch: 'Este embaralhamento foi feito para outra tiragem ou outro baralho. Embaralhe de novo.',
  shuffleNotFound: 'Embaralhamento não encontrado.',
  readingNotFound: 'Leitura não encontrada.',
  note: `A anotação pode ter no máximo ${TAROT_NOTE_MAX} caracteres.`,
  days: `Informe um número de dias entre ${TAROT_INSIGHT_DAYS.min} e ${TAROT_INSIGHT_DAYS.max}.`,
  cursor: 'Cursor inválido.',
  deleted: 'Leitura apagada.',
} as const;

const unusable = (message: string) => ({ code: 'custom' as const, message, params: UNPROCESSABLE_ISSUE });

const isSpread = (code: string): code is SpreadCode => (SPREAD_CODES as readonly string[]).includes(code);

export const TarotArcana = z.enum(['major', 'minor']);
export const TarotSuitCode = z.enum(TAROT_SUITS);
export const TarotDeckCode = z.enum(TAROT_DECKS);
export const TarotSpreadCode = z.enum(SPREAD_CODES);
export const TarotYesNo = z.enum(['sim', 'nao', 'talvez']);

const Oriented = <T extends z.ZodType>(item: T) => z.object({ upright: item, reversed: item });

export const TarotCardSummary = z
  .object({
    code: z.string(),
    arcana: TarotArcana,
    suit: TarotSuitCode.optional(),
    rank: z.string().optional(),
    number: z.number().int().optional(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    keywords: z.array(z.string()),
    reversedKeywords: z.array(z.string()),
    description: z.string(),
  })
  .meta({ id: 'TarotCardSummary' });
export type TarotCardSummary = z.infer<typeof TarotCardSummary>;

const AreaTexts = z.object({
  geral: Oriented(z.string()),
  amor: Oriented(z.string()),
  trabalho: Oriented(z.string()),
  conselho: Oriented(z.string()),
});

export const TarotCardDetail = TarotCardSummary.extend({
  alt: z.string(),
  longDescription: z.string(),
  meanings: AreaTexts,
  yesNo: Oriented(TarotYesNo),
}).meta({ id: 'TarotCardDetail' });
export type TarotCardDetail = z.infer<typeof TarotCardDetail>;

export const TarotCardList = z.object({ cards: z.array(TarotCardSummary) });
export type TarotCardList = z.infer<typeof TarotCardList>;

export const TarotCardParams = z.object({ code: z.string().max(40) });

export const TarotSpread = z
  .object({
    code: TarotSpreadCode,
    /** Which deck the spread draws from: the tarot's (full or majors) or the baralho cigano. */
    deck: z.enum(['tarot', 'cigano']),
    name: z.string(),
    description: z.string(),
    cards: z.number().int(),
    positions: z.array(z.object({ name: z.string(), question: z.string() })),
  })
  .meta({ id: 'TarotSpread' });
export type TarotSpread = z.infer<typeof TarotSpread>;
export const TarotSpreadList = z.object({ spreads: z.array(TarotSpread) });
export type TarotSpreadList = z.infer<typeof TarotSpreadList>;

const SpreadField = z.string({ error: TAROT_MESSAGES.unknownSpread }).superRefine((code, ctx) => {
  if (!isSpread(code)) ctx.addIssue(unusable(TAROT_MESSAGES.unknownSpread));
});
const DeckField = z.string({ error: TAROT_MESSAGES.deck }).superRefine((deck, ctx) => {
  if (!(TAROT_DECKS as readonly string[]).includes(deck)) ctx.addIssue(unusable(TAROT_MESSAGES.deck));
});

/** The deck follows the spread: a cigano spread draws the cigano deck, unreversed; a tarot spread never does. */
function checkDeck(
  body: { spread: string; deck?: string | undefined; reversals?: boolean | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!isSpread(body.spread) || body.deck === undefined) {
    if (isSpread(body.spread) && isCiganoSpread(body.spread) && body.reversals) {
      ctx.addIssue({ ...unusable(TAROT_MESSAGES.ciganoReversals), path: ['reversals'] });
    }
    return;
  }
  if (isCiganoSpread(body.spread) !== (body.deck === 'cigano')) {
    ctx.addIssue({ ...unusable(TAROT_MESSAGES.ciganoDeck), path: ['deck'] });
  } else if (body.deck === 'cigano' && body.reversals) {
    ctx.addIssue({ ...unusable(TAROT_MESSAGES.ciganoReversals), path: ['reversals'] });
  }
}

/** The number of cards a draw deals from: the deck's own, the cigano spreads' 36 whatever was named. */
export function drawDeckSize(spread: SpreadCode, deck: string | undefined): number {
  if (isCiganoSpread(spread)) return CIGANO_SIZE;
  return deck === 'majors' ? 22 : 78;
}

export const TarotShuffleRequest = objectBody({
  spread: SpreadField,
  deck: DeckField.optional(),
  reversals: z.boolean({ error: 'Use true ou false em "reversals".' }).optional(),
}).superRefine(checkDeck);
export type TarotShuffleRequest = z.input<typeof TarotShuffleRequest>;

export const TarotShuffleResponse = z
  .object({ shuffleId: z.string(), commitment: z.string(), expiresAt: z.string() })
  .meta({ id: 'TarotShuffle' });
export type TarotShuffleResponse = z.infer<typeof TarotShuffleResponse>;

export const TarotDrawRequest = objectBody({
  spread: SpreadField,
  question: z
    .string({ error: TAROT_MESSAGES.question })
    .trim()
    .superRefine((q, ctx) => {
      if (q.length > TAROT_QUESTION_MAX) ctx.addIssue(unusable(TAROT_MESSAGES.question));
    })
    .optional(),
  deck: DeckField.optional(),
  reversals: z.boolean({ error: 'Use true ou false em "reversals".' }).optional(),
  picks: z.array(z.number({ error: TAROT_MESSAGES.picks }), { error: TAROT_MESSAGES.picks }).optional(),
  shuffleId: z.string({ error: TAROT_MESSAGES.shuffleNotFound }).max(64).optional(),
  /** The Mesa Real's querent card: 28 O Cigano or 29 A Cigana (default by the profile's address form). */
  querent: z.number({ error: TAROT_MESSAGES.querent }).optional(),
}).superRefine((body, ctx) => {
  checkDeck(body, ctx);
  if (body.querent !== undefined && (body.spread !== 'mesa-real' || ![28, 29].includes(body.querent))) {
    ctx.addIssue({ ...unusable(TAROT_MESSAGES.querent), path: ['querent'] });
  }
  if (!body.picks || !isSpread(body.spread)) return;
  const size = drawDeckSize(body.spread, body.deck);
  if (!picksAreValid(body.picks, SPREAD_CARDS[body.spread], size)) {
    ctx.addIssue({ ...unusable(TAROT_MESSAGES.picks), path: ['picks'] });
  }
});
export type TarotDrawRequest = z.input<typeof TarotDrawRequest>;

export const TarotProof = z
  .object({ seed: z.string(), commitment: z.string(), algorithm: z.literal(SHUFFLE_ALGORITHM) })
  .meta({ id: 'TarotProof' });
export type TarotProof = z.infer<typeof TarotProof>;

export const TarotCardRef = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
});
export type TarotCardRef = z.infer<typeof TarotCardRef>;

export const TarotDrawnCard = z.object({
  position: z.number().int(),
  positionName: z.string(),
  /** The Mandala's houses of a member with a birth: the sign on the house's cusp, in Portuguese ("Libra"). */
  houseSign: z.string().optional(),
  /** The index picked in the shuffled deck. */
  index: z.number().int(),
  card: TarotCardRef,
  reversed: z.boolean(),
  text: z.string(),
});
export type TarotDrawnCard = z.infer<typeof TarotDrawnCard>;

export const TarotReading = z
  .object({
    id: z.string().nullable(),
    spread: TarotSpreadCode,
    spreadName: z.string(),
    question: z.string().nullable(),
    deck: TarotDeckCode,
    reversals: z.boolean(),
    createdAt: z.string(),
    cards: z.array(TarotDrawnCard),
    synthesis: z.array(z.string()),
    answer: TarotYesNo.optional(),
    /** The cigano spreads' pairs, each one sentence: the subject's position first, then the modifier's. */
    pairs: z.array(z.object({ positions: z.array(z.number().int()), text: z.string() })).optional(),
    /** The Mesa Real: where the querent card lies and the cards touching it, each read. */
    querent: z
      .object({
        card: TarotCardRef,
        number: z.number().int(),
        position: z.number().int(),
        text: z.string(),
        neighbours: z.array(
          z.object({
            position: z.number().int(),
            direction: z.enum(['acima', 'abaixo', 'esquerda', 'direita', 'diagonal']),
            card: TarotCardRef,
            text: z.string(),
          }),
        ),
      })
      .optional(),
    proof: TarotProof,
    note: z.string().nullable(),
  })
  .meta({ id: 'TarotReading' });
export type TarotReading = z.infer<typeof TarotReading>;

export const TarotReadingList = z.object({
  readings: z.array(TarotReading),
  nextCursor: z.string().nullable(),
});
export type TarotReadingList = z.infer<typeof TarotReadingList>;

export const TarotReadingsQuery = z.object({ cursor: z.string().max(200).optional() });

export const TarotNoteRequest = objectBody({
  note: z.string({ error: TAROT_MESSAGES.note }).superRefine((note, ctx) => {
    if (note.length > TAROT_NOTE_MAX) ctx.addIssue(unusable(TAROT_MESSAGES.note));
  }),
});
export type TarotNoteRequest = z.input<typeof TarotNoteRequest>;

export const TarotInsightsQuery = z.object({
  days: z.coerce
    .number({ error: TAROT_MESSAGES.days })
    .int(TAROT_MESSAGES.days)
    .min(TAROT_INSIGHT_DAYS.min, TAROT_MESSAGES.days)
    .max(TAROT_INSIGHT_DAYS.max, TAROT_MESSAGES.days)
    .optional(),
});

export const TarotInsights = z
  .object({
    days: z.number().int(),
    total: z.number().int(),
    bySuit: z.object({
      majors: z.number().int(),
      wands: z.number().int(),
      cups: z.number().int(),
      swords: z.number().int(),
      pentacles: z.number().int(),
      cigano: z.number().int(),
    }),
    reversedShare: z.number(),
    recurring: z.array(
      z.object({ card: TarotCardRef, count: z.number().int(), lastDrawn: z.string(), text: z.string() }),
    ),
    /** Cards drawn per suit in each month of the window, oldest first, for the small chart. */
    byMonth: z.array(
      z.object({
        month: z.string(),
        majors: z.number().int(),
        wands: z.number().int(),
        cups: z.number().int(),
        swords: z.number().int(),
        pentacles: z.number().int(),
        cigano: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'TarotInsights' });
export type TarotInsights = z.infer<typeof TarotInsights>;

export const TarotToday = z
  .object({ date: z.string(), card: TarotCardRef, reversed: z.boolean(), text: z.string() })
  .meta({ id: 'TarotToday' });
export type TarotToday = z.infer<typeof TarotToday>;

/** A reading as the data export keeps it: what was drawn and written, not the texts read from it. */
export const TarotReadingExport = z.object({
  id: z.string(),
  spread: z.string(),
  question: z.string().nullable(),
  deck: z.string(),
  reversals: z.boolean(),
  cards: z.array(
    z.object({
      code: z.string(),
      reversed: z.boolean(),
      index: z.number().int(),
      querent: z.literal(true).optional(),
    }),
  ),
  proof: TarotProof,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TarotReadingExport = z.infer<typeof TarotReadingExport>;
