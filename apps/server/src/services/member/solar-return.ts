import type { SolarReturn } from '@constelar/contract';
import { computeChart, solarReturnInstant, type HouseSystem } from '@constelar/core';
import {
  SIGN_NAMES,
  SOLAR_RETURN_ASCENDANT_TEXTS,
  SOLAR_RETURN_SUN_HOUSE_TEXTS,
  type HouseNumber,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';
import { placeOf, type PlacedBirth, type PlacePoint } from '../reading/cast-birth';
import { returnAngles, returnBodies, returnInstant } from './return-chart';

/** Where the birthday is spent: the chosen place (by the birth pipeline's own resolution), else the birth place. */
export function returnPlace(birth: PlacedBirth, place?: string, placeId?: string): PlacePoint {
  if (!place && !placeId) return birth.place;
  return placeOf({ birthPlace: place, placeId }, undefined, true, 'place')!;
}

/** sky.md §6: the return instant (within 3 s of Swiss Ephemeris), its chart at the place, and two texts. */
export function buildSolarReturn(
  birth: PlacedBirth,
  year: number,
  place: PlacePoint,
  houseSystem: HouseSystem,
): SolarReturn {
  const [, month, day] = birth.birthDate.split('-').map(Number) as [number, number, number];
  // Noon UTC of the birthday in that year (29 February becomes 1 March): the Sun returns within a day of it.
  const around = Date.UTC(year, month - 1, day, 12);
  const instant = solarReturnInstant(birth.chart.bodies.sun.longitude, around);
  if (!instant.ok)
    throw new HttpError(422, 'Ano fora do alcance das efemérides (1801 a 2099).', { field: 'year' });
  const cast = computeChart({
    utcMs: instant.value,
    latitude: place.latitude,
    longitude: place.longitude,
    houseSystem,
  });
  const angles = cast.ok ? returnAngles(cast.value) : null;
  if (!cast.ok || !angles) {
    throw new HttpError(422, 'Não foi possível calcular a revolução solar para este ano.', { field: 'year' });
  }
  const chart = cast.value;
  const ascendant = chart.ascendant!;
  const sunHouse = chart.bodies.sun.house as HouseNumber;
  return {
    year,
    instant: returnInstant(instant.value),
    place: {
      label: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: place.timezone,
    },
    chart: {
      bodies: returnBodies(chart),
      ...angles,
    },
    texts: {
      ascendant: {
        title: `Ascendente da revolução em ${SIGN_NAMES[ascendant.sign]}`,
        text: SOLAR_RETURN_ASCENDANT_TEXTS[ascendant.sign],
      },
      sunHouse: {
        title: `Sol da revolução na Casa ${sunHouse}`,
        text: SOLAR_RETURN_SUN_HOUSE_TEXTS[sunHouse],
      },
    },
  };
}
