import { PlaceList, PlacesQuery } from '@constelar/contract';
import { searchPlaces } from '@constelar/places';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorResponses, TAGS } from '../route-docs';

export async function placeRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/places',
    {
      schema: {
        tags: [TAGS.places],
        summary: 'Autocompletar o local de nascimento',
        description:
          'Municípios brasileiros primeiro, depois cidades do mundo por nome em português ou local. ' +
          'Envie o `id` escolhido como `placeId` ao calcular um relatório.',
        querystring: PlacesQuery,
        response: { 200: PlaceList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // The gazetteer only changes with a deploy: let browsers and proxies keep answers for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return searchPlaces(request.query.q, request.query.limit);
    },
  );
}
