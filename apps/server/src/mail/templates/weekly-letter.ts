import type { SkyEvent } from '@constelar/contract';
import { WEEKLY_LETTER, signOfName, weeklyLetterLead, type WeekLeadEvent } from '@constelar/content';
import { renderMail, type MailContent, type Paragraph } from './mail-layout';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';

const DAY = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const HOUR = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_ZONE, weekday: 'long' });
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: 'numeric', month: 'long' });

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const hour = (iso: string) => HOUR.format(new Date(iso)).replace(':', 'h');

/** "24 a 30 de novembro" for the week starting on `monday` (YYYY-MM-DD). */
export function weekLabel(monday: string): string {
  const start = new Date(`${monday}T12:00:00Z`);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const [d1, m1] = [start.getUTCDate(), DAY_MONTH.format(start).split(' de ')[1]];
  const last = DAY_MONTH.format(end);
  return m1 === last.split(' de ')[1] ? `${d1} a ${last}` : `${DAY_MONTH.format(start)} a ${last}`;
}

const localDay = (iso: string) => DAY.format(new Date(iso));

/**
 * One line per event, in Brasília time, under its day's heading: "Lua Cheia em Leão, às 14h32." then its
 * short text. A void-of-course Moon gives its hours, and the end's day only when it ends on another one.
 * A text the letter has already printed is not printed again: the void-of-course explanation is the
 * same each time, and the Moon goes void three or four times a week.
 */
function eventParagraphs(e: SkyEvent, printed: Set<string>): Paragraph[] {
  const when =
    e.type === 'void-of-course'
      ? `das ${hour(e.start)} às ${hour(e.end)}${localDay(e.start) === localDay(e.end) ? '' : ` de ${localDay(e.end)}`}`
      : `às ${hour(e.time)}`;
  const text = printed.has(e.text) ? '' : e.text;
  printed.add(e.text);
  return [[{ strong: e.title }, `, ${when}.${text ? ` ${text}` : ''}`]];
}

/**
 * The week's events as the lead reads them (issue #37): the weekday in Brasília and the sign as a code;
 * an eclipse takes the sign of the lunation it falls on.
 */
export function leadEvents(events: readonly SkyEvent[]): WeekLeadEvent[] {
  const out: WeekLeadEvent[] = [];
  for (const e of events) {
    if (e.type === 'void-of-course') {
      out.push({ type: 'void-of-course', weekday: WEEKDAY.format(new Date(e.start)) });
      continue;
    }
    const weekday = WEEKDAY.format(new Date(e.time));
    if (e.type === 'phase') {
      const sign = signOfName(e.sign);
      if (sign) out.push({ type: 'phase', kind: e.kind, sign, weekday });
    } else if (e.type === 'ingress') {
      const sign = signOfName(e.sign);
      if (sign && e.body !== 'moon')
        out.push({ type: 'ingress', body: e.body, sign, retrograde: e.retrograde, weekday });
    } else if (e.type === 'station') {
      if (e.body !== 'sun' && e.body !== 'moon')
        out.push({ type: 'station', body: e.body, kind: e.kind, weekday });
    } else {
      const at = Date.parse(e.time);
      const lunation = events.find(
        (p) => p.type === 'phase' && Math.abs(Date.parse(p.time) - at) < 86_400_000,
      );
      const sign = lunation?.type === 'phase' ? signOfName(lunation.sign) : undefined;
      out.push({ type: 'eclipse', body: e.body, kind: e.kind, ...(sign ? { sign } : {}), weekday });
    }
  }
  return out;
}

/**
 * sky.md §7, "A semana no céu": the week's phases, ingresses, stations, void-of-course Moons (and any
 * eclipse), day by day in Brasília time, each with its short text, under a lead that names the theme.
 */
export function weeklyLetterMessage(input: {
  monday: string;
  events: SkyEvent[];
  unsubscribeUrl: string;
  calendarUrl: string;
}): MailContent {
  const label = weekLabel(input.monday);
  const byDay = new Map<string, SkyEvent[]>();
  for (const e of input.events) {
    const day = capitalize(localDay(e.type === 'void-of-course' ? e.start : e.time));
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  // The letter opens with the week's theme, named from its main event (issue #37).
  const paragraphs: Paragraph[] = [weeklyLetterLead(leadEvents(input.events)), WEEKLY_LETTER.intro];
  const printed = new Set<string>();
  for (const [day, events] of byDay) {
    paragraphs.push([{ strong: day }]);
    for (const e of events) paragraphs.push(...eventParagraphs(e, printed));
  }
  if (input.events.length === 0)
    paragraphs.push('Uma semana sem grandes movimentos no céu: bom tempo para seguir o próprio ritmo.');
  paragraphs.push(WEEKLY_LETTER.outro);
  return renderMail({
    subject: WEEKLY_LETTER.subject(label),
    preheader: `Fases da Lua, ingressos e estações de ${label}, no horário de Brasília.`,
    heading: 'A semana no céu',
    paragraphs,
    action: { label: 'Ver o calendário do céu', url: input.calendarUrl },
    footer: {
      text: 'Você recebe esta mensagem porque se inscreveu na carta semanal do Constelar.',
      link: { label: 'Cancelar inscrição', url: input.unsubscribeUrl },
    },
  });
}
