// The names of the report's roles, for a number and for an arcanum: small and free of texts, so the browser
// imports them (@constelar/content/role-names) for the labels of the report.
import type { NumberKind } from '@constelar/core/codes';

/**
 * "Destino", "Ano Pessoal"… The Brazilian reader's names (docs/decisions/098-numerology-map.md): the date's
 * number is the Destino, the name's Pythagorean total the Expressão (pitagórica); the fields keep theirs.
 */
export const NUMBER_KIND_NAMES: Record<NumberKind, string> = {
  personal: 'Destino',
  soul: 'Número da Alma',
  personality: 'Número da Personalidade',
  destiny: 'Expressão (pitagórica)',
  annual: 'Ano Pessoal',
  cabalisticName: 'Número Cabalístico do Nome',
  gematriaName: 'Gematria do Nome',
};

/** "Arcano Pessoal", "Arcano Anual de 2026"… */
export function arcanumKindName(kind: NumberKind, targetYear: number): string {
  switch (kind) {
    case 'personal':
      return 'Arcano Pessoal';
    case 'soul':
      return 'Arcano da Alma';
    case 'personality':
      return 'Arcano da Personalidade';
    case 'destiny':
      return 'Arcano do Destino';
    case 'annual':
      return `Arcano Anual de ${targetYear}`;
    case 'cabalisticName':
      return 'Arcano Cabalístico do Nome';
    case 'gematriaName':
      return 'Arcano da Gematria do Nome';
  }
}
