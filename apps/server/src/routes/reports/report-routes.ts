import {
  PEOPLE_MESSAGES,
  BirthInput,
  CreatedPersonalReport,
  IdParams,
  PersonalReportResponse,
  REPORTS_PAGE_SIZE,
  ReportListQuery,
  SavedReport,
  SavedReportList,
  SynastryRequest,
  SynastryResponse,
  type PersonalContent,
  type ProfileBirth,
  type SavedInput,
} from '@constelar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
import { addressFormOf, houseSystemOf, profileBirthOf } from '../../services/users/user-dto';
import { badRequest, notFound } from '../../lib/http-error';
import type { ParsedPerson } from '../../services/synastry/compute-synastry';
import { ownedPerson } from '../../services/people/owned-person';
import { ownSide, personSide } from '../../services/people/person-birth';
import { negotiateEncoding } from '../../plugins/api-compression';
import { currentRow, currentUser } from '../../plugins/auth';
import { enforceRateLimit, HOUR_MS, MINUTE_MS, type RateRule } from '../../plugins/rate-limit';
import { sendEncoded } from '../../work/encoded-json';
import { awardEarnedBadges } from '../../services/badges/badge-service';
import { BEARER, documentRoute, errorResponses, TAGS } from '../route-docs';
import {
  countReports,
  insertReport,
  replaceReport,
  sameSynastryOf,
  reportCursor,
  reportOf,
  reportPage,
  storedRow,
  type ReportRow,
} from '../../db/repositories/reports';
import { lockUser } from '../../db/repositories/users';
import { ENGINE_VERSION } from '../../services/reading/saved-reading';

const REPORT_NOT_FOUND = 'Relatório não encontrado.';
const encodingOf = (request: FastifyRequest) => negotiateEncoding(request.headers['accept-encoding']);

const DAY_MS = 24 * HOUR_MS;

