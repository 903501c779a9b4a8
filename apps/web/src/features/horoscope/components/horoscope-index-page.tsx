import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { MOON_PHASE_NAMES } from '@constelar/content/moon-phase-names';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { MoonStar } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useHoroscopeDay } from '../api/get-horoscope-day';
import { brasiliaToday, longDate } from '../lib/horoscope-dates';
import { HOROSCOPE_METHOD, horoscopeTodayMoonLine } from '@constelar/content/horoscope-words';
import { MoonLine } from './moon-line';

/** A paragraph without its opening sentence (the day's framing): where the Moon goes and what it stirs. */
const afterFirstSentence = (text: string) => text.replace(/^.*?[.!?]\s+/, '').replace(/^Ela /, 'A Lua ');

/** /horoscopo (daily.md §1): the twelve signs of today, with the date and the Moon. Public. */
export function HoroscopeIndexPage() {
  const [now] = useState(() => new Date());
  const today = brasiliaToday(now);
  const day = useHoroscopeDay(today);

  let body;
  if (day.isPending) {
    body = (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Lendo o céu do dia...
      </p>
    );
  } else if (day.isError) {
    body = (
      <LoadError className={LOAD_ERROR_CARD} message={day.error.message} onRetry={() => void day.refetch()} />
    );
  } else {
    body = (
      <>
        <section aria-label="A Lua hoje" className="glass flex items-center gap-4 p-4 sm:p-5">
          <MoonStar className="h-8 w-8 shrink-0 text-soft-gold" aria-hidden="true" />
          <MoonLine
            parts={horoscopeTodayMoonLine(
              MOON_PHASE_NAMES[day.data.moon.phase],
              SIGN_NAMES[day.data.moon.sign],
            )}
          />
        </section>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {day.data.signs.map((h) => (
            <li key={h.sign}>
              <Link
                to={`/horoscopo/${HOROSCOPE_SLUGS[h.sign]}`}
                className="glass flex h-full flex-col gap-3 p-4 transition-colors hover:border-gold/50"
              >
                <span className="flex items-center gap-3">
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-gold/30 bg-violet/60 text-gold">
                    <GlyphIcon code={h.sign} className="h-7 w-7" />
                  </span>
                  <span className="flex flex-col">
                    <span className="font-serif text-xl text-soft-gold">{h.signName}</span>
                    <span className="text-xs text-muted">Lua na casa {h.moon.house}</span>
                  </span>
                </span>
                <span className="line-clamp-3 text-sm text-text/85">
                  {afterFirstSentence(h.paragraphs[0]!)}
                </span>
                <span className="mt-auto text-sm font-semibold text-teal">
                  Ler o horóscopo de {h.signName}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Horóscopo do dia</p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Os doze signos hoje</h1>
        <p className="mt-3 text-lg text-soft-gold">
          <time dateTime={today}>{longDate(today)}</time>
        </p>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-sm text-muted">{HOROSCOPE_METHOD}</p>
      </header>
      {body}
    </div>
  );
}
