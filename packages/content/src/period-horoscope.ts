// The week and the month by sign (reach.md §2) as a column: the period's main event opens it, then its
// lunations, the planets that change sign or stand still, the exact aspects between planets, the Moon
// through the days (the week) and a closing, each sentence in the house the event falls in from the
// reader's sign and with its date. Pools are read at (period number + the sign's offset + position), so a
// sign never takes the same sentence of a pool in 8 consecutive weeks or 6 consecutive months
// (docs/decisions/104-week-and-month.md).
import type {
  AspectKind,
  EclipseBody,
  EclipseKind,
  LunarPhaseKind,
  Sign,
  TransitBody,
} from '@constelar/core/codes';
import { SIGNS } from '@constelar/core/codes';
import { ASPECT_NAMES, BODY_NAMES } from './bodies';
import { HOUSE_IN, HOUSE_OF } from './column-houses';
import { PHASE_TITLES } from './sky-event-names';
import { SIGN_NAMES } from './sign-names';
import {
  ASPECT_SENTENCES,
  ECLIPSE_SENTENCES,
  HOUSE_ADVICE,
  INGRESS_RETURN_SENTENCES,
  INGRESS_SENTENCES,
  LEAD_MEANINGS,
  MONTH_CLOSINGS,
  MONTH_OPENINGS,
  MONTH_TEXTURES,
  MOON_HOME,
  MOON_WEEK_OPENINGS,
  MOON_WEEK_STEPS,
  PHASE_SENTENCES,
  PLANET_TASKS,
  STATION_SENTENCES,
  WEEK_CLOSINGS,
  WEEK_DAY_NOTES,
  WEEK_OPENINGS,
} from './period-texts';
import { MONTH_NAMES } from './horoscope-words';

/** One event of the period for one sign; `date` is the local YYYY-MM-DD. */
export type PeriodItem =
  | { type: 'phase'; kind: LunarPhaseKind; sign: Sign; house: number; date: string }
  | { type: 'eclipse'; body: EclipseBody; kind: EclipseKind; sign: Sign; house: number; date: string }
  | { type: 'ingress'; body: TransitBody; sign: Sign; house: number; retrograde: boolean; date: string }
  | {
      type: 'station';
      body: TransitBody;
      kind: 'retrograde' | 'direct';
      sign: Sign;
      house: number;
      date: string;
    }
  | {
      type: 'aspect';
      a: TransitBody;
      b: TransitBody;
      aspect: AspectKind;
      house: number;
      houseB: number;
      date: string;
    };

export interface PeriodInput {
  sign: Sign;
  period: 'week' | 'month';
  /** First and last local dates, inclusive. */
  from: string;
  to: string;
  /** In time order. */
  items: readonly PeriodItem[];
  /** Each day's Moon at local noon with its house, and the Sun's house then. */
  days: readonly { date: string; moonSign: Sign; moonHouse: number; sunHouse: number }[];
}

export const WEEK_WORDS = { min: 220, max: 450 } as const;
export const MONTH_WORDS = { min: 350, max: 700 } as const;

const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
const DAY_MS = 86_400_000;

/** "o Sol"; the planets go by their names alone, as columns write them ("Vênus entra em Libra"). */
const bodyName = (body: TransitBody) => (body === 'sun' ? 'o Sol' : BODY_NAMES[body]);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function fill(template: string, values: Record<string, string>, capital = true): string {
  const text = template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key.toLowerCase()];
    if (value === undefined) return whole;
    return key[0] === key[0]!.toUpperCase() ? capitalize(value) : value;
  });
  return capital ? capitalize(contract(text)) : contract(text);
}

