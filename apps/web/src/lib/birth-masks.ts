// The typed-date and typed-time masks of every birth form (landing, synastry): DD/MM/AAAA and HH:MM,
// with the wire format the API takes. Pure, so they are unit-tested (birth-masks.test.ts).

const DATE_MAX_DIGITS = 8;
const TIME_MAX_DIGITS = 4;

export const DATE_FORMAT_MESSAGE = 'Formato de data inválido. Use DD/MM/AAAA.';
export const TIME_FORMAT_MESSAGE = 'Formato de hora inválido. Use HH:MM.';

export const DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;
export const TIME_PATTERN = /^\d{2}:\d{2}$/;

/**
 * The digits kept while each one still fits its place: a digit that cannot (the 5 of "25" as an hour) is
 * refused, and so is everything after it, so a keystroke that would make an impossible value never shows.
 */
function keepWhileFits(input: string, max: number, fits: (digits: string) => boolean): string {
  let kept = '';
  for (const digit of input.replace(/\D/g, '').slice(0, max)) {
    if (!fits(kept + digit)) break;
    kept += digit;
  }
  return kept;
}

/** A prefix of DDMM that can still become a day 01–31 and a month 01–12 (31/02 is the server's to judge). */
const dateFits = (digits: string) => {
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  if (day.length === 1 && day > '3') return false;
  if (day.length === 2 && (day === '00' || day > '31')) return false;
  if (month.length === 1 && month > '1') return false;
  if (month.length === 2 && (month === '00' || month > '12')) return false;
  return true;
};

/** A prefix of HHMM that can still become 00:00–23:59. */
const timeFits = (digits: string) => {
  const hour = digits.slice(0, 2);
  const minute = digits.slice(2, 4);
  if (hour.length === 1 && hour > '2') return false;
  if (hour.length === 2 && hour > '23') return false;
  if (minute.length === 1 && minute > '5') return false;
  return true;
};

/**
 * Typed text → 'DD/MM/AAAA': digits only, at most 8, slashes added once the next part starts. A day past
 * 31 or a month past 12 is refused as it is typed.
 */
export function maskDate(input: string): string {
  const digits = keepWhileFits(input, DATE_MAX_DIGITS, dateFits);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}

/**
 * Typed text → 'HH:MM': digits only, at most 4, the colon added once the minutes start. An hour past 23 or
 * a minute past 59 is refused as it is typed.
 */
export function maskTime(input: string): string {
  const digits = keepWhileFits(input, TIME_MAX_DIGITS, timeFits);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** 'DD/MM/AAAA' → 'YYYY-MM-DD', the date format on the wire. */
export function toWireDate(typed: string): string {
  const [day = '', month = '', year = ''] = typed.trim().split('/');
  return `${year}-${month}-${day}`;
}
