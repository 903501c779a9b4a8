// The typed-date and typed-time masks of every birth form (landing, synastry): DD/MM/AAAA and HH:MM,
// with the wire format the API takes. Pure, so they are unit-tested (features/landing/lib/birth-form.test.ts).

const DATE_MAX_DIGITS = 8;
const TIME_MAX_DIGITS = 4;

export const DATE_FORMAT_MESSAGE = 'Formato de data inválido. Use DD/MM/AAAA.';
export const TIME_FORMAT_MESSAGE = 'Formato de hora inválido. Use HH:MM.';

export const DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;
export const TIME_PATTERN = /^\d{2}:\d{2}$/;

/** Typed text → 'DD/MM/AAAA': digits only, at most 8, slashes added once the next part starts. */
export function maskDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, DATE_MAX_DIGITS);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}

/** Typed text → 'HH:MM': digits only, at most 4, the colon added once the minutes start. */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, TIME_MAX_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** 'DD/MM/AAAA' → 'YYYY-MM-DD', the date format on the wire. */
export function toWireDate(typed: string): string {
  const [day = '', month = '', year = ''] = typed.trim().split('/');
  return `${year}-${month}-${day}`;
}
