import type { PersonRelation } from '@constelar/contract';

/** The relation as the form and the list name it. */
export const RELATION_NAMES: Record<PersonRelation, string> = {
  parceiro: 'Parceria amorosa',
  familia: 'Família',
  amizade: 'Amizade',
  trabalho: 'Trabalho',
  outro: 'Outra relação',
};
