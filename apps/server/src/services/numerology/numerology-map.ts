// numerology.md §3: the mapa numerológico, pure arithmetic from core dressed with content's texts. Cheap
// (well under a millisecond), so it runs on the request's thread rather than the work pool.
import type { NumerologyMap, NumerologyMapInput } from '@constelar/contract';
import { nameErrorMessage } from '@constelar/contract';
import {
  BIRTH_ERROR_MESSAGES,
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  FUTURE_BIRTH_DATE,
} from '@constelar/contract/constants';
import type { LifePeriod, MapNumber as CoreNumber, NumerologyMapError } from '@constelar/core';
import { calculateNumerologyMap } from '@constelar/core';
import {
  challengeText,
  debtSourceSentence,
  harmonicNumbersText,
  hiddenTendencyText,
  karmicDebtText,
  karmicLessonText,
  lifeCycleText,
  loveHarmonyText,
  mapNumberText,
  personalDayText,
  personalMonthText,
  personalYearText,
  pinnacleText,
  subconsciousResponseText,
} from '@constelar/content';
import type { SingleRole } from '@constelar/content';
import { HttpError } from '../../lib/http-error';

export const DATE_BEFORE_BIRTH = 'A data lida não pode ser anterior ao nascimento.';

/** Checks shared by every numerology request with a birth date: the report's range, never the future. */
export function checkBirthDate(birthDate: string, today: string): void {
  const year = Number(birthDate.slice(0, 4));
  if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) {
    throw new HttpError(422, BIRTH_ERROR_MESSAGES.yearOutOfRange(BIRTH_YEAR_MIN, BIRTH_YEAR_MAX), {
      field: 'birthDate',
    });
  }
  if (birthDate > today) throw new HttpError(422, FUTURE_BIRTH_DATE, { field: 'birthDate' });
}

export function mapErrorToHttp(error: NumerologyMapError, nameField = 'fullName'): HttpError {
  switch (error.code) {
    case 'empty-name':
    case 'invalid-characters':
    case 'no-vowels':
    case 'no-consonants':
      return new HttpError(422, nameErrorMessage(error), { field: nameField });
    case 'invalid-birth-date':
      return new HttpError(422, BIRTH_ERROR_MESSAGES.invalidDate, { field: 'birthDate' });
    case 'invalid-date':
      return new HttpError(422, 'Data inválida: use o formato AAAA-MM-DD.', { field: 'date' });
    case 'date-before-birth':
      return new HttpError(422, DATE_BEFORE_BIRTH, { field: 'date' });
  }
}

export const withText = (n: CoreNumber, text: string) => ({
  number: n.number,
  ...(n.total === undefined ? {} : { total: n.total }),
  arithmetic: n.arithmetic,
  text,
});

export const roleNumber = (role: SingleRole, n: CoreNumber) => withText(n, mapNumberText(role, n.number));

const period = (p: LifePeriod, text: string) => ({ ...p, text });

/** The whole map for a name and birth date, read on `date` (default: today in Brasília). */
export function numerologyMap(input: NumerologyMapInput, today: string): NumerologyMap {
  const date = input.date ?? today;
  checkBirthDate(input.birthDate, today);
  const result = calculateNumerologyMap({ name: input.fullName, birthDate: input.birthDate, date });
  if (!result.ok) throw mapErrorToHttp(result.error);
  const m = result.value;
  const { vibratesWith, attracts, opposes, deeplyOpposes, passive } = m.loveHarmony;
  const copy = (xs: readonly number[]) => [...xs];
  return {
    name: input.fullName.trim(),
    birthDate: input.birthDate,
    date,
    motivation: roleNumber('motivation', m.motivation),
    impression: roleNumber('impression', m.impression),
    expression: roleNumber('expression', m.expression),
    destiny: roleNumber('destiny', m.destiny),
    mission: roleNumber('mission', m.mission),
    psychic: roleNumber('psychic', m.psychic),
    karmicLessons: m.karmicLessons.map((n) => ({ number: n, text: karmicLessonText(n) })),
    hiddenTendencies: m.hiddenTendencies.map((n) => ({ number: n, text: hiddenTendencyText(n) })),
    subconsciousResponse: withText(
      m.subconsciousResponse,
      subconsciousResponseText(m.subconsciousResponse.number),
    ),
    karmicDebts: m.karmicDebts.map((d) => ({
      number: d.number,
      source: d.source,
      sourceText: debtSourceSentence(d.number, d.source),
      text: karmicDebtText(d.number),
    })),
    lifeCycles: m.lifeCycles.map((p, i) => period(p, lifeCycleText(i, p.number))),
    pinnacles: m.pinnacles.map((p, i) => period(p, pinnacleText(i, p.number))),
    challenges: {
      first: period(m.challenges.first, challengeText(m.challenges.first.number)),
      second: period(m.challenges.second, challengeText(m.challenges.second.number)),
      main: period(m.challenges.main, challengeText(m.challenges.main.number)),
    },
    personalYear: withText(m.personalYear, personalYearText(m.personalYear.number)),
    personalMonth: withText(
      m.personalMonth,
      personalMonthText(m.personalMonth.number, m.personalYear.number),
    ),
    personalDay: withText(m.personalDay, personalDayText(m.personalDay.number)),
    harmonicNumbers: {
      numbers: copy(m.harmonicNumbers.numbers),
      text: harmonicNumbersText(m.harmonicNumbers.key),
    },
    loveHarmony: {
      vibratesWith: copy(vibratesWith),
      attracts: copy(attracts),
      opposes: copy(opposes),
      deeplyOpposes: copy(deeplyOpposes),
      passive: copy(passive),
      text: loveHarmonyText(m.loveHarmony.key),
    },
    current: m.current,
  };
}
