import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { placeSuggestions } from './report-error';

const responseError = (status: number, data: unknown) =>
  new ApiError('/api/calculate/personal', { status, data, headers: new Headers() });

const place = { id: 'sp', name: 'São Paulo', state: 'SP', country: 'Brasil', label: 'São Paulo, SP, Brasil' };

describe('placeSuggestions', () => {
  it('reads the places of a 422 unknown-place answer', () => {
    expect(placeSuggestions(responseError(422, { error: 'x', suggestions: [place, { nope: 1 }] }))).toEqual([
      place,
    ]);
    expect(placeSuggestions(responseError(422, { error: 'x', suggestions: [] }))).toEqual([]);
  });

  it('ignores every other failure', () => {
    expect(placeSuggestions(responseError(422, { error: 'Data inválida.' }))).toBeNull();
    expect(placeSuggestions(responseError(400, { error: 'x', suggestions: [place] }))).toBeNull();
    expect(placeSuggestions(new Error('x'))).toBeNull();
  });
});
