// The horóscopo do dia (daily.md §1) composed from the sky's parts: the Moon's house counted from the
// solar sign, the day's exact aspects and the calendar's events, each in its house and at its Brasília
// time. Every paragraph carries one of ROTATION_PERIOD opening × closing forms, chosen by the day number
// and the sign: a sign never meets the same form twice within 36 days, and two signs never share one on
// a date, so no paragraph repeats (docs/decisions/082-horoscope-composition.md).
import type { AspectKind, MoonPhaseName, Sign, TransitBody } from '@constelar/core/codes';
import { SIGNS } from '@constelar/core/codes';
import { BODY_NAMES, ASPECT_NAMES, HOUSE_THEMES } from './bodies';
import {
  ASPECT_ADVICE,
  ASPECT_LINKS,
  BODY_GIFTS,
  HOUSE_AREAS,
  HOUSE_CHOICES,
  HOUSE_IDEAS,
  MOON_HOUSE_TENDENCIES,
  PHASE_MOODS,
  ROTATION,
  ROTATION_PERIOD,
  type ParagraphRole,
} from './horoscope-texts';
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
    }
  | {
      type: 'phase';
      kind: 'new' | 'first-quarter' | 'full' | 'last-quarter';
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
  | { type: 'eclipse'; body: 'sun' | 'moon'; kind: string; sign: Sign; house: number; clock: Clock }
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
  /** Days since 1970-01-01 of the local date: the rotation's clock. */
  dayNumber: number;
  moon: { sign: Sign; house: number; phase: MoonPhaseName };
  items: readonly HoroscopeItem[];
}

export const HOROSCOPE_MIN_WORDS = 120;
export const HOROSCOPE_MAX_WORDS = 260;

/** "14h10", "9h05", "0h30". */
export function clockText(clock: Clock): string {
  const hour = Math.floor(clock / 60);
  return `${hour}h${String(clock % 60).padStart(2, '0')}`;
}
/** "às 14h10" (à 1h10: one o'clock is singular). */
export const atClock = (clock: Clock) => `${Math.floor(clock / 60) === 1 ? 'à' : 'às'} ${clockText(clock)}`;
/** "a partir das 14h10". */
export const fromClock = (clock: Clock) =>
  `a partir ${Math.floor(clock / 60) === 1 ? 'da' : 'das'} ${clockText(clock)}`;
const untilClock = (clock: Clock) => `até ${Math.floor(clock / 60) === 1 ? 'a' : 'as'} ${clockText(clock)}`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const houseWithArea = (house: number) => `a sua casa ${house}, a ${HOUSE_AREAS[house]}`;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The form of one paragraph: lead and tail indexes of the rotation, never equal within 36 days. */
const ROLE_OFFSETS: Record<ParagraphRole, number> = {
  moon: 0,
  aspects: 11,
  quiet: 17,
  events: 23,
  closing: 31,
};
const NATURES: Record<AspectKind, keyof typeof ASPECT_ADVICE> = {
  conjunction: 'conjunction',
  sextile: 'harmonious',
  trine: 'harmonious',
  square: 'tense',
  opposition: 'tense',
};
/** "o Sol", "a Lua", "Vênus": the luminaries take an article, the planets do not. */
const bodyRef = (body: TransitBody) =>
  body === 'sun' ? 'o Sol' : body === 'moon' ? 'a Lua' : BODY_NAMES[body];
function rotation(input: HoroscopeInput, role: ParagraphRole): { lead: string; tail: string } {
  const signIndex = SIGNS.indexOf(input.sign);
  // 3 × 11 < 36: the twelve signs of one date take twelve different forms.
  const k =
    (((input.dayNumber + 3 * signIndex + ROLE_OFFSETS[role]) % ROTATION_PERIOD) + ROTATION_PERIOD) %
    ROTATION_PERIOD;
  const forms = ROTATION[role];
  return { lead: forms.leads[k % 6]!, tail: forms.tails[Math.floor(k / 6)]! };
}

const pick = <T>(list: readonly T[], seed: number): T =>
  list[((seed % list.length) + list.length) % list.length]!;

