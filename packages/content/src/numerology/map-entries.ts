// The mapa numerológico's texts as keyed entries, for the snapshot and the cross-file checks.
import type { TextEntry } from '../testing/text-checks';
import { HARMONIC_NUMBER_TEXTS, LOVE_HARMONY_TEXTS } from './harmony-texts';
import {
  HIDDEN_TENDENCY_TEXTS,
  KARMIC_DEBT_TEXTS,
  KARMIC_LESSON_TEXTS,
  SUBCONSCIOUS_RESPONSE_TEXTS,
} from './karmic-texts';
import { DESTINY_TEXTS, EXPRESSION_TEXTS } from './expression-destiny-texts';
import { MISSION_TEXTS, PSYCHIC_TEXTS } from './mission-psychic-texts';
import { IMPRESSION_TEXTS, MOTIVATION_TEXTS } from './motivation-impression-texts';
import {
  CHALLENGE_TEXTS,
  CYCLE_STAGE_OPENINGS,
  LIFE_CYCLE_TEXTS,
  PINNACLE_STAGE_OPENINGS,
  PINNACLE_TEXTS,
} from './period-texts';
import { PERSONAL_MONTH_TEXTS, PERSONAL_YEAR_TEXTS } from './personal-time-texts';

const TABLES: Record<string, Readonly<Record<string | number, string>>> = {
  motivation: MOTIVATION_TEXTS,
  impression: IMPRESSION_TEXTS,
  expression: EXPRESSION_TEXTS,
  destiny: DESTINY_TEXTS,
  mission: MISSION_TEXTS,
  psychic: PSYCHIC_TEXTS,
  karmicLesson: KARMIC_LESSON_TEXTS,
  hiddenTendency: HIDDEN_TENDENCY_TEXTS,
  subconsciousResponse: SUBCONSCIOUS_RESPONSE_TEXTS,
  karmicDebt: KARMIC_DEBT_TEXTS,
  cycleStage: CYCLE_STAGE_OPENINGS,
  lifeCycle: LIFE_CYCLE_TEXTS,
  pinnacleStage: Object.fromEntries(PINNACLE_STAGE_OPENINGS.map((text, i) => [i, text])),
  pinnacle: PINNACLE_TEXTS,
  challenge: CHALLENGE_TEXTS,
  personalYear: PERSONAL_YEAR_TEXTS,
  personalMonth: PERSONAL_MONTH_TEXTS,
  harmonicNumbers: HARMONIC_NUMBER_TEXTS,
  loveHarmony: LOVE_HARMONY_TEXTS,
};

/** "numerology.motivation.1" … one entry per text of numerology.md §4. */
export const numerologyMapEntries = (): TextEntry[] =>
  Object.entries(TABLES).flatMap(([role, table]) =>
    Object.entries(table).map(([value, text]) => ({ key: `numerology.${role}.${value}`, text })),
  );
