import { z } from 'zod';
import { PLACES_LIMIT_DEFAULT, PLACES_LIMIT_MAX } from './constants';

export const PlacesQuery = z.object({
  q: z
    .string({ error: 'Informe o texto da busca (q).' })
    .trim()
    .min(1, 'Informe o texto da busca (q).')
    .max(120, 'Busca longa demais.')
    .meta({ description: 'O que a pessoa digitou: "campinas", "sao joao del rei mg", "Londres".' }),
  limit: z.coerce
    .number({ error: 'limit deve ser um número.' })
    .int('limit deve ser um número inteiro.')
    .min(1, `limit deve estar entre 1 e ${PLACES_LIMIT_MAX}.`)
    .max(PLACES_LIMIT_MAX, `limit deve estar entre 1 e ${PLACES_LIMIT_MAX}.`)
    .default(PLACES_LIMIT_DEFAULT),
});

export const Place = z
  .object({
    id: z
      .string()
      .meta({ description: 'Estável: "br-<código IBGE>" ou "gn-<id GeoNames>"; envie-o como placeId.' }),
    name: z.string(),
    state: z.string().nullable(),
    country: z.string(),
    countryCode: z.string().optional(),
    label: z.string().meta({ description: 'Como se lê: "Campinas, SP, Brasil".' }),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string().meta({ description: 'Fuso IANA, ex.: "America/Sao_Paulo".' }),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof Place>;

export const PlaceList = z.array(Place);
