// The weekly letter's lead (issue #37): one paragraph that names the week's theme, composed from the
// week's main sky event: an eclipse, then a new or full Moon, a station, an ingress, a quarter; a week of
// void Moons only is a week of one's own rhythm.
import type { EclipseBody, EclipseKind, LunarPhaseKind, Sign } from '@constelar/core/codes';
import { SIGNS } from '@constelar/core/codes';
import { BODY_NAMES } from './bodies';
import { SIGN_NAMES } from './sign-names';
import { ECLIPSE_KIND_WORDS, PHASE_TITLES } from './sky-event-names';
import { stationTitle, type StationBody } from './sky-event-texts';
import type { IngressBody } from '@constelar/core';

/** What each sign brings to the week's foreground: "Tema da semana: …". */
export const WEEK_SIGN_THEMES: Record<Sign, string> = {
  aries: 'a coragem de começar',
  taurus: 'o valor do que é concreto e duradouro',
  gemini: 'as conversas, as trocas e a curiosidade',
  cancer: 'o lar, as raízes e o cuidado',
  leo: 'a criação, o brilho próprio e a alegria',
  virgo: 'a rotina, os detalhes e o trabalho bem-feito',
  libra: 'os acordos, as parcerias e a delicadeza no trato',
  scorpio: 'a intimidade e o que pede transformação',
  sagittarius: 'os horizontes, as viagens e o sentido das coisas',
  capricorn: 'as metas, a estrutura e a responsabilidade',
  aquarius: 'os grupos, as ideias novas e a liberdade',
  pisces: 'a imaginação, a empatia e o descanso',
};

/** What a station turns back to, or takes forward again. */
const STATION_MATTERS: Record<StationBody, string> = {
  mercury: 'as conversas, os contratos e os trajetos',
  venus: 'os afetos e aquilo que você valoriza',
  mars: 'a energia, as iniciativas e as disputas',
  jupiter: 'os planos de crescimento',
  saturn: 'as responsabilidades e os limites',
  uranus: 'as mudanças e a vontade de liberdade',
  neptune: 'os sonhos e a intuição',
  pluto: 'o que pede transformação profunda',
};

/** An event of the week as the lead reads it; `weekday` is its day in Brasília ("terça-feira", "sábado"). */
export type WeekLeadEvent =
  | { type: 'eclipse'; body: EclipseBody; kind: EclipseKind; sign?: Sign; weekday: string }
  | { type: 'phase'; kind: LunarPhaseKind; sign: Sign; weekday: string }
  | { type: 'station'; body: StationBody; kind: 'retrograde' | 'direct'; weekday: string }
  | { type: 'ingress'; body: IngressBody; sign: Sign; retrograde: boolean; weekday: string }
  | { type: 'void-of-course'; weekday: string };

/** "na terça-feira", "no sábado". */
export const onWeekday = (weekday: string): string => `${weekday.endsWith('feira') ? 'na' : 'no'} ${weekday}`;

/** Slow planets first: a change of sign by Plutão shapes more weeks than the Sun's. */
const INGRESS_WEIGHT: Record<IngressBody, number> = {
  pluto: 9,
  neptune: 8,
  uranus: 7,
  saturn: 6,
  jupiter: 5,
  mars: 4,
  sun: 3,
  venus: 2,
  mercury: 1,
};

function rank(e: WeekLeadEvent): number {
  switch (e.type) {
    case 'eclipse':
      return 100;
    case 'phase':
      return e.kind === 'new' || e.kind === 'full' ? 90 : 20;
    case 'station':
      return 80;
    case 'ingress':
      return 60 + INGRESS_WEIGHT[e.body];
    case 'void-of-course':
      return 0;
  }
}

/** The week's main event: the first of the highest rank. */
export function mainWeekEvent(events: readonly WeekLeadEvent[]): WeekLeadEvent | undefined {
  let best: WeekLeadEvent | undefined;
  for (const e of events) if (!best || rank(e) > rank(best)) best = e;
  return best && rank(best) > 0 ? best : undefined;
}

/** The lead paragraph: the week's theme, named, then the event that sets it and when. */
export function weeklyLetterLead(events: readonly WeekLeadEvent[]): string {
  const e = mainWeekEvent(events);
  if (!e || e.type === 'void-of-course')
    return 'Tema da semana: o próprio ritmo. O céu não traz grandes viradas, e as horas de Lua fora de curso marcam as pausas; dá para seguir o que já está em andamento, sem pressa.';
  const when = onWeekday(e.weekday);
  switch (e.type) {
    case 'eclipse': {
      const name = `eclipse ${e.body === 'sun' ? 'solar' : 'lunar'} ${ECLIPSE_KIND_WORDS[e.kind]}`;
      const theme = e.sign ? WEEK_SIGN_THEMES[e.sign] : 'os pontos de virada';
      const where = e.sign ? ` em ${SIGN_NAMES[e.sign]}` : '';
      return `Tema da semana: ${theme}. O ${name}${where}, ${when}, marca uma virada nesse campo, e o que ele abre costuma se desdobrar pelos meses seguintes.`;
    }
    case 'phase': {
      const theme = WEEK_SIGN_THEMES[e.sign];
      const name = `${PHASE_TITLES[e.kind]} em ${SIGN_NAMES[e.sign]}`;
      if (e.kind === 'new')
        return `Tema da semana: ${theme}. A ${name}, ${when}, abre um ciclo de cerca de um mês para esse assunto, bom para uma intenção dita em voz baixa.`;
      if (e.kind === 'full')
        return `Tema da semana: ${theme}. A ${name}, ${when}, ilumina o que amadureceu nesse campo desde a última Lua Nova e pede um balanço honesto.`;
      return `Tema da semana: ${theme}. O ${name}, ${when}, marca a ${e.kind === 'first-quarter' ? 'hora de persistir no que começou' : 'hora de soltar o que já não serve'}.`;
    }
    case 'station':
      return e.kind === 'retrograde'
        ? `Tema da semana: rever ${STATION_MATTERS[e.body]}. ${stationTitle(e.body, e.kind)} ${when}, e o que parecia resolvido pede uma segunda leitura.`
        : `Tema da semana: retomar ${STATION_MATTERS[e.body]}. ${stationTitle(e.body, e.kind)} ${when}, e o que estava em revisão volta a andar.`;
    case 'ingress':
      return `Tema da semana: ${WEEK_SIGN_THEMES[e.sign]}. ${e.body === 'sun' ? 'O Sol' : BODY_NAMES[e.body]} ${e.retrograde ? 'volta a' : 'entra em'} ${SIGN_NAMES[e.sign]} ${when}, e esse assunto chega mais perto${e.body === 'sun' ? ' pelo próximo mês' : ''}.`;
  }
}

/** A sign from its Portuguese name, as the calendar's events carry it. */
export const signOfName = (name: string): Sign | undefined => SIGNS.find((s) => SIGN_NAMES[s] === name);
