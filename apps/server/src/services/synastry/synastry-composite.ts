// The composite chart in the contract's shape, with its readings (relations.md §1).
import type { SynastryComposite } from '@constelar/contract';
import { compositeChart, signOf, type CompositeInput, type HouseSystem } from '@constelar/core';
import {
  COMPOSITE_INTRO,
  compositeNoAnglesNote,
  COMPOSITE_SUN_HOUSE_TEXTS,
  COMPOSITE_TEXT_POINTS,
  compositeSignTitle,
  compositeSunHouseTitle,
  SIGN_NAMES,
  compositeSignText,
} from '@constelar/content';

export function compositeContent(
  a: CompositeInput,
  b: CompositeInput,
  system: HouseSystem,
  /** The names of the people whose birth time is unknown, for the note on the missing angles. */
  missingTime: readonly string[] = [],
): SynastryComposite {
  const chart = compositeChart(a, b, system);
  const bodies = Object.entries(chart.bodies).map(([code, body]) => ({
    code: code as SynastryComposite['bodies'][number]['code'],
    longitude: body.longitude,
    sign: SIGN_NAMES[signOf(body.longitude)],
    house: body.house,
  }));
  const longitudeOf = (point: (typeof COMPOSITE_TEXT_POINTS)[number]): number | null =>
    point === 'ascendant' ? (chart.angles?.ascendant ?? null) : chart.bodies[point].longitude;
  // A sign's caution is said once, with the first point in it: one reading never repeats a sentence.
  const cautioned = new Set<string>();
  const readings = COMPOSITE_TEXT_POINTS.flatMap((point) => {
    const longitude = longitudeOf(point);
    if (longitude === null) return [];
    const sign = signOf(longitude);
    const withCare = !cautioned.has(sign);
    cautioned.add(sign);
    return [
      {
        title: compositeSignTitle(point, SIGN_NAMES[sign]),
        text: compositeSignText(point, sign, SIGN_NAMES[sign], withCare),
      },
    ];
  });
  const sunHouse = chart.bodies.sun.house;
  if (sunHouse !== null) {
    readings.splice(1, 0, {
      title: compositeSunHouseTitle(sunHouse),
      text: COMPOSITE_SUN_HOUSE_TEXTS[sunHouse] ?? '',
    });
  }
  return {
    intro: COMPOSITE_INTRO,
    bodies,
    ascendant: chart.angles?.ascendant ?? null,
    midheaven: chart.angles?.midheaven ?? null,
    cusps: chart.angles?.cusps ?? null,
    houseSystem: chart.angles?.houseSystem ?? null,
    readings,
    ...(chart.angles ? {} : { note: compositeNoAnglesNote(missingTime) }),
  };
}
