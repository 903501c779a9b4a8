import type { Today } from '@constelar/contract';
import {
  calculateNumerology,
  computeBodies,
  localToUtc,
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
import type { PlacedBirth } from '../../reports/cast-birth';
import { transitEvents } from './transit-events';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';

// TRANSIT_BODIES runs from the quickest to the slowest, the Moon aside.
const SLOWNESS: string[] = ['moon', ...TRANSIT_BODIES.filter((b) => b !== 'moon')];
const OUT_OF_RANGE = new HttpError(422, 'Data fora do alcance das efemérides (1800 a 2100).', {
  field: 'date',
});

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

  const transits = transitEvents(natal, date, 1);
  // The one to name in the text: the slowest planet's (the longest period), exact that day first.
  const exactToday = (t: (typeof transits)[number]) => t.exact.some((x) => x.startsWith(date));
  const weight = (t: (typeof transits)[number]) =>
    SLOWNESS.indexOf(t.transiting) + (exactToday(t) ? SLOWNESS.length : 0);
  const highlight = transits.reduce<(typeof transits)[number] | null>(
    (best, t) => (best === null || weight(t) > weight(best) ? t : best),
    null,
  );

  const card = DAILY_CARDS[pickCardIndex(personId, date, DAILY_CARDS.length)]!;
  return {
    date,
    moon: {
      sign: SIGN_NAMES[moonSign],
      signCode: moonSign,
      phase: phase.value.phase,
      phaseName: MOON_PHASE_NAMES[phase.value.phase],
      illumination: Math.round(phase.value.illumination * 1000) / 1000,
    },
    transits,
    personalDay: cycle.day,
    personalMonth: cycle.month,
    personalYear: cycle.year,
    dailyCard: {
      arcanumId: card.arcanumId,
      name: getArcanum(card.arcanumId).name,
      insight: dailyInsight(card, date),
    },
    text: buildDayText({
      moonSign,
      phase: phase.value.phase,
      personalDay: cycle.day as PersonalDayValue,
      transit: highlight ? { title: highlight.title } : null,
    }),
  };
}
