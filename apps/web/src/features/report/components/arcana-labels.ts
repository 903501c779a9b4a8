import { ARCANA_FIELDS, type ArcanaField } from '@constelar/contract/constants';

/** The report's arcana, in the contract's order. */
export const ARCANA_ORDER = ARCANA_FIELDS;

export const arcanaLabel = (field: ArcanaField, targetYear: number): string =>
  ({
    personalArcana: 'Arcano Pessoal',
    personalityArcana: 'Arcano da Personalidade',
    soulArcana: 'Arcano da Alma',
    annualArcana: `Arcano Anual de ${targetYear}`,
    destinyArcana: 'Arcano do Destino',
    cabalisticNameArcana: 'Arcano Cabalístico do Nome',
    gematriaNameArcana: 'Arcano da Gematria do Nome',
  })[field];

export const arcanumImage = (id: number) => `/images/arcana/${id}.webp`;
export const arcanumAlt = (name: string, roman: string) => `Ilustração da carta ${name}, arcano ${roman}`;
