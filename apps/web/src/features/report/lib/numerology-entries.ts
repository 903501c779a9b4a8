import type { NumerologyDetail, PersonalContent } from '@constelar/contract';
import { NUMEROLOGY_FIELDS, type NumerologyField } from '@constelar/contract/constants';

// Names used only when the server sent a number without its detail.
const FALLBACK_NAMES: Record<NumerologyField, string> = {
  personalNumber: 'Número Pessoal',
  personalityNumber: 'Número da Personalidade',
  soulNumber: 'Número da Alma',
  annualNumber: 'Ano Pessoal',
  destinyNumber: 'Número do Destino',
  cabalisticNameNumber: 'Número Cabalístico do Nome',
  gematriaNameNumber: 'Gematria do Nome',
};

export interface NumberEntry {
  field: NumerologyField;
  value: number;
  name: string;
  detail?: NumerologyDetail;
}

/** The defined numbers only, in the contract's order, each with its detail when there is one. */
export function numberEntries(content: PersonalContent): NumberEntry[] {
  return NUMEROLOGY_FIELDS.flatMap((field) => {
    const value = content.numerology[field];
    if (value === undefined || value === null) return [];
    const detail = content.numerologyDetails?.[field];
    const base = detail?.name ?? FALLBACK_NAMES[field];
    const name = field === 'annualNumber' ? `${base} ${content.targetYear}` : base;
    return [{ field, value, name, detail }];
  });
}
