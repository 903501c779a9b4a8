// The horóscopo do dia (daily.md §1, issue #37) as a column: the first sentence names the day's main
// event for the sign (an eclipse; a new or full Moon; a planet entering the sign; a station; the Moon
// entering the sign; else the Moon's house), then the Moon's house, the day's exact aspects with what
// they mean there, the other events (each coincidence told once), and a closing advice. Every sentence
// is written for its house, so no two signs share one on a date; the ones that recur are picked by the
// day of the Moon's passage through its sign and the parity of that passage, so none comes back within
// a month (docs/decisions/095-a-column-worth-reading.md).
import type {
  AspectKind,
  EclipseBody,
  EclipseKind,
  HouseLunationPhase,
  LunarPhaseKind,
  MoonPhaseName,
  Sign,
  TransitBody,
} from '@constelar/core/codes';
import { LUNAR_PHASE_ANGLES, SIGNS } from '@constelar/core/codes';
import { lunationParity, moonRevolutionParity } from '@constelar/core';
import { ASPECT_NAMES, BODY_NAMES } from './bodies';
import {
  ASPECT_READINGS,
  PAIR_READINGS,
  SUN_PAIR_READINGS,
  type AspectNature,
} from './column-aspect-readings';
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
import { ECLIPSE_KIND_WORDS } from './sky-event-names';
import { MOON_CLOSINGS, MOON_DAYS } from './column-moon-days';
import { MOON_LEADS } from './column-moon-leads';
import { MOON_NOTES } from './column-moon-notes';
import { SIGN_NAMES } from './sign-names';

/** A local time of day, minutes after midnight (Brasília for the horóscopo). */
export type Clock = number;

export type HoroscopeItem =
  | { type: 'moon-ingress'; sign: Sign; house: number; clock: Clock }
  | {
      type: 'aspect';
      a: TransitBody;
      b: TransitBody;
      aspect: AspectKind;
      clock: Clock;
      house: number;
      otherHouse: number;
      /** The quicker body's sign at the exact instant (the Moon's, for a Moon aspect). */
      signA?: Sign;
    }
  | {
      type: 'phase';
      kind: LunarPhaseKind;
      sign: Sign;
      house: number;
      clock: Clock;
    }
  | { type: 'ingress'; body: TransitBody; sign: Sign; house: number; retrograde: boolean; clock: Clock }
  | {
      type: 'station';
      body: TransitBody;
      kind: 'retrograde' | 'direct';
      sign: Sign;
      house: number;
      clock: Clock;
    }
  | { type: 'eclipse'; body: EclipseBody; kind: EclipseKind; sign: Sign; house: number; clock: Clock }
  | {
      type: 'void-of-course';
      sign: Sign;
      house: number;
      /** null when the period began before the day or ends after it. */
      startClock: Clock | null;
      endClock: Clock | null;
    };

export interface HoroscopeInput {
  sign: Sign;
  /** Days since 1970-01-01 of the local date. */
  dayNumber: number;
  /** The Moon at local noon; `longitude` (ecliptic degrees) tells which day of its passage it is. */
  moon: { sign: Sign; house: number; phase: MoonPhaseName; longitude: number };
  items: readonly HoroscopeItem[];
}

export const HOROSCOPE_MIN_WORDS = 120;
export const HOROSCOPE_MAX_WORDS = 260;

/** "14h10", "9h05", "0h30". */
export function clockText(clock: Clock): string {
  const hour = Math.floor(clock / 60);
  return `${hour}h${String(clock % 60).padStart(2, '0')}`;
}
const oneOClock = (clock: Clock) => Math.floor(clock / 60) === 1;
/** "às 14h10" (à 1h10: one o'clock is singular). */
export const atClock = (clock: Clock) => `${oneOClock(clock) ? 'à' : 'às'} ${clockText(clock)}`;
/** "a partir das 14h10". */
export const fromClock = (clock: Clock) => `a partir ${oneOClock(clock) ? 'da' : 'das'} ${clockText(clock)}`;
const ofClock = (clock: Clock) => `${oneOClock(clock) ? 'da' : 'das'} ${clockText(clock)}`;
const untilClock = (clock: Clock) => `até ${oneOClock(clock) ? 'a' : 'as'} ${clockText(clock)}`;
const betweenClocks = (a: Clock, b: Clock) =>
  `entre ${oneOClock(a) ? 'a' : 'as'} ${clockText(a)} e ${oneOClock(b) ? 'a' : 'as'} ${clockText(b)}`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Fills "{key}" with values; "{Key}" takes the value capitalized. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key.toLowerCase()];
    if (value === undefined) return whole;
    return key[0] === key[0]!.toUpperCase() ? capitalize(value) : value;
  });
}

