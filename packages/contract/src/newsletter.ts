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

export const NEWSLETTER_SUCCESS_MESSAGE = 'Inscrição confirmada! Fique de olho na sua caixa de entrada.';