/** Portuguese contractions a filled slot can leave: "de a Lua" → "da Lua", "em o" → "no". */
const contract = (text: string) =>
  text.replace(/\bde (a|o|as|os) /g, 'd$1 ').replace(/\bem (a|o|as|os) /g, 'n$1 ');

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** "12", "1º": a day of the month as Brazilians write it. */
const dayText = (date: string) => (dayOfMonth(date) === 1 ? '1º' : String(dayOfMonth(date)));
/** "na quinta-feira (12)", "no sábado (14)", "no domingo (15)". */
export function weekdayWhen(date: string): string {
  const name = weekday(date);
  const article = name === 'sábado' || name === 'domingo' ? 'no' : 'na';
  return `${article} ${name} (${dayText(date)})`;
}
/** "a quinta-feira (12)", "o sábado (14)": the day as a noun. */
const weekdayName = (date: string) => weekdayWhen(date).replace(/^na /, 'a ').replace(/^no /, 'o ');
/** "da quinta-feira (12)", for "a partir da quinta-feira (12)". */
const weekdayFrom = (date: string) => weekdayWhen(date).replace(/^na /, 'da ').replace(/^no /, 'do ');
/** "no dia 12" ("no dia 1º"). */
const monthWhen = (date: string) => `no dia ${dayText(date)}`;

/** The period's number: weeks since the Monday 1970-01-05, months since January 1970. */
export function periodNumber(period: 'week' | 'month', from: string): number {
  if (period === 'week') return Math.floor((dayNumber(from) - 4) / 7);
  return (Number(from.slice(0, 4)) - 1970) * 12 + Number(from.slice(5, 7)) - 1;
}

interface Picker {
  /** A pool's sentence for this period and sign; `slot` separates two uses of one pool. */
  pick<T>(pool: readonly T[], slot?: number): T;
}

function pickerOf(input: PeriodInput): Picker {
  const n = periodNumber(input.period, input.from);
  const offset = SIGNS.indexOf(input.sign) * 5;
  return {
    pick: (pool, slot = 0) => pool[(((n + offset + slot * 3) % pool.length) + pool.length) % pool.length]!,
  };
}

const NATURE: Record<AspectKind, 'flowing' | 'tense' | 'fusion'> = {
  conjunction: 'fusion',
  sextile: 'flowing',
  trine: 'flowing',
  square: 'tense',
  opposition: 'tense',
};

/** How important an item is to lead the period (lower first). */
function rank(item: PeriodItem): number {
  switch (item.type) {
    case 'eclipse':
      return 0;
    case 'phase':
      return item.kind === 'new' || item.kind === 'full' ? 1 : 5;
    case 'station':
      return 2;
    case 'ingress':
      return ['sun', 'mercury', 'venus', 'mars'].includes(item.body) ? 4 : 3;
    case 'aspect':
      return 6;
  }
}

/** "a Lua Cheia em Câncer", "Mercúrio retrógrado em Sagitário", … as the opening names it. */
function eventName(item: PeriodItem): string {
  switch (item.type) {
    case 'eclipse':
      return `o eclipse ${item.body === 'sun' ? 'solar' : 'lunar'} em ${SIGN_NAMES[item.sign]}`;
    case 'phase': {
      const title = PHASE_TITLES[item.kind];
      return `${item.kind === 'new' || item.kind === 'full' ? 'a ' : 'o '}${title} em ${SIGN_NAMES[item.sign]}`;
    }
    case 'station':
      return `${item.kind === 'retrograde' ? 'o início da retrogradação' : 'o fim da retrogradação'} de ${bodyName(item.body)} em ${SIGN_NAMES[item.sign]}`;
    case 'ingress':
      return `a entrada de ${bodyName(item.body)} em ${SIGN_NAMES[item.sign]}`;
    case 'aspect':
      return `${item.aspect === 'conjunction' || item.aspect === 'square' || item.aspect === 'opposition' ? 'a' : 'o'} ${ASPECT_NAMES[item.aspect]} entre ${bodyName(item.a)} e ${bodyName(item.b)}`;
  }
}

function leadKind(item: PeriodItem | undefined): keyof typeof LEAD_MEANINGS {
  if (!item) return 'moon';
  if (item.type === 'eclipse') return 'eclipse';
  if (item.type === 'phase') return item.kind === 'new' || item.kind === 'full' ? 'lunation' : 'quarter';
  if (item.type === 'aspect') return 'aspect';
  return 'planet';
}

/** The most telling item: by rank, then the reader's own sign and angular houses, then time. */
function leadOf(items: readonly PeriodItem[]): PeriodItem | undefined {
  const angular = (h: number) => (h === 1 ? 0 : [4, 7, 10].includes(h) ? 1 : 2);
  return [...items].sort((x, y) => rank(x) - rank(y) || angular(x.house) - angular(y.house))[0];
}

