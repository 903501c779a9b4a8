import { describe, expect, it } from 'vitest';
import { buildSynastryRequest } from './build-synastry-request';
import { alertMessageFor, ALERT_FALLBACK } from './synastry-messages';

describe('buildSynastryRequest', () => {
  it('trims names and leaves out an unknown time and place', () => {
    const request = buildSynastryRequest(
      { name: '  Ana Clara ', birthDate: '1990-07-15', birthTime: '', birthPlace: '   ' },
      { name: 'Bruno', birthDate: '1988-02-03', birthTime: '14:30', birthPlace: ' Campinas, SP ' },
    );
    expect(request).toEqual({
      person1: { name: 'Ana Clara', birthDate: '1990-07-15' },
      person2: { name: 'Bruno', birthDate: '1988-02-03', birthTime: '14:30', birthPlace: 'Campinas, SP' },
    });
    expect('birthTime' in request.person1).toBe(false);
  });
});

describe('alertMessageFor', () => {
  it('shows the error message, or the product fallback when there is none', () => {
    expect(alertMessageFor(new Error('Data de nascimento inválida.'))).toBe('Data de nascimento inválida.');
    expect(alertMessageFor(new Error(''))).toBe(ALERT_FALLBACK);
    expect(alertMessageFor('boom')).toBe(ALERT_FALLBACK);
  });
});