const DAY_MS = 86_400_000;
/** The instant of a Brasília clock on the input's date (UTC−3; an hour of summer time moves no parity). */
const instantOf = (input: HoroscopeInput, clock: Clock) => input.dayNumber * DAY_MS + (clock + 180) * 60_000;
const signStart = (sign: Sign) => SIGNS.indexOf(sign) * 30;
/** 0 or 1: the parity of the Moon's passage through a sign (counted from the sign's middle, so the
 * turn falls opposite it, far from any instant the Moon is in the sign); the next passage has the other. */
const moonPassageParity = (utcMs: number, start: number) => moonRevolutionParity(utcMs, start + 15);

/**
 * Which of six sentences a Moon's-house pool gives today: the parity of the Moon's passage through its
 * sign (the next passage, 27 days later, has the other) times three, plus the third of the sign the noon
 * Moon is in (it moves 12° to 15° a day, so each day of one passage falls in a different third).
 */
function passageDay(input: HoroscopeInput): number {
  const parity = moonPassageParity(instantOf(input, 12 * 60), signStart(input.moon.sign));
  const third = Math.min(2, Math.floor((((input.moon.longitude % 30) + 30) % 30) / 10));
  return parity * 3 + third;
}

type Item<T extends HoroscopeItem['type']> = Extract<HoroscopeItem, { type: T }>;
type AspectItem = Item<'aspect'>;

const bodyRef = (body: TransitBody) =>
  body === 'sun' ? 'o Sol' : body === 'moon' ? 'a Lua' : BODY_NAMES[body];
const NATURES: Record<AspectKind, AspectNature> = {
  conjunction: 'conjunction',
  sextile: 'soft',
  trine: 'soft',
  square: 'hard',
  opposition: 'hard',
};
const WITH_ARTICLE: Record<AspectKind, string> = {
  conjunction: 'uma conjunção',
  sextile: 'um sextil',
  square: 'uma quadratura',
  trine: 'um trígono',
  opposition: 'uma oposição',
};

/**
 * The fact of an aspect, in four shapes: the parity of the Moon's passage (so the same contact a month
 * later is told otherwise) times two, plus the aspect's place in the day (so two of one day differ).
 */
function aspectFact(item: AspectItem, shape: number): string {
  const a = bodyRef(item.a);
  const b = bodyRef(item.b);
  const same = item.house === item.otherHouse;
  const here = `a sua casa ${item.house}, a ${HOUSE_OF[item.house]}`;
  const there = `a casa ${item.otherHouse}, a ${HOUSE_OF[item.otherHouse]}`;
  switch (shape) {
    case 0:
      return `${capitalize(atClock(item.clock))}, ${a} faz ${WITH_ARTICLE[item.aspect]} com ${b}${same ? `, n${here}` : `, d${here}, para ${there}`}.`;
    case 1:
      return `${capitalize(a)} e ${b} ficam em ${ASPECT_NAMES[item.aspect]} ${atClock(item.clock)}${
        same ? `, os dois n${here}` : `: um n${here}, o outro n${there}`
      }.`;
    case 2:
      return `${capitalize(a)} encontra ${b} ${atClock(item.clock)} n${WITH_ARTICLE[item.aspect]}${
        same ? ` dentro d${here}` : ` que liga ${here}, à ${there.slice(2)}`
      }.`;
    default:
      return `${capitalize(atClock(item.clock))} se forma ${WITH_ARTICLE[item.aspect]} entre ${a} e ${b}${
        same ? `, n${here}` : `, com um pé n${here}, e outro n${there}`
      }.`;
  }
}

/** The parity a Moon aspect is told with: its sign's passage; a planet pair's: the other of the day's. */
function aspectParity(input: HoroscopeInput, item: AspectItem, noonParity: number): number {
  if (item.a !== 'moon') return 1 - noonParity;
  return moonPassageParity(instantOf(input, item.clock), signStart(item.signA ?? input.moon.sign));
}

