import { Changelog, ChangelogInput, IdParams, MessageResponse } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  deleteChangelog,
  insertChangelog,
  listChangelogs,
  togglePublished,
  updateChangelog,
} from '../../db/repositories/changelogs';
import { publishedChangelog, toChangelog } from '../../services/changelog/published-changelog';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { newestReleasesFirst } from '@constelar/contract/release-order';

const NOT_FOUND = 'Changelog não encontrado.';
const ChangelogParams = IdParams(NOT_FOUND);
const ChangelogList = z.array(Changelog);

/** Only the fields a version's author writes. */
function fieldsOf(body: z.output<typeof ChangelogInput>) {
  const { version, title, description, isPublished, changes } = body;
  return { version, title, description, isPublished, changes };
}

export async function changelogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: ctx.guards.requireAdmin };
  const adminDoc = { tags: [TAGS.changelog], security: BEARER };

  r.get(
    '/changelog',
    {
      schema: {
        tags: [TAGS.changelog],
        summary: 'Novidades publicadas',
        description:
          'Da versão mais recente para a mais antiga (1.10.0 antes de 1.9.0); na mesma versão, a data decide.',
        response: { 200: ChangelogList },
      },
    },
    async () => publishedChangelog(ctx.db),
  );

  r.get(
    '/changelog/admin/all',
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: 'Todas as versões, rascunhos inclusive',
        response: { 200: ChangelogList, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await listChangelogs(ctx.db, 'all');
      return newestReleasesFirst(rows.map(toChangelog));
    },
  );

  r.post(
    '/changelog/admin/create',
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: 'Criar uma versão',
        body: ChangelogInput,
        response: { 201: Changelog, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const row = await insertChangelog(ctx.db, fieldsOf(body), user, ctx.now());
      return reply.status(201).send(toChangelog(row));
    },
  );

  r.put(
    '/changelog/admin/:id',
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: 'Editar uma versão',
        params: ChangelogParams,
        body: ChangelogInput,
        response: { 200: Changelog, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const row = await updateChangelog(ctx.db, request.params.id, fieldsOf(body), ctx.now());
      if (!row) throw notFound(NOT_FOUND);
      return toChangelog(row);
    },
  );

  r.delete(
    '/changelog/admin/:id',
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: 'Excluir uma versão',
        params: ChangelogParams,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await deleteChangelog(ctx.db, request.params.id))) throw notFound(NOT_FOUND);
      return { message: 'Changelog excluído.' };
    },
  );

  r.patch(
    '/changelog/admin/:id/toggle-publish',
    {
      ...admin,
      schema: {
        ...adminDoc,
        summary: 'Publicar ou despublicar',
        description: 'Publicar um rascunho data o lançamento nesse momento.',
        params: ChangelogParams,
        response: { 200: Changelog, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      // Publishing a draft dates its release to that moment, so the public list orders by real releases.
      const row = await togglePublished(ctx.db, request.params.id, ctx.now());
      if (!row) throw notFound(NOT_FOUND);
      return toChangelog(row);
    },
  );
}
