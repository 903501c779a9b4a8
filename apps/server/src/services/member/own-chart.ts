import { TRANSIT_BODIES, type TransitNatalInput } from '@constelar/core';
import { castBirth, type PlacedBirth } from '../reading/cast-birth';
import type { OwnBirth } from './own-birth';

/** The member's own birth, cast: the chart transits and the day are read against (sky.md §3–§4). */
export function castOwn(own: OwnBirth, today: string): PlacedBirth {
  return castBirth(own.input, { today, houseSystem: own.houseSystem, placeRequired: true });
}

/** Sun … Pluto, and the Ascendant and MC when the time is known. */
export function natalPointsOfChart(birth: PlacedBirth): TransitNatalInput[] {
  const { chart } = birth;
  const points: TransitNatalInput[] = TRANSIT_BODIES.map((point) => ({
    point,
    longitude: chart.bodies[point].longitude,
  }));
  if (chart.ascendant) points.push({ point: 'ascendant', longitude: chart.ascendant.longitude });
  if (chart.midheaven) points.push({ point: 'midheaven', longitude: chart.midheaven.longitude });
  return points;
}
