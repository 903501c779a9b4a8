import { z } from 'zod';
import { Email, objectBody } from './common';
import { NEWSLETTER_SOURCES } from './constants';

export const NewsletterSubscribeRequest = objectBody({
  email: Email,
  source: z.enum(NEWSLETTER_SOURCES).optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequest>;

export const NewsletterSubscribeResponse = z.object({
  message: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
  needsConfirmation: z.boolean().meta({
    description:
      'true enquanto o endereço espera o link de confirmação (opt-in duplo), que acabou de ser enviado.',
  }),
});
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;

export const NewsletterConfirmRequest = objectBody({
  token: z
    .string({ error: 'Link de confirmação inválido.' })
    .trim()
    .min(1, 'Link de confirmação inválido.')
    .max(200, 'Link de confirmação inválido.'),
});
export type NewsletterConfirmRequest = z.input<typeof NewsletterConfirmRequest>;

export const NewsletterConfirmResponse = z.object({ message: z.string(), email: z.string() });
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponse>;

/** The signed token of an unsubscribe link (List-Unsubscribe); the link names no e-mail in clear. */
export const UnsubscribeQuery = z.object({
  token: z.string({ error: 'Link de descadastro inválido.' }).min(1, 'Link de descadastro inválido.'),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;
