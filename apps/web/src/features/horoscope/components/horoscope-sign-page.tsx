import { HOROSCOPE_METHOD, horoscopeMoonLine } from '@constelar/content/horoscope-words';
import { HOROSCOPE_SLUGS, signOfSlug } from '@constelar/contract/app-routes';
import { MOON_PHASE_NAMES } from '@constelar/content/moon-phase-names';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { DailyPushOffer } from './daily-push-offer';
import { ChevronLeft, ChevronRight, MoonStar } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHoroscope } from '../api/get-horoscope';
import { brasiliaToday, longDate, parseDate, shiftDate } from '../lib/horoscope-dates';
import { HoroscopeShare } from './horoscope-share';
import { MoonLine } from './moon-line';
import { SkyItemLine } from './sky-item-line';

const dayLink = (slug: string, date: string, today: string) =>
  date === today ? `/horoscopo/${slug}` : `/horoscopo/${slug}?data=${date}`;

/** /horoscopo/{slug}[?data=YYYY-MM-DD] (daily.md §1): one sign's horóscopo do dia. Public. */
export function HoroscopeSignPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  const today = brasiliaToday(now);
  const sign = signOfSlug(slug);
  const date = parseDate(params.get('data')) ?? today;
  const horoscope = useHoroscope(sign ?? 'aries', date);
  const name = sign ? SIGN_NAMES[sign] : '';
  useDocumentTitle(`Horóscopo do dia de ${name}: ${longDate(date)} | Constelar`);
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
  if (horoscope.isPending) {
    body = (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Lendo o céu do dia...
      </p>
    );
  } else if (horoscope.isError) {
    body = (
      <div className="glass flex flex-col items-center gap-3 p-6 text-center">
        <p role="alert" className="text-danger">
          {horoscope.error.message}
        </p>
        <Link to={`/horoscopo/${slug}`} className={buttonClasses('secondary')}>
          Ver o horóscopo de hoje
        </Link>
      </div>
    );
  } else {
    const h = horoscope.data;
    body = (
      <>
        <section aria-label="A Lua do dia" className="glass flex items-center gap-4 p-4 sm:p-5">
          <MoonStar className="h-8 w-8 shrink-0 text-soft-gold" aria-hidden="true" />
          <MoonLine
            parts={horoscopeMoonLine(SIGN_NAMES[h.moon.sign], h.moon.house, MOON_PHASE_NAMES[h.moon.phase])}
          />
        </section>
        <article className="flex flex-col gap-4 text-pretty text-lg leading-relaxed text-text/90">
          {h.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </article>
        <HoroscopeShare horoscope={h} />
        {h.sky.length > 0 && (
          <section aria-labelledby="ceu-do-dia" className="glass p-4 sm:p-6">
            <h2 id="ceu-do-dia" className="font-serif text-xl text-soft-gold">
              O céu do dia
            </h2>
            <p className="mt-1 text-sm text-muted">
              Horários de Brasília; casas contadas a partir de {name}.
            </p>
            <ul className="mt-3">
              {h.sky.map((item) => (
                <SkyItemLine
                  key={`${item.type}-${item.title}-${'time' in item ? item.time : item.start}`}
                  item={item}
                />
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }

  const yesterday = shiftDate(date, -1);
  const tomorrow = shiftDate(date, 1);
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
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Horóscopo do dia</p>
        <h1 className="gold-text text-4xl leading-tight sm:text-5xl">{name}</h1>
        <p className="text-lg text-soft-gold">
          <time dateTime={date}>{longDate(date)}</time>
        </p>
        <p className="max-w-2xl text-pretty text-sm text-muted">{HOROSCOPE_METHOD}</p>
      </header>

      <nav aria-label="Outros dias" className="flex items-center justify-between gap-3">
        <Link to={dayLink(slug, yesterday, today)} className={buttonClasses('ghost')} rel="prev">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Ontem
        </Link>
        {date !== today && (
          <Link to={`/horoscopo/${slug}`} className="text-sm text-teal underline-offset-4 hover:underline">
            Hoje
          </Link>
        )}
        <Link to={dayLink(slug, tomorrow, today)} className={buttonClasses('ghost')} rel="next">
          Amanhã
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </nav>
      <nav aria-label="A semana e o mês" className="flex justify-center gap-6 text-sm">
        <Link to={`/horoscopo/${slug}/semana`} className="text-teal underline-offset-4 hover:underline">
          Horóscopo da semana
        </Link>
        <Link to={`/horoscopo/${slug}/mes`} className="text-teal underline-offset-4 hover:underline">
          Horóscopo do mês
        </Link>
      </nav>

      {body}

      <DailyPushOffer sign={sign} signName={name} />

      <nav aria-label="Outros signos" className="glass p-4 sm:p-6">
        <h2 className="font-serif text-lg text-soft-gold">Outros signos</h2>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {(Object.keys(HOROSCOPE_SLUGS) as (keyof typeof HOROSCOPE_SLUGS)[]).map((s) => (
            <li key={s}>
              <Link
                to={`/horoscopo/${HOROSCOPE_SLUGS[s]}${date === today ? '' : `?data=${date}`}`}
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
        <Link
          to="/horoscopo"
          className="mt-4 inline-block text-sm text-teal underline-offset-4 hover:underline"
        >
          Todos os signos de hoje
        </Link>
      </nav>
    </div>
  );
}
