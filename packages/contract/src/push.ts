import { SIGNS } from '@constelar/core/codes';
import { z } from 'zod';
import { objectBody } from './common';
import { PUSH_DEFAULT_HOUR, PUSH_TOPICS } from './constants';

// push.md §2: Web Push subscriptions. The browser's PushSubscription.toJSON() is sent as it comes.

const ENDPOINT_MAX_LENGTH = 2048;

export const PushEndpoint = z
  .string({ error: 'Informe o endereço (endpoint) da inscrição.' })
  .min(1, 'Informe o endereço (endpoint) da inscrição.')
  .max(ENDPOINT_MAX_LENGTH, 'Endereço de inscrição longo demais.')
  .pipe(z.url({ error: 'O endereço da inscrição deve ser uma URL.' }));

/** A base64url key of the browser: p256dh is a 65-byte P-256 point, auth 16 bytes. */
const base64url = (name: string, bytes: number) =>
  z
    .string({ error: `Chave ${name} ausente.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `Chave ${name} inválida: use base64url.`)
    .refine(
      // Unpadded base64url of n bytes has ceil(4n/3) characters (no Buffer: the browser shares this file).
      (value) => value.replace(/=+$/, '').length === Math.ceil((4 * bytes) / 3),
      `Chave ${name} inválida: deve ter ${bytes} bytes.`,
    );

export const PushSubscriptionKeys = z.object(
  { p256dh: base64url('p256dh', 65), auth: base64url('auth', 16) },
  { error: 'Informe as chaves p256dh e auth da inscrição.' },
);

export const BrowserPushSubscription = z.object(
  { endpoint: PushEndpoint, keys: PushSubscriptionKeys },
  { error: 'Informe a inscrição do navegador (endpoint e keys).' },
);

export const PushTopicCode = z.enum(PUSH_TOPICS, {
  error: `Tópico desconhecido: use ${PUSH_TOPICS.join(', ')}.`,
});

const Topics = z
  .array(PushTopicCode, { error: 'Informe os tópicos como uma lista.' })
  .max(PUSH_TOPICS.length, 'Tópicos repetidos.')
  .refine((topics) => new Set(topics).size === topics.length, 'Tópicos repetidos.');

const Sign = z.enum(SIGNS, { error: 'Signo desconhecido: use aries, taurus, … pisces.' });

const Hour = z
  .number({ error: 'A hora deve ser um número de 0 a 23.' })
  .int('A hora deve ser um número inteiro de 0 a 23.')
  .min(0, 'A hora deve ser de 0 a 23.')
  .max(23, 'A hora deve ser de 0 a 23.');

export const PushSubscribeRequest = objectBody({
  subscription: BrowserPushSubscription,
  topics: Topics,
  sign: Sign.optional().meta({ description: 'O signo do horóscopo do dia; obrigatório com `horoscope`.' }),
  hour: Hour.optional().meta({
    description: `A hora de Brasília em que chegam os textos do dia; sem ela, ${PUSH_DEFAULT_HOUR}.`,
  }),
});
export type PushSubscribeRequest = z.input<typeof PushSubscribeRequest>;

export const PushSubscriptionUpdate = objectBody({
  endpoint: PushEndpoint.optional().meta({
    description: 'O endpoint da inscrição: prova de posse de uma inscrição anônima.',
  }),
  topics: Topics.optional(),
  sign: Sign.nullable().optional(),
  hour: Hour.optional(),
});
export type PushSubscriptionUpdate = z.input<typeof PushSubscriptionUpdate>;

/** DELETE carries the endpoint as proof when anonymous (a body or `?endpoint=`). */
export const PushSubscriptionOwnerProof = z.object({ endpoint: PushEndpoint.optional() });

export const PushTestRequest = objectBody({ endpoint: PushEndpoint });
export type PushTestRequest = z.input<typeof PushTestRequest>;

export const PushSubscriptionResponse = z
  .object({
    id: z.string(),
    topics: z.array(PushTopicCode),
    sign: Sign.nullable(),
    hour: z.number().int(),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>;

export const PushKeyResponse = z.object({
  publicKey: z.string().meta({ description: 'A chave pública VAPID, em base64url.' }),
});
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/** What an encrypted push carries (≤ 3 KB once serialized). */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** In the data export: the subscription without its keys (they open its messages, not the person's data). */
export const PushSubscriptionExport = z.object({
  id: z.string(),
  endpoint: z.string(),
  topics: z.array(z.string()),
  sign: z.string().nullable(),
  hour: z.number().int(),
  createdAt: z.string(),
});
