import {
  IdParams,
  MessageResponse,
  PushKeyResponse,
  PushSubscribeRequest,
  PushSubscriptionOwnerProof,
  PushSubscriptionResponse,
  PushSubscriptionUpdate,
  PushTestRequest,
} from '@constelar/contract';
import {
  PUSH_DEFAULT_HOUR,
  PUSH_MEMBER_TOPICS,
  PUSH_TEST_TITLE,
  type PushTopic,
} from '@constelar/contract/constants';
import { PUSH_TEXTS } from '@constelar/content';
import type { Sign } from '@constelar/core';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { PushSubscriptionRow } from '../../db/schema';
import {
  memberSubscriptionCount,
  deletePushSubscription,
  pushSubscriptionByEndpoint,
  pushSubscriptionById,
  updatePushSubscription,
  upsertPushSubscription,
} from '../../db/repositories/push-subscriptions';
import { saoPauloDate } from '../../lib/dates';
import { notFound, unprocessable } from '../../lib/http-error';
import { enforceRateLimit, HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit';
import { checkPushEndpoint } from '../../push/push-endpoint';
import { badSubscriptionKey, KEY_ERRORS } from '../../push/push-keys';
import { MAX_TEST_PUSHES_PER_HOUR, TEST_TTL_SECONDS } from '../../push/push-policy';
import { errorResponses, TAGS } from '../route-docs';

const DAY_MS = 24 * HOUR_MS;
const NOT_FOUND = 'Inscrição não encontrada.';
const MEMBERS_ONLY =
  'Os avisos de Seu dia, dos trânsitos e das casas são para quem tem conta: entre para recebê-los.';
/** Browsers a member may hold subscriptions in at once (issue #44); re-subscribing one counts once. */
export const MAX_PER_MEMBER = 10;
const TOO_MANY = `Sua conta já recebe notificações em ${MAX_PER_MEMBER} navegadores. Cancele a inscrição em um deles para incluir este.`;
/**
 * New browsers one client address may subscribe without an account in a day (issue #44). An anonymous
 * row has no owner to count by, and keeping client addresses beside rows would be personal data: the
 * limiter's counters (gone after the window) hold the count instead. Re-subscribing counts nothing.
 */
export const MAX_ANONYMOUS_PER_DAY = 10;
const TOO_MANY_ANONYMOUS = `Já recebemos ${MAX_ANONYMOUS_PER_DAY} inscrições sem conta desta conexão hoje. Tente de novo amanhã, ou entre na sua conta para incluir este navegador.`;
const SIGN_NEEDED = 'Escolha o signo do horóscopo que você quer receber.';

const isMemberTopic = (topic: PushTopic) => (PUSH_MEMBER_TOPICS as readonly string[]).includes(topic);

const toResponse = (row: PushSubscriptionRow) => ({
  id: row.id,
  topics: row.topics as PushTopic[],
  sign: row.sign as Sign | null,
  hour: row.hour,
});

/** What a subscription may hold: member topics with a member, a sign with the horóscopo (push.md §2). */
function checkTopics(topics: PushTopic[], sign: string | null, member: boolean): void {
  if (!member && topics.some(isMemberTopic)) throw unprocessable(MEMBERS_ONLY, { field: 'topics' });
  if (topics.includes('horoscope') && !sign) throw unprocessable(SIGN_NEEDED, { field: 'sign' });
}

/** push.md §2: Web Push subscriptions and their test message. */
export async function pushRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = { tags: [TAGS.push] };
  const perIp = (name: string, max: number) => ({
    onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
      enforceRateLimit(ctx, reply, [{ name, key: request.ip, max, windowMs: MINUTE_MS }]),
  });

  /** A browser's push service, taken without a DNS lookup: every send resolves it again (push-delivery.ts). */
  const checkEndpoint = async (endpoint: string) => {
    const check = await checkPushEndpoint(endpoint, {
      allowLoopback: ctx.config.push.allowLoopback,
      allowedHosts: ctx.config.push.allowedHosts,
      lookup: false,
    });
    if (!check.ok) throw unprocessable(check.error, { field: 'subscription.endpoint' });
  };

  /** The row, if the request holds it: its member, or (anonymous or not) the same endpoint. */
  async function heldSubscription(request: FastifyRequest, id: string, endpoint: string | undefined) {
    const row = await pushSubscriptionById(ctx.db, id);
    if (!row) throw notFound(NOT_FOUND);
    if (endpoint !== undefined && endpoint === row.endpoint) return row;
    const user = await ctx.guards.optionalUser(request);
    if (user && row.userId === user.id) return row;
    // The same answer as an unknown id: whether a subscription exists is nobody else's business.
    throw notFound(NOT_FOUND);
  }

  r.get(
    '/push/key',
    {
      schema: {
        ...doc,
        summary: 'A chave pública VAPID',
        description: 'O applicationServerKey de PushManager.subscribe(), em base64url.',
        response: { 200: PushKeyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { publicKey: ctx.config.push.vapidPublicKey };
    },
  );

  r.post(
    '/push/subscriptions',
    {
      ...perIp('push-subscribe-ip', 20),
      schema: {
        ...doc,
        summary: 'Inscrever um navegador',
        description:
          'Tópicos sem conta: horoscope (com sign), lunations, void-of-course. Com conta, também day, ' +
          'transits e house-ingresses. `hour` é a hora de Brasília dos textos do dia (padrão 8). Inscrever ' +
          'de novo o mesmo endpoint substitui a inscrição. Só endpoints https, na porta 443, dos serviços de ' +
          'push dos navegadores (e de PUSH_ALLOWED_HOSTS); p256dh um ponto da curva P-256, auth 16 bytes. ' +
          `Até ${MAX_PER_MEMBER} navegadores por conta; sem conta, até ${MAX_ANONYMOUS_PER_DAY} navegadores novos por dia de cada conexão.`,
        body: PushSubscribeRequest,
        response: { 201: PushSubscriptionResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const { subscription, topics, sign, hour } = request.body;
      const user = await ctx.guards.optionalUser(request);
      checkTopics(topics, sign ?? null, user !== null);
      const badKey = badSubscriptionKey(subscription.keys);
      if (badKey) throw unprocessable(KEY_ERRORS[badKey], { field: `subscription.keys.${badKey}` });
      await checkEndpoint(subscription.endpoint);
      if (user && (await memberSubscriptionCount(ctx.db, user.id, subscription.endpoint)) >= MAX_PER_MEMBER)
        throw unprocessable(TOO_MANY, { field: 'subscription' });
      if (!user && !(await pushSubscriptionByEndpoint(ctx.db, subscription.endpoint))) {
        const rule = {
          name: 'push-anonymous-day',
          key: request.ip,
          max: MAX_ANONYMOUS_PER_DAY,
          windowMs: DAY_MS,
        };
        if ((await ctx.limiter.hit([rule], ctx.now().getTime())) > 0)
          throw unprocessable(TOO_MANY_ANONYMOUS, { field: 'subscription' });
      }
      const values = {
        userId: user?.id ?? null,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        topics,
        sign: sign ?? null,
        hour: hour ?? PUSH_DEFAULT_HOUR,
      };
      // The browser that carries the endpoint holds it: subscribing again replaces what it chose.
      const row = await upsertPushSubscription(ctx.db, values);
      return reply.status(201).send(toResponse(row));
    },
  );

  r.put(
    '/push/subscriptions/:id',
    {
      ...perIp('push-update-ip', 30),
      schema: {
        ...doc,
        summary: 'Mudar tópicos, signo ou hora',
        description:
          'Responde só a quem tem a inscrição: o membro dono dela (Authorization) ou quem manda o mesmo ' +
          '`endpoint` no corpo.',
        params: IdParams(NOT_FOUND),
        body: PushSubscriptionUpdate,
        response: { 200: PushSubscriptionResponse, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request) => {
      const row = await heldSubscription(request, request.params.id, request.body.endpoint);
      const user = await ctx.guards.optionalUser(request);
      const topics = request.body.topics ?? (row.topics as PushTopic[]);
      const sign = request.body.sign === undefined ? row.sign : request.body.sign;
      // A member who updates an anonymous subscription of their own browser takes it on.
      const userId = row.userId ?? user?.id ?? null;
      checkTopics(topics, sign, userId !== null);
      const updated = await updatePushSubscription(ctx.db, row.id, {
        topics,
        sign,
        hour: request.body.hour ?? row.hour,
        userId,
      });
      return toResponse(updated!);
    },
  );

  r.delete(
    '/push/subscriptions/:id',
    {
      ...perIp('push-update-ip', 30),
      schema: {
        ...doc,
        summary: 'Cancelar uma inscrição',
        description: 'Como o PUT: o membro dono, ou o mesmo `endpoint` (no corpo ou em `?endpoint=`).',
        params: IdParams(NOT_FOUND),
        querystring: PushSubscriptionOwnerProof,
        response: { 204: z.null().meta({ description: 'Cancelada.' }), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const body = PushSubscriptionOwnerProof.safeParse(request.body ?? {});
      const endpoint = request.query.endpoint ?? (body.success ? body.data.endpoint : undefined);
      const row = await heldSubscription(request, request.params.id, endpoint);
      await deletePushSubscription(ctx.db, row.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/push/test',
    {
      ...perIp('push-test-ip', 20),
      schema: {
        ...doc,
        summary: 'Mandar a notificação de teste',
        description: `Envia "${PUSH_TEST_TITLE}" à inscrição agora. Até ${MAX_TEST_PUSHES_PER_HOUR} por hora por inscrição.`,
        body: PushTestRequest,
        response: { 202: MessageResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = await pushSubscriptionByEndpoint(ctx.db, request.body.endpoint);
      if (!row) throw notFound(NOT_FOUND);
      await enforceRateLimit(ctx, reply, [
        { name: 'push-test', key: row.id, max: MAX_TEST_PUSHES_PER_HOUR, windowMs: HOUR_MS },
      ]);
      await ctx.push.send({
        subscriptionId: row.id,
        kind: 'test',
        day: saoPauloDate(ctx.now()),
        payload: { title: PUSH_TEST_TITLE, body: PUSH_TEXTS.testBody, url: '/', tag: 'constelar-test' },
        ttlSeconds: TEST_TTL_SECONDS,
        urgency: 'high',
      });
      void ctx.push.flush().catch(() => undefined);
      return reply.status(202).send({ message: PUSH_TEST_TITLE });
    },
  );
}
