import { describe, expect, it } from 'vitest';
import { shortSkyTitle, type ShortTitleEvent } from './sky-event-names';

describe('shortSkyTitle', () => {
  it('says each kind of event in a word or two', () => {
    const events: ShortTitleEvent[] = [
      { type: 'phase', kind: 'last-quarter' },
      { type: 'ingress', sign: 'Sagitário' },
      { type: 'station', kind: 'retrograde' },
      { type: 'station', kind: 'direct' },
      { type: 'eclipse', kind: 'annular' },
    ];
    expect(events.map(shortSkyTitle)).toEqual([
      'Quarto Minguante',
      '→ Sagitário',
      'retrógrado',
      'direto',
      'Eclipse anular',
    ]);
  });
});
