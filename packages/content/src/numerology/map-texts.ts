// Every text of the mapa numerológico (numerology.md §4), by role and value: the one door the server reads.
import { PERSONAL_DAY_TEXTS } from '../day-texts';
import {
  CHALLENGE_TEXTS,
  CYCLE_STAGE_OPENINGS,
  CYCLE_STAGES,
  LIFE_CYCLE_TEXTS,
  PINNACLE_STAGE_OPENINGS,
  PINNACLE_TEXTS,
} from './period-texts';
import { DESTINY_TEXTS, EXPRESSION_TEXTS } from './expression-destiny-texts';
import { HARMONIC_NUMBER_TEXTS, LOVE_HARMONY_TEXTS } from './harmony-texts';
import {
  HIDDEN_TENDENCY_TEXTS,
  KARMIC_DEBT_TEXTS,
  KARMIC_LESSON_TEXTS,
  SUBCONSCIOUS_RESPONSE_TEXTS,
} from './karmic-texts';
import type { ChallengeValue, Digit, MapValue, ResponseValue } from './map-values';
import { MISSION_TEXTS, PSYCHIC_TEXTS } from './mission-psychic-texts';
import { IMPRESSION_TEXTS, MOTIVATION_TEXTS } from './motivation-impression-texts';
import { PERSONAL_YEAR_TEXTS, personalMonthText } from './personal-time-texts';

export type SingleRole = 'motivation' | 'impression' | 'expression' | 'destiny' | 'mission' | 'psychic';

const SINGLE: Record<SingleRole, Record<MapValue, string>> = {
  motivation: MOTIVATION_TEXTS,
  impression: IMPRESSION_TEXTS,
  expression: EXPRESSION_TEXTS,
  destiny: DESTINY_TEXTS,
  mission: MISSION_TEXTS,
  psychic: PSYCHIC_TEXTS,
};

function pick<K extends number>(table: Record<K, string>, value: number, role: string): string {
  const text = (table as Record<number, string>)[value];
  // Core yields only the values the tables cover; anything else is a programming error.
  if (text === undefined) throw new RangeError(`no ${role} text for ${value}`);
  return text;
}

export const mapNumberText = (role: SingleRole, value: number): string => pick(SINGLE[role], value, role);
export const karmicLessonText = (digit: number): string => pick<Digit>(KARMIC_LESSON_TEXTS, digit, 'lesson');
export const hiddenTendencyText = (digit: number): string =>
  pick<Digit>(HIDDEN_TENDENCY_TEXTS, digit, 'tendency');
export const subconsciousResponseText = (n: number): string =>
  pick<ResponseValue>(SUBCONSCIOUS_RESPONSE_TEXTS, n, 'response');
export const karmicDebtText = (n: number): string => pick<13 | 14 | 16 | 19>(KARMIC_DEBT_TEXTS, n, 'debt');

/** A cycle's text opened by its stage: `index` 0–2. */
export const lifeCycleText = (index: number, value: number): string =>
  `${CYCLE_STAGE_OPENINGS[CYCLE_STAGES[index] ?? 'harvest']} ${pick<MapValue>(LIFE_CYCLE_TEXTS, value, 'cycle')}`;

/** A pinnacle's text opened by its place: `index` 0–3. */
export const pinnacleText = (index: number, value: number): string =>
  `${PINNACLE_STAGE_OPENINGS[index] ?? ''} ${pick<MapValue>(PINNACLE_TEXTS, value, 'pinnacle')}`.trim();

export const challengeText = (value: number): string =>
  pick<ChallengeValue>(CHALLENGE_TEXTS, value, 'challenge');
export const personalYearText = (value: number): string => pick<Digit>(PERSONAL_YEAR_TEXTS, value, 'year');
export { personalMonthText };
export const personalDayText = (value: number): string => pick<Digit>(PERSONAL_DAY_TEXTS, value, 'day');
export const harmonicNumbersText = (key: number): string =>
  pick<Digit>(HARMONIC_NUMBER_TEXTS, key, 'harmonic');
export const loveHarmonyText = (key: number): string => pick<Digit>(LOVE_HARMONY_TEXTS, key, 'love');
