import {
  IdParams,
  MessageResponse,
  TAROT_INSIGHT_DAYS,
  TAROT_MESSAGES,
  TAROT_READINGS_PAGE,
  TarotCardDetail,
  TarotCardList,
  TarotCardParams,
  TarotDrawRequest,
  TarotInsights,
  TarotInsightsQuery,
  TarotNoteRequest,
  TarotReading,
  TarotReadingList,
  TarotReadingsQuery,
  TarotShuffleRequest,
  TarotShuffleResponse,
  TarotSpreadList,
  TarotToday,
  drawDeckSize,
} from '@constelar/contract';
import type { Sign } from '@constelar/core';
import {
  isCiganoSpread,
  querentCardFor,
  type QuerentCard,
  type SpreadCode,
  type TarotDeck,
} from '@constelar/core/tarot';
import { positionReading, tarotCardHead } from '@constelar/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import * as repo from '../../db/repositories/tarot-readings';
import type { TarotReadingRow, UserRow } from '../../db/schema';
import { saoPauloDate } from '../../lib/dates';
import { HttpError, notFound } from '../../lib/http-error';
import { currentRow, currentUser, type AuthUser } from '../../plugins/auth';
import { enforceRateLimit, HOUR_MS } from '../../plugins/rate-limit';
import { tarotCardDetail, tarotDeckSummaries } from '../../services/tarot/tarot-cards';
import {
  SHUFFLE_LIFE_MS,
  commitmentOfHex,
  composeReading,
  dealt,
  newSeed,
  spreadList,
  type DrawSettings,
  type StoredDraw,
} from '../../services/tarot/tarot-draw';
import { tarotInsights } from '../../services/tarot/tarot-insights';
import { memberDailyCardCode } from '../../services/tarot/member-daily-card';
import { decodeCursor, encodeCursor } from '../../services/tarot/tarot-journal';
import { addressFormOf, profileBirthOf } from '../../services/users/user-dto';
import { markQuerent } from '../../services/tarot/cigano-reading';
import { ownBirthOf } from '../../services/member/own-birth';
import { BEARER, errorResponses, TAGS } from '../route-docs';

const DAY_MS = 24 * HOUR_MS;

/** The deck follows the spread: the cigano spreads draw the cigano deck, never reversed. */
function settingsOf(body: { spread: string; deck?: string; reversals?: boolean }): DrawSettings {
  const spread = body.spread as SpreadCode;
  if (isCiganoSpread(spread)) return { spread, deck: 'cigano', reversals: false };
  return { spread, deck: (body.deck ?? 'full') as TarotDeck, reversals: body.reversals ?? false };
}

const storedOf = (row: TarotReadingRow): StoredDraw => ({
  id: row.id,
  spread: row.spread as SpreadCode,
  deck: row.deck as TarotDeck,
  reversals: row.reversals,
  question: row.question,
  seed: row.seed,
  cards: row.cards,
  note: row.note,
  createdAt: row.createdAt,
});

