import { describe, expect, it } from 'vitest';
import { alertMessageFor, ALERT_FALLBACK } from './synastry-messages';

describe('alertMessageFor', () => {
  it('shows the error message, or the product fallback when there is none', () => {
    expect(alertMessageFor(new Error('Data de nascimento inválida.'))).toBe('Data de nascimento inválida.');
    expect(alertMessageFor(new Error(''))).toBe(ALERT_FALLBACK);
    expect(alertMessageFor('boom')).toBe(ALERT_FALLBACK);
  });
});
