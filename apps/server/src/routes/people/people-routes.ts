import {
  CreatePersonRequest,
  IdParams,
  MessageResponse,
  PEOPLE_MAX,
  PEOPLE_MESSAGES,
  PersonalReportResponse,
  Person,
  PersonList,
  TransitList,
  TransitsQuery,
  UpdatePersonRequest,
} from '@constelar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import {
  countPeople,
  deletePerson,
  insertPerson,
  listPeople,
  updatePerson,
} from '../../db/repositories/people';
import { lockUser } from '../../db/repositories/users';
import { saoPauloDate } from '../../lib/dates';
import { HttpError, notFound } from '../../lib/http-error';
import { ownedPerson } from '../../services/people/owned-person';
import { negotiateEncoding } from '../../plugins/api-compression';
import { currentRow, currentUser } from '../../plugins/auth';
import { locateBirth } from '../../services/reading/cast-birth';
import { sendEncoded } from '../../work/encoded-json';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { houseSystemOf } from '../../services/users/user-dto';
import { personBirthOf, toPerson } from '../../services/people/person-birth';

const DEFAULT_DAYS = 30;
type BirthBody = CreatePersonRequest['birth'];

/** Located before it is kept (place resolved, future date refused), as the profile's birth is. */
function birthColumns(birth: BirthBody, today: string) {
  const input = { ...birth, birthTime: birth.birthTime ?? null, placeId: birth.placeId ?? undefined };
  const { place } = locateBirth(input, { today, path: 'birth', placeRequired: true });
  return {
    birthDate: birth.birthDate,
    birthTime: birth.birthTime ?? null,
    birthPlace: place!.label,
    birthPlaceId: place!.id!,
  };
}

/** "Pessoas" (relations.md §2): the births a member keeps, their charts and transits. */
export async function peopleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const doc = { tags: [TAGS.people], security: BEARER };
  const params = IdParams(PEOPLE_MESSAGES.notFound);

  r.get(
    '/people',
    {
      ...member,
      schema: { ...doc, summary: 'Minhas pessoas', response: { 200: PersonList, ...errorResponses(401) } },
    },
    async (request) => {
      const rows = await listPeople(ctx.db, currentUser(request).id);
      return { people: rows.map(toPerson) };
    },
  );

  r.post(
    '/people',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Guardar uma pessoa',
        description: `Exige consent: true ("Tenho permissão desta pessoa para guardar seus dados de nascimento"); no máximo ${PEOPLE_MAX} por membro.`,
        body: CreatePersonRequest,
        response: { 201: Person, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.consent !== true) throw new HttpError(422, PEOPLE_MESSAGES.consent, { field: 'consent' });
      const user = currentUser(request);
      const now = ctx.now();
      const birth = birthColumns(body.birth, saoPauloDate(now));
      const row = await ctx.db.transaction(async (tx) => {
        // The member's row is locked so two saves at once cannot both pass the count.
        await lockUser(tx, user.id);
        if ((await countPeople(tx, user.id)) >= PEOPLE_MAX) throw new HttpError(422, PEOPLE_MESSAGES.tooMany);
        return insertPerson(tx, user.id, { name: body.name, relation: body.relation, ...birth }, now);
      });
      return reply.code(201).send(toPerson(row));
    },
  );

  r.put(
    '/people/:id',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Editar uma pessoa',
        params,
        body: UpdatePersonRequest,
        response: { 200: Person, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await ownedPerson(ctx, user.id, request.params.id);
      const { name, relation, birth } = request.body;
      const fields = { name, relation, ...birthColumns(birth, saoPauloDate(ctx.now())) };
      const row = await updatePerson(ctx.db, user.id, request.params.id, fields);
      if (!row) throw notFound(PEOPLE_MESSAGES.notFound);
      return toPerson(row);
    },
  );

  r.delete(
    '/people/:id',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Apagar uma pessoa',
        params,
        response: { 200: MessageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await deletePerson(ctx.db, user.id, request.params.id))) throw notFound(PEOPLE_MESSAGES.notFound);
      return { message: PEOPLE_MESSAGES.deleted };
    },
  );

  r.get(
    '/people/:id/chart',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Mapa de uma pessoa',
        description: 'Como /api/users/me/chart, com o nascimento guardado da pessoa.',
        params,
        response: { 200: PersonalReportResponse, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      const row = await ownedPerson(ctx, currentUser(request).id, request.params.id);
      const own = personBirthOf(row, houseSystemOf(currentRow(request)));
      return { content: await ctx.work.run('personalContent', { ...own, today: saoPauloDate(ctx.now()) }) };
    },
  );

  r.get(
    '/people/:id/transits',
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Trânsitos sobre o mapa de uma pessoa',
        description: 'Como /api/users/me/transits, sobre o mapa da pessoa guardada.',
        params,
        querystring: TransitsQuery,
        response: { 200: TransitList, ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const row = await ownedPerson(ctx, currentUser(request).id, request.params.id);
      const own = personBirthOf(row, houseSystemOf(currentRow(request)));
      const today = saoPauloDate(ctx.now());
      const built = await ctx.work.run('transits', {
        natal: { own, today },
        from: request.query.from ?? today,
        days: request.query.days ?? DEFAULT_DAYS,
        route: 'GET /api/people/:id/transits',
        encoding: negotiateEncoding((request as FastifyRequest).headers['accept-encoding']),
      });
      return sendEncoded(reply, built);
    },
  );
}
