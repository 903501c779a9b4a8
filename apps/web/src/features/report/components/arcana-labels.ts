import type { ArcanaField } from '@constelar/contract';

export const ARCANA_ORDER: readonly ArcanaField[] = [
  'personalArcana',
  'personalityArcana',
  'soulArcana',
  'annualArcana',
  'destinyArcana',
  'cabalisticNameArcana',
  'gematriaNameArcana',
];

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
