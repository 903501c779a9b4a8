import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headFor, renderIndexHtml } from './page-head';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Source maps carry the whole source; they stay off the public site even if a build leaves some. */
const isSourceMap = (path: string) => /\.map(\.(br|gz))?$/i.test(path);

/**
 * Serves the built web app. Hashed files under /assets never change, so browsers may keep them for a
 * year; everything else is revalidated. GETs outside /api that name one of the app's pages
 * (@constelar/contract/app-routes) get index.html with that page's head; any other path gets the same
 * shell with status 404, so the app shows its not-found page and crawlers see the truth.
 */
export async function registerSpa(
  app: FastifyInstance,
  webRoot: string | undefined,
  publicUrl: string,
): Promise<void> {
  const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  // Read once: the build does not change under a running server.
  const template = hasBuild ? readFileSync(join(webRoot, 'index.html'), 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      allowedPath: (path) => !isSourceMap(path),
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
    const { route, head, preview } = headFor(path, publicUrl);
    reply.header('cache-control', 'no-cache');
    return reply
      .status(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(template, head, preview));
  });
}
