import { describe, expect, it } from 'vitest';
import { birthFieldOf, birthPayload, birthValuesOf, validateBirth, type BirthValues } from './profile-birth';

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

describe('profile birth', () => {
  it('shows the stored birth as typed, and an unknown time as "Não sei a hora"', () => {
    expect(birthValuesOf(STORED)).toEqual(filled);
    expect(birthValuesOf({ ...STORED, birthTime: null })).toMatchObject({ birthTime: '', timeUnknown: true });
  });

  it('asks for every field once one is started, and checks the masks', () => {
    expect(validateBirth(empty)).toEqual({});
    expect(validateBirth({ ...empty, birthDate: '23/07' })).toEqual({
      birthDate: 'Formato de data inválido. Use DD/MM/AAAA.',
      birthTime: 'Este campo é obrigatório.',
      birthPlace: 'Este campo é obrigatório.',
    });
    expect(validateBirth({ ...filled, birthTime: '', timeUnknown: true })).toEqual({});
    expect(validateBirth({ ...filled, birthTime: '9:3' })).toEqual({
      birthTime: 'Formato de hora inválido. Use HH:MM.',
    });
  });

  it('sends the birth on the wire, with the chosen place id and null for an unknown time', () => {
    expect(birthPayload(filled, null)).toEqual({ ...STORED });
    expect(birthPayload({ ...filled, timeUnknown: true, birthTime: '', placeId: null }, null)).toEqual({
      birthDate: '1990-07-23',
      birthTime: null,
      birthPlace: 'Campinas, SP, Brasil',
    });
  });

  it('clears a stored birth when every field is emptied, and sends nothing when there was none', () => {
    expect(birthPayload(empty, STORED)).toBeNull();
    expect(birthPayload(empty, null)).toBeUndefined();
  });

  it("reads the server's field paths", () => {
    expect(birthFieldOf('birth.birthDate')).toBe('birthDate');
    expect(birthFieldOf('birthPlace')).toBe('birthPlace');
    expect(birthFieldOf('birth.placeId')).toBeNull();
    expect(birthFieldOf('email')).toBeNull();
    expect(birthFieldOf(undefined)).toBeNull();
  });
});
