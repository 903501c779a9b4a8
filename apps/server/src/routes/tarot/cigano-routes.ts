import { CIGANO_MESSAGES, CiganoCardDetail, CiganoCardList, CiganoCardParams } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { ciganoCardDetail, ciganoDeckSummaries } from '../../services/tarot/cigano-reading';
import { errorResponses, TAGS } from '../route-docs';

/** The baralho cigano's 36 cards (spec/tarot.md §5); its draws go through POST /tarot/draws. */
export async function ciganoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: [TAGS.tarot] };

  r.get(
    '/tarot/cigano/cards',
    { schema: { ...doc, summary: 'As 36 cartas do baralho cigano', response: { 200: CiganoCardList } } },
    async () => ({ cards: ciganoDeckSummaries() }),
  );

  r.get(
    '/tarot/cigano/cards/:card',
    {
      schema: {
        ...doc,
        summary: 'Uma carta do baralho cigano, pelo código ou pelo nome na URL, com todos os textos',
        params: CiganoCardParams,
        response: { 200: CiganoCardDetail, ...errorResponses(404) },
      },
    },
    async (request) => {
      const card = ciganoCardDetail(request.params.card);
      if (!card) throw notFound(CIGANO_MESSAGES.unknownCard);
      return card;
    },
  );
}