function moonParagraph(
  input: HoroscopeInput,
  ingress: Extract<HoroscopeItem, { type: 'moon-ingress' }> | undefined,
): string {
  const { moon } = input;
  const { lead, tail } = rotation(input, 'moon');
  const parts = [lead];
  if (ingress && ingress.clock <= 12 * 60) {
    const before = SIGNS[(SIGNS.indexOf(ingress.sign) + 11) % 12]!;
    parts.push(
      `${capitalize(fromClock(ingress.clock))}, ela deixa ${SIGN_NAMES[before]} e entra em ${SIGN_NAMES[moon.sign]}, ${houseWithArea(moon.house)}, onde fica o resto do dia.`,
    );
  } else {
    parts.push(`Ela passa por ${SIGN_NAMES[moon.sign]}, ${houseWithArea(moon.house)}.`);
  }
  parts.push(pick(MOON_HOUSE_TENDENCIES[moon.house]!, input.dayNumber + SIGNS.indexOf(input.sign)));
  parts.push(PHASE_MOODS[moon.phase]);
  if (ingress && ingress.clock > 12 * 60) {
    parts.push(
      `${capitalize(fromClock(ingress.clock))}, a Lua entra em ${SIGN_NAMES[ingress.sign]} e o foco passa para ${houseWithArea(ingress.house)}.`,
    );
  }
  parts.push(tail);
  return parts.join(' ');
}

type AspectItem = Extract<HoroscopeItem, { type: 'aspect' }>;