export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };

  /**
   * Saves a report's inputs and awards its badges in one transaction, so neither lands without the other;
   * then the reply is read from those inputs on a work thread, as every later read will be.
   */
  async function save(
    request: FastifyRequest,
    reply: FastifyReply,
    input: SavedInput,
    own: ProfileBirth | null,
    /** The reading already made from `input`, and the day it was made for. */
    made?: { content: PersonalContent; today: string },
  ) {
    const userId = currentUser(request).id;
    const now = ctx.now();
    const today = saoPauloDate(now);
    const { row, newBadges } = await ctx.db.transaction(async (tx) => {
      // The same two births saved again update their synastry, not a second copy (issue #45). The
      // member's row is locked first, so saves at once (a double tap, two tabs) look in turn: on
      // PostgreSQL each would otherwise miss the others' rows and write its own.
      if (input.kind === 'synastry') await lockUser(tx, userId);
      const same = input.kind === 'synastry' ? await sameSynastryOf(tx, userId, input) : undefined;
      const saved = same
        ? await replaceReport(tx, same.id, input, ENGINE_VERSION, now)
        : await insertReport(tx, userId, input, ENGINE_VERSION, now);
      return { row: saved, newBadges: await awardEarnedBadges(tx, userId, now) };
    });
    const built = await ctx.work.run('savedReply', {
      rows: [{ id: row.id, createdAt: row.createdAt.toISOString(), input }],
      own,
      today,
      route: `${request.method} ${request.routeOptions.url}`,
      encoding: encodingOf(request),
      shape: 'created',
      newBadges,
      // Past midnight the reading's day has moved on (the numerology's year): read it again.
      made: made?.today === today ? made.content : undefined,
    });
    return sendEncoded(reply, built, 201);
  }

  /** Saved rows, read again from their inputs on a work thread, labelled by the profile as it stands. */
  async function sendSaved(
    request: FastifyRequest,
    reply: FastifyReply,
    rows: ReportRow[],
    shape: { shape: 'list' | 'one' },
  ) {
    const own = profileBirthOf(currentRow(request));
    const built = await ctx.work.run('savedReply', {
      rows: rows.map(storedRow),
      own,
      today: saoPauloDate(ctx.now()),
      route: `${request.method} ${request.routeOptions.url}`,
      encoding: encodingOf(request),
      ...shape,
    });
    return sendEncoded(reply, built);
  }

  r.post(
    '/calculate/personal',
    {
      schema: {
        tags: [TAGS.reports],
        summary: 'Calcular um mapa pessoal (sem conta)',
        description:
          'Mapa astral, numerologia e arcanos de uma pessoa. Nada é salvo. Com `placeId` (de GET ' +
          '/api/places) o local escolhido vale; sem ele, o texto de `birthPlace` é resolvido.',
        body: BirthInput,
        response: { 200: PersonalReportResponse, ...errorResponses(400, 422, 503) },
      },
    },
    async (request, reply) => {
      const built = await ctx.work.run('personalReply', {
        input: request.body,
        today: saoPauloDate(ctx.now()),
        encoding: negotiateEncoding(request.headers['accept-encoding']),
      });
      return sendEncoded(reply, built);
    },
  );

  /** After the session is known, before any work: a refused save costs nothing but the count. */
  /** Each kind its own budget, per minute and per day (config SAVES_PER_MINUTE, SAVES_PER_DAY). */
  const { perMinute, perDay } = ctx.config.saveQuota;
  const saveQuota = (name: string, userId: string): RateRule[] => [
    { name: `${name}-minute`, key: userId, max: perMinute, windowMs: MINUTE_MS },
    { name: `${name}-day`, key: userId, max: perDay, windowMs: DAY_MS },
  ];
  const quota = (name: string, what: string) => async (request: FastifyRequest, reply: FastifyReply) =>
    enforceRateLimit(
      ctx,
      reply,
      saveQuota(name, currentUser(request).id),
      (wait) => `Você salvou ${what} demais em pouco tempo. Aguarde ${wait} e tente novamente.`,
    );

  r.post(
    '/reports',
    {
      ...member,
      preHandler: quota('report-save', 'relatórios'),
      schema: {
        tags: [TAGS.reports],
        security: BEARER,
        summary: 'Calcular e salvar um mapa pessoal',
        description: 'Como /api/calculate/personal, e salva no painel; `newBadges` traz o que a ação rendeu.',
        body: BirthInput,
        response: { 201: CreatedPersonalReport, ...errorResponses(400, 401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const profile = currentRow(request);
      const addressForm = request.body.addressForm ?? addressFormOf(profile) ?? undefined;
      const today = saoPauloDate(ctx.now());
      const { input, content } = await ctx.work.run('personalSave', {
        input: { ...request.body, ...(addressForm ? { addressForm } : {}) },
        today,
        houseSystem: request.body.houseSystem ?? houseSystemOf(profile),
      });
      return save(request, reply, input, profileBirthOf(profile), { content, today });
    },
  );

  r.get(
    '/reports',
    {
      ...member,
      config: {
        swaggerTransform: documentRoute({
          200: {
            link: {
              type: 'string',
              description: 'Só quando há mais: `</api/reports?before=<id>>; rel="next"`.',
            },
            'x-total-count': {
              type: 'integer',
              description: 'Quantos relatórios o membro tem ao todo (não só nesta página).',
            },
          },
        }),
      },
      schema: {
        tags: [TAGS.reports],
        security: BEARER,
        summary: 'Listar os relatórios do membro',
        description: `Do mais novo para o mais antigo, ${REPORTS_PAGE_SIZE} por página; a próxima vem de ?before.`,
        querystring: ReportListQuery,
        response: { 200: SavedReportList, ...errorResponses(400, 401, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { before } = request.query;
      let cursor: { createdAt: Date; id: string } | undefined;
      if (before) {
        // Someone else's id reads like an unknown one.
        cursor = await reportCursor(ctx.db, user.id, before);
        if (!cursor)
          throw badRequest('Página inválida: este relatório não está na sua lista.', { field: 'before' });
      }
      const [rows, total] = await Promise.all([
        reportPage(ctx.db, user.id, REPORTS_PAGE_SIZE + 1, cursor),
        countReports(ctx.db, user.id),
      ]);
      const page = rows.slice(0, REPORTS_PAGE_SIZE);
      const last = page.at(-1);
      if (rows.length > REPORTS_PAGE_SIZE && last) {
        reply.header('link', `</api/reports?before=${last.id}>; rel="next"`);
      }
      // What the dashboard counts comes from here, never from one page's length (accounts.md §5).
      reply.header('x-total-count', String(total));
      return sendSaved(request, reply, page, { shape: 'list' });
    },
  );

  r.get(
    '/reports/:id',
    {
      ...member,
      schema: {
        tags: [TAGS.reports],
        security: BEARER,
        summary: 'Abrir um relatório salvo',
        description: 'Pessoal ou sinastria, conforme `type`. O relatório de outra pessoa responde 404.',
        params: IdParams(REPORT_NOT_FOUND),
        response: { 200: SavedReport, ...errorResponses(401, 404, 503) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Someone else's report answers exactly like a missing one: its existence is not revealed.
      const row = await reportOf(ctx.db, user.id, request.params.id);
      if (!row) throw notFound(REPORT_NOT_FOUND);
      return sendSaved(request, reply, [row], { shape: 'one' });
    },
  );

  r.post(
    '/calculate/synastry',
    {
      ...member,
      preHandler: quota('synastry-save', 'sinastrias'),
      schema: {
        tags: [TAGS.synastry],
        security: BEARER,
        summary: 'Calcular e salvar uma sinastria',
        description:
          'Hora e local são opcionais para cada pessoa: sem hora, 12:00 local e as notas dizem o que fica incerto; ' +
          'sem local, as posições na hora dada em UTC, sem Ascendente nem casas. Cada lado pode vir por id ' +
          '(person1Id, person2Id): "me" é o nascimento do perfil, ou uma pessoa guardada em /api/people.',
        body: SynastryRequest,
        response: { 201: SynastryResponse, ...errorResponses(400, 401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      // relations.md §2: a side is "me", a saved person of this member, or a birth typed in.
      const user = currentRow(request);
      const synastrySide = async (id: string | undefined, typed: ParsedPerson | undefined) => {
        if (id === 'me') return ownSide(user);
        if (id) return personSide(await ownedPerson(ctx, user.id, id));
        // A side with neither id nor birth is a malformed body, as before ids existed: 400.
        if (!typed) throw badRequest(PEOPLE_MESSAGES.missingSide);
        return typed;
      };
      // The composite's houses: the system asked for, else the member's own (as for reports).
      const houseSystem = request.body.houseSystem ?? houseSystemOf(user);
      const [person1, person2] = await Promise.all([
        synastrySide(request.body.person1Id, request.body.person1),
        synastrySide(request.body.person2Id, request.body.person2),
      ]);
      const input = await ctx.work.run('synastryInput', {
        person1,
        person2,
        today: saoPauloDate(ctx.now()),
        houseSystem,
      });
      // request.body.addressForm (issue #27) is accepted but changes nothing yet: no synastry text makes
      // an adjective or participle agree with the reader, nor holds a phrase of ADDRESS_VARIANTS
      // (content's reading-depth test checks both), so there is nothing for `addressed()` to swap.
      // docs/decisions/083-reading-depth.md.
      // A synastry is never the member's own chart, so the profile's birth is not needed.
      return save(request, reply, input, null);
    },
  );
}
