// The seven house systems of sky.md §1, by their wire code, as the product names them in Portuguese.
import type { HouseSystem } from '@constelar/core/codes';

export const HOUSE_SYSTEM_NAMES: Record<HouseSystem, string> = {
  placidus: 'Placidus',
  koch: 'Koch',
  regiomontanus: 'Regiomontanus',
  campanus: 'Campanus',
  equal: 'Casas iguais',
  'whole-sign': 'Signos inteiros',
  porphyry: 'Porfírio',
};
