import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGE,
  DEFAULT_BIRTH_OPTIONS,
  EMPTY_BIRTH_FORM,
  maskDate,
  maskTime,
  REQUIRED_MESSAGE,
  TIME_FORMAT_MESSAGE,
  toBirthInput,
  toWireDate,
  validateBirthForm,
} from './birth-form';

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1503', '15/03'],
    ['15031', '15/03/1'],
    ['15031990', '15/03/1990'],
    ['150319901234', '15/03/1990'],
    ['15/03/1990', '15/03/1990'],
    ['ab15-03x1990', '15/03/1990'],
    ['15/', '15'],
    // Issue #31: a day past 31 or a month past 12 is refused as typed; 31/02 is left to the server.
    ['4', ''],
    ['32', '3'],
    ['00', '0'],
    ['312', '31'],
    ['3113', '31/1'],
    ['3100', '31/0'],
    ['31021990', '31/02/1990'],
    ['29021990', '29/02/1990'],
  ])('%j → %j', (input, expected) => expect(maskDate(input)).toBe(expected));
});

describe('maskTime', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['14', '14'],
    ['143', '14:3'],
    ['1430', '14:30'],
    ['143055', '14:30'],
    ['14h30', '14:30'],
    ['14:', '14'],
    // Issue #31: an hour past 23 or a minute past 59 is refused as typed.
    ['3', ''],
    ['25', '2'],
    ['2500', '2'],
    ['23', '23'],
    ['2359', '23:59'],
    ['0060', '00'],
    ['1960', '19'],
    ['00:00', '00:00'],
  ])('%j → %j', (input, expected) => expect(maskTime(input)).toBe(expected));
});

describe('validateBirthForm', () => {
  const valid = { name: 'Maria', birthDate: '15/03/1990', birthTime: '14:30', birthPlace: 'Recife' };

  it('accepts a complete form', () => expect(validateBirthForm(valid)).toEqual({}));

  it('requires every field, counting blanks as empty', () => {
    expect(validateBirthForm({ ...EMPTY_BIRTH_FORM, name: '   ' })).toEqual({
      name: REQUIRED_MESSAGE,
      birthDate: REQUIRED_MESSAGE,
      birthTime: REQUIRED_MESSAGE,
      birthPlace: REQUIRED_MESSAGE,
    });
  });

  it('checks the date and time formats, not the calendar', () => {
    expect(validateBirthForm({ ...valid, birthDate: '15/03/19', birthTime: '14:3' })).toEqual({
      birthDate: DATE_FORMAT_MESSAGE,
      birthTime: TIME_FORMAT_MESSAGE,
    });
    expect(validateBirthForm({ ...valid, birthDate: '31/13/1990', birthTime: '99:99' })).toEqual({});
  });

  it('asks for no time once "Não sei a hora" is checked', () => {
    const options = { ...DEFAULT_BIRTH_OPTIONS, timeUnknown: true };
    expect(validateBirthForm({ ...valid, birthTime: '' }, options)).toEqual({});
    expect(validateBirthForm({ ...valid, birthTime: '14:3' }, options)).toEqual({});
    expect(validateBirthForm({ ...EMPTY_BIRTH_FORM }, options)).not.toHaveProperty('birthTime');
  });
});

describe('wire format', () => {
  it('turns DD/MM/AAAA into YYYY-MM-DD', () => expect(toWireDate('05/11/1987')).toBe('1987-11-05'));
  it('trims every value', () =>
    expect(
      toBirthInput({ name: ' Ana ', birthDate: '01/02/2000 ', birthTime: ' 08:05', birthPlace: ' Belém ' }),
    ).toEqual({ name: 'Ana', birthDate: '2000-02-01', birthTime: '08:05', birthPlace: 'Belém' }));
});

describe('wire options', () => {
  const typed = { name: 'Ana', birthDate: '01/02/2000', birthTime: '08:05', birthPlace: 'Belém' };
  it('sends a null time for "Não sei a hora", whatever was typed', () =>
    expect(toBirthInput(typed, { ...DEFAULT_BIRTH_OPTIONS, timeUnknown: true }).birthTime).toBeNull());
  it('names a house system only once one was chosen', () => {
    expect(toBirthInput(typed)).not.toHaveProperty('houseSystem');
    expect(toBirthInput(typed, { ...DEFAULT_BIRTH_OPTIONS, houseSystem: 'koch' })).toEqual({
      name: 'Ana',
      birthDate: '2000-02-01',
      birthTime: '08:05',
      birthPlace: 'Belém',
      houseSystem: 'koch',
    });
  });
  it('sends the place chosen from the list by its id, and no id for a typed or emptied place', () => {
    expect(toBirthInput(typed)).not.toHaveProperty('placeId');
    expect(toBirthInput(typed, { ...DEFAULT_BIRTH_OPTIONS, placeId: 'br-1501402' })).toMatchObject({
      birthPlace: 'Belém',
      placeId: 'br-1501402',
    });
    const emptied = { ...typed, birthPlace: '  ' };
    expect(toBirthInput(emptied, { ...DEFAULT_BIRTH_OPTIONS, placeId: 'br-1501402' })).not.toHaveProperty(
      'placeId',
    );
  });
});
