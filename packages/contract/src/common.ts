import { z } from 'zod';

/** Every error the API sends: a Portuguese sentence meant for the person, plus optional details. */
export const ErrorResponse = z.object({
  error: z.string(),
  field: z.string().optional(),
  suggestions: z.array(z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const EMAIL_MAX_LENGTH = 254;

export const Email = z
  .string({ error: 'Informe um e-mail.' })
  .trim()
  .min(1, 'Informe um e-mail.')
  .max(EMAIL_MAX_LENGTH, 'E-mail longo demais.')
  .pipe(z.email({ error: 'Informe um e-mail válido.' }))
  .transform((email) => email.toLowerCase());

/** A body that must be a JSON object; anything else gets one clear message. */
export const objectBody = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: 'O corpo da requisição deve ser um objeto JSON.' });
