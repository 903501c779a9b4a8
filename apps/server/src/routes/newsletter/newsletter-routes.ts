import {
  MessageResponse,
  NEWSLETTER_SUCCESS_MESSAGE,
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterSubscribeRequest,
  NewsletterSubscribeResponse,
  UnsubscribeQuery,
} from '@constelar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import {
  confirmSubscription,
  isActiveSubscriber,
  unsubscribe,
  upsertSubscription,
} from '../../db/repositories/newsletter';
import { badRequest, HttpError } from '../../lib/http-error';
import { consumeLinkToken } from '../../lib/link-tokens';
import { verifyUnsubscribeToken } from '../../lib/unsubscribe-token';
import { enforceRateLimit, HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit';
import { documentAlsoMedia, documentMedia, errorResponses, TAGS } from '../route-docs';
import { sendNewsletterConfirmation, sendNewsletterWelcome } from '../../services/newsletter/newsletter-mail';
import { confirmPage, donePage, invalidLinkPage, sendPage, wantsHtml } from './unsubscribe-page';

const UNSUBSCRIBED = 'Você não receberá mais nossos e-mails. Volte quando quiser.';
const UNSUBSCRIBE_LINK_INVALID = 'Link de descadastro inválido ou adulterado.';
const CONFIRM_LINK_INVALID =
  'Este link de confirmação é inválido, já foi usado ou expirou. Inscreva-se de novo.';
/** Confirmation mails to one address per hour: the form must not become a way to flood someone's inbox. */
const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3;

export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deliverSoon = () => void ctx.mail.flush().catch(() => undefined);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: [TAGS.newsletter] };

  const subscribe = {
    // Before the body is parsed, so every attempt counts: not JSON, malformed or well-formed.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
      enforceRateLimit(ctx, reply, [
        { name: 'newsletter-ip', key: request.ip, max: 10, windowMs: MINUTE_MS },
      ]),
    schema: {
      ...doc,
      summary: 'Inscrever um e-mail',
      description:
        'Confirmação dupla: o e-mail recebe um link, salvo quando é o endereço já confirmado de quem ' +
        'está logado (token opcional). Repetir a inscrição é inofensivo.',
      body: NewsletterSubscribeRequest,
      response: { 200: NewsletterSubscribeResponse, ...errorResponses(400, 429) },
    },
  };
  r.post('/newsletter/subscribe', subscribe, async (request) => {
    const body = request.body;
    const now = ctx.now();
    const user = await ctx.guards.optionalUser(request);
    // Only the account's own address is tied to it (and dies with it); any other stays nobody's, and an
    // existing row never changes hands (accounts.md §6).
    const ownAddress = user !== null && user.email === body.email;
    // A confirmed account address needs no second proof.
    const provenNow = ownAddress && user.emailVerified;
    const { row, needsConfirmation, welcome } = await ctx.db.transaction(async (tx) => {
      const wasActive = await isActiveSubscriber(tx, body.email);
      // Idempotent: a second subscribe keeps one row; a past unsubscribe is undone with fresh consent,
      // which must then be confirmed again.
      const saved = await upsertSubscription(
        tx,
        {
          email: body.email,
          source: body.source ?? 'footer',
          userId: ownAddress ? user.id : null,
          provenNow,
        },
        now,
      );
      const pending = saved.confirmedAt === null;
      if (pending) {
        const wait = await ctx.limiter.hit(
          [
            {
              name: 'newsletter-confirm',
              key: saved.email,
              max: CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
              windowMs: HOUR_MS,
            },
          ],
          ctx.now().getTime(),
        );
        if (wait === 0) await sendNewsletterConfirmation(ctx, tx, saved.email, now);
      } else if (!wasActive) {
        await sendNewsletterWelcome(ctx, tx, saved.email);
      }
      return { row: saved, needsConfirmation: pending, welcome: !pending && !wasActive };
    });
    if (needsConfirmation || welcome) deliverSoon();
    return {
      message: NEWSLETTER_SUCCESS_MESSAGE,
      email: body.email,
      subscribedAt: row.consentAt.toISOString(),
      needsConfirmation,
    };
  });

  const confirm = {
    schema: {
      ...doc,
      summary: 'Confirmar a inscrição',
      description: 'Com o token do link enviado por e-mail.',
      body: NewsletterConfirmRequest,
      response: { 200: NewsletterConfirmResponse, ...errorResponses(400) },
    },
  };
  r.post('/newsletter/confirm', confirm, async (request) => {
    const { token } = request.body;
    const now = ctx.now();
    const email = await ctx.db.transaction(async (tx) => {
      const link = await consumeLinkToken(tx, 'newsletter-confirm', token, now);
      if (!link) throw badRequest(CONFIRM_LINK_INVALID);
      const confirmed = await confirmSubscription(tx, link.email, now);
      if (!confirmed) throw badRequest(CONFIRM_LINK_INVALID);
      await sendNewsletterWelcome(ctx, tx, confirmed);
      return confirmed;
    });
    deliverSoon();
    return { message: 'Inscrição confirmada! Toda semana, o céu chega à sua caixa de entrada.', email };
  });

  // Its own scope, so the form parsers and the HTML error page stay with the unsubscribe routes.
  await app.register(async (scope) => unsubscribeRoutes(scope, ctx));
}

