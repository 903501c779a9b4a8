// The baralho cigano's cards as the API answers them (spec/tarot.md §5); the draws share tarot.ts.
import { z } from 'zod';

export const CIGANO_MESSAGES = { unknownCard: 'Carta cigana não encontrada.' } as const;

export const CiganoCardSummary = z
  .object({
    code: z.string(),
    number: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    alt: z.string(),
    insert: z.string(),
    keywords: z.array(z.string()),
    description: z.string(),
  })
  .meta({ id: 'CiganoCardSummary' });
export type CiganoCardSummary = z.infer<typeof CiganoCardSummary>;

export const CiganoCardDetail = CiganoCardSummary.extend({
  subject: z.string(),
  modifier: z.string(),
  longDescription: z.string(),
  meanings: z.object({ geral: z.string(), amor: z.string(), trabalho: z.string(), conselho: z.string() }),
}).meta({ id: 'CiganoCardDetail' });
export type CiganoCardDetail = z.infer<typeof CiganoCardDetail>;

export const CiganoCardList = z.object({ cards: z.array(CiganoCardSummary) });
export type CiganoCardList = z.infer<typeof CiganoCardList>;

/** A card by code (`cigano-24`) or slug (`o-coracao`). */
export const CiganoCardParams = z.object({ card: z.string().max(40) });
