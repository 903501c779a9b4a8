// numerology.md §3: the personal year of any calendar year, with its twelve personal months.
import type { PersonalYearReply } from '@constelar/contract';
import { PERSONAL_YEAR_MAX, PERSONAL_YEAR_MIN } from '@constelar/contract';
import { personalMonthText, personalYearText } from '@constelar/content';
import { parseCalendarDate, personalYearMonths } from '@constelar/core';
import { HttpError } from '../../lib/http-error';
import { checkBirthDate } from './numerology-map';

export function personalYear(year: number, birthDate: string, today: string): PersonalYearReply {
  if (!Number.isInteger(year) || year < PERSONAL_YEAR_MIN || year > PERSONAL_YEAR_MAX) {
    throw new HttpError(
      422,
      `Ano fora do intervalo aceito: de ${PERSONAL_YEAR_MIN} a ${PERSONAL_YEAR_MAX}.`,
      {
        field: 'year',
      },
    );
  }
  checkBirthDate(birthDate, today);
  const birth = parseCalendarDate(birthDate);
  // The contract let only existing dates through.
  if (!birth) throw new HttpError(422, 'Data de nascimento inválida.', { field: 'birthDate' });
  const { personalYear: py, months } = personalYearMonths(birth, year);
  return {
    year,
    personalYear: { number: py.number, arithmetic: py.arithmetic, text: personalYearText(py.number) },
    months: months.map(({ month, personalMonth }) => ({
      month,
      number: personalMonth.number,
      text: personalMonthText(personalMonth.number, py.number),
    })),
  };
}
