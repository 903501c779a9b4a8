import type { Astrology, BodyPosition, SolarReturn } from '@constelar/contract';

/**
 * The return's chart in the shape the report's wheel draws (`Astrology`): the same bodies, angles and
 * houses. The wheel reads no Chinese zodiac, and the return carries no aspects, so those stay empty.
 */
export function returnAstrology(chart: SolarReturn['chart']): Astrology {
  // The server sends every body the natal chart has; the wheel skips any that is missing.
  const bodies = chart.bodies as Record<keyof Astrology & string, BodyPosition>;
  return {
    ...bodies,
    ascendant: chart.ascendant,
    midheaven: chart.midheaven,
    houses: chart.houses,
    houseSystem: chart.houseSystem,
    chineseZodiac: '',
    chineseZodiacDetail: { animal: 'rat', element: 'wood', text: '' },
    aspects: [],
  } as Astrology;
}