/**
 * The reading of an aspect. A Moon aspect reads the slower body in the Moon's house and alternates with
 * the Moon's passage through its sign. Two planets take the planet-pair readings (never the Moon's, so a
 * Moon aspect and a pair of one date never read alike): the quicker planet in the slower one's house or
 * the slower in the quicker one's, by the pair, so four planets meeting Pluto in a month read apart.
 */
function aspectReading(input: HoroscopeInput, item: AspectItem, noonParity: number, flip: boolean): string {
  const nature = NATURES[item.aspect];
  if (item.a === 'moon') {
    const parity = moonPassageParity(instantOf(input, item.clock), signStart(item.signA ?? input.moon.sign));
    const pool = ASPECT_READINGS[item.b as Exclude<TransitBody, 'moon'>][nature];
    return fill(pool[flip ? 1 - parity : parity]!, { in: HOUSE_IN[item.house]! });
  }
  const quicker = (SLOW_ORDER.indexOf(item.a) + SLOW_ORDER.indexOf(item.b) + (flip ? 1 : 0)) % 2 === 0;
  const body = quicker ? item.a : item.b;
  const where = HOUSE_IN[quicker ? item.otherHouse : item.house]!;
  const template =
    body === 'sun'
      ? SUN_PAIR_READINGS[nature][noonParity]!
      : PAIR_READINGS[body as Exclude<TransitBody, 'moon' | 'sun'>][nature][
          Math.floor(SLOW_ORDER.indexOf(item.a) / 2) % 2
        ]!;
  return fill(template, { in: where });
}

function aspectSentences(
  input: HoroscopeInput,
  aspects: readonly AspectItem[],
  noonParity: number,
): string[] {
  const used = new Set<string>();
  // The key of a reading without its house: the same for every sign, so a second aspect that would
  // read like the first reads otherwise for all twelve alike.
  const keyOf = (item: AspectItem, flip: boolean) => {
    const text = aspectReading(input, item, noonParity, flip);
    return { text, key: text.replace(HOUSE_IN[item.house]!, '').replace(HOUSE_IN[item.otherHouse]!, '') };
  };
  return aspects.flatMap((item, i) => {
    let reading = keyOf(item, false);
    if (used.has(reading.key)) reading = keyOf(item, true);
    used.add(reading.key);
    return [aspectFact(item, aspectParity(input, item, noonParity) * 2 + (i % 2)), reading.text];
  });
}

