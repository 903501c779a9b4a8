import type { HouseIngress, MemberLunation } from '@constelar/contract';
import { findHouseIngresses, findLunations, houseOf, type MemberSkyError } from '@constelar/core';
import {
  ECLIPSE_SENTENCES,
  LUNATION_NO_HOUSE_TEXTS,
  houseIngressText,
  lunationText,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';
import type { PlacedBirth } from '../reading/cast-birth';

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

function refused(error: MemberSkyError): HttpError {
  if (error.code === 'invalid-days') {
    return new HttpError(422, 'Informe o número de dias, de 1 a 366.', { field: 'days' });
  }
  return new HttpError(422, 'Período fora do alcance das efemérides (1800 a 2100).', { field: 'from' });
}

/** daily.md §2: new and full Moons and eclipses of [from 00:00 UTC, + days) in the member's houses. */
export function memberLunations(birth: PlacedBirth, from: string, days: number): MemberLunation[] {
  const found = findLunations(Date.parse(`${from}T00:00:00Z`), days);
  if (!found.ok) throw refused(found.error);
  const cusps = birth.chart.houses;
  return found.value.map((l) => {
    const house = cusps ? houseOf(l.moonLongitude, cusps) : null;
    // An eclipse reads as the lunation it is: a solar eclipse is a new Moon, a lunar one a full Moon.
    const phase = l.type === 'phase' ? l.kind : l.body === 'sun' ? 'new' : 'full';
    const base = house === null ? LUNATION_NO_HOUSE_TEXTS[phase] : lunationText(phase, house, l.sign);
    return {
      type: l.type,
      kind: l.kind,
      ...(l.type === 'eclipse' ? { body: l.body } : {}),
      time: iso(l.timeMs),
      sign: l.sign,
      house,
      text: l.type === 'eclipse' ? `${base} ${ECLIPSE_SENTENCES[l.body]}` : base,
    };
  });
}

/** daily.md §2: Jupiter … Pluto entering natal houses; none without a birth time. */
export function memberHouseIngresses(birth: PlacedBirth, from: string, days: number): HouseIngress[] {
  const cusps = birth.chart.houses;
  if (!cusps) {
    if (!Number.isInteger(days) || days < 1 || days > 366) throw refused({ code: 'invalid-days', days });
    return [];
  }
  const found = findHouseIngresses(cusps, Date.parse(`${from}T00:00:00Z`), days);
  if (!found.ok) throw refused(found.error);
  return found.value.map((e) => ({
    body: e.body,
    house: e.house,
    time: iso(e.timeMs),
    direction: e.direction,
    text: houseIngressText(e.body, e.house, e.direction),
  }));
}
