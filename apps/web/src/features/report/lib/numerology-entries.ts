import type { NumerologyDetail, PersonalContent } from '@constelar/contract';
import { KIND_OF_NUMBER_FIELD, NUMEROLOGY_FIELDS, type NumerologyField } from '@constelar/contract/constants';
import { NUMBER_KIND_NAMES } from '@constelar/content/role-names';

export interface NumberEntry {
  field: NumerologyField;
  value: number;
  name: string;
  detail?: NumerologyDetail;
}

/** The defined numbers only (names from content when the server sent a number without its detail), in the contract's order, each with its detail when there is one. */
export function numberEntries(content: PersonalContent): NumberEntry[] {
  return NUMEROLOGY_FIELDS.flatMap((field) => {
    const value = content.numerology[field];
    if (value === undefined || value === null) return [];
    const detail = content.numerologyDetails?.[field];
    const base = detail?.name ?? NUMBER_KIND_NAMES[KIND_OF_NUMBER_FIELD[field]];
    const name = field === 'annualNumber' ? `${base} ${content.targetYear}` : base;
    return [{ field, value, name, detail }];
  });
}
