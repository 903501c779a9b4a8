import { z } from 'zod';
import { Email, objectBody } from './common';

export const NEWSLETTER_SOURCES = ['footer', 'landing', 'dashboard'] as const;

export const NewsletterSubscribeRequest = objectBody({
  email: Email,
  source: z.enum(NEWSLETTER_SOURCES).optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequest>;

export const NewsletterSubscribeResponse = z.object({
  message: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
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

export const NEWSLETTER_SUCCESS_MESSAGE = 'Inscrição confirmada! Fique de olho na sua caixa de entrada.';
