import {
  NEWSLETTER_SUCCESS_MESSAGE,
  NewsletterSubscribeRequest,
  type NewsletterSubscribeResponse,
} from '@constelar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { newsletterSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
// Links carry signUnsubscribeToken(secret, email); it is never returned by the API.
import { verifyUnsubscribeToken } from '../../lib/unsubscribe-token';
import { parseOrThrow } from '../../lib/validate';

const UnsubscribeQuery = z.object({
  token: z.string({ error: 'Link de descadastro inválido.' }).min(1, 'Link de descadastro inválido.'),
});

export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/newsletter/subscribe', async (request): Promise<NewsletterSubscribeResponse> => {
    const body = parseOrThrow(NewsletterSubscribeRequest, request.body);
    const now = ctx.now();
    // Tied to the account when a member subscribes, so deleting the account removes it too.
    const user = await ctx.guards.optionalUser(request);
    // Idempotent: a second subscribe keeps one row; a past unsubscribe is undone with fresh consent.
    const [row] = await ctx.db
      .insert(newsletterSubscriptions)
      .values({
        email: body.email,
        source: body.source ?? 'footer',
        consentAt: now,
        userId: user?.id ?? null,
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          unsubscribedAt: null,
          ...(user ? { userId: user.id } : {}),
          consentAt: sql`CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.consentAt} ELSE ${now} END`,
        },
      })
      .returning();
    return {
      message: NEWSLETTER_SUCCESS_MESSAGE,
      email: body.email,
      subscribedAt: (row?.consentAt ?? now).toISOString(),
    };
  });

  app.get('/newsletter/unsubscribe', async (request) => {
    const { token } = parseOrThrow(UnsubscribeQuery, request.query);
    const email = verifyUnsubscribeToken(ctx.config.jwtSecret, token);
    if (!email) throw badRequest('Link de descadastro inválido ou adulterado.');
    await ctx.db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: ctx.now() })
      .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)));
    return { message: 'Você não receberá mais nossos e-mails. Volte quando quiser.' };
  });
}
