// What the solar and the lunar return answer of their chart: the same shape, so it is written once.
import { BODIES, type Chart, type ChartAngle } from '@constelar/core';
import { SIGN_NAMES } from '@constelar/content';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The return's instant to the second, as the API writes times. */
export const returnInstant = (ms: number) =>
  new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

const angle = (a: ChartAngle) => ({
  sign: SIGN_NAMES[a.sign],
  signCode: a.sign,
  longitude: round6(a.longitude),
  degree: round6(a.degree),
});

/** Every body of the return's chart with its sign, house and degree. */
export function returnBodies(chart: Chart) {
  return Object.fromEntries(
    BODIES.map((b) => {
      const p = chart.bodies[b];
      return [
        b,
        {
          sign: SIGN_NAMES[p.sign],
          signCode: p.sign,
          house: p.house,
          longitude: round6(p.longitude),
          degree: round6(p.degree),
          retrograde: p.retrograde,
        },
      ];
    }),
  );
}

/** The return's angles and houses, or null when its chart has none (no birth time). */
export function returnAngles(chart: Chart) {
  if (!chart.ascendant || !chart.midheaven || !chart.houses || !chart.houseSystem) return null;
  return {
    ascendant: angle(chart.ascendant),
    midheaven: angle(chart.midheaven),
    houses: chart.houses.map(round6),
    houseSystem: chart.houseSystem,
  };
}
