import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerApiCompression } from '../plugins/api-compression';
import { registerTextGuard } from '../plugins/errors';
import { registerOpenApi } from '../plugins/openapi';
import { registerZodSchemas } from '../plugins/zod-schemas';
import { birthPlaceProblems } from '../services/reading/place-problems';
import { healthRoutes } from './health';
import { documentRoute, TAG_DESCRIPTIONS, TAGS } from './route-docs';
import { meRoutes } from './me/me-routes';
import { skyAheadRoutes } from './me/sky-ahead-routes';
import { peopleRoutes } from './people/people-routes';
import { tarotRoutes } from './tarot/tarot-routes';
import { ciganoRoutes } from './tarot/cigano-routes';
import { skyRoutes } from './sky/sky-routes';
import { horoscopePeriodRoutes } from './horoscope/horoscope-period-routes';
import { horoscopeRoutes } from './horoscope/horoscope-routes';
import { adminRoutes } from './admin/admin-routes';
import { changelogRoutes } from './changelog/changelog-routes';
import { placeRoutes } from './places/place-routes';
import { reportRoutes } from './reports/report-routes';
import { shareRoutes } from './share/share-routes';
import { badgeRoutes } from './badges/badge-routes';
import { accountRoutes } from './users/account-routes';
import { dataExportRoutes } from './users/data-export-routes';
import { userRoutes } from './users/user-routes';
import { newsletterRoutes } from './newsletter/newsletter-routes';
import { pushRoutes } from './push/push-routes';
import { numerologyRoutes } from './numerology/numerology-routes';

/** Every resource under /api, each in its own folder, each route declaring its schemas (plugins/zod-schemas). */
export async function apiRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  registerApiCompression(api);
  // A preValidation hook: runs before any route's schema sees the request.
  registerTextGuard(api);
  registerZodSchemas(api, birthPlaceProblems);
  // Before the routes, so it sees each one as it is added.
  await registerOpenApi(api, ctx.version, {
    tags: Object.entries(TAGS).map(([key, name]) => ({
      name,
      description: TAG_DESCRIPTIONS[key as keyof typeof TAGS],
    })),
    transform: documentRoute(),
  });
  // A reply to a signed-in request, or one that hands out a token, is never kept by a shared cache.
  api.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if (request.headers.authorization !== undefined || request.url.startsWith('/api/users/')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  await healthRoutes(api, ctx);
  await newsletterRoutes(api, ctx);
  await userRoutes(api, ctx);
  await accountRoutes(api, ctx);
  await dataExportRoutes(api, ctx);
  await badgeRoutes(api, ctx);
  await changelogRoutes(api, ctx);
  await adminRoutes(api, ctx);
  await placeRoutes(api, ctx);
  await reportRoutes(api, ctx);
  await meRoutes(api, ctx);
  await skyAheadRoutes(api, ctx);
  await peopleRoutes(api, ctx);
  await tarotRoutes(api, ctx);
  await ciganoRoutes(api);
  await skyRoutes(api, ctx);
  await horoscopeRoutes(api, ctx);
  await horoscopePeriodRoutes(api, ctx);
  await shareRoutes(api, ctx);
  await pushRoutes(api, ctx);
  await numerologyRoutes(api, ctx);
}
