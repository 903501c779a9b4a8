import { z } from 'zod';
import { BIRTH_DATE_PATTERN } from './constants';
import { UNPROCESSABLE_ISSUE } from './names';
import { calendarDateExists } from './reports';

export const CALENDAR_DAY_MESSAGE = 'Data inválida: use o formato AAAA-MM-DD.';

/**
 * A day asked for in a query (`date`, `from`, `to`): YYYY-MM-DD (else 400) naming a day the calendar has
 * (else 422, as a birth date: 2021-02-31 is well formed but no day at all). Every route that takes a day
 * uses this one schema, so none can forget the second check (issue #44).
 */
export const CalendarDay = z
  .string({ error: CALENDAR_DAY_MESSAGE })
  .regex(BIRTH_DATE_PATTERN, CALENDAR_DAY_MESSAGE)
  .superRefine((iso, ctx) => {
    if (BIRTH_DATE_PATTERN.test(iso) && !calendarDateExists(iso)) {
      ctx.addIssue({
        code: 'custom',
        message: `Data inválida: ${iso} não existe.`,
        params: UNPROCESSABLE_ISSUE,
      });
    }
  });
