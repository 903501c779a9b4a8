import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** A year, subdomains included: past the 180 days HSTS preload lists and audits ask for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Over plain HTTP (localhost, or no trusted proxy) HSTS means nothing; it is added below when a
    // trusted proxy says the request came over https.
    strictTransportSecurity: false,
  });
  // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY names (issue #44).
  if (config.trustProxy !== false) {
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  }
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: false,
  });
  await app.register(compress, { threshold: 1024 });
}
