import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
  type UpdateProfileRequest as UpdateProfileBody,
  UserProfile,
} from '@constelar/contract';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { deleteAccountEverywhere, rememberAddress } from '../../db/repositories/account-addresses';
import { revokeSession } from '../../db/repositories/revoked-sessions';
import {
  emailTakenByOther,
  insertUser,
  setPassword,
  takeCounterSlot,
  updateUser,
  userByEmail,
} from '../../db/repositories/users';
import { TOKEN_TTL_MS } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, unauthorized, HttpError } from '../../lib/http-error';
import { revokeLinkTokens } from '../../db/repositories/link-tokens';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { saoPauloDate } from '../../lib/dates';
import { currentRow, currentUser } from '../../plugins/auth';
import { locateBirth } from '../../services/reading/cast-birth';
import { enforceRateLimit, HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit';
import { awardEarnedBadges } from '../../services/badges/badge-service';
import { BEARER, errorResponses, TAGS } from '../route-docs';
import { sendEmailConfirmation } from '../../services/users/account-mail';
import { toUserProfile } from '../../services/users/user-dto';
import { firstReadingOf } from '../../services/users/first-reading';
import { insertReport } from '../../db/repositories/reports';
import { ENGINE_VERSION } from '../../services/reading/saved-reading';
import { DEFAULT_HOUSE_SYSTEM } from '@constelar/core/codes';

export const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';
const BAD_CREDENTIALS = 'E-mail ou senha incorretos.';
const EMAIL_NEEDS_PASSWORD = 'Para trocar o e-mail, confirme com a sua senha atual.';
const WRONG_PASSWORD_FOR_EMAIL = 'Senha atual incorreta. O e-mail não foi alterado.';
const BETA_COUNTER = 'beta-tester';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { onRequest: ctx.guards.requireUser };
  const doc = { tags: [TAGS.users] };
  const memberDoc = { ...doc, security: BEARER };
  const profileOf = (row: UserRow) => toUserProfile(row, ctx.guards.isAdmin(row));
  /** Runs a pass of the mail worker once the message's transaction has committed. */
  const deliverSoon = () => void ctx.mail.flush().catch(() => undefined);

  const register = {
    // Before the body is parsed, so every attempt counts: not JSON, malformed or well-formed.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
      enforceRateLimit(ctx, reply, [{ name: 'register-ip', key: request.ip, max: 5, windowMs: MINUTE_MS }]),
    schema: {
      ...doc,
      summary: 'Criar uma conta',
      description:
        'Manda o link de confirmação do e-mail. As primeiras contas ganham número de beta tester e a conquista ' +
        'dele. Com `firstReading`, a leitura feita antes da conta vira o primeiro relatório e o nascimento do perfil.',
      body: RegisterRequest,
      response: { 201: RegisterResponse, ...errorResponses(400, 409, 422, 429) },
    },
  };
  r.post('/users/register', register, async (request, reply) => {
    const body = request.body;
    const now = ctx.now();
    // Checked before anything is written: a birth that cannot be cast refuses the registration (422).
    const first = body.firstReading
      ? firstReadingOf(body.firstReading, saoPauloDate(now), DEFAULT_HOUSE_SYSTEM)
      : null;
    const passwordHash = await hashPassword(body.password);
    try {
      const result = await ctx.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          name: body.name,
          email: body.email,
          passwordHash,
          createdAt: now,
        });
        // Parallel registrations take numbers one by one in commit order; none is ever reused.
        const slot = await takeCounterSlot(tx, BETA_COUNTER, ctx.config.betaTesterLimit);
        let user = created;
        if (slot !== undefined) {
          user = (await updateUser(tx, created.id, { betaTesterNumber: slot })) ?? created;
        }
        if (first) {
          // The visitor's reading becomes the first saved report and, its place known, the profile's birth.
          if (first.birth) user = (await updateUser(tx, user.id, first.birth)) ?? user;
          await insertReport(tx, user.id, first.input, ENGINE_VERSION, now);
        }
        await rememberAddress(tx, user.id, user.email);
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

  const login = {
    // Before the body is parsed, so every attempt counts: not JSON, malformed or well-formed.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
      enforceRateLimit(ctx, reply, [{ name: 'login-ip', key: request.ip, max: 10, windowMs: MINUTE_MS }]),
    // The account's budget holds across addresses, so a botnet cannot guess one password from many. It
    // needs the e-mail, hence the parsed body; before validation, so a bad password field counts too.
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      const email = LoginRequest.shape.email.safeParse((request.body as { email?: unknown } | null)?.email);
      if (email.success)
        await enforceRateLimit(ctx, reply, [
          { name: 'login-account', key: email.data, max: 20, windowMs: HOUR_MS },
        ]);
    },
    schema: {
      ...doc,
      summary: 'Entrar',
      description: 'Devolve o token (JWT, 7 dias) para o cabeçalho Authorization.',
      body: LoginRequest,
      response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
    },
  };
  r.post('/users/login', login, async (request) => {
    const { email, password } = request.body;
    const row = await userByEmail(ctx.db, email);
    if (!row) {
      await burnPasswordCheck(password);
      throw unauthorized(BAD_CREDENTIALS);
    }
    if (!(await verifyPassword(row.passwordHash, password))) throw unauthorized(BAD_CREDENTIALS);
    return { token: ctx.guards.signFor(row), user: profileOf(row) };
  });

  const profile = {
    ...member,
    schema: { ...memberDoc, summary: 'Perfil', response: { 200: UserProfile, ...errorResponses(401) } },
  };
  r.get('/users/profile', profile, async (request) => {
    return profileOf(currentRow(request));
  });

  const updateProfile = {
    ...member,
    schema: {
      ...memberDoc,
      summary: 'Mudar nome, e-mail, sistema de casas e dados de nascimento',
      description:
        'Devolve um token novo. Um e-mail novo pede `currentPassword` (sem ela, 401 e nada muda) e fica ' +
        'em `pendingEmail`: o endereço atual continua sendo o de entrar e o de redefinir a senha até o novo ' +
        'ser confirmado pelo link que recebe. A confirmação encerra as sessões e avisa os dois endereços.',
      body: UpdateProfileRequest,
      response: { 200: UpdateProfileResponse, ...errorResponses(400, 401, 409, 422) },
    },
  };
  r.put('/users/profile', updateProfile, async (request) => {
    const user = currentUser(request);
    const current = currentRow(request);
    const body = request.body;
    // A new address asked for (the current one, or the one already waiting, asks for nothing new).
    const newEmail = body.email !== current.email && body.email !== current.pendingEmail ? body.email : null;
    if (newEmail !== null) {
      // A stolen token alone must not move the account to another inbox (OWASP ASVS 3.7.1, issue #44).
      if (!body.currentPassword) throw new HttpError(401, EMAIL_NEEDS_PASSWORD, { field: 'currentPassword' });
      if (!(await verifyPassword(current.passwordHash, body.currentPassword)))
        throw new HttpError(401, WRONG_PASSWORD_FOR_EMAIL, { field: 'currentPassword' });
      if (await emailTakenByOther(ctx.db, newEmail, user.id)) throw conflict(EMAIL_TAKEN);
    }
    const now = ctx.now();
    const birth = birthColumns(body.birth, saoPauloDate(now));
    const row = await ctx.db.transaction(async (tx) => {
      const updated = await updateUser(tx, user.id, {
        name: body.name,
        ...(body.houseSystem ? { houseSystem: body.houseSystem } : {}),
        ...(body.addressForm ? { addressForm: body.addressForm } : {}),
        ...birth,
        // Asking for the current address back withdraws a change still waiting for its link.
        ...(newEmail !== null ? { pendingEmail: newEmail } : {}),
        ...(body.email === current.email ? { pendingEmail: null } : {}),
      });
      if (!updated) throw unauthorized();
      // The member's own chart is a first reading (issue #45): "Primeira Revelação" lands with the birth.
      if (updated.birthDate !== null) await awardEarnedBadges(tx, user.id, now);
      if (newEmail !== null) {
        await rememberAddress(tx, user.id, newEmail);
        await sendEmailConfirmation(ctx, tx, updated, now, newEmail);
      } else if (body.email === current.email && current.pendingEmail !== null) {
        await revokeLinkTokens(tx, 'verify-email', user.id, now);
      }
      return updated;
    });
    if (newEmail !== null) deliverSoon();
    return {
      message:
        newEmail !== null
          ? `Perfil atualizado. Enviamos um link para ${newEmail}: o novo e-mail passa a valer quando for confirmado.`
          : 'Perfil atualizado com sucesso!',
      user: profileOf(row),
      token: ctx.guards.signFor(row),
    };
  });

  const changePassword = {
    ...member,
    schema: {
      ...memberDoc,
      summary: 'Trocar a senha',
      description: 'Encerra as outras sessões e devolve um token novo para este aparelho.',
      body: ChangePasswordRequest,
      response: { 200: ChangePasswordResponse, ...errorResponses(400, 401) },
    },
  };
  r.post('/users/change-password', changePassword, async (request) => {
    const user = currentUser(request);
    const body = request.body;
    const row = currentRow(request);
    if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
      throw new HttpError(400, 'A senha atual está incorreta.', { field: 'currentPassword' });
    }
    const passwordHash = await hashPassword(body.newPassword);
    const updated = await ctx.db.transaction(async (tx) => {
      // A new password ends every other session, and any reset link still in a mailbox.
      const changed = await setPassword(tx, user.id, passwordHash);
      if (!changed) throw unauthorized();
      await revokeLinkTokens(tx, 'reset-password', user.id, ctx.now());
      return changed;
    });
    return { message: 'Senha alterada com sucesso!', token: ctx.guards.signFor(updated) };
  });

  const deleteAccount = {
    ...member,
    schema: {
      ...memberDoc,
      summary: 'Excluir a conta',
      description:
        'Apaga relatórios, conquistas, inscrições na newsletter e notificações numa só transação (LGPD).',
      body: DeleteAccountRequest,
      response: { 200: MessageResponse, ...errorResponses(400, 401) },
    },
  };
  r.delete('/users/account', deleteAccount, async (request) => {
    const user = currentUser(request);
    const body = request.body;
    const row = currentRow(request);
    if (!(await verifyPassword(row.passwordHash, body.confirmPassword))) {
      throw new HttpError(400, 'Senha incorreta. A conta não foi excluída.', { field: 'confirmPassword' });
    }
    // One transaction (db/repositories/account-addresses.ts): no row keeps any address of the account,
    // past or present. Every later request with the old token finds no user and gets 401.
    await deleteAccountEverywhere(ctx.db, user.id);
    return { message: 'Conta excluída com sucesso' };
  });

  const logout = {
    ...member,
    schema: {
      ...memberDoc,
      summary: 'Sair',
      description: 'Encerra no servidor a sessão deste token: depois dele, o mesmo token recebe 401.',
      response: { 204: z.null().meta({ description: 'Sessão encerrada.' }), ...errorResponses(401) },
    },
  };
  r.post('/users/logout', logout, async (request, reply) => {
    const user = currentUser(request);
    const now = ctx.now();
    await revokeSession(ctx.db, {
      tokenHash: request.authTokenHash!,
      userId: user.id,
      // No token lives longer than its TTL, so neither need its revocation.
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
      now,
    });
    return reply.status(204).send(null);
  });
}

/**
 * The profile's birth columns for a PUT: absent keeps them, null clears them, a birth is located first (its
 * place resolved, a future date refused) so only a birth that can be cast is ever stored.
 */
function birthColumns(birth: UpdateProfileBody['birth'], today: string) {
  if (birth === undefined) return {};
  if (birth === null) return { birthDate: null, birthTime: null, birthPlace: null, birthPlaceId: null };
  const input = { ...birth, placeId: birth.placeId ?? undefined };
  const { place } = locateBirth(input, { today, path: 'birth', placeRequired: true });
  return {
    birthDate: birth.birthDate,
    birthTime: birth.birthTime,
    birthPlace: place!.label,
    birthPlaceId: place!.id,
  };
}
