import {
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@constelar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { confirmAddress, confirmIfCurrent, movePendingEmail } from '../../db/repositories/account-addresses';
import { confirmEmail, endSessions, resetPasswordByLink, userByEmail } from '../../db/repositories/users';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { revokeLinkTokens } from '../../db/repositories/link-tokens';
import { consumeLinkToken } from '../../lib/link-tokens';
import { hashPassword } from '../../lib/passwords';
import { currentRow, currentUser } from '../../plugins/auth';
import { enforceRateLimit, HOUR_MS, type RateLimitMessage } from '../../plugins/rate-limit';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import {
  addressToConfirm,
  sendEmailChangedNotice,
  sendEmailConfirmation,
  sendPasswordReset,
} from '../../services/users/account-mail';
import { EMAIL_TAKEN } from './user-routes';
import { toUserProfile } from '../../services/users/user-dto';

const CONFIRMATION_LINK_INVALID =
  'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo no seu painel.';
const RESET_LINK_INVALID = 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.';
const tooManyLinks: RateLimitMessage = (wait) =>
  `Você pediu muitos links em pouco tempo. Aguarde ${wait} e tente novamente.`;

/** E-mail ownership, password reset and "Sair de todos os dispositivos" (accounts.md §2–3). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const doc = { tags: [TAGS.users] };
  const deliverSoon = () => void ctx.mail.flush().catch(() => undefined);

  const verifyEmail = {
    schema: {
      ...doc,
      summary: 'Confirmar o e-mail',
      description:
        'Com o token do link enviado por e-mail (vale 48 h, uma vez). Aberto com a sessão da mesma conta, ' +
        'devolve também um `token` novo, que já traz os direitos que a confirmação deu (admin).',
      body: VerifyEmailRequest,
      response: { 200: VerifyEmailResponse, ...errorResponses(400, 409) },
    },
  };
  r.post('/users/verify-email', verifyEmail, async (request) => {
    const { token } = request.body;
    const now = ctx.now();
    // Read before the confirmation, which may end every session of the account (a new address).
    const session = await ctx.guards.optionalUser(request);
    const row = await ctx.db.transaction(async (tx) => {
      const link = await consumeLinkToken(tx, 'verify-email', token, now);
      if (!link?.userId) throw badRequest(CONFIRMATION_LINK_INVALID);
      // Only while the link's address is still the account's: a link to an old address confirms nothing.
      const confirmed = await confirmEmail(tx, link.userId, link.email, now);
      if (confirmed) {
        await confirmAddress(tx, confirmed.id, link.email, now);
        return confirmed;
      }
      // Or the address the account asked to move to: it becomes the login now, every session ends and
      // both inboxes hear of it (issue #44).
      let change;
      try {
        change = await movePendingEmail(tx, link.userId, link.email, now);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      if (!change) throw badRequest(CONFIRMATION_LINK_INVALID);
      const { before, moved } = change;
      // A reset link still in the old inbox would reach an account that no longer answers there.
      await revokeLinkTokens(tx, 'reset-password', moved.id, now);
      await sendEmailChangedNotice(ctx, tx, before.email, moved);
      await sendEmailChangedNotice(ctx, tx, moved.email, moved);
      return moved;
    });
    deliverSoon();
    // Signed in as this account: a fresh session, since the old token's isAdmin (or version) predates it.
    return {
      message: 'E-mail confirmado com sucesso!',
      user: toUserProfile(row, ctx.guards.isAdmin(row)),
      ...(session?.id === row.id ? { token: ctx.guards.signFor(row) } : {}),
    };
  });

  const resendVerification = {
    ...member,
    schema: {
      ...doc,
      security: BEARER,
      summary: 'Reenviar o link de confirmação',
      response: { 202: MessageResponse, ...errorResponses(400, 401, 429) },
    },
  };
  r.post('/users/resend-verification', resendVerification, async (request, reply) => {
    const user = currentUser(request);
    await enforceRateLimit(
      ctx,
      reply,
      [{ name: 'resend-account', key: user.id, max: 3, windowMs: HOUR_MS }],
      tooManyLinks,
    );
    const row = currentRow(request);
    const to = addressToConfirm(row);
    if (to === null) throw badRequest('Seu e-mail já está confirmado.');
    await ctx.db.transaction((tx) => sendEmailConfirmation(ctx, tx, row, ctx.now(), to));
    deliverSoon();
    reply.status(202);
    return { message: `Enviamos um novo link de confirmação para ${to}.` };
  });

  const forgotPassword = {
    // Before the body is parsed, so every attempt counts: not JSON, malformed or well-formed.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
      enforceRateLimit(
        ctx,
        reply,
        [{ name: 'forgot-ip', key: request.ip, max: 5, windowMs: HOUR_MS }],
        tooManyLinks,
      ),
    // The e-mail's budget needs the parsed body; before validation, so a bad request still counts.
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      const body = ForgotPasswordRequest.safeParse(request.body);
      if (body.success)
        await enforceRateLimit(
          ctx,
          reply,
          [{ name: 'forgot-email', key: body.data.email, max: 3, windowMs: HOUR_MS }],
          tooManyLinks,
        );
    },
    schema: {
      ...doc,
      summary: 'Pedir o link de redefinição de senha',
      description: 'Responde o mesmo com ou sem conta para o e-mail, para não revelar quem tem conta.',
      body: ForgotPasswordRequest,
      response: { 202: MessageResponse, ...errorResponses(400, 429) },
    },
  };
  r.post('/users/forgot-password', forgotPassword, async (request, reply) => {
    const { email } = request.body;
    const row = await userByEmail(ctx.db, email);
    if (row) {
      await ctx.db.transaction((tx) => sendPasswordReset(ctx, tx, row, ctx.now()));
      deliverSoon();
    }
    // The same answer either way, so this form never tells which e-mails have an account.
    reply.status(202);
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  const resetPassword = {
    schema: {
      ...doc,
      summary: 'Definir uma senha nova',
      description: 'Com o token do link (vale 1 h, uma vez). Encerra todas as sessões.',
      body: ResetPasswordRequest,
      response: { 200: MessageResponse, ...errorResponses(400) },
    },
  };
  r.post('/users/reset-password', resetPassword, async (request) => {
    const body = request.body;
    const passwordHash = await hashPassword(body.password);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const link = await consumeLinkToken(tx, 'reset-password', body.token, now);
      if (!link?.userId) throw new HttpError(400, RESET_LINK_INVALID, { field: 'token' });
      const updated = await resetPasswordByLink(tx, link.userId, passwordHash, link.email, now);
      if (!updated) throw new HttpError(400, RESET_LINK_INVALID, { field: 'token' });
      await confirmIfCurrent(tx, link.userId, link.email, now);
      await revokeLinkTokens(tx, 'reset-password', link.userId, now);
    });
    return { message: 'Senha redefinida com sucesso! Entre com a nova senha.' };
  });

  const logoutAll = {
    ...member,
    schema: {
      ...doc,
      security: BEARER,
      summary: 'Sair de todos os dispositivos',
      description: 'Invalida todos os tokens da conta, inclusive o desta requisição.',
      response: { 200: MessageResponse, ...errorResponses(401) },
    },
  };
  r.post('/users/logout-all', logoutAll, async (request) => {
    const user = currentUser(request);
    await endSessions(ctx.db, user.id);
    return { message: 'Pronto: você saiu de todos os dispositivos, inclusive deste.' };
  });
}