function itemSentence(item: PeriodItem, input: PeriodInput, p: Picker, slot: number): string {
  const week = input.period === 'week';
  const when = week ? weekdayWhen(item.date) : monthWhen(item.date);
  const from = week ? weekdayFrom(item.date) : `do dia ${dayText(item.date)}`;
  const day = week ? weekdayName(item.date) : `o dia ${dayText(item.date)}`;
  const base = {
    when,
    day,
    from,
    from2: `a partir ${from}`,
    n: String(item.house),
    area: HOUSE_OF[item.house]!,
    in: HOUSE_IN[item.house]!,
  };
  switch (item.type) {
    case 'phase':
      return fill(p.pick(PHASE_SENTENCES[item.kind], slot), { ...base, sign: SIGN_NAMES[item.sign] });
    case 'eclipse':
      return fill(p.pick(ECLIPSE_SENTENCES[item.body], slot), { ...base, sign: SIGN_NAMES[item.sign] });
    case 'ingress': {
      const task = fill(PLANET_TASKS[item.body] ?? '', base, false);
      const pool = item.retrograde ? INGRESS_RETURN_SENTENCES : INGRESS_SENTENCES;
      const sentence = fill(p.pick(pool, slot), {
        ...base,
        body: bodyName(item.body),
        sign: SIGN_NAMES[item.sign],
        task,
      });
      return sentence.includes(task) || item.retrograde ? sentence : `${sentence} ${capitalize(task)}`;
    }
    case 'station':
      return fill(p.pick(STATION_SENTENCES[item.kind], slot), {
        ...base,
        body: bodyName(item.body),
        sign: SIGN_NAMES[item.sign],
      });
    case 'aspect':
      return fill(p.pick(ASPECT_SENTENCES[NATURE[item.aspect]], slot), {
        ...base,
        a: bodyName(item.a),
        b: bodyName(item.b),
        aspect: ASPECT_NAMES[item.aspect],
        m: String(item.houseB),
        areab: HOUSE_OF[item.houseB]!,
        inb: HOUSE_IN[item.houseB]!,
      });
  }
}

/** A house's advice, never twice in one text: the next of its three when the one picked is taken. */
function adviceOf(used: Set<string>, p: Picker) {
  return (house: number, _p: Picker, slot: number): string => {
    const pool = HOUSE_ADVICE[house]!;
    for (let k = 0; k < pool.length; k++) {
      const sentence = p.pick(pool, slot + k);
      if (!used.has(sentence)) {
        used.add(sentence);
        return sentence;
      }
    }
    return '';
  };
}

/** The Moon through the week: where it starts, each change of sign, its days in the reader's sign. */
function moonWeek(input: PeriodInput, p: Picker): string[] {
  const [first, ...rest] = input.days;
  if (!first) return [];
  const steps: string[] = [];
  let current = first.moonSign;
  for (const day of rest) {
    if (day.moonSign === current) continue;
    current = day.moonSign;
    steps.push(
      fill(p.pick(MOON_WEEK_STEPS, steps.length), {
        when: weekdayWhen(day.date),
        sign: SIGN_NAMES[day.moonSign],
        n: String(day.moonHouse),
        area: HOUSE_OF[day.moonHouse]!,
      }).replace(/^./, (c) => c.toLowerCase()),
    );
  }
  const opening = fill(p.pick(MOON_WEEK_OPENINGS), {
    sign: SIGN_NAMES[first.moonSign],
    n: String(first.moonHouse),
    area: HOUSE_OF[first.moonHouse]!,
  });
  const list =
    steps.length === 0
      ? ''
      : steps.length === 1
        ? `; ${steps[0]}`
        : `; ${steps.slice(0, -1).join('; ')}; e, por fim, ${steps[steps.length - 1]}`;
  const sentences = [`${opening}${list}.`];
  const home = input.days.filter((d) => d.moonHouse === 1);
  if (home.length > 0) {
    const both = <T>(f: (date: string) => T) =>
      home.length === 1 ? f(home[0]!.date) : `${f(home[0]!.date)} e ${f(home[home.length - 1]!.date)}`;
    sentences.push(fill(p.pick(MOON_HOME), { when: both(weekdayWhen), day: both(weekdayName) }));
  }
  return sentences;
}

