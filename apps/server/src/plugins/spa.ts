import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentEtag, namesEtag } from '../lib/etag';
import { encodeBody, negotiateEncoding, varyOnEncoding } from './api-compression';
import { robotsTxt, sitemapPaths, sitemapXml } from './crawlers';
import { tarotCardPage, tarotPathExists, TAROT_PAGE_PATHS } from './tarot-head';
import { ciganoCardPage, CIGANO_PAGE_PATHS } from './cigano-head';
import {
  APP_ROUTES,
  HOROSCOPE_PATHS,
  HOROSCOPE_PERIOD_PATHS,
  NOT_FOUND_META,
  pageTitle,
} from '@constelar/contract/app-routes';
import { headFor, renderIndexHtml } from './page-head';
import { horoscopeHead } from './horoscope-head';
import { horoscopePeriodHead } from './horoscope-period-head';
import type { HoroscopePeriodCache } from '../services/horoscope/horoscope-period-cache';
import type { HoroscopeCache } from '../services/horoscope/horoscope-cache';
import { saoPauloDate } from '../lib/dates';
import { untilBrasiliaMidnight, untilNextFirst, untilNextMonday } from '../lib/daily-cache';
import { horoscopePageBody } from './horoscope-page-body';
import { horoscopePeriodPageBody, periodPageOf } from './horoscope-period-body';
import { withPageBody } from './page-data';
import { changelogBody } from './changelog-page-body';
import { tarotCardBody, tarotDeckBody } from './tarot-page-body';
import type { Changelog } from '@constelar/contract';
import type { CalendarCache } from '../services/sky/calendar-cache';
import { ceuPageBody } from './ceu-page-body';
import { privacyBody } from './privacy-page-body';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The art under /images keeps its name across builds: a week, then a revalidation by ETag. */
const ART = 'public, max-age=604800, stale-while-revalidate=86400';
/** robots.txt and the sitemap change only with a deploy. */
const CRAWLER_FILES = 'public, max-age=3600';

/** Pages keep the 22-character tag they had before the calendar's (lib/etag.ts). */
const etagOf = (body: string) => contentEtag(body, 22);

/**
 * A generated text reply (a page's HTML, robots.txt, the sitemap): with an ETag from its content, 304
 * when the client has it, and compressed as the client accepts (brotli, else gzip).
 */
function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  type: string,
  body: string,
  cacheControl: string,
): FastifyReply {
  const etag = etagOf(body);
  varyOnEncoding(reply);
  reply.header('cache-control', cacheControl).header('etag', etag).type(type);
  if (status === 200 && namesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const encoded = encodeBody(body, negotiateEncoding(request.headers['accept-encoding']));
  if (encoded.encoding !== 'identity') reply.header('content-encoding', encoded.encoding);
  return reply.status(status).send(encoded.body);
}

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
  horoscopes: HoroscopeCache,
  now: () => Date = () => new Date(),
  periods?: HoroscopePeriodCache,
  /** The published changelog, as GET /api/changelog answers it: /changelog carries it (reach.md §1). */
  changelog?: () => Promise<Changelog[]>,
  /** The sky calendar's ranges, as GET /api/sky/calendar answers them: /ceu carries its month. */
  skyCalendar?: CalendarCache,
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
        const cache = path.includes('/assets/') ? IMMUTABLE : path.includes('/images/') ? ART : 'no-cache';
        res.header('cache-control', cache);
      },
    });
  }
  app.get('/robots.txt', (request, reply) =>
    sendText(request, reply, 200, 'text/plain; charset=utf-8', robotsTxt(publicUrl), CRAWLER_FILES),
  );
  const sitemap = sitemapXml(
    publicUrl,
    sitemapPaths(APP_ROUTES, [
      ...HOROSCOPE_PATHS,
      ...HOROSCOPE_PERIOD_PATHS,
      ...TAROT_PAGE_PATHS,
      ...CIGANO_PAGE_PATHS,
    ]),
  );
  app.get('/sitemap.xml', (request, reply) =>
    sendText(request, reply, 200, 'application/xml; charset=utf-8', sitemap, CRAWLER_FILES),
  );
  app.setNotFoundHandler(async (request, reply) => {
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
    const { route: found, head: generic, preview } = headFor(path, publicUrl);
    // A spread or card page exists only for the spreads' codes and the cards' slugs.
    const route = found && path.startsWith('/tarot/') && !tarotPathExists(path) ? undefined : found;
    const search = request.url.slice(path.length).replace(/^\?/, '');
    const origin = publicUrl.replace(/\/+$/, '');
    const card = route ? (tarotCardPage(path, origin) ?? ciganoCardPage(path, origin)) : undefined;
    const head =
      card?.head ??
      (route && (await horoscopeHead(path, search, origin, horoscopes, saoPauloDate(now())))) ??
      (route && periods && (await horoscopePeriodHead(path, search, origin, periods, saoPauloDate(now())))) ??
      (route
        ? generic
        : {
            ...generic,
            title: pageTitle(NOT_FOUND_META.title),
            description: NOT_FOUND_META.description,
            noindex: true,
          });
    let html = renderIndexHtml(template, head, preview && route !== undefined);
    const tarotSlug = /^\/tarot\/cartas\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
    const cardJsonLd = card && 'jsonLd' in card ? (card.jsonLd as object[]) : [];
    const tarot =
      route?.pattern === '/tarot/cartas'
        ? tarotDeckBody()
        : tarotSlug && card
          ? tarotCardBody(tarotSlug, cardJsonLd)
          : undefined;
    if (tarot) html = withPageBody(html, tarot);
    else if (card) html = withPageBody(html, { html: card.body, queries: [], jsonLd: cardJsonLd });
    const instant = now();
    const horoscope = route
      ? await horoscopePageBody(path, search, origin, horoscopes, saoPauloDate(instant), head.url)
      : undefined;
    if (horoscope) html = withPageBody(html, horoscope);
    const period =
      route && periods
        ? await horoscopePeriodPageBody(path, search, origin, periods, saoPauloDate(instant), head.url)
        : undefined;
    if (period) html = withPageBody(html, period);
    const periodKind = period && periodPageOf(path)?.kind;
    if (route?.pattern === '/changelog' && changelog)
      html = withPageBody(html, changelogBody(await changelog()));
    if (route?.pattern === '/politica-de-privacidade') html = withPageBody(html, privacyBody());
    const ceu =
      route?.pattern === '/ceu' && skyCalendar
        ? await ceuPageBody(search, skyCalendar, saoPauloDate(instant), instant, new URL(origin).host)
        : undefined;
    if (ceu) html = withPageBody(html, ceu);
    // Each horóscopo page is the same for everyone until its content changes in Brasília (reach.md §1).
    const cache = horoscope
      ? untilBrasiliaMidnight(instant)
      : periodKind === 'week'
        ? untilNextMonday(instant)
        : periodKind === 'month'
          ? untilNextFirst(instant)
          : 'no-cache';
    return sendText(request, reply, route ? 200 : 404, 'text/html; charset=utf-8', html, cache);
  });
}
