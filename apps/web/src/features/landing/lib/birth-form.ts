// The birth-data form's masks, checks and wire format (product.md §5). Pure, so they are unit-tested.
// These check what is typed (DD/MM/AAAA, HH:MM), not the calendar: the contract's rules are the server's.

export const REQUIRED_MESSAGE = 'Este campo é obrigatório.';
export const DATE_FORMAT_MESSAGE = 'Formato de data inválido. Use DD/MM/AAAA.';
export const TIME_FORMAT_MESSAGE = 'Formato de hora inválido. Use HH:MM.';

const DATE_MAX_DIGITS = 8;
const TIME_MAX_DIGITS = 4;

export interface BirthFormValues {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
}
export type BirthField = keyof BirthFormValues;
export type BirthFormErrors = Partial<Record<BirthField, string>>;

export const EMPTY_BIRTH_FORM: BirthFormValues = { name: '', birthDate: '', birthTime: '', birthPlace: '' };

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

const DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

/** Field errors in product.md's words; calendar validity (month 13) is left to the server. */
export function validateBirthForm(values: BirthFormValues): BirthFormErrors {
  const errors: BirthFormErrors = {};
  for (const field of Object.keys(EMPTY_BIRTH_FORM) as BirthField[]) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGE;
  }
  if (!errors.birthDate && !DATE_PATTERN.test(values.birthDate.trim())) {
    errors.birthDate = DATE_FORMAT_MESSAGE;
  }
  if (!errors.birthTime && !TIME_PATTERN.test(values.birthTime.trim())) {
    errors.birthTime = TIME_FORMAT_MESSAGE;
  }
  return errors;
}

/** 'DD/MM/AAAA' → 'YYYY-MM-DD', the date format on the wire. */
export function toWireDate(typed: string): string {
  const [day = '', month = '', year = ''] = typed.trim().split('/');
  return `${year}-${month}-${day}`;
}

export function toBirthInput(values: BirthFormValues) {
  return {
    name: values.name.trim(),
    birthDate: toWireDate(values.birthDate),
    birthTime: values.birthTime.trim(),
    birthPlace: values.birthPlace.trim(),
  };
}
