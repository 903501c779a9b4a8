import { describe, expect, it } from 'vitest';
import { mainWeekEvent, weeklyLetterLead, type WeekLeadEvent } from './weekly-lead';

const full: WeekLeadEvent = { type: 'phase', kind: 'full', sign: 'leo', weekday: 'quinta-feira' };
const quarter: WeekLeadEvent = {
  type: 'phase',
  kind: 'first-quarter',
  sign: 'aries',
  weekday: 'segunda-feira',
};
const station: WeekLeadEvent = {
  type: 'station',
  body: 'mercury',
  kind: 'retrograde',
  weekday: 'terça-feira',
};
const sunIngress: WeekLeadEvent = {
  type: 'ingress',
  body: 'sun',
  sign: 'virgo',
  retrograde: false,
  weekday: 'sábado',
};
const plutoIngress: WeekLeadEvent = {
  type: 'ingress',
  body: 'pluto',
  sign: 'aquarius',
  retrograde: false,
  weekday: 'domingo',
};
const eclipse: WeekLeadEvent = {
  type: 'eclipse',
  body: 'moon',
  kind: 'total',
  sign: 'pisces',
  weekday: 'terça-feira',
};

describe('the weekly letter’s lead (issue #37)', () => {
  it('takes the week’s main event: an eclipse, a lunation, a station, an ingress (slow first), a quarter', () => {
    expect(mainWeekEvent([quarter, sunIngress, station, full, eclipse])).toBe(eclipse);
    expect(mainWeekEvent([quarter, sunIngress, station, full])).toBe(full);
    expect(mainWeekEvent([quarter, sunIngress, station])).toBe(station);
    expect(mainWeekEvent([quarter, sunIngress, plutoIngress])).toBe(plutoIngress);
    expect(mainWeekEvent([quarter])).toBe(quarter);
    expect(mainWeekEvent([{ type: 'void-of-course', weekday: 'sábado' }])).toBeUndefined();
  });

  it('names the theme first, then the event and its day', () => {
    expect(weeklyLetterLead([quarter, full])).toMatch(
      /^Tema da semana: a criação, o brilho próprio e a alegria\. A Lua Cheia em Leão, na quinta-feira, /,
    );
    expect(weeklyLetterLead([sunIngress])).toMatch(
      /^Tema da semana: a rotina.*\. O Sol entra em Virgem no sábado/,
    );
    expect(weeklyLetterLead([eclipse])).toContain('O eclipse lunar total em Peixes, na terça-feira,');
    expect(weeklyLetterLead([])).toMatch(/^Tema da semana: o próprio ritmo\./);
  });
});
