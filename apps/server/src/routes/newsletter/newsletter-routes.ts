import {
  MessageResponse,
  NEWSLETTER_SUCCESS_MESSAGE,
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterSubscribeRequest,
  NewsletterSubscribeResponse,
  UnsubscribeQuery,
} from '@constelar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { newsletterSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { consumeLinkToken } from '../../lib/link-tokens';
import { verifyUnsubscribeToken } from '../../lib/unsubscribe-token';
import { enforceRateLimit, HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit';
import { errorResponses, TAGS } from '../route-docs';
import { sendNewsletterConfirmation, sendNewsletterWelcome } from './newsletter-mail';

const UNSUBSCRIBED = 'Você não receberá mais nossos e-mails. Volte quando quiser.';
const CONFIRM_LINK_INVALID =
  'Este link de confirmação é inválido, já foi usado ou expirou. Inscreva-se de novo.';
/** Confirmation mails to one address per hour: the form must not become a way to flood someone's inbox. */
const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3;

export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deliverSoon = () => void ctx.mail.flush().catch(() => undefined);

  // RFC 8058's one-click POST arrives as a form ("List-Unsubscribe=One-Click"); the token is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: [TAGS.newsletter] };

  const subscribe = {
    // Before validation, so every attempt counts, well-formed or not.
    preValidation: async (request: FastifyRequest, reply: FastifyReply) =>
      enforceRateLimit(ctx.limiter, reply, [
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
      const [before] = await tx
        .select({
          confirmedAt: newsletterSubscriptions.confirmedAt,
          unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, body.email))
        .limit(1);
      const wasActive = before !== undefined && before.unsubscribedAt === null && before.confirmedAt !== null;
      // Idempotent: a second subscribe keeps one row; a past unsubscribe is undone with fresh consent,
      // which must then be confirmed again.
      const [saved] = await tx
        .insert(newsletterSubscriptions)
        .values({
          email: body.email,
          source: body.source ?? 'footer',
          consentAt: now,
          confirmedAt: provenNow ? now : null,
          userId: ownAddress ? user.id : null,
        })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: {
            unsubscribedAt: null,
            userId: ownAddress
              ? sql`coalesce(${newsletterSubscriptions.userId}, ${user.id}::uuid)`
              : sql`${newsletterSubscriptions.userId}`,
            consentAt: sql`CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.consentAt} ELSE ${now} END`,
            confirmedAt: provenNow
              ? sql`coalesce(CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.confirmedAt} END, ${now})`
              : sql`CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.confirmedAt} ELSE NULL END`,
          },
        })
        .returning();
      if (!saved) throw new Error('upsert returned no row');
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
          Date.now(),
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
      const [confirmed] = await tx
        .update(newsletterSubscriptions)
        .set({ confirmedAt: now })
        .where(
          and(
            eq(newsletterSubscriptions.email, link.email),
            isNull(newsletterSubscriptions.unsubscribedAt),
            isNull(newsletterSubscriptions.confirmedAt),
          ),
        )
        .returning({ email: newsletterSubscriptions.email });
      if (!confirmed) throw badRequest(CONFIRM_LINK_INVALID);
      await sendNewsletterWelcome(ctx, tx, confirmed.email);
      return confirmed.email;
    });
    deliverSoon();
    return { message: 'Inscrição confirmada! Toda semana, o céu chega à sua caixa de entrada.', email };
  });

  const unsubscribe = async ({ token }: UnsubscribeQuery): Promise<MessageResponse> => {
    const email = verifyUnsubscribeToken(ctx.config.jwtSecret, token);
    if (!email) throw badRequest('Link de descadastro inválido ou adulterado.');
    await ctx.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: ctx.now() })
      .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)));
    return { message: UNSUBSCRIBED };
  };
  const unsubscribeSchema = {
    ...doc,
    querystring: UnsubscribeQuery,
    response: { 200: MessageResponse, ...errorResponses(400) },
  };
  r.get(
    '/newsletter/unsubscribe',
    { schema: { ...unsubscribeSchema, summary: 'Descadastrar (link do e-mail)' } },
    async (request) => unsubscribe(request.query),
  );
  // One-click (RFC 8058): mail clients POST to the List-Unsubscribe URL; the body says nothing we need.
  r.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        ...unsubscribeSchema,
        summary: 'Descadastrar em um clique (RFC 8058)',
        description: 'O que os clientes de e-mail enviam pelo List-Unsubscribe-Post; o corpo é ignorado.',
      },
    },
    async (request) => unsubscribe(request.query),
  );
}
