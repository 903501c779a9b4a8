// Every text of the horóscopo's library as keyed entries, for snapshot.md (issue #37): a reviewer reads
// the pools whole, then three composed days (wording samples).
import { daySky } from '@constelar/core';
import type { Sign } from '@constelar/core/codes';
import { ASPECT_READINGS, PAIR_READINGS, SUN_PAIR_READINGS } from './column-aspect-readings';
import {
  INGRESS_ELSEWHERE,
  INGRESS_ELSEWHERE_RETURN,
  INGRESS_HOME_LEADS,
  INGRESS_HOME_RETURN,
  MOON_HOME_LEADS,
  MOON_MOVES,
  QUARTERS,
  QUIET_DAYS,
  STATION_LEADS,
  VOID_SENTENCES,
} from './column-events';
import { HOUSE_IN, HOUSE_OF, MOON_BRIDGES } from './column-houses';
import { ECLIPSE_LEADS, FULL_MOON_LEADS, NEW_MOON_LEADS } from './column-lunations';
import { MOON_CLOSINGS, MOON_DAYS } from './column-moon-days';
import { MOON_LEADS } from './column-moon-leads';
import { MOON_NOTES } from './column-moon-notes';
import { composeHoroscope } from './horoscope';
import { horoscopeInputOf } from './horoscope-input';

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Flattens nested records and lists into "prefix.key.1" entries (lists counted from 1). */
function flatten(prefix: string, tree: Tree): { key: string; text: string }[] {
  if (typeof tree === 'string') return [{ key: prefix, text: tree }];
  if (Array.isArray(tree)) return tree.flatMap((t: Tree, i) => flatten(`${prefix}.${i + 1}`, t));
  return Object.entries(tree).flatMap(([k, t]) => flatten(`${prefix}.${k}`, t));
}

export function columnTexts(): { key: string; text: string }[] {
  const library: Record<string, Tree> = {
    moonLead: MOON_LEADS,
    moonDay: MOON_DAYS,
    moonNote: MOON_NOTES,
    moonClosing: MOON_CLOSINGS,
    moonBridge: MOON_BRIDGES,
    houseOf: HOUSE_OF,
    houseIn: HOUSE_IN,
    newMoonLead: NEW_MOON_LEADS,
    fullMoonLead: FULL_MOON_LEADS,
    eclipseLead: ECLIPSE_LEADS,
    stationLead: STATION_LEADS,
    ingressHome: INGRESS_HOME_LEADS,
    ingressHomeReturn: INGRESS_HOME_RETURN,
    moonHome: MOON_HOME_LEADS,
    ingressElsewhere: INGRESS_ELSEWHERE,
    ingressElsewhereReturn: INGRESS_ELSEWHERE_RETURN,
    moonMove: MOON_MOVES,
    quarter: QUARTERS,
    void: VOID_SENTENCES,
    quietDay: QUIET_DAYS,
    aspectReading: ASPECT_READINGS,
    pairReading: PAIR_READINGS,
    sunPairReading: SUN_PAIR_READINGS,
  };
  return Object.entries(library).flatMap(([name, tree]) => flatten(`horoscope.${name}`, tree));
}

/** Three days as a reader gets them: an eclipse in the sign, a quarter, an ordinary day. */
export function columnSamples(): [string, string][] {
  const days: [string, Sign][] = [
    ['2026-08-12', 'leo'],
    ['2026-12-01', 'pisces'],
    ['2026-07-28', 'taurus'],
  ];
  return days.flatMap(([date, sign]) => {
    const sky = daySky(date, 'America/Sao_Paulo');
    if (!sky.ok) return [];
    const paragraphs = composeHoroscope(horoscopeInputOf(sky.value, sign, 'America/Sao_Paulo'));
    return [[`horoscope.${date}.${sign}`, paragraphs.join('\n\n')] as [string, string]];
  });
}
