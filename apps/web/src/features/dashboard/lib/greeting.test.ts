import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'Boa madrugada'],
    [5, 'Boa madrugada'],
    [6, 'Bom dia'],
    [11, 'Bom dia'],
    [12, 'Boa tarde'],
    [17, 'Boa tarde'],
    [18, 'Boa noite'],
    [23, 'Boa noite'],
  ])('%i h → %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });
});
