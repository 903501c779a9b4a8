import type { SkyEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { weekLabel, weeklyLetterMessage } from './weekly-letter';

const VOID_TEXT = 'A Lua fica fora de curso quando não forma mais nenhum aspecto maior.';
const voidMoon = (start: string, end: string, sign: string): SkyEvent => ({
  type: 'void-of-course',
  start,
  end,
  sign,
  title: `Lua fora de curso em ${sign}`,
  text: VOID_TEXT,
});

const letter = (events: SkyEvent[]) =>
  weeklyLetterMessage({
    monday: '2026-11-23',
    events,
    unsubscribeUrl: 'https://constelar.test/newsletter/descadastrar?token=t',
    calendarUrl: 'https://constelar.test/ceu',
  });

describe('weeklyLetterMessage', () => {
  it('names the week, Monday to Sunday', () => {
    expect(weekLabel('2026-11-23')).toBe('23 a 29 de novembro');
    expect(weekLabel('2026-11-30')).toBe('30 de novembro a 6 de dezembro');
    expect(letter([]).subject).toContain('23 a 29 de novembro');
  });

  it('gives a void-of-course Moon its hours under its day, and the end’s day only when it differs', () => {
    const { text } = letter([
      // 07:09 to 08:09 in Brasília on Tuesday the 24th.
      voidMoon('2026-11-24T10:09:00Z', '2026-11-24T11:09:00Z', 'Touro'),
      // 22:30 on Thursday the 26th to 05:51 on Friday the 27th.
      voidMoon('2026-11-27T01:30:00Z', '2026-11-27T08:51:00Z', 'Gêmeos'),
    ]);
    expect(text).toContain('Terça-feira, 24 de novembro');
    expect(text).toContain(`Lua fora de curso em Touro, das 07h09 às 08h09. ${VOID_TEXT}`);
    expect(text).toContain('Quinta-feira, 26 de novembro');
    expect(text).toContain('Lua fora de curso em Gêmeos, das 22h30 às 05h51 de sexta-feira, 27 de novembro.');
  });

  it('explains the void-of-course Moon once a letter, however often the Moon goes void', () => {
    const { text, html } = letter([
      voidMoon('2026-11-24T10:09:00Z', '2026-11-24T11:09:00Z', 'Touro'),
      voidMoon('2026-11-26T05:23:00Z', '2026-11-26T10:51:00Z', 'Gêmeos'),
      voidMoon('2026-11-28T05:40:00Z', '2026-11-28T11:20:00Z', 'Câncer'),
    ]);
    expect(text.split(VOID_TEXT)).toHaveLength(2);
    expect(html.split(VOID_TEXT)).toHaveLength(2);
    expect(text).toContain('Lua fora de curso em Câncer, das 02h40 às 08h20.');
  });
});

describe('the weekly letter’s lead (issue #37)', () => {
  const phase = (time: string, kind: 'new' | 'full', sign: string): SkyEvent => ({
    type: 'phase',
    time,
    kind,
    sign,
    title: `${kind === 'new' ? 'Lua Nova' : 'Lua Cheia'} em ${sign}`,
    text: 'Texto da fase.',
  });
  const station: SkyEvent = {
    type: 'station',
    time: '2026-11-24T15:00:00Z',
    body: 'mercury',
    kind: 'retrograde',
    title: 'Mercúrio fica retrógrado',
    text: 'Texto da estação.',
  };

  it('opens the letter with the week’s theme, named from its main event', () => {
    const { text, html } = letter([station, phase('2026-11-26T18:00:00Z', 'full', 'Gêmeos')]);
    const lead =
      'Tema da semana: as conversas, as trocas e a curiosidade. A Lua Cheia em Gêmeos, na quinta-feira,';
    expect(text).toContain(lead);
    expect(html).toContain(lead);
    expect(text.indexOf(lead)).toBeLessThan(text.indexOf('Abaixo, dia a dia'));
    expect(text.indexOf(lead)).toBeLessThan(text.indexOf('Terça-feira, 24 de novembro'));
    expect(text).not.toMatch(/Bom dia!|insight|bons céus/i);
  });

  it('names the station when no lunation falls in the week, and an eclipse over its lunation', () => {
    expect(letter([station]).text).toContain(
      'Tema da semana: rever as conversas, os contratos e os trajetos. Mercúrio fica retrógrado na terça-feira',
    );
    const eclipse: SkyEvent = {
      type: 'eclipse',
      time: '2026-11-28T12:00:00Z',
      body: 'sun',
      kind: 'total',
      title: 'Eclipse solar total',
      text: 'Texto do eclipse.',
    };
    expect(letter([phase('2026-11-28T12:00:00Z', 'new', 'Sagitário'), eclipse]).text).toContain(
      'Tema da semana: os horizontes, as viagens e o sentido das coisas. O eclipse solar total em Sagitário, no sábado,',
    );
  });

  it('calls a week of void Moons only a week of one’s own rhythm', () => {
    expect(letter([voidMoon('2026-11-24T10:09:00Z', '2026-11-24T11:09:00Z', 'Touro')]).text).toContain(
      'Tema da semana: o próprio ritmo.',
    );
  });
});
