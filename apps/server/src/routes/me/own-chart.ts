import { TRANSIT_BODIES, type HouseSystem, type TransitNatalInput } from '@constelar/core';
import type { AppContext } from '../../app-context';
import { saoPauloDate } from '../../lib/dates';
import { castBirth, type PlacedBirth } from '../../reports/cast-birth';
import { loadOwnBirth } from './own-birth';

/** The member's own birth, cast: the chart transits and the day are read against (sky.md §3–§4). */
export async function castOwnBirth(
  ctx: AppContext,
  userId: string,
): Promise<{ birth: PlacedBirth; houseSystem: HouseSystem }> {
  const own = await loadOwnBirth(ctx, userId);
  const birth = castBirth(own.input, {
    today: saoPauloDate(ctx.now()),
    houseSystem: own.houseSystem,
    placeRequired: true,
  });
  return { birth, houseSystem: own.houseSystem };
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
