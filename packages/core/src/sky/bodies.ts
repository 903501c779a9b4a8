import { EXTRA_BODIES, REPORT_BODIES, type Body } from '../codes';

/** Every body the chart carries: the seven of the report, then Uranus, Neptune, Pluto and the true node. */
export const BODIES: readonly Body[] = [...REPORT_BODIES, ...EXTRA_BODIES];