/** A paragraph is a list of sentences; the first ones carry the sky, the last is optional. */
type Draft = { sentences: string[]; optional: number }[];

function fitWords(
  draft: Draft,
  min: number,
  max: number,
  extra: () => string | undefined,
  intoMoon: boolean,
): string[] {
  const total = () => draft.reduce((sum, d) => sum + countWords(d.sentences.join(' ')), 0);
  // Too long: drop optional sentences from the longest paragraphs.
  while (total() > max) {
    const candidates = draft.filter((d) => d.optional > 0);
    if (candidates.length === 0) break;
    const longest = candidates.sort(
      (a, b) => countWords(b.sentences.join(' ')) - countWords(a.sentences.join(' ')),
    )[0]!;
    longest.sentences.pop();
    longest.optional--;
  }
  // Too short: one more sentence at a time, each in its turn.
  for (let i = 0; total() < min && i < 60; i++) {
    const sentence = extra();
    if (sentence === undefined) break;
    if (!sentence || draft.some((d) => d.sentences.includes(sentence))) continue;
    // Into the paragraphs between the opening and the closing, in turn (the week's days into the Moon's).
    const target = intoMoon
      ? draft[draft.length - 2]!
      : (draft[1 + (i % Math.max(1, draft.length - 2))] ?? draft[0]!);
    target.sentences.push(sentence);
  }
  return draft.map((d) => d.sentences.filter(Boolean).join(' '));
}

