// relations.md §3: the lunar return of one birth (a cast birth, not a user, so saved people share it).
import type { LunarReturn } from '@constelar/contract';
import { computeChart, lunarReturnInstant, type HouseSystem } from '@constelar/core';
import {
  LUNAR_RETURN_ASCENDANT_TEXTS,
  LUNAR_RETURN_MOON_HOUSE_TEXTS,
  SIGN_NAMES,
  type HouseNumber,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';
import type { PlacedBirth, PlacePoint } from '../reading/cast-birth';
import { returnAngles, returnBodies, returnInstant } from './return-chart';
import { dayStartMs } from './sky-ahead';

/**
 * The first return of the Moon to its natal longitude at or after `from` (00:00 UTC), and its chart at
 * `place`. Without a birth time the natal Moon is known only to some degrees, so the instant is a
 * stand-in: no angles, houses or house texts then (sky.md §1).
 */
export function buildLunarReturn(
  birth: PlacedBirth,
  from: string,
  place: PlacePoint,
  houseSystem: HouseSystem,
): LunarReturn {
  const found = lunarReturnInstant(birth.chart.bodies.moon.longitude, dayStartMs(from));
  if (!found.ok) {
    throw new HttpError(422, 'Data fora do alcance das efemérides (1801 a 2099).', { field: 'from' });
  }
  const timeKnown = birth.chart.timeKnown;
  const cast = computeChart({
    utcMs: found.value,
    latitude: place.latitude,
    longitude: place.longitude,
    houseSystem,
    timeKnown,
  });
  if (!cast.ok) {
    throw new HttpError(422, 'Não foi possível calcular a revolução lunar para esta data.', {
      field: 'from',
    });
  }
  const chart = cast.value;
  const moonHouse = chart.bodies.moon.house as HouseNumber | null;
  return {
    from,
    instant: returnInstant(found.value),
    place: {
      label: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: place.timezone,
    },
    chart: {
      bodies: returnBodies(chart),
      ...returnAngles(chart),
    },
    texts: {
      ascendant: chart.ascendant
        ? {
            title: `Ascendente da revolução lunar em ${SIGN_NAMES[chart.ascendant.sign]}`,
            text: LUNAR_RETURN_ASCENDANT_TEXTS[chart.ascendant.sign],
          }
        : null,
      moonHouse: moonHouse
        ? {
            title: `Lua da revolução na Casa ${moonHouse}`,
            text: LUNAR_RETURN_MOON_HOUSE_TEXTS[moonHouse],
          }
        : null,
    },
  };
}
