import {
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  RegisterRequest,
  UpdateProfileRequest,
  type ChangePasswordResponse,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
  type UpdateProfileResponse,
  type UserProfile,
} from '@constelar/contract';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { counters, newsletterSubscriptions, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, unauthorized, HttpError } from '../../lib/http-error';
import { revokeLinkTokens } from '../../lib/link-tokens';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { parseOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { enforceRateLimit, HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit';
import { awardEarnedBadges } from '../badges/badge-service';
import { sendEmailChangedNotice, sendEmailConfirmation } from './account-mail';
import { loadUser } from './load-user';
import { toUserProfile } from './user-dto';

export const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';
const BAD_CREDENTIALS = 'E-mail ou senha incorretos.';
const BETA_COUNTER = 'beta-tester';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { preHandler: ctx.guards.requireUser };
  const profileOf = (row: typeof users.$inferSelect) => toUserProfile(row, ctx.guards.isAdmin(row));
  /** Runs a pass of the mail worker once the message's transaction has committed. */
  const deliverSoon = () => void ctx.mail.flush().catch(() => undefined);

  app.post('/users/register', async (request, reply): Promise<RegisterResponse> => {
    await enforceRateLimit(ctx.limiter, reply, [
      { name: 'register-ip', key: request.ip, max: 5, windowMs: MINUTE_MS },
    ]);
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
          .where(and(eq(counters.name, BETA_COUNTER), sql`${counters.value} < ${ctx.config.betaTesterLimit}`))
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
        await sendEmailConfirmation(ctx, tx, user, now);
        const newBadges = await awardEarnedBadges(tx, user.id, now);
        return { user, newBadges };
      });
      deliverSoon();
      reply.status(201);
      return {
        message: 'Registro realizado com sucesso! Por favor, faça o login.',
        user: profileOf(result.user),
        ...(result.newBadges.length > 0 ? { newBadges: result.newBadges } : {}),
      };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  });

  app.post('/users/login', async (request, reply): Promise<LoginResponse> => {
    const rules = [{ name: 'login-ip', key: request.ip, max: 10, windowMs: MINUTE_MS }];
    const body = LoginRequest.safeParse(request.body);
    // The account's budget holds across addresses, so a botnet cannot guess one password from many.
    if (body.success) rules.push({ name: 'login-account', key: body.data.email, max: 20, windowMs: HOUR_MS });
    await enforceRateLimit(ctx.limiter, reply, rules);
    const { email, password } = parseOrThrow(LoginRequest, request.body);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!row) {
      await burnPasswordCheck(password);
      throw unauthorized(BAD_CREDENTIALS);
    }
    if (!(await verifyPassword(row.passwordHash, password))) throw unauthorized(BAD_CREDENTIALS);
    return { token: ctx.guards.signFor(row), user: profileOf(row) };
  });

  app.get('/users/profile', auth, async (request): Promise<UserProfile> => {
    return profileOf(await loadUser(ctx, currentUser(request).id));
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
    const now = ctx.now();
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const emailChanged = body.email !== user.email;
        const [updated] = await tx
          .update(users)
          .set({ name: body.name, email: body.email, ...(emailChanged ? { emailVerifiedAt: null } : {}) })
          .where(eq(users.id, user.id))
          .returning();
        if (!updated) throw unauthorized();
        if (emailChanged) {
          await sendEmailConfirmation(ctx, tx, updated, now);
          await sendEmailChangedNotice(ctx, tx, user.email, updated);
        }
        return updated;
      });
      deliverSoon();
      return {
        message: 'Perfil atualizado com sucesso!',
        user: profileOf(row),
        token: ctx.guards.signFor(row),
      };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  });

  app.post('/users/change-password', auth, async (request): Promise<ChangePasswordResponse> => {
    const user = currentUser(request);
    const body = parseOrThrow(ChangePasswordRequest, request.body);
    const row = await loadUser(ctx, user.id);
    if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
      throw new HttpError(400, 'A senha atual está incorreta.', { field: 'currentPassword' });
    }
    const passwordHash = await hashPassword(body.newPassword);
    const updated = await ctx.db.transaction(async (tx) => {
      // A new password ends every other session, and any reset link still in a mailbox.
      const [changed] = await tx
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, user.id))
        .returning();
      if (!changed) throw unauthorized();
      await revokeLinkTokens(tx, 'reset-password', user.id, ctx.now());
      return changed;
    });
    return { message: 'Senha alterada com sucesso!', token: ctx.guards.signFor(updated) };
  });

  app.delete('/users/account', auth, async (request): Promise<MessageResponse> => {
    const user = currentUser(request);
    const body = parseOrThrow(DeleteAccountRequest, request.body);
    const row = await loadUser(ctx, user.id);
    if (!(await verifyPassword(row.passwordHash, body.confirmPassword))) {
      throw new HttpError(400, 'Senha incorreta. A conta não foi excluída.', { field: 'confirmPassword' });
    }
    // One transaction: reports, badges and link tokens go by cascade, subscriptions tied to the account or
    // its e-mail go explicitly. Every later request with the old token finds no user and gets 401.
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(newsletterSubscriptions)
        .where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, row.email)));
      await tx.delete(users).where(eq(users.id, user.id));
    });
    return { message: 'Conta excluída com sucesso' };
  });
}