// Slower pairs first: a planet pair is rarer than a Moon aspect; then by the slower body.
const SLOW_ORDER: readonly TransitBody[] = [
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
const aspectWeight = (x: AspectItem) =>
  (x.a === 'moon' ? 0 : 20) + SLOW_ORDER.indexOf(x.b) + SLOW_ORDER.indexOf(x.a);

/** The lead: the day's main event for the sign, in the order of issue #37, and the item it tells. */
function leadOf(input: HoroscopeInput, v: number): { sentence: string; told: HoroscopeItem | undefined } {
  const { items } = input;
  const eclipse = items.find((i): i is Item<'eclipse'> => i.type === 'eclipse');
  if (eclipse) {
    const values = {
      at: atClock(eclipse.clock),
      kind: ECLIPSE_KIND_WORDS[eclipse.kind],
      sign: SIGN_NAMES[eclipse.sign],
      n: String(eclipse.house),
    };
    return { sentence: fill(ECLIPSE_LEADS[eclipse.body][eclipse.house]!, values), told: eclipse };
  }
  const lunation = items.find(
    (i): i is Item<'phase'> => i.type === 'phase' && (i.kind === 'new' || i.kind === 'full'),
  );
  if (lunation) {
    const kind = lunation.kind as HouseLunationPhase;
    const parity = lunationParity(instantOf(input, lunation.clock), LUNAR_PHASE_ANGLES[kind]);
    const pool = kind === 'new' ? NEW_MOON_LEADS : FULL_MOON_LEADS;
    const values = {
      of: ofClock(lunation.clock),
      sign: SIGN_NAMES[lunation.sign],
      n: String(lunation.house),
    };
    return { sentence: fill(pool[lunation.house]![parity]!, values), told: lunation };
  }
  const home = items.find((i): i is Item<'ingress'> => i.type === 'ingress' && i.house === 1);
  if (home) {
    const values = {
      at: atClock(home.clock),
      sign: SIGN_NAMES[home.sign],
      body: BODY_NAMES[home.body],
      n: '1',
    };
    const template = home.retrograde
      ? INGRESS_HOME_RETURN
      : INGRESS_HOME_LEADS[home.body as Exclude<TransitBody, 'moon'>];
    return { sentence: fill(template, values), told: home };
  }
  const station = items.find((i): i is Item<'station'> => i.type === 'station');
  if (station) return { sentence: stationSentence(station), told: station };
  const moonHome = items.find((i): i is Item<'moon-ingress'> => i.type === 'moon-ingress' && i.house === 1);
  if (moonHome) {
    const parity = moonPassageParity(instantOf(input, moonHome.clock), signStart(moonHome.sign));
    const values = {
      at: atClock(moonHome.clock),
      sign: SIGN_NAMES[moonHome.sign],
      prev: SIGN_NAMES[SIGNS[(SIGNS.indexOf(moonHome.sign) + 11) % 12]!],
    };
    return { sentence: fill(MOON_HOME_LEADS[parity]!, values), told: moonHome };
  }
  const h = input.moon.house;
  const values = { sign: SIGN_NAMES[input.moon.sign], n: String(h) };
  return { sentence: fill(MOON_LEADS[h]![(v + h) % 6]!, values), told: undefined };
}

function stationSentence(item: Item<'station'>): string {
  return fill(STATION_LEADS[item.kind][item.house]!, {
    at: atClock(item.clock),
    sign: SIGN_NAMES[item.sign],
    body: BODY_NAMES[item.body],
    n: String(item.house),
  });
}

function ingressSentence(item: Item<'ingress'>, parity: number): string {
  const values = {
    at: atClock(item.clock),
    from: fromClock(item.clock),
    body: BODY_NAMES[item.body],
    sign: SIGN_NAMES[item.sign],
    n: String(item.house),
    area: HOUSE_OF[item.house]!,
  };
  return fill(item.retrograde ? INGRESS_ELSEWHERE_RETURN : INGRESS_ELSEWHERE[parity]!, values);
}

function voidSentence(item: Item<'void-of-course'>, parity: number, next: Item<'moon-ingress'> | undefined) {
  const span =
    item.startClock !== null && item.endClock !== null
      ? betweenClocks(item.startClock, item.endClock)
      : item.endClock !== null
        ? untilClock(item.endClock)
        : item.startClock !== null
          ? `${fromClock(item.startClock)} e pela noite adentro`
          : 'o dia inteiro';
  const until =
    next && item.endClock !== null && Math.abs(next.clock - item.endClock) <= 1
      ? `, até entrar em ${SIGN_NAMES[next.sign]}`
      : '';
  return fill(VOID_SENTENCES[parity]!, {
    sign: SIGN_NAMES[item.sign],
    n: String(item.house),
    area: HOUSE_OF[item.house]!,
    span: span + until,
  });
}

/**
 * The paragraphs of one sign's horóscopo for one date: the lead and the Moon's house; the day's exact
 * aspects with their readings (or the quiet day); the other events; a note and an advice. At most three
 * aspects and two events are told, fewer when the text would pass 260 words.
 */
export function composeHoroscope(input: HoroscopeInput): string[] {
  const v = passageDay(input);
  const h = input.moon.house;
  const parity = Math.floor(v / 3);
  const { sentence: lead, told } = leadOf(input, v);

  const phases = input.items.filter((i): i is Item<'phase'> => i.type === 'phase');
  const quarter = phases.find((p) => p.kind === 'first-quarter' || p.kind === 'last-quarter');
  const eclipse = input.items.find((i): i is Item<'eclipse'> => i.type === 'eclipse');
  // A phase is the Moon–Sun aspect of its instant; an eclipse is the lunation it happens at: told once.
  const aspects = input.items
    .filter((i): i is AspectItem => i.type === 'aspect')
    .filter(
      (x) =>
        !(
          x.a === 'moon' &&
          x.b === 'sun' &&
          (phases.length > 0 || eclipse) &&
          x.aspect !== 'sextile' &&
          x.aspect !== 'trine'
        ),
    );
  const moonMove = input.items.find(
    (i): i is Item<'moon-ingress'> => i.type === 'moon-ingress' && i !== told,
  );
  const voidItem = input.items.find((i): i is Item<'void-of-course'> => i.type === 'void-of-course');
  const voidEndsAtMove =
    moonMove && voidItem?.endClock != null && Math.abs(moonMove.clock - voidItem.endClock) <= 1;

  const opening = [lead];
  if (told) {
    opening.push(
      fill(MOON_BRIDGES[(v + h) % 6]!, {
        sign: SIGN_NAMES[input.moon.sign],
        n: String(h),
        area: HOUSE_OF[h]!,
      }),
    );
  }
  opening.push(MOON_DAYS[h]![(v + h + 1) % 6]!);
  if (moonMove && !voidEndsAtMove) {
    opening.push(
      fill(MOON_MOVES[moonPassageParity(instantOf(input, moonMove.clock), signStart(moonMove.sign))]!, {
        at: atClock(moonMove.clock),
        from: fromClock(moonMove.clock),
        sign: SIGN_NAMES[moonMove.sign],
        prev: SIGN_NAMES[SIGNS[(SIGNS.indexOf(moonMove.sign) + 11) % 12]!],
        n: String(moonMove.house),
        area: HOUSE_OF[moonMove.house]!,
      }),
    );
  }

  const events: string[] = [];
  for (const item of input.items) {
    if (item === told) continue;
    if (item.type === 'phase' && (item.kind === 'first-quarter' || item.kind === 'last-quarter')) {
      events.unshift(
        fill(
          QUARTERS[item.kind][lunationParity(instantOf(input, item.clock), LUNAR_PHASE_ANGLES[item.kind])]!,
          {
            at: atClock(item.clock),
            sign: SIGN_NAMES[item.sign],
            n: String(item.house),
            area: HOUSE_OF[item.house]!,
          },
        ),
      );
    } else if (item.type === 'station') events.push(stationSentence(item));
    else if (item.type === 'ingress') events.push(ingressSentence(item, parity));
  }
  if (voidItem) {
    const at = voidItem.startClock ?? voidItem.endClock ?? 12 * 60;
    const voidParity = moonPassageParity(instantOf(input, at), signStart(voidItem.sign));
    events.push(voidSentence(voidItem, voidParity, voidEndsAtMove ? moonMove : undefined));
  }

  const ranked = [...aspects].sort((x, y) => aspectWeight(y) - aspectWeight(x) || x.clock - y.clock);
  const closing = [MOON_NOTES[h]![(v + h + 4) % 6]!, MOON_CLOSINGS[h]![(v + h + 2) % 6]!].join(' ');
  const build = (aspectCount: number, eventCount: number, short = false) => {
    const named = ranked.slice(0, aspectCount).sort((x, y) => x.clock - y.clock);
    // A quarter is the Moon's square to the Sun: on a day with no other aspect it takes the aspects' place.
    const quarterInstead = named.length === 0 && quarter !== undefined;
    const middle =
      named.length > 0
        ? aspectSentences(input, named, parity).join(' ')
        : quarterInstead
          ? [
              events[0]!,
              fill(ASPECT_READINGS.sun.hard[parity]!, { in: HOUSE_IN[quarter.house]! }),
              ...events.slice(1, eventCount),
            ].join(' ')
          : fill(QUIET_DAYS[h]![parity]!, { n: String(h) });
    const paragraphs = [opening.join(' '), middle];
    // A short day (a quiet sky) gets a second development and a second note of the Moon's house: the
    // ones of the same day of the Moon's other passage, seldom short too, so they seldom come back.
    if (short) paragraphs[0] = `${paragraphs[0]} ${MOON_DAYS[h]![(v + h + 4) % 6]!}`;
    const note = short ? `${MOON_NOTES[h]![(v + h + 1) % 6]!} ` : '';
    if (!quarterInstead && eventCount > 0 && events.length > 0)
      paragraphs.push(events.slice(0, eventCount).join(' '));
    paragraphs.push(note + closing);
    return paragraphs;
  };
  for (const [a, e] of [
    [3, 2],
    [2, 2],
    [2, 1],
    [1, 2],
    [1, 1],
    [1, 0],
  ] as const) {
    const paragraphs = build(a, e);
    const count = words(paragraphs.join(' '));
    if (count < HOROSCOPE_MIN_WORDS) return build(a, e, true);
    if (count <= HOROSCOPE_MAX_WORDS) return paragraphs;
  }
  return build(1, 0);
}

// The first sentence (the push, the meta description, the shared text) lives with the browser's words.
export { horoscopeLead } from './horoscope-words';
