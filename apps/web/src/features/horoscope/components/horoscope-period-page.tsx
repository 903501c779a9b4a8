import type { HoroscopePeriod } from '@constelar/contract';
import { HOROSCOPE_SLUGS, signOfSlug } from '@constelar/contract/app-routes';
import { HOROSCOPE_METHOD, monthTitleOf, monthYear, weekTitleOf } from '@constelar/content/horoscope-words';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHoroscopePeriod, type PeriodKind } from '../api/get-horoscope-period';
import { HoroscopePeriodShare } from './horoscope-share';
import { brasiliaClock, brasiliaToday, shiftDate } from '../lib/horoscope-dates';
import { mondayOf, parseMonday, parseMonth, shiftMonth } from '../lib/period-dates';

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_OF = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

const PATH = { week: 'semana', month: 'mes' } as const;
const PARAM = { week: 'inicio', month: 'mes' } as const;

function periodLink(slug: string, kind: PeriodKind, key: string, current: string): string {
  const path = `/horoscopo/${slug}/${PATH[kind]}`;
  return key === current ? path : `${path}?${PARAM[kind]}=${key}`;
}

/** A week's seven days: each with the Moon's sign and house, and the day's main event. */
function WeekDays({ days }: { days: HoroscopePeriod['days'] }) {
  return (
    <section aria-labelledby="dias-da-semana" className="glass p-4 sm:p-6">
      <h2 id="dias-da-semana" className="font-serif text-xl text-soft-gold">
        Dia a dia
      </h2>
      <p className="mt-1 text-sm text-muted">
        A Lua ao meio-dia de Brasília, e o evento mais marcante do dia.
      </p>
      <ul className="mt-3">
        {days.map((d) => (
          <li
            key={d.date}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-gold/10 py-2 last:border-b-0"
          >
            <time dateTime={d.date} className="w-20 shrink-0 text-sm font-semibold text-soft-gold">
              {WEEKDAY.format(new Date(`${d.date}T00:00:00Z`))}
            </time>
            <span className="flex-1 text-sm text-text">
              Lua em {SIGN_NAMES[d.moon.sign]}, casa {d.moon.house}
              {d.event && <span className="block text-muted">{d.event.title}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The period's sky: each event with its Brasília date and time and its house. */
function PeriodSky({ sky, signName }: { sky: HoroscopePeriod['sky']; signName: string }) {
  return (
    <section aria-labelledby="ceu-do-periodo" className="glass p-4 sm:p-6">
      <h2 id="ceu-do-periodo" className="font-serif text-xl text-soft-gold">
        O céu do período
      </h2>
      <p className="mt-1 text-sm text-muted">Horários de Brasília; casas contadas a partir de {signName}.</p>
      <ul className="mt-3">
        {sky.map((item) => {
          const time = 'time' in item ? item.time : item.start;
          return (
            <li
              key={`${item.type}-${item.title}-${time}`}
              className="flex items-baseline gap-3 border-b border-gold/10 py-2 last:border-b-0"
            >
              <span className="w-28 shrink-0 text-sm text-soft-gold tabular-nums sm:w-36">
                {DAY_OF.format(new Date(time))} · {brasiliaClock(time)}
              </span>
              <span className="flex-1 text-sm text-text">{item.title}</span>
              <span className="shrink-0 text-xs text-muted">casa {item.house}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * /horoscopo/{slug}/semana[?inicio=YYYY-MM-DD] and /horoscopo/{slug}/mes[?mes=YYYY-MM] (reach.md §2): one
 * sign's week or month, with links to the previous and next period and to the day. Public.
 */
export function HoroscopePeriodPage({ kind }: { kind: PeriodKind }) {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  const today = brasiliaToday(now);
  const sign = signOfSlug(slug);
  const name = sign ? SIGN_NAMES[sign] : '';
  const current = kind === 'week' ? mondayOf(today) : today.slice(0, 7);
  const asked = kind === 'week' ? parseMonday(params.get('inicio')) : parseMonth(params.get('mes'));
  const key = asked ?? current;
  const period = useHoroscopePeriod(sign ?? 'aries', kind, key);
  const title = kind === 'week' ? weekTitleOf(name, key, shiftDate(key, 6)) : monthTitleOf(name, key);
  useDocumentTitle(`${title} | Constelar`);
  if (!sign) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
        <h1 className="gold-text text-3xl">Signo não encontrado</h1>
        <p className="text-muted">Este endereço não leva ao horóscopo de nenhum dos doze signos.</p>
        <Link to="/horoscopo" className={buttonClasses('primary')}>
          Ver os doze signos
        </Link>
      </div>
    );
  }

  let body;
  if (period.isPending) {
    body = (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Lendo o céu {kind === 'week' ? 'da semana' : 'do mês'}...
      </p>
    );
  } else if (period.isError) {
    body = (
      <div className="glass flex flex-col items-center gap-3 p-6 text-center">
        <p role="alert" className="text-danger">
          {period.error.message}
        </p>
        <Link to={`/horoscopo/${slug}/${PATH[kind]}`} className={buttonClasses('secondary')}>
          {kind === 'week' ? 'Ver esta semana' : 'Ver este mês'}
        </Link>
      </div>
    );
  } else {
    const h = period.data;
    body = (
      <>
        <article className="flex flex-col gap-4 text-pretty text-lg leading-relaxed text-text/90">
          {h.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </article>
        <HoroscopePeriodShare period={h} kind={kind} />
        {kind === 'week' && <WeekDays days={h.days} />}
        {h.sky.length > 0 && <PeriodSky sky={h.sky} signName={name} />}
      </>
    );
  }

  const previous = kind === 'week' ? shiftDate(key, -7) : shiftMonth(key, -1);
  const next = kind === 'week' ? shiftDate(key, 7) : shiftMonth(key, 1);
  // "2 a 8 de março de 2026", "agosto de 2026": the title's period.
  const label = kind === 'week' ? title.slice(title.indexOf(': ') + 2) : monthYear(key);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="flex flex-col items-center gap-3 text-center">
        <img
          src={`/images/signs/${sign}.webp`}
          alt=""
          width={96}
          height={96}
          className="h-24 w-24 rounded-full border border-gold/30 object-cover"
        />
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">
          {kind === 'week' ? 'Horóscopo da semana' : 'Horóscopo do mês'}
        </p>
        <h1 className="gold-text text-4xl leading-tight sm:text-5xl">{name}</h1>
        <p className="text-lg text-soft-gold">{label}</p>
        <p className="max-w-2xl text-pretty text-sm text-muted">{HOROSCOPE_METHOD}</p>
      </header>

      <nav
        aria-label={kind === 'week' ? 'Outras semanas' : 'Outros meses'}
        className="flex items-center justify-between gap-3"
      >
        <Link to={periodLink(slug, kind, previous, current)} className={buttonClasses('ghost')} rel="prev">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {kind === 'week' ? 'Semana anterior' : 'Mês anterior'}
        </Link>
        <Link to={`/horoscopo/${slug}`} className="text-sm text-teal underline-offset-4 hover:underline">
          Horóscopo do dia
        </Link>
        <Link to={periodLink(slug, kind, next, current)} className={buttonClasses('ghost')} rel="next">
          {kind === 'week' ? 'Próxima semana' : 'Próximo mês'}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </nav>

      {body}

      <nav aria-label="Outros signos" className="glass p-4 sm:p-6">
        <h2 className="font-serif text-lg text-soft-gold">Outros signos</h2>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {(Object.keys(HOROSCOPE_SLUGS) as (keyof typeof HOROSCOPE_SLUGS)[]).map((s) => (
            <li key={s}>
              <Link
                to={periodLink(HOROSCOPE_SLUGS[s], kind, key, current)}
                aria-current={s === sign ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-center rounded-xl border px-2 text-sm ${
                  s === sign
                    ? 'border-gold/60 text-soft-gold'
                    : 'border-gold/15 text-text hover:border-gold/40'
                }`}
              >
                {SIGN_NAMES[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export const HoroscopeWeekPage = () => <HoroscopePeriodPage kind="week" />;
export const HoroscopeMonthPage = () => <HoroscopePeriodPage kind="month" />;
