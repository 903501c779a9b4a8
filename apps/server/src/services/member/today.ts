import type { Today } from '@constelar/contract';
import {
  calculateNumerology,
  computeBodies,
  localDayBounds,
  localMinutes,
  localDayMoonPhase,
  localToUtc,
  moonAspectsToNatal,
  moonPhaseAt,
  personalCycle,
  TRANSIT_BODIES,
  type TransitNatalInput,
} from '@constelar/core';
import {
  DAILY_CARDS,
  MOON_PHASE_NAMES,
  SIGN_NAMES,
  buildDayText,
  dailyInsight,
  getArcanum,
  pickCardIndex,
  type PersonalDayValue,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';
import type { PlacedBirth } from '../reading/cast-birth';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import { transitEventsFrom } from './transit-events';
import { memberHouseIngresses, memberLunations } from './member-sky';

// TRANSIT_BODIES runs from the quickest to the slowest, the Moon aside.
const SLOWNESS: string[] = ['moon', ...TRANSIT_BODIES.filter((b) => b !== 'moon')];
const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const OUT_OF_RANGE = new HttpError(422, 'Data fora do alcance das efemérides (1800 a 2100).', {
  field: 'date',
});

type DayTransit = ReturnType<typeof transitEventsFrom>[number];
const SLOW_BODIES = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/** The transit's exact instant inside [startMs, endMs), if it perfects then. */
export const exactWithin = (t: DayTransit, startMs: number, endMs: number): string | undefined =>
  t.exact.find((x) => {
    const ms = Date.parse(x);
    return ms >= startMs && ms < endMs;
  });

/**
 * The day's highlight (issue #37): a transit exact that day first, the slowest; else the slowest of the
 * quick ones in orb (Sun … Mars). A slow planet's transit lasts months: it takes the highlight on the
 * days it perfects, once per exact, and not every other day in between.
 */
export function dayHighlight(
  transits: readonly DayTransit[],
  startMs: number,
  endMs: number,
): DayTransit | null {
  const candidates = transits.filter(
    (t) => exactWithin(t, startMs, endMs) !== undefined || !SLOW_BODIES.has(t.transiting),
  );
  const weight = (t: DayTransit) =>
    SLOWNESS.indexOf(t.transiting) + (exactWithin(t, startMs, endMs) ? SLOWNESS.length : 0);
  return candidates.reduce<DayTransit | null>(
    (top, t) => (top === null || weight(t) > weight(top) ? t : top),
    null,
  );
}

/** sky.md §4: the Moon at noon in São Paulo, the transits in orb that day, the personal day, the card. */
export function buildToday(
  birth: PlacedBirth,
  natal: TransitNatalInput[],
  date: string,
  personId: string,
): Today {
  const noon = localToUtc(date, '12:00', SAO_PAULO_ZONE);
  if (!noon.ok) throw new HttpError(422, 'Data inválida.', { field: 'date' });
  const bodies = computeBodies(noon.value.utcMs);
  const phase = moonPhaseAt(noon.value.utcMs);
  if (!bodies.ok || !phase.ok) throw OUT_OF_RANGE;
  const moonSign = bodies.value.moon.sign;

  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const numerology = calculateNumerology({ name: birth.name, birthDate: birth.birthDate, targetYear: year });
  if (!numerology.ok) throw OUT_OF_RANGE;
  const cycle = personalCycle(numerology.value.numbers.annual.value, month, day);

  // The Brasília day (daily.md §2), not the UTC one.
  const bounds = localDayBounds(date, SAO_PAULO_ZONE);
  if (!bounds) throw new HttpError(422, 'Data inválida.', { field: 'date' });
  // The day's phase by the folhinha, as the calendar and the horóscopo name it (issue #37).
  const dayPhase = localDayMoonPhase(bounds.startMs, bounds.endMs);
  if (!dayPhase.ok) throw OUT_OF_RANGE;
  const transits = transitEventsFrom(natal, bounds.startMs, 1);
  const moonTransits = moonAspectsToNatal(natal, bounds.startMs, bounds.endMs).map((m) => ({
    natal: m.natal,
    aspect: m.aspect,
    time: iso(m.timeMs),
  }));
  const best = dayHighlight(transits, bounds.startMs, bounds.endMs);
  const exactAt = best ? exactWithin(best, bounds.startMs, bounds.endMs) : undefined;
  // A lunation or a slow planet's house ingress on this day is named too (daily.md §2).
  const inDay = (time: string) => Date.parse(time) >= bounds.startMs && Date.parse(time) < bounds.endMs;
  const fromUtc = new Date(bounds.startMs).toISOString().slice(0, 10);
  // An eclipse is the lunation it falls on, told once: its text already holds the new or full Moon's.
  const lunations = memberLunations(birth, fromUtc, 2)
    .filter((l) => inDay(l.time))
    .map((l) => ({
      type: l.type,
      kind: (l.type === 'phase' ? l.kind : l.body === 'sun' ? 'new' : 'full') as 'new' | 'full',
      text: l.text,
    }));
  const dayEvents = [
    ...lunations
      .filter(
        (l) => l.type === 'eclipse' || !lunations.some((o) => o.type === 'eclipse' && o.kind === l.kind),
      )
      .map(({ kind, text }) => ({ kind, text })),
    ...memberHouseIngresses(birth, fromUtc, 2)
      .filter((e) => inDay(e.time))
      .map((e) => ({ kind: 'ingress' as const, text: e.text })),
  ];

  const card = DAILY_CARDS[pickCardIndex(personId, date, DAILY_CARDS.length)]!;
  return {
    date,
    moon: {
      sign: SIGN_NAMES[moonSign],
      signCode: moonSign,
      phase: dayPhase.value,
      phaseName: MOON_PHASE_NAMES[dayPhase.value],
      illumination: Math.round(phase.value.illumination * 1000) / 1000,
    },
    sky: TRANSIT_BODIES.map((body) => ({
      body,
      longitude: bodies.value[body].longitude,
      retrograde: bodies.value[body].retrograde,
    })),
    transits,
    moonTransits,
    highlight: best
      ? {
          transiting: best.transiting,
          natal: best.natal,
          aspect: best.aspect,
          start: best.start,
          end: best.end,
          exact: best.exact,
          text: best.text,
        }
      : null,
    personalDay: cycle.day,
    personalMonth: cycle.month,
    personalYear: cycle.year,
    dailyCard: {
      arcanumId: card.arcanumId,
      name: getArcanum(card.arcanumId).name,
      insight: dailyInsight(card, date),
    },
    text: [
      buildDayText({
        moonSign,
        phase: dayPhase.value,
        personalDay: cycle.day as PersonalDayValue,
        transit: best
          ? {
              title: best.title,
              reading: best.text,
              exactClock: exactAt === undefined ? null : localMinutes(Date.parse(exactAt), SAO_PAULO_ZONE),
            }
          : null,
        events: dayEvents,
      }),
    ].join(' '),
  };
}
