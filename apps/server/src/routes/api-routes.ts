import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerApiCompression } from '../plugins/api-compression';
import { healthRoutes } from './health';
import { adminRoutes } from './admin/admin-routes';
import { changelogRoutes } from './changelog/changelog-routes';
import { placeRoutes } from './places/place-routes';
import { reportRoutes } from './reports/report-routes';
import { badgeRoutes } from './badges/badge-routes';
import { userRoutes } from './users/user-routes';
import { newsletterRoutes } from './newsletter/newsletter-routes';

/** Every resource under /api, each in its own folder. */
export async function apiRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  registerApiCompression(api);
  await healthRoutes(api, ctx);
  await newsletterRoutes(api, ctx);
  await userRoutes(api, ctx);
  await badgeRoutes(api, ctx);
  await changelogRoutes(api, ctx);
  await adminRoutes(api, ctx);
  await placeRoutes(api, ctx);
  await reportRoutes(api, ctx);
}
