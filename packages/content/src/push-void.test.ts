import { describe, expect, it } from 'vitest';
import { voidPushBody, voidUntilWords } from './push-texts';

describe('the void-of-course push (issue #37)', () => {
  it('says until when and where the Moon goes, by tradition, and never calls the void short', () => {
    const body = voidPushBody(voidUntilWords(14 * 60 + 10, 1), 'Virgem');
    expect(body).toContain('até amanhã, às 14h10, quando entra em Virgem');
    expect(body).toContain('Pela tradição');
    expect(body).not.toMatch(/curt|breve|rápid/);
    expect(voidUntilWords(65, 0)).toBe('hoje, à 1h05');
  });
});
