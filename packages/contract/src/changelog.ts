import { z } from 'zod';
import { objectBody } from './common';
import { CHANGE_TYPES } from './constants';

export const ChangeInput = z.object(
  {
    type: z.enum(CHANGE_TYPES, {
      error: 'Tipo de mudança inválido: use feature, improvement, fix ou security.',
    }),
    description: z
      .string({ error: 'Descreva cada mudança.' })
      .trim()
      .min(1, 'Descreva cada mudança.')
      .max(300, 'Cada mudança pode ter no máximo 300 caracteres.'),
  },
  { error: 'Cada mudança deve ter tipo e descrição.' },
);

export const ChangelogInput = objectBody({
  version: z
    .string({ error: 'Versão é obrigatória.' })
    .trim()
    .min(1, 'Versão é obrigatória.')
    .max(30, 'A versão pode ter no máximo 30 caracteres.'),
  title: z
    .string({ error: 'Título é obrigatório.' })
    .trim()
    .min(1, 'Título é obrigatório.')
    .max(200, 'O título pode ter no máximo 200 caracteres.'),
  description: z
    .string({ error: 'Descrição inválida.' })
    .trim()
    .max(2000, 'A descrição pode ter no máximo 2000 caracteres.')
    .nullish()
    .transform((d) => (d ? d : null)),
  isPublished: z.boolean({ error: 'isPublished deve ser verdadeiro ou falso.' }).default(false),
  changes: z
    .array(ChangeInput, { error: 'Informe a lista de mudanças.' })
    .min(1, 'Adicione pelo menos uma mudança.')
    .max(50, 'No máximo 50 mudanças por versão.'),
});
export type ChangelogInput = z.input<typeof ChangelogInput>;

export const Change = z.object({ type: z.enum(CHANGE_TYPES), description: z.string(), icon: z.string() });
export type Change = z.infer<typeof Change>;

export const Changelog = z
  .object({
    id: z.string(),
    version: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    isPublished: z.boolean(),
    releaseDate: z.string(),
    createdBy: z.object({ name: z.string() }),
    changes: z.array(Change),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Changelog' });
export type Changelog = z.infer<typeof Changelog>;
