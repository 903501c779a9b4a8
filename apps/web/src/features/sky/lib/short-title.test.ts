import type { SkyEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { shortTitle } from './short-title';

const base = { title: 'Título longo', text: '' };

describe('shortTitle', () => {
  it('says each kind of event in a word or two', () => {
    const events: SkyEvent[] = [
      { ...base, type: 'phase', kind: 'last-quarter', time: '', sign: 'Leão' },
      { ...base, type: 'ingress', body: 'sun', sign: 'Sagitário', retrograde: false, time: '' },
      { ...base, type: 'station', body: 'mercury', kind: 'retrograde', time: '' },
      { ...base, type: 'station', body: 'venus', kind: 'direct', time: '' },
      { ...base, type: 'eclipse', body: 'sun', kind: 'annular', time: '' },
    ];
    expect(events.map(shortTitle)).toEqual([
      'Quarto Minguante',
      '→ Sagitário',
      'retrógrado',
      'direto',
      'Eclipse anular',
    ]);
  });
});
