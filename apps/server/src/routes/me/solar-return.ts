import type { SolarReturn } from '@constelar/contract';
import { BODIES, computeChart, solarReturnInstant, type HouseSystem } from '@constelar/core';
import {
  SIGN_NAMES,
  SOLAR_RETURN_ASCENDANT_TEXTS,
  SOLAR_RETURN_SUN_HOUSE_TEXTS,
  type HouseNumber,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';
import { placeOf, type PlacedBirth, type PlacePoint } from '../../reports/cast-birth';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

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
  if (!cast.ok || !cast.value.ascendant || !cast.value.midheaven || !cast.value.houses) {
    throw new HttpError(422, 'Não foi possível calcular a revolução solar para este ano.', { field: 'year' });
  }
  const chart = cast.value;
  const ascendant = chart.ascendant!;
  const sunHouse = chart.bodies.sun.house as HouseNumber;
  const angle = (a: typeof ascendant) => ({
    sign: SIGN_NAMES[a.sign],
    signCode: a.sign,
    longitude: round6(a.longitude),
    degree: round6(a.degree),
  });
  return {
    year,
    instant: iso(instant.value),
    place: {
      label: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: place.timezone,
    },
    chart: {
      bodies: Object.fromEntries(
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
      ),
      ascendant: angle(ascendant),
      midheaven: angle(chart.midheaven!),
      houses: chart.houses!.map(round6),
      houseSystem: chart.houseSystem!,
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
