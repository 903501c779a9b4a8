import { describe, expect, it } from 'vitest';
import {
  buildSynastryRequest,
  DATE_FORMAT_MESSAGE,
  personFieldOf,
  TIME_FORMAT_MESSAGE,
  validatePerson,
} from './build-synastry-request';
import { alertMessageFor, ALERT_FALLBACK } from './synastry-messages';

describe('buildSynastryRequest', () => {
  it('trims names and leaves out an unknown time and place', () => {
    const request = buildSynastryRequest(
      { name: '  Ana Clara ', birthDate: '15/07/1990', birthTime: '', birthPlace: '   ' },
      { name: 'Bruno', birthDate: '03/02/1988', birthTime: '14:30', birthPlace: ' Campinas, SP ' },
    );
    expect(request).toEqual({
      person1: { name: 'Ana Clara', birthDate: '1990-07-15' },
      person2: { name: 'Bruno', birthDate: '1988-02-03', birthTime: '14:30', birthPlace: 'Campinas, SP' },
    });
    expect('birthTime' in request.person1).toBe(false);
  });

  it('sends the place chosen from the list by its id, beside its label', () => {
    const person = {
      name: 'Ana',
      birthDate: '15/07/1990',
      birthTime: '',
      birthPlace: 'Bom Jesus, PI, Brasil',
    };
    const request = buildSynastryRequest({ ...person, placeId: 'br-2201903' }, { ...person, placeId: null });
    expect(request.person1).toMatchObject({ birthPlace: 'Bom Jesus, PI, Brasil', placeId: 'br-2201903' });
    expect('placeId' in request.person2).toBe(false);
    // An id without text (the field was emptied) is not sent.
    expect(
      'placeId' in
        buildSynastryRequest({ ...person, birthPlace: ' ', placeId: 'br-2201903' }, person).person1,
    ).toBe(false);
  });
});

describe('alertMessageFor', () => {
  it('shows the error message, or the product fallback when there is none', () => {
    expect(alertMessageFor(new Error('Data de nascimento inválida.'))).toBe('Data de nascimento inválida.');
    expect(alertMessageFor(new Error(''))).toBe(ALERT_FALLBACK);
    expect(alertMessageFor('boom')).toBe(ALERT_FALLBACK);
  });
});

describe('validatePerson', () => {
  const person = { name: 'Ana', birthDate: '15/07/1990', birthTime: '', birthPlace: '' };
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
