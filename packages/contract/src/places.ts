import { z } from 'zod';

export const PlacesQuery = z.object({
  q: z
    .string({ error: 'Informe o texto da busca (q).' })
    .trim()
    .min(1, 'Informe o texto da busca (q).')
    .max(120, 'Busca longa demais.'),
  limit: z.coerce
    .number({ error: 'limit deve ser um número.' })
    .int('limit deve ser um número inteiro.')
    .min(1, 'limit deve estar entre 1 e 20.')
    .max(20, 'limit deve estar entre 1 e 20.')
    .default(8),
});

export const Place = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  countryCode: z.string().optional(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
});
export type Place = z.infer<typeof Place>;
