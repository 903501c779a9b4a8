import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { Place } from './places';

/** Every error the API sends: a Portuguese sentence meant for the person, plus optional details. */
export const ErrorResponse = z
  .object({
    error: z.string().meta({ description: 'Frase em português para mostrar à pessoa.' }),
    field: z
      .string()
      .optional()
      .meta({ description: 'Campo da requisição onde está o problema (ex.: "person1.birthDate").' }),
    errors: z
      .array(z.object({ field: z.string(), error: z.string() }))
      .optional()
      .meta({
        description:
          'Todos os campos com problema nesta requisição, um por campo, na ordem do formulário; o primeiro é o de `error` e `field`.',
      }),
    suggestions: z
      .array(Place)
      .optional()
      .meta({ description: 'Locais parecidos, quando o local de nascimento não foi encontrado.' }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponse>;

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

/**
 * The `:id` of a resource. The message is the resource's "not found": the server answers a malformed id
 * exactly like an unknown one (404), so the id's shape tells nothing.
 */
export const IdParams = (notFound: string) => z.object({ id: z.guid({ error: notFound }) });
