import { describe, expect, it } from 'vitest';
import { toneBand, toneClashes } from './synastry-tone';

describe('synastry tone', () => {
  it('bands scores at 50 and 70', () => {
    expect([0, 49, 50, 70, 71, 100].map(toneBand)).toEqual([
      'low',
      'low',
      'middle',
      'middle',
      'high',
      'high',
    ]);
  });

  it('refuses ease below 50 and friction above 70, and lets the middle say both', () => {
    const easy = 'A conversa flui e tudo facilita o dia.';
    const rough = 'Há atrito de ritmos entre vocês.';
    expect(toneClashes(35, easy)).not.toEqual([]);
    expect(toneClashes(35, rough)).toEqual([]);
    expect(toneClashes(85, rough)).not.toEqual([]);
    expect(toneClashes(85, easy)).toEqual([]);
    expect(toneClashes(60, `${easy} ${rough}`)).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(toneClashes(10, 'Isso influi pouco.')).toEqual([]);
    expect(toneClashes(90, 'O choque térmico do chuveiro.')).not.toEqual([]);
  });
});