/** A sign's week (4 to 6 paragraphs, 220 to 450 words) or month (5 to 8, 350 to 700 words). */
export function composePeriodHoroscope(input: PeriodInput): string[] {
  const p = pickerOf(input);
  const advice = adviceOf(new Set<string>(), p);
  const week = input.period === 'week';
  const items = input.items;
  const lead = leadOf(items);
  const month = MONTH_NAMES[Number(input.from.slice(5, 7)) - 1]!;
  const draft: Draft = [];
  const leadHouse = lead?.house ?? input.days[0]!.moonHouse;
  const leadDate = lead?.date ?? input.from;

  // 1. The opening around the main event (the Moon of the first day when the period has none).
  {
    const values = {
      when: week ? weekdayWhen(leadDate) : monthWhen(leadDate),
      day: week ? weekdayName(leadDate) : `o dia ${dayText(leadDate)}`,
      event: lead ? eventName(lead) : `a Lua em ${SIGN_NAMES[input.days[0]!.moonSign]}`,
      n: String(leadHouse),
      area: HOUSE_OF[leadHouse]!,
      in: HOUSE_IN[leadHouse]!,
      month,
    };
    const opening = fill(p.pick(week ? WEEK_OPENINGS : MONTH_OPENINGS), values);
    const meaning = fill(p.pick(LEAD_MEANINGS[leadKind(lead)]), values);
    draft.push({ sentences: [opening, meaning, advice(leadHouse, p, 0)], optional: 1 });
  }
  const rest = items.filter((item) => item !== lead);
  // A new or full Moon that is also an eclipse is told once, as the eclipse.
  const eclipsed = (i: PeriodItem) =>
    i.type === 'phase' &&
    items.some(
      (e) =>
        e.type === 'eclipse' &&
        e.date === i.date &&
        (e.body === 'sun' ? i.kind === 'new' : i.kind === 'full'),
    );
  const lunar = rest.filter((i) => (i.type === 'phase' && !eclipsed(i)) || i.type === 'eclipse');
  const planets = rest.filter((i) => i.type === 'ingress' || i.type === 'station');
  const aspects = rest.filter((i) => i.type === 'aspect');

  // 2. The Moon's phases and eclipses (the month gives new and full Moons a paragraph each).
  if (week) {
    if (lunar.length > 0) {
      const sentences = lunar.map((item, k) => itemSentence(item, input, p, k));
      draft.push({ sentences: [...sentences, advice(lunar[0]!.house, p, 1)], optional: 1 });
    }
  } else {
    const big = lunar.filter(
      (i) => i.type === 'eclipse' || (i.type === 'phase' && (i.kind === 'new' || i.kind === 'full')),
    );
    const quarters = lunar.filter((i) => !big.includes(i));
    big.forEach((item, k) =>
      draft.push({ sentences: [itemSentence(item, input, p, k), advice(item.house, p, k + 1)], optional: 1 }),
    );
    if (quarters.length > 0)
      draft.push({ sentences: quarters.map((item, k) => itemSentence(item, input, p, k)), optional: 0 });
  }

  // 3. Planets changing sign or standing still.
  if (planets.length > 0) {
    const shown = planets.slice(0, week ? 3 : 5);
    draft.push({
      sentences: [...shown.map((item, k) => itemSentence(item, input, p, k)), advice(shown[0]!.house, p, 2)],
      optional: 1,
    });
  }

  // 4. The exact aspects between planets: the week's first three, the month's first five in distinct pairs.
  if (aspects.length > 0) {
    const shown = aspects.slice(0, week ? 3 : 5);
    const sentences = shown.map((item, k) => itemSentence(item, input, p, k));
    draft.push({ sentences, optional: Math.max(0, sentences.length - 1) });
  }

  // 5. The week: the Moon through its days. The month: its texture, when it is thin.
  if (week) {
    const moon = moonWeek(input, p);
    draft.push({ sentences: moon, optional: moon.length - 1 });
  } else if (draft.length < 4) {
    const house = input.days[0]!.moonHouse;
    draft.push({
      sentences: [fill(p.pick(MONTH_TEXTURES), { month, in: HOUSE_IN[leadHouse]! }), advice(house, p, 1)],
      optional: 0,
    });
  }

  // 6. The closing: the week's Saturday with the Moon's house then, or the month from the 16th with the
  // Sun's house then. Either house differs for every sign on one period.
  {
    const day = week ? input.days[input.days.length - 2]! : input.days[15]!;
    const house = week ? day.moonHouse : day.sunHouse;
    const values = {
      when: week ? weekdayWhen(day.date) : 'a partir do dia 16',
      day: week ? weekdayName(day.date) : 'o dia 16',
      n: String(house),
      area: HOUSE_OF[house]!,
      in: HOUSE_IN[house]!,
      month,
    };
    draft.push({ sentences: [fill(p.pick(week ? WEEK_CLOSINGS : MONTH_CLOSINGS), values)], optional: 0 });
  }

  // Paragraph counts: a week 4 to 6, a month 5 to 8.
  const [minParagraphs, maxParagraphs] = week ? [4, 6] : [5, 8];
  while (draft.length < minParagraphs) {
    const house = input.days[draft.length % input.days.length]!.moonHouse;
    const texture = fill(p.pick(MONTH_TEXTURES, draft.length), { month, in: HOUSE_IN[house]! });
    draft.splice(draft.length - 1, 0, { sentences: [texture, advice(house, p, draft.length)], optional: 0 });
  }
  while (draft.length > maxParagraphs) {
    const last = draft.pop()!;
    draft[draft.length - 1]!.sentences.push(...last.sentences);
  }

  // Word counts: a quiet week's days, then more advice from the houses the period touches, in order.
  const notes = week
    ? input.days.map((d, i) =>
        fill(p.pick(WEEK_DAY_NOTES, i), {
          when: weekdayWhen(d.date),
          n: String(d.moonHouse),
          area: HOUSE_OF[d.moonHouse]!,
          in: HOUSE_IN[d.moonHouse]!,
        }),
      )
    : [];
  const houses = [...new Set([...items.map((i) => i.house), ...input.days.map((d) => d.moonHouse)])];
  let k = 0;
  const extra = () => {
    const note = notes.shift();
    if (note) return note;
    if (k >= houses.length * 3) return undefined;
    const house = houses[k % houses.length]!;
    const slot = Math.floor(k / houses.length) + 3;
    k++;
    return advice(house, p, slot);
  };
  const { min, max } = week ? WEEK_WORDS : MONTH_WORDS;
  return fitWords(draft, min, max, extra, week);
}