/**
 * The List-Unsubscribe URL. GET changes nothing and only shows a page with a button: link scanners open
 * every link in a message. POST unsubscribes: a mail client's one-click (RFC 8058), that page's form, the
 * web app's /newsletter/descadastrar. A browser (Accept: text/html) gets pages, bad links included; every
 * other client gets JSON, like the rest of /api.
 */
async function unsubscribeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const home = `${ctx.config.publicUrl}/`;
  // RFC 8058's POST is a form, urlencoded or (from some providers) multipart, holding only
  // "List-Unsubscribe=One-Click"; the token is in the URL. Read within the body limit, then dropped.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer' },
    (_request, _body, done) => done(null, undefined),
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'Accept');
  });
  // Any 400 here is a bad or missing token; whatever else goes wrong is the API's usual JSON.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof HttpError && error.statusCode === 400 && wantsHtml(request))) throw error;
    return sendPage(reply.status(400), invalidLinkPage(UNSUBSCRIBE_LINK_INVALID, home));
  });

  const emailOf = (token: string): string => {
    const email = verifyUnsubscribeToken(ctx.config.jwtSecret, token);
    if (!email) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
    return email;
  };

  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: [TAGS.newsletter], querystring: UnsubscribeQuery };
  r.get(
    '/newsletter/unsubscribe',
    {
      config: {
        swaggerTransform: documentMedia('text/html', 'Página com o botão "Cancelar inscrição".'),
      },
      schema: {
        ...doc,
        summary: 'Página de descadastro (link do e-mail)',
        description:
          'Não descadastra: mostra uma página com um botão que envia o POST, porque leitores de links ' +
          'abrem todo endereço de um e-mail. Link inválido: 400, em HTML para navegadores ' +
          '(Accept: text/html) e em JSON para os demais.',
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      emailOf(request.query.token);
      return sendPage(reply, confirmPage(request.query.token, home));
    },
  );
  r.post(
    '/newsletter/unsubscribe',
    {
      config: {
        swaggerTransform: documentAlsoMedia(
          'text/html',
          'Descadastrado: `{ message }`, ou a página de confirmação para navegadores.',
        ),
      },
      schema: {
        ...doc,
        summary: 'Descadastrar em um clique (RFC 8058)',
        description:
          'O que os clientes de e-mail enviam pelo List-Unsubscribe-Post (formulário urlencoded ou ' +
          'multipart), o botão da página e o app; o corpo é ignorado. Navegadores (Accept: text/html) ' +
          'recebem páginas em HTML; os demais, JSON.',
        response: { 200: MessageResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const email = emailOf(request.query.token);
      await unsubscribe(ctx.db, email, ctx.now());
      if (wantsHtml(request)) return sendPage(reply, donePage(UNSUBSCRIBED, home));
      return { message: UNSUBSCRIBED };
    },
  );
}
