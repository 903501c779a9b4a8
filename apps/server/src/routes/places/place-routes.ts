import { PlacesQuery, type Place } from '@constelar/contract';
import { searchPlaces } from '@constelar/places';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { parseOrThrow } from '../../lib/validate';

export async function placeRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.get('/places', async (request, reply): Promise<Place[]> => {
    const { q, limit } = parseOrThrow(PlacesQuery, request.query);
    // The gazetteer only changes with a deploy: let browsers and proxies keep answers for a day.
    reply.header('cache-control', 'public, max-age=86400');
    return searchPlaces(q, limit);
  });
}
