import { describe, expect, it } from 'vitest';
import { pageTypeLabel } from './change-labels';

describe('pageTypeLabel', () => {
  it.each([
    ['feature', 'Nova Feature'],
    ['fix', 'Correção'],
    ['improvement', 'Melhoria'],
    ['security', 'Segurança'],
    ['toString', 'toString'],
    ['anything', 'anything'],
  ])('%s → %s', (type, label) => {
    expect(pageTypeLabel(type)).toBe(label);
  });
});
