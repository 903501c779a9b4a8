// Portuguese names of the synastry's points for the grid and the lists: content's names.
import type { SynastryPointCode } from '@constelar/contract';
import { BODY_NAMES } from '@constelar/content/bodies';

export const pointName = (code: SynastryPointCode): string => BODY_NAMES[code];

const orbFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** "2,3°". */
export const formatOrb = (orb: number): string => `${orbFormat.format(orb)}°`;
