import { getPlaceById, resolvePlace } from '@constelar/places';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { castBirth, UNKNOWN_PLACE_ID } from './cast-birth';

const ANA = { name: 'Ana Souza', birthDate: '1990-07-15', birthTime: '14:30' };
// Two Colombian towns share the label "Buenaventura": the text resolves to the larger one.
const SMALLER_BUENAVENTURA = 'gn-3688452';

function thrown(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('castBirth', () => {
  it('resolves placeId before the text, so a chosen namesake is kept', () => {
    const chosen = getPlaceById(SMALLER_BUENAVENTURA)!;
    const byText = resolvePlace(chosen.label);
    expect(byText.ok && byText.place.id).not.toBe(SMALLER_BUENAVENTURA);

    const birth = castBirth(
      { ...ANA, birthPlace: chosen.label, placeId: SMALLER_BUENAVENTURA },
      { today: '2026-11-23', placeRequired: true },
    );
    expect(birth.place).toEqual(chosen);
    expect(birth.chart.houses).toHaveLength(12);
  });

  it('answers an unknown placeId with a Portuguese 422 on the birth place field', () => {
    const error = thrown(() =>
      castBirth(
        { ...ANA, birthPlace: 'Campinas, SP', placeId: 'br-0000000' },
        { today: '2026-11-23', path: 'person2' },
      ),
    );
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(UNKNOWN_PLACE_ID);
    expect(error.extra).toEqual({
      field: 'person2.birthPlace',
      errors: [{ field: 'person2.birthPlace', error: UNKNOWN_PLACE_ID }],
    });
  });

  it('without a place takes the time as UTC and gives the bodies but no chart', () => {
    const birth = castBirth(ANA, { today: '2026-11-23' });
    expect(birth.place).toBeNull();
    expect(birth.chart).toBeNull();
    expect(birth.instant.utc).toBe('1990-07-15T14:30:00Z');
    expect(birth.bodies.sun.sign).toBe('cancer');
    expect(birth.chinese.animal).toBe('horse');
    expect(birth.numerology.numbers.personal.value).toBe(5);
  });

  it('needs a place when asked to, with the text resolver’s own message', () => {
    const error = thrown(() => castBirth(ANA, { today: '2026-11-23', placeRequired: true }));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('Informe o local de nascimento.');
    expect(error.extra).toMatchObject({ field: 'birthPlace' });
  });

  it.each([
    [{ birthDate: '1990-02-31' }, 'person1.birthDate', /31\/02\/1990 não existe/],
    [{ birthDate: '1799-12-31' }, 'person1.birthDate', /entre 1800 e 2100/],
    [{ birthPlace: 'Xyzópolis' }, 'person1.birthPlace', /Não encontramos "Xyzópolis"/],
    [{ name: '1234' }, 'person1.name', /letra/],
  ])('names the field of each engine error under its path: %j', (patch, field, message) => {
    const error = thrown(() => castBirth({ ...ANA, ...patch }, { today: '2026-11-23', path: 'person1' }));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(message);
    expect(error.extra).toMatchObject({ field });
  });
});