/** Tarot as a practice (spec/tarot.md): the deck, the spreads, the fair draw, the journal. */
export async function tarotRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const doc = { tags: [TAGS.tarot] };
  const memberDoc = { ...doc, security: BEARER };
  const params = IdParams(TAROT_MESSAGES.readingNotFound);

  /** The Mandala's signs: only for a member whose profile has a birth with a time. */
  async function houseSignsOf(row: UserRow | undefined, needed: boolean): Promise<Sign[] | undefined> {
    if (!needed || !row || !profileBirthOf(row)) return undefined;
    const signs = await ctx.work.run('tarotHouseSigns', {
      own: ownBirthOf(row),
      today: saoPauloDate(ctx.now()),
    });
    return signs ?? undefined;
  }

  /** Members by account, visitors by address: past the budget, 429 with the real wait. */
  async function limitDraws(
    request: FastifyRequest,
    reply: FastifyReply,
    user: AuthUser | null,
    name: string,
  ) {
    const { memberPerHour, anonPerHour } = ctx.config.tarotDraws;
    await enforceRateLimit(ctx, reply, [
      user
        ? { name: `tarot-${name}-member-hour`, key: user.id, max: memberPerHour, windowMs: HOUR_MS }
        : { name: `tarot-${name}-ip-hour`, key: request.ip, max: anonPerHour, windowMs: HOUR_MS },
    ]);
  }

  r.get(
    '/tarot/cards',
    { schema: { ...doc, summary: 'As cartas do tarô', response: { 200: TarotCardList } } },
    async () => ({ cards: tarotDeckSummaries() }),
  );

  r.get(
    '/tarot/cards/:code',
    {
      schema: {
        ...doc,
        summary: 'Uma carta do tarô, com todos os textos',
        params: TarotCardParams,
        response: { 200: TarotCardDetail, ...errorResponses(404) },
      },
    },
    async (request) => {
      const card = tarotCardDetail(request.params.code);
      if (!card) throw notFound(TAROT_MESSAGES.unknownCard);
      return card;
    },
  );

  r.get(
    '/tarot/spreads',
    { schema: { ...doc, summary: 'As tiragens e suas posições', response: { 200: TarotSpreadList } } },
    async () => ({ spreads: spreadList() }),
  );

  r.post(
    '/tarot/shuffles',
    {
      schema: {
        ...doc,
        summary: 'Embaralhar (compromisso antes da escolha)',
        description:
          'Sorteia uma semente secreta de 256 bits e responde o SHA-256 dela (`commitment`) antes da escolha das cartas. Vale 10 minutos e serve a uma tiragem.',
        body: TarotShuffleRequest,
        response: { 201: TarotShuffleResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await ctx.guards.optionalUser(request);
      await limitDraws(request, reply, user, 'shuffle');
      const now = ctx.now();
      // Expired shuffles are dropped as new ones arrive; a day's grace keeps "expired" answers meaningful.
      await repo.dropOldTarotShuffles(ctx.db, new Date(now.getTime() - DAY_MS));
      const seed = newSeed();
      const row = await repo.insertTarotShuffle(ctx.db, {
        userId: user?.id ?? null,
        ...settingsOf(request.body),
        seed,
        expiresAt: new Date(now.getTime() + SHUFFLE_LIFE_MS),
      });
      return reply.code(201).send({
        shuffleId: row.id,
        commitment: commitmentOfHex(seed),
        expiresAt: row.expiresAt.toISOString(),
      });
    },
  );

  r.post(
    '/tarot/draws',
    {
      schema: {
        ...doc,
        summary: 'Tirar as cartas',
        description:
          'Com `shuffleId`, distribui as cartas do embaralhamento já comprometido nas posições `picks`; sem ele, embaralha na hora. Responde a prova (`seed`, `commitment`, `algorithm`). A leitura de um membro fica no diário.',
        body: TarotDrawRequest,
        response: { 201: TarotReading, ...errorResponses(400, 404, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await ctx.guards.optionalUser(request);
      await limitDraws(request, reply, user, 'draw');
      const body = request.body;
      const now = ctx.now();
      let settings = settingsOf(body);
      let seed: string;
      if (body.shuffleId !== undefined) {
        const id = /^[0-9a-f-]{36}$/i.test(body.shuffleId) ? body.shuffleId : undefined;
        const found = id ? await repo.tarotShuffleById(ctx.db, id) : undefined;
        if (!found) throw new HttpError(422, TAROT_MESSAGES.shuffleGone, { field: 'shuffleId' });
        if (found.userId && found.userId !== user?.id) throw notFound(TAROT_MESSAGES.shuffleNotFound);
        // The shuffle's own settings stand: they were fixed when the commitment was given.
        if (
          found.spread !== settings.spread ||
          (body.deck !== undefined && body.deck !== found.deck) ||
          (body.reversals !== undefined && body.reversals !== found.reversals)
        ) {
          throw new HttpError(422, TAROT_MESSAGES.shuffleMismatch, { field: 'shuffleId' });
        }
        const taken = await repo.takeTarotShuffle(ctx.db, found.id, now);
        if (!taken) throw new HttpError(422, TAROT_MESSAGES.shuffleGone, { field: 'shuffleId' });
        settings = { spread: settings.spread, deck: taken.deck, reversals: taken.reversals };
        seed = taken.seed;
      } else {
        seed = newSeed();
      }
      // The contract checked the picks against the deck the body named; a shuffle's deck may be smaller.
      const size = drawDeckSize(settings.spread, settings.deck);
      if (body.picks && body.picks.some((p) => p >= size)) {
        throw new HttpError(422, TAROT_MESSAGES.picks, { field: 'picks' });
      }
      let cards = dealt(seed, settings, body.picks);
      if (settings.spread === 'mesa-real') {
        const form = user ? addressFormOf(currentRow(request)) : null;
        cards = markQuerent(cards, querentCardFor(body.querent as QuerentCard | undefined, form));
      }
      const question = body.question ? body.question : null;
      const row = user
        ? await repo.insertTarotReading(ctx.db, user.id, { ...settings, question, seed, cards }, now)
        : undefined;
      const draw: StoredDraw = row
        ? storedOf(row)
        : { ...settings, id: null, question, seed, cards, note: null, createdAt: now };
      const signs = await houseSignsOf(user ? currentRow(request) : undefined, settings.spread === 'mandala');
      return reply.code(201).send(composeReading(draw, signs));
    },
  );

  r.get(
    '/tarot/today',
    {
      ...member,
      schema: {
        ...memberDoc,
        summary: 'Minha carta do dia',
        description:
          'Tirada na primeira chamada do dia de Brasília; a mesma carta em todas as chamadas seguintes do dia, ' +
          'e a mesma de "Seu dia" e da página inicial.',
        response: { 200: TarotToday, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const date = saoPauloDate(ctx.now());
      let row = await repo.tarotDailyCardOf(ctx.db, user.id, date);
      if (!row) {
        // The same card as "Seu dia" and the landing's for this member and day (issue #45).
        await repo.keepTarotDailyCard(ctx.db, {
          userId: user.id,
          date,
          code: memberDailyCardCode(user.id, date),
          reversed: false,
          seed: newSeed(),
        });
        row = (await repo.tarotDailyCardOf(ctx.db, user.id, date))!;
      }
      return {
        date,
        card: tarotCardHead(row.code),
        reversed: row.reversed,
        text: positionReading('carta-do-dia', 0, row.code, row.reversed),
      };
    },
  );

  r.get(
    '/tarot/readings',
    {
      ...member,
      schema: {
        ...memberDoc,
        summary: 'Meu diário de tarô',
        description: `As leituras do membro, das mais novas para as mais antigas, ${TAROT_READINGS_PAGE} por página.`,
        querystring: TarotReadingsQuery,
        response: { 200: TarotReadingList, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : undefined;
      if (cursor === null) throw new HttpError(400, TAROT_MESSAGES.cursor, { field: 'cursor' });
      const rows = await repo.tarotReadingPage(ctx.db, user.id, TAROT_READINGS_PAGE + 1, cursor);
      const page = rows.slice(0, TAROT_READINGS_PAGE);
      const signs = await houseSignsOf(
        currentRow(request),
        page.some((row) => row.spread === 'mandala'),
      );
      const last = page.at(-1);
      return {
        readings: page.map((row) => composeReading(storedOf(row), signs)),
        nextCursor: rows.length > TAROT_READINGS_PAGE && last ? encodeCursor(last) : null,
      };
    },
  );

  r.get(
    '/tarot/readings/:id',
    {
      ...member,
      schema: {
        ...memberDoc,
        summary: 'Uma leitura do diário',
        params,
        response: { 200: TarotReading, ...errorResponses(401, 404, 503) },
      },
    },
    async (request) => {
      const row = await repo.tarotReadingOf(ctx.db, currentUser(request).id, request.params.id);
      if (!row) throw notFound(TAROT_MESSAGES.readingNotFound);
      return composeReading(storedOf(row), await houseSignsOf(currentRow(request), row.spread === 'mandala'));
    },
  );

  r.patch(
    '/tarot/readings/:id',
    {
      ...member,
      schema: {
        ...memberDoc,
        summary: 'Anotar uma leitura',
        params,
        body: TarotNoteRequest,
        response: { 200: TarotReading, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (request) => {
      const note = request.body.note.trim() === '' ? null : request.body.note;
      const row = await repo.updateTarotNote(ctx.db, currentUser(request).id, request.params.id, note);
      if (!row) throw notFound(TAROT_MESSAGES.readingNotFound);
      return composeReading(storedOf(row), await houseSignsOf(currentRow(request), row.spread === 'mandala'));
    },
  );

  r.delete(
    '/tarot/readings/:id',
    {
      ...member,
      schema: {
        ...memberDoc,
        summary: 'Apagar uma leitura',
        params,
        response: { 200: MessageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      if (!(await repo.deleteTarotReading(ctx.db, currentUser(request).id, request.params.id))) {
        throw notFound(TAROT_MESSAGES.readingNotFound);
      }
      return { message: TAROT_MESSAGES.deleted };
    },
  );

  r.get(
    '/tarot/insights',
    {
      ...member,
      schema: {
        ...memberDoc,
        summary: 'As cartas que voltam',
        description: `As cartas dos últimos \`days\` dias (de ${TAROT_INSIGHT_DAYS.min} a ${TAROT_INSIGHT_DAYS.max}, padrão ${TAROT_INSIGHT_DAYS.default}): por naipe, por mês, a parte invertida, e cada carta tirada três vezes ou mais.`,
        querystring: TarotInsightsQuery,
        response: { 200: TarotInsights, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const days = request.query.days ?? TAROT_INSIGHT_DAYS.default;
      const since = new Date(ctx.now().getTime() - days * DAY_MS);
      return tarotInsights(await repo.tarotCardsSince(ctx.db, currentUser(request).id, since), days);
    },
  );
}
