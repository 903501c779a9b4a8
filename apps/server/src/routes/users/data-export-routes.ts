import { DataExport } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context';
import { newsletterRowsOf } from '../../db/repositories/account-addresses';
import { peopleInKeptOrder } from '../../db/repositories/people';
import { pushSubscriptionsOf } from '../../db/repositories/push-subscriptions';
import { toPerson } from '../../services/people/person-birth';
import { tarotDailyCardsInOrder, tarotReadingsInKeptOrder } from '../../db/repositories/tarot-readings';
import { tarotReadingExport } from '../../services/tarot/tarot-draw';
import { saoPauloDate } from '../../lib/dates';
import { currentRow, currentUser } from '../../plugins/auth';
import { listBadges } from '../../services/badges/badge-service';
import { reportPage, storedRow } from '../../db/repositories/reports';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { profileBirthOf, toUserProfile } from '../../services/users/user-dto';

/** Reports are read and written a page at a time, so a long history never sits whole in memory. */
const EXPORT_PAGE_SIZE = 50;

const indent = (value: unknown) => JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');

/** LGPD art. 18: every personal datum kept about the account, as one JSON document that streams. */
export async function dataExportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dataExport = {
    onRequest: ctx.guards.requireUser,
    schema: {
      tags: [TAGS.users],
      security: BEARER,
      summary: 'Exportar todos os dados (LGPD)',
      description:
        'Um arquivo JSON (Content-Disposition: attachment) com perfil, conquistas, inscrições (newsletter e ' +
        'notificações), pessoas e todos os ' +
        'relatórios. Vem em fluxo, uma página de relatórios por vez; o esquema descreve o documento.',
      // A stream skips the serializer, so this documents the file without buffering it; the route's tests
      // parse what streams out with the same schema.
      response: { 200: DataExport, ...errorResponses(401) },
    },
  };
  app.get('/users/data-export', dataExport, async (request, reply) => {
    const user = currentUser(request);
    const row = currentRow(request);
    const own = profileBirthOf(row);
    const [badges, subscriptions, kept, pushes, tarot, tarotDays] = await Promise.all([
      listBadges(ctx.db, user.id),
      // Its own rows and those under an address it confirmed, never one merely typed in (issue #44).
      newsletterRowsOf(ctx.db, user.id),
      peopleInKeptOrder(ctx.db, user.id),
      pushSubscriptionsOf(ctx.db, user.id),
      tarotReadingsInKeptOrder(ctx.db, user.id),
      tarotDailyCardsInOrder(ctx.db, user.id),
    ]);
    const now = ctx.now();
    const today = saoPauloDate(now);
    const head = {
      exportedAt: now.toISOString(),
      notice:
        'Estes são todos os dados pessoais que o Constelar guarda sobre você (LGPD, art. 18). A senha é guardada apenas como hash e não é exportada.',
      profile: toUserProfile(row, ctx.guards.isAdmin(row)),
      badges,
      newsletter: subscriptions.map((s) => ({
        email: s.email,
        subscribed: s.unsubscribedAt === null,
        confirmed: s.confirmedAt !== null,
        source: s.source,
        consentAt: s.consentAt.toISOString(),
        confirmedAt: s.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
      })),
      people: kept.map(toPerson),
      pushSubscriptions: pushes.map((p) => ({
        id: p.id,
        endpoint: p.endpoint,
        topics: p.topics,
        sign: p.sign,
        hour: p.hour,
        createdAt: p.createdAt.toISOString(),
      })),
      tarotReadings: tarot.map(tarotReadingExport),
      tarotDailyCards: tarotDays.map(({ date, code, reversed, seed }) => ({ date, code, reversed, seed })),
    };

    async function* document(): AsyncGenerator<string> {
      const fields = Object.entries(head).map(([key, value]) => `  ${JSON.stringify(key)}: ${indent(value)}`);
      yield `{\n${fields.join(',\n')},\n  "reports": [`;
      let cursor: { createdAt: Date; id: string } | undefined;
      let first = true;
      for (;;) {
        const page = await reportPage(ctx.db, user.id, EXPORT_PAGE_SIZE, cursor);
        if (page.length === 0) break;
        // Read again from their inputs, and indented, on a work thread: a page of 50 is ~3 MB of text.
        const items = await ctx.work.run('savedExport', {
          rows: page.map((r) => ({ ...storedRow(r), engineVersion: r.engineVersion })),
          own,
          today,
        });
        for (const item of items) {
          yield `${first ? '' : ','}\n    ${item}`;
          first = false;
        }
        const last = page.at(-1);
        if (!last || page.length < EXPORT_PAGE_SIZE) break;
        cursor = { createdAt: last.createdAt, id: last.id };
      }
      yield `${first ? '' : '\n  '}]\n}\n`;
    }

    return reply
      .header('content-disposition', `attachment; filename="constelar-data-export-${saoPauloDate(now)}.json"`)
      .type('application/json; charset=utf-8')
      .send(Readable.from(document()));
  });
}
