import type { HoroscopePeriod } from '@constelar/contract';
import { monthTitleOf, weekTitleOf } from '@constelar/content/horoscope-words';
import { describe, expect, it } from 'vitest';
import { periodShare, sharedPeriodUrl } from './period-share';

const ORIGIN = 'https://constelar.test';
const PARAGRAPHS = [
  'A semana começa com a Lua Nova na sua casa 5! O resto do parágrafo fala de outra coisa. E mais uma frase.',
  'Segundo parágrafo.',
  'Terceiro parágrafo.',
  'Quarto parágrafo.',
];

/** A period as the API answers it, with the title the server writes (the same content functions). */
function period(from: string, to: string, kind: 'week' | 'month'): HoroscopePeriod {
  return {
    sign: 'leo',
    signName: 'Leão',
    period: { from, to },
    title: kind === 'week' ? weekTitleOf('Leão', from, to) : monthTitleOf('Leão', from.slice(0, 7)),
    sky: [],
    days: [],
    paragraphs: PARAGRAPHS,
  };
}

describe('a shared week or month', () => {
  it('names its period in the link, even for the current one', () => {
    expect(sharedPeriodUrl(ORIGIN, period('2026-11-30', '2026-12-06', 'week'), 'week')).toBe(
      `${ORIGIN}/horoscopo/leao/semana?inicio=2026-11-30`,
    );
    expect(sharedPeriodUrl(ORIGIN, period('2026-12-01', '2026-12-31', 'month'), 'month')).toBe(
      `${ORIGIN}/horoscopo/leao/mes?mes=2026-12`,
    );
  });

  it('shares the week: the sign, the dates, the first sentence, the week’s story image', () => {
    const share = periodShare(period('2026-11-30', '2026-12-06', 'week'), 'week', ORIGIN);
    const lead = 'A semana começa com a Lua Nova na sua casa 5!';
    expect(share.title).toBe('Horóscopo da semana de Leão');
    expect(share.text).toBe(`30 de novembro a 6 de dezembro de 2026: ${lead}`);
    expect(share.whatsappText).toBe(
      `*Horóscopo da semana de Leão: 30 de novembro a 6 de dezembro de 2026*\n${lead}\n${share.url}`,
    );
    expect(share.storyImage).toEqual({
      href: '/api/share/horoscope/leo/week.png?start=2026-11-30&format=story',
      filename: 'horoscopo-semana-leao-2026-11-30.png',
    });
  });

  it('shares the month: the sign, the month, the first sentence, the month’s story image', () => {
    const share = periodShare(period('2027-01-01', '2027-01-31', 'month'), 'month', ORIGIN);
    const lead = 'A semana começa com a Lua Nova na sua casa 5!';
    expect(share.title).toBe('Horóscopo do mês de Leão');
    expect(share.text).toBe(`Janeiro de 2027: ${lead}`);
    expect(share.url).toBe(`${ORIGIN}/horoscopo/leao/mes?mes=2027-01`);
    expect(share.whatsappText).toBe(`*Horóscopo de janeiro de 2027 para Leão*\n${lead}\n${share.url}`);
    expect(share.storyImage).toEqual({
      href: '/api/share/horoscope/leo/month.png?month=2027-01&format=story',
      filename: 'horoscopo-mes-leao-2027-01.png',
    });
  });
});
