import { describe, expect, it } from 'vitest';
import {
  birthFieldOf,
  birthValuesOf,
  buildSynastryRequest,
  DATE_FORMAT_MESSAGE,
  EMPTY_NAMED_BIRTH,
  personFieldOf,
  profileBirthPayload,
  REQUIRED_MESSAGE,
  TIME_FORMAT_MESSAGE,
  toBirthInput,
  validateBirthForm,
  validatePerson,
  validateProfileBirth,
  type BirthValues,
} from './birth-model';

// The landing's birth form: everything required.
describe('validateBirthForm', () => {
  const valid = {
    ...EMPTY_NAMED_BIRTH,
    name: 'Maria',
    birthDate: '15/03/1990',
    birthTime: '14:30',
    birthPlace: 'Recife',
  };

  it('accepts a complete form', () => expect(validateBirthForm(valid)).toEqual({}));

  it('requires every field, counting blanks as empty', () => {
    expect(validateBirthForm({ ...EMPTY_NAMED_BIRTH, name: '   ' })).toEqual({
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
    const unknown = { ...valid, timeUnknown: true };
    expect(validateBirthForm({ ...unknown, birthTime: '' })).toEqual({});
    expect(validateBirthForm({ ...unknown, birthTime: '14:3' })).toEqual({});
    expect(validateBirthForm({ ...EMPTY_NAMED_BIRTH, timeUnknown: true })).not.toHaveProperty('birthTime');
  });
});

describe('wire format', () => {
  it('trims every value', () =>
    expect(
      toBirthInput({
        ...EMPTY_NAMED_BIRTH,
        name: ' Ana ',
        birthDate: '01/02/2000 ',
        birthTime: ' 08:05',
        birthPlace: ' Belém ',
      }),
    ).toEqual({ name: 'Ana', birthDate: '2000-02-01', birthTime: '08:05', birthPlace: 'Belém' }));
});

describe('wire options', () => {
  const typed = {
    ...EMPTY_NAMED_BIRTH,
    name: 'Ana',
    birthDate: '01/02/2000',
    birthTime: '08:05',
    birthPlace: 'Belém',
  };
  it('sends a null time for "Não sei a hora", whatever was typed', () =>
    expect(toBirthInput({ ...typed, timeUnknown: true }).birthTime).toBeNull());
  it('names a house system only once one was chosen', () => {
    expect(toBirthInput(typed)).not.toHaveProperty('houseSystem');
    expect(toBirthInput(typed, 'koch')).toEqual({
      name: 'Ana',
      birthDate: '2000-02-01',
      birthTime: '08:05',
      birthPlace: 'Belém',
      houseSystem: 'koch',
    });
  });
  it('sends the place chosen from the list by its id, and no id for a typed or emptied place', () => {
    expect(toBirthInput(typed)).not.toHaveProperty('placeId');
    expect(toBirthInput({ ...typed, placeId: 'br-1501402' })).toMatchObject({
      birthPlace: 'Belém',
      placeId: 'br-1501402',
    });
    const emptied = { ...typed, birthPlace: '  ' };
    expect(toBirthInput({ ...emptied, placeId: 'br-1501402' })).not.toHaveProperty('placeId');
  });
});

// The profile's birth: nothing typed, or everything.
const STORED = {
  birthDate: '1990-07-23',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP, Brasil',
  placeId: 'br-3509502',
};
const filled: BirthValues = {
  birthDate: '23/07/1990',
  birthTime: '14:30',
  timeUnknown: false,
  birthPlace: 'Campinas, SP, Brasil',
  placeId: 'br-3509502',
};
const empty = birthValuesOf(null);

describe('the profile birth', () => {
  it('shows the stored birth as typed, and an unknown time as "Não sei a hora"', () => {
    expect(birthValuesOf(STORED)).toEqual(filled);
    expect(birthValuesOf({ ...STORED, birthTime: null })).toMatchObject({ birthTime: '', timeUnknown: true });
  });

  it('asks for every field once one is started, and checks the masks', () => {
    expect(validateProfileBirth(empty)).toEqual({});
    expect(validateProfileBirth({ ...empty, birthDate: '23/07' })).toEqual({
      birthDate: 'Formato de data inválido. Use DD/MM/AAAA.',
      birthTime: 'Este campo é obrigatório.',
      birthPlace: 'Este campo é obrigatório.',
    });
    expect(validateProfileBirth({ ...filled, birthTime: '', timeUnknown: true })).toEqual({});
    expect(validateProfileBirth({ ...filled, birthTime: '9:3' })).toEqual({
      birthTime: 'Formato de hora inválido. Use HH:MM.',
    });
  });

  it('sends the birth on the wire, with the chosen place id and null for an unknown time', () => {
    expect(profileBirthPayload(filled, null)).toEqual({ ...STORED });
    expect(profileBirthPayload({ ...filled, timeUnknown: true, birthTime: '', placeId: null }, null)).toEqual(
      {
        birthDate: '1990-07-23',
        birthTime: null,
        birthPlace: 'Campinas, SP, Brasil',
      },
    );
  });

  it('clears a stored birth when every field is emptied, and sends nothing when there was none', () => {
    expect(profileBirthPayload(empty, STORED)).toBeNull();
    expect(profileBirthPayload(empty, null)).toBeUndefined();
  });

  it("reads the server's field paths", () => {
    expect(birthFieldOf('birth.birthDate', 'birth')).toBe('birthDate');
    expect(birthFieldOf('birthPlace', 'birth')).toBe('birthPlace');
    expect(birthFieldOf('birth.placeId', 'birth')).toBeNull();
    expect(birthFieldOf('email')).toBeNull();
    expect(birthFieldOf(undefined)).toBeNull();
  });
});

// The synastry's two people: a name and a date, the time and the place optional.
describe('buildSynastryRequest', () => {
  it('trims names and leaves out an unknown time and place', () => {
    const request = buildSynastryRequest(
      { ...EMPTY_NAMED_BIRTH, name: '  Ana Clara ', birthDate: '15/07/1990', birthPlace: '   ' },
      {
        ...EMPTY_NAMED_BIRTH,
        name: 'Bruno',
        birthDate: '03/02/1988',
        birthTime: '14:30',
        birthPlace: ' Campinas, SP ',
      },
    );
    expect(request).toEqual({
      person1: { name: 'Ana Clara', birthDate: '1990-07-15' },
      person2: { name: 'Bruno', birthDate: '1988-02-03', birthTime: '14:30', birthPlace: 'Campinas, SP' },
    });
    expect('birthTime' in request.person1!).toBe(false);
  });

  it('sends the place chosen from the list by its id, beside its label', () => {
    const person = {
      ...EMPTY_NAMED_BIRTH,
      name: 'Ana',
      birthDate: '15/07/1990',
      birthTime: '',
      birthPlace: 'Bom Jesus, PI, Brasil',
    };
    const request = buildSynastryRequest({ ...person, placeId: 'br-2201903' }, { ...person, placeId: null });
    expect(request.person1).toMatchObject({ birthPlace: 'Bom Jesus, PI, Brasil', placeId: 'br-2201903' });
    expect('placeId' in request.person2!).toBe(false);
    // An id without text (the field was emptied) is not sent.
    expect(
      'placeId' in
        buildSynastryRequest({ ...person, birthPlace: ' ', placeId: 'br-2201903' }, person).person1!,
    ).toBe(false);
  });
});

describe('validatePerson', () => {
  const person = { ...EMPTY_NAMED_BIRTH, name: 'Ana', birthDate: '15/07/1990' };
  it('accepts a full date and no time, or a full time', () => {
    expect(validatePerson(person)).toEqual({});
    expect(validatePerson({ ...person, birthTime: '08:05' })).toEqual({});
  });
  it('flags a half-typed date or time', () => {
    expect(validatePerson({ ...person, birthDate: '15/07/19', birthTime: '8' })).toEqual({
      birthDate: DATE_FORMAT_MESSAGE,
      birthTime: TIME_FORMAT_MESSAGE,
    });
  });
  it('asks for the name and the date, which the server needs, and nothing else', () => {
    expect(validatePerson({ ...EMPTY_NAMED_BIRTH, name: '  ' })).toEqual({
      name: REQUIRED_MESSAGE,
      birthDate: REQUIRED_MESSAGE,
    });
  });
});

describe('personFieldOf', () => {
  it('reads the person and the field of a server path', () => {
    expect(personFieldOf('person2.birthDate')).toEqual({ person: 2, field: 'birthDate' });
    expect(personFieldOf('person1.name')).toEqual({ person: 1, field: 'name' });
    expect(personFieldOf('person3.name')).toBeNull();
    expect(personFieldOf('person1.houseSystem')).toBeNull();
    expect(personFieldOf('birthDate')).toBeNull();
  });
});
