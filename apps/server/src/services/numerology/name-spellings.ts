// numerology.md §3: the spelling explorer. Each spelling's name numbers, the Missão when a birth date is
// given, and a sentence saying what changed from the first spelling.
import type { NumerologyNames, NumerologyNamesInput, NumerologySpelling } from '@constelar/contract';
import type { ComparedRole, SpellingChange } from '@constelar/content';
import { karmicLessonText, spellingComparison } from '@constelar/content';
import { destinyOf, missionOf, nameNumbers, parseCalendarDate } from '@constelar/core';
import { checkBirthDate, mapErrorToHttp, roleNumber } from './numerology-map';

const COMPARED: readonly ComparedRole[] = ['motivation', 'impression', 'expression', 'mission'];

export function nameSpellings(input: NumerologyNamesInput, today: string): NumerologyNames {
  if (input.birthDate !== undefined) checkBirthDate(input.birthDate, today);
  const birth = input.birthDate === undefined ? null : parseCalendarDate(input.birthDate);
  const destiny = birth ? destinyOf(birth).number : null;
  const spellings: NumerologySpelling[] = input.names.map((name, i) => {
    const result = nameNumbers(name);
    if (!result.ok) throw mapErrorToHttp(result.error, `names.${i}`);
    const n = result.value;
    return {
      name: name.trim(),
      motivation: roleNumber('motivation', n.motivation),
      impression: roleNumber('impression', n.impression),
      expression: roleNumber('expression', n.expression),
      karmicLessons: n.karmicLessons.map((d) => ({ number: d, text: karmicLessonText(d) })),
      ...(destiny === null
        ? {}
        : { mission: roleNumber('mission', missionOf(n.expression.number, destiny)) }),
    };
  });
  const [first] = spellings;
  if (!first) return { spellings };
  return {
    spellings: spellings.map((s, i) => {
      if (i === 0) return s;
      const changes: SpellingChange[] = COMPARED.flatMap((role) => {
        const from = first[role]?.number;
        const to = s[role]?.number;
        return from === undefined || to === undefined || from === to ? [] : [{ role, from, to }];
      });
      return { ...s, comparison: spellingComparison(s.name, first.name, changes) };
    }),
  };
}
