import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers may keep them for a
 * year; everything else is revalidated. Unknown GETs outside /api get index.html so deep links work.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz siblings of each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: 'Rota não encontrada.' });
    }
    if (!hasBuild) {
      return reply
        .status(404)
        .send({ error: 'A interface web ainda não foi construída. Rode npm run build.' });
    }
    // A missing file with an extension is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(path)) return reply.status(404).send({ error: 'Arquivo não encontrado.' });
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