function aspectSentence(item: AspectItem, seed: number): string {
  const nature = NATURES[item.aspect];
  const withB = `em ${ASPECT_NAMES[item.aspect]} com ${bodyRef(item.b)}`;
  const houses =
    item.house === item.otherHouse
      ? `na sua casa ${item.house}, a ${HOUSE_AREAS[item.house]}`
      : `entre a sua casa ${item.house} e a casa ${item.otherHouse}, ligando ${HOUSE_THEMES[item.house]} a ${HOUSE_THEMES[item.otherHouse]}`;
  return (
    `${capitalize(atClock(item.clock))}, ${bodyRef(item.a)} fica ${withB}, ${houses}: ` +
    `${BODY_GIFTS[item.a]} ${ASPECT_LINKS[item.aspect]} ${BODY_GIFTS[item.b]}. ${pick(ASPECT_ADVICE[nature], seed)}`
  );
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

function aspectParagraph(input: HoroscopeInput, aspects: readonly AspectItem[]): string {
  if (aspects.length === 0) {
    const { lead, tail } = rotation(input, 'quiet');
    const h = input.moon.house;
    return [
      lead,
      `O compasso fica com a Lua na sua casa ${h}, a de ${HOUSE_THEMES[h]}.`,
      HOUSE_IDEAS[h],
      tail,
    ].join(' ');
  }
  const { lead, tail } = rotation(input, 'aspects');
  const sentences = aspects.map((item, i) => aspectSentence(item, input.dayNumber + i));
  return [lead, ...sentences, tail].join(' ');
}

const ECLIPSE_KIND_NAMES: Record<string, string> = {
  total: 'total',
  annular: 'anular',
  hybrid: 'híbrido',
  partial: 'parcial',
  penumbral: 'penumbral',
};
const PHASE_EVENT: Record<'new' | 'first-quarter' | 'full' | 'last-quarter', [string, string]> = {
  new: ['a Lua Nova', 'é um bom ponto de partida para intenções ligadas a'],
  'first-quarter': ['o Quarto Crescente', 'pede decisões práticas sobre'],
  full: ['a Lua Cheia', 'tende a trazer à luz o que envolve'],
  'last-quarter': ['o Quarto Minguante', 'favorece balanços e despedidas em'],
};
const retro = (body: TransitBody) => (body === 'venus' ? 'retrógrada' : 'retrógrado');

function eventSentence(item: Exclude<HoroscopeItem, AspectItem | { type: 'moon-ingress' }>): string {
  switch (item.type) {
    case 'phase': {
      const [name, verb] = PHASE_EVENT[item.kind];
      return `${capitalize(atClock(item.clock))}, ${name} em ${SIGN_NAMES[item.sign]} cai na sua casa ${item.house} e ${verb} ${HOUSE_THEMES[item.house]}.`;
    }
    case 'eclipse': {
      const of = item.body === 'sun' ? 'do Sol' : 'da Lua';
      return `${capitalize(atClock(item.clock))}, um eclipse ${ECLIPSE_KIND_NAMES[item.kind] ?? ''} ${of} em ${SIGN_NAMES[item.sign]} marca a sua casa ${item.house}: temas de ${HOUSE_THEMES[item.house]} podem pedir um recomeço nas próximas semanas.`;
    }
    case 'station':
      return item.kind === 'retrograde'
        ? `${capitalize(atClock(item.clock))}, ${BODY_NAMES[item.body]} fica ${retro(item.body)} em ${SIGN_NAMES[item.sign]}, na sua casa ${item.house}: vale revisar com calma o que toca ${HOUSE_THEMES[item.house]}.`
        : `${capitalize(atClock(item.clock))}, ${BODY_NAMES[item.body]} retoma o movimento direto em ${SIGN_NAMES[item.sign]}, na sua casa ${item.house}, e o que envolve ${HOUSE_THEMES[item.house]} tende a destravar aos poucos.`;
    case 'ingress':
      return item.retrograde
        ? `${capitalize(fromClock(item.clock))}, ${BODY_NAMES[item.body]} ${retro(item.body)} volta a ${SIGN_NAMES[item.sign]}, a sua casa ${item.house}, para rever assuntos de ${HOUSE_THEMES[item.house]}.`
        : `${capitalize(fromClock(item.clock))}, ${BODY_NAMES[item.body]} entra em ${SIGN_NAMES[item.sign]}, ${houseWithArea(item.house)}, e leva para lá ${BODY_GIFTS[item.body]}.`;
    case 'void-of-course': {
      const where = `a Lua fica fora de curso em ${SIGN_NAMES[item.sign]}, na sua casa ${item.house}`;
      const advice = 'tendem a render mais as tarefas em andamento do que os começos';
      if (item.startClock !== null && item.endClock !== null)
        return `Entre ${clockText(item.startClock)} e ${clockText(item.endClock)}, ${where}, e ${advice}.`;
      if (item.startClock !== null)
        return `${capitalize(fromClock(item.startClock))}, ${where}, e ${advice}.`;
      if (item.endClock !== null) return `${capitalize(untilClock(item.endClock))}, ${where}, e ${advice}.`;
      return `O dia todo ${where}, e ${advice}.`;
    }
  }
}

type EventItem = Exclude<HoroscopeItem, AspectItem | { type: 'moon-ingress' }>;
const EVENT_ORDER: Record<EventItem['type'], number> = {
  eclipse: 0,
  station: 1,
  ingress: 2,
  phase: 3,
  'void-of-course': 4,
};

function eventsParagraph(input: HoroscopeInput, events: readonly EventItem[]): string {
  const { lead, tail } = rotation(input, 'events');
  return [lead, ...events.map(eventSentence), tail].join(' ');
}

function closingParagraph(input: HoroscopeInput): string {
  const { lead, tail } = rotation(input, 'closing');
  const h = input.moon.house;
  return [
    `${lead} a Lua em ${SIGN_NAMES[input.moon.sign]} mantém a sua casa ${h} em destaque, e os assuntos de ${HOUSE_THEMES[h]} pedem um olhar atento.`,
    HOUSE_CHOICES[h],
    tail,
  ].join(' ');
}

/**
 * The paragraphs of one sign's horóscopo for one date: the Moon, the day's exact aspects (or the Moon's
 * topic when none), the calendar's events when there are any, and a closing choice. At most two aspects
 * and two events are named, fewer when the text would pass 260 words.
 */
export function composeHoroscope(input: HoroscopeInput): string[] {
  const ingress = input.items.find(
    (i): i is Extract<HoroscopeItem, { type: 'moon-ingress' }> => i.type === 'moon-ingress',
  );
  const aspects = input.items.filter((i): i is AspectItem => i.type === 'aspect');
  const events = input.items
    .filter((i): i is EventItem => i.type !== 'aspect' && i.type !== 'moon-ingress')
    .sort((x, y) => EVENT_ORDER[x.type] - EVENT_ORDER[y.type]);
  const rankedAspects = [...aspects].sort((x, y) => aspectWeight(y) - aspectWeight(x) || x.clock - y.clock);
  const build = (aspectCount: number, eventCount: number) => {
    const named = rankedAspects.slice(0, aspectCount).sort((x, y) => x.clock - y.clock);
    const paragraphs = [moonParagraph(input, ingress), aspectParagraph(input, named)];
    if (eventCount > 0 && events.length > 0)
      paragraphs.push(eventsParagraph(input, events.slice(0, eventCount)));
    paragraphs.push(closingParagraph(input));
    return paragraphs;
  };
  for (const [a, e] of [
    [2, 2],
    [2, 1],
    [1, 2],
    [1, 1],
    [1, 0],
  ] as const) {
    const paragraphs = build(a, e);
    if (words(paragraphs.join(' ')) <= HOROSCOPE_MAX_WORDS) return paragraphs;
  }
  return build(1, 0);
}
