import {
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  RegisterRequest,
  UpdateProfileRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
  type UpdateProfileResponse,
  type UserProfile,
} from '@constelar/contract';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { counters, newsletterSubscriptions, reports, users } from '../../db/schema';
import { saoPauloDate } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, unauthorized, HttpError } from '../../lib/http-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { parseOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { awardEarnedBadges, listBadges } from '../badges/badge-service';
import { toUserProfile } from './user-dto';

export const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';
const BAD_CREDENTIALS = 'E-mail ou senha incorretos.';
const BETA_COUNTER = 'beta-tester';
const MINUTE = '1 minute';

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { preHandler: ctx.guards.requireUser };

  app.post(
    '/users/register',
    {
      config: {
        rateLimit: { max: 5, timeWindow: MINUTE, keyGenerator: (r: FastifyRequest) => `register:${r.ip}` },
      },
    },
    async (request, reply): Promise<RegisterResponse> => {
      const body = parseOrThrow(RegisterRequest, request.body);
      const passwordHash = await hashPassword(body.password);
      const now = ctx.now();
      try {
        const result = await ctx.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ name: body.name, email: body.email, passwordHash, createdAt: now })
            .returning();
          if (!created) throw new Error('insert returned no row');
          // The counter row is locked by the UPDATE, so parallel registrations take numbers one by one
          // in commit order; a rolled-back registration gives its number back, and none is ever reused.
          await tx.insert(counters).values({ name: BETA_COUNTER, value: 0 }).onConflictDoNothing();
          const [slot] = await tx
            .update(counters)
            .set({ value: sql`${counters.value} + 1` })
            .where(
              and(eq(counters.name, BETA_COUNTER), sql`${counters.value} < ${ctx.config.betaTesterLimit}`),
            )
            .returning({ value: counters.value });
          let user = created;
          if (slot) {
            const [numbered] = await tx
              .update(users)
              .set({ betaTesterNumber: slot.value })
              .where(eq(users.id, created.id))
              .returning();
            user = numbered ?? created;
          }
          const newBadges = await awardEarnedBadges(tx, user.id, now);
          return { user, newBadges };
        });
        reply.status(201);
        return {
          message: 'Registro realizado com sucesso! Por favor, faça o login.',
          user: toUserProfile(result.user, ctx.guards.isAdminEmail(result.user.email)),
          ...(result.newBadges.length > 0 ? { newBadges: result.newBadges } : {}),
        };
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/users/login',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: MINUTE,
          keyGenerator: (r: FastifyRequest) => `login:${r.ip}:${emailOf(r)}`,
        },
      },
    },
    async (request): Promise<LoginResponse> => {
      const body = parseOrThrow(LoginRequest, request.body);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, body.email)).limit(1);
      if (!row) {
        await burnPasswordCheck(body.password);
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (!(await verifyPassword(row.passwordHash, body.password))) throw unauthorized(BAD_CREDENTIALS);
      const isAdmin = ctx.guards.isAdminEmail(row.email);
      return {
        token: ctx.tokens.sign({ id: row.id, name: row.name, email: row.email, isAdmin }),
        user: toUserProfile(row, isAdmin),
      };
    },
  );

  app.get('/users/profile', auth, async (request): Promise<UserProfile> => {
    const user = currentUser(request);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw unauthorized();
    return toUserProfile(row, user.isAdmin);
  });

  app.put('/users/profile', auth, async (request): Promise<UpdateProfileResponse> => {
    const user = currentUser(request);
    const body = parseOrThrow(UpdateProfileRequest, request.body);
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN);
    try {
      const [row] = await ctx.db
        .update(users)
        .set({ name: body.name, email: body.email })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw unauthorized();
      const isAdmin = ctx.guards.isAdminEmail(row.email);
      return {
        message: 'Perfil atualizado com sucesso!',
        user: toUserProfile(row, isAdmin),
        token: ctx.tokens.sign({ id: row.id, name: row.name, email: row.email, isAdmin }),
      };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  });

  app.post('/users/change-password', auth, async (request): Promise<MessageResponse> => {
    const user = currentUser(request);
    const body = parseOrThrow(ChangePasswordRequest, request.body);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw unauthorized();
    if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
      throw new HttpError(400, 'A senha atual está incorreta.', { field: 'currentPassword' });
    }
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(users.id, user.id));
    return { message: 'Senha alterada com sucesso!' };
  });

  app.get('/users/data-export', auth, async (request, reply) => {
    const user = currentUser(request);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw unauthorized();
    const [userReports, badges, subscriptions] = await Promise.all([
      ctx.db.select().from(reports).where(eq(reports.userId, user.id)).orderBy(desc(reports.createdAt)),
      listBadges(ctx.db, user.id),
      ctx.db
        .select()
        .from(newsletterSubscriptions)
        .where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, row.email))),
    ]);
    const now = ctx.now();
    const subscription = subscriptions[0];
    const document = {
      exportedAt: now.toISOString(),
      notice:
        'Estes são todos os dados pessoais que o Constelar guarda sobre você (LGPD, art. 18). A senha é guardada apenas como hash e não é exportada.',
      profile: toUserProfile(row, user.isAdmin),
      reports: userReports.map((r) => ({
        id: r.id,
        type: r.kind,
        createdAt: r.createdAt.toISOString(),
        content: r.content,
      })),
      badges,
      newsletter: subscription
        ? {
            email: subscription.email,
            subscribed: subscription.unsubscribedAt === null,
            source: subscription.source,
            consentAt: subscription.consentAt.toISOString(),
            unsubscribedAt: subscription.unsubscribedAt?.toISOString() ?? null,
          }
        : null,
    };
    return reply
      .header('content-disposition', `attachment; filename="constelar-data-export-${saoPauloDate(now)}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(document, null, 2));
  });

  app.delete('/users/account', auth, async (request): Promise<MessageResponse> => {
    const user = currentUser(request);
    const body = parseOrThrow(DeleteAccountRequest, request.body);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw unauthorized();
    if (!(await verifyPassword(row.passwordHash, body.confirmPassword))) {
      throw new HttpError(400, 'Senha incorreta. A conta não foi excluída.', { field: 'confirmPassword' });
    }
    // One transaction: reports and badges go by cascade, subscriptions tied to the account or its e-mail
    // go explicitly. Every later request with the old token finds no user and gets 401.
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(newsletterSubscriptions)
        .where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, row.email)));
      await tx.delete(users).where(eq(users.id, user.id));
    });
    return { message: 'Conta excluída com sucesso' };
  });
}
