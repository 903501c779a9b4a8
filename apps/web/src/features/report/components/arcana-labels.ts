import { ARCANA_FIELDS, KIND_OF_ARCANA_FIELD, type ArcanaField } from '@constelar/contract/constants';
import { arcanumKindName } from '@constelar/content/role-names';

/** The report's arcana, in the contract's order. */
export const ARCANA_ORDER = ARCANA_FIELDS;

export const arcanaLabel = (field: ArcanaField, targetYear: number): string =>
  arcanumKindName(KIND_OF_ARCANA_FIELD[field], targetYear);

export const arcanumImage = (id: number) => `/images/arcana/${id}.webp`;
export const arcanumAlt = (name: string, roman: string) => `Ilustração da carta ${name}, arcano ${roman}`;
