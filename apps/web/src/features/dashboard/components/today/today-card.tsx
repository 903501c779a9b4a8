import type { Today } from '@constelar/contract';
import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { ASPECT_NAMES, BODY_NAMES } from '@constelar/content/bodies';
import { ChevronDown, Orbit } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GlyphIcon } from '../../../../components/glyphs/glyph-icon';
import { illuminationPercent } from '../../../../lib/moon-path';
import { MoonDisc } from './moon-disc';

/** "o seu Sol", "a sua Lua". */
const natalName = (point: Today['moonTransits'][number]['natal']) =>
  `${point === 'moon' || point === 'venus' ? 'a sua' : 'o seu'} ${BODY_NAMES[point]}`;

/** 'segunda-feira, 23 de novembro' for the day the card reads (YYYY-MM-DD, a calendar day). */
const longDay = (date: string) => format(parseISO(date), "EEEE, d 'de' MMMM", { locale: ptBR });

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-gold/15 bg-night/40 p-4 sm:flex-col sm:items-center sm:text-center">
      <h3 className="sr-only">{label}</h3>
      {children}
    </div>
  );
}

/** "Seu dia" (sky.md §4): the Moon, the personal day, the card of the day, the text and the day's transits. */
export function TodayCard({ today }: { today: Today }) {
  const { moon, dailyCard } = today;
  return (
    <section
      aria-label={`Seu dia, ${longDay(today.date)}`}
      className="glass relative overflow-hidden p-5 animate-fade-in sm:p-7"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-20 h-56 w-56 rounded-full bg-teal/10 blur-3xl"
      />
      <header className="relative flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-xs uppercase tracking-[0.2em] text-soft-gold/85">Seu dia</p>
          <h2 className="mt-1 font-serif text-2xl text-text first-letter:uppercase">
            <time dateTime={today.date}>{longDay(today.date)}</time>
          </h2>
        </div>
      </header>

      <div className="relative mt-5 grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Tile label="A Lua">
          <MoonDisc moon={moon} className="h-14 w-14 shrink-0 text-soft-gold sm:h-16 sm:w-16" />
          <div className="min-w-0">
            <p className="font-serif text-lg text-soft-gold">Lua em {moon.sign}</p>
            <p className="text-sm text-text/85">{moon.phaseName}</p>
            <p className="text-xs text-muted">{illuminationPercent(moon.illumination)} iluminada</p>
          </div>
        </Tile>
        <Tile label="Dia pessoal">
          <span
            className="grid h-14 w-14 shrink-0 place-items-center rounded-full border border-gold/40 font-serif text-3xl text-soft-gold sm:h-16 sm:w-16"
            aria-hidden="true"
          >
            {today.personalDay}
          </span>
          <div className="min-w-0">
            <p className="font-serif text-lg text-soft-gold">Dia pessoal {today.personalDay}</p>
            <p className="text-xs text-muted">
              Mês pessoal {today.personalMonth} · Ano pessoal {today.personalYear}
            </p>
            <Link
              to="/numerologia/ano-pessoal"
              className="inline-flex min-h-11 items-center text-xs font-semibold text-teal underline-offset-4 hover:underline sm:min-h-0"
            >
              Ver o ano e os meses pessoais
            </Link>
          </div>
        </Tile>
        <Tile label="Carta do dia">
          <img
            src={`/images/arcana/${dailyCard.arcanumId}.webp`}
            alt=""
            width={600}
            height={1000}
            decoding="async"
            className="aspect-[3/5] w-12 shrink-0 rounded-md shadow-[0_8px_30px_-12px_rgba(212,175,55,0.5)] sm:w-14"
          />
          <div className="min-w-0">
            <p className="font-serif text-lg text-soft-gold">{dailyCard.name}</p>
            <p className="text-sm text-text/85">{dailyCard.insight}</p>
          </div>
        </Tile>
      </div>

      <p className="relative mt-5 text-pretty leading-relaxed text-text/90">{today.text}</p>

      <div className="relative mt-5">
        <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-soft-gold/90">
          <Orbit className="h-4 w-4" aria-hidden="true" />
          Trânsitos de hoje
        </h3>
        {today.transits.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            Nenhum planeta toca o seu mapa hoje: um dia sem grandes marés, bom para seguir no seu ritmo.
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {today.transits.map((t) => (
              <li key={`${t.transiting}-${t.aspect}-${t.natal}-${t.start}`}>
                <details className="group rounded-xl border border-gold/15 bg-night/30 px-4 open:pb-3">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-sm text-text [&::-webkit-details-marker]:hidden">
                    <span className="flex items-center gap-2">
                      <GlyphIcon code={t.transiting} className="h-4 w-4 shrink-0 text-soft-gold/80" />
                      {t.title}
                    </span>
                    <ChevronDown
                      className="h-4 w-4 shrink-0 text-soft-gold transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <p className="text-sm leading-relaxed text-text/85">{t.text}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>

      {today.moonTransits.length > 0 && (
        <div className="relative mt-5">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-soft-gold/90">
            A Lua no seu mapa hoje
          </h3>
          <p className="mt-1 text-xs text-muted">
            O pano de fundo do dia: os aspectos exatos da Lua aos seus pontos natais, no seu horário.
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {today.moonTransits.map((m) => (
              <li
                key={`${m.natal}-${m.aspect}-${m.time}`}
                className="rounded-full border border-gold/15 bg-night/30 px-3 py-1 text-sm text-text/90"
              >
                <time dateTime={m.time}>{format(new Date(m.time), "HH'h'mm")}</time> · Lua em{' '}
                {ASPECT_NAMES[m.aspect]} com {natalName(m.natal)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <Link
        to="/meu-mapa?aba=ceu"
        className="relative mt-5 inline-flex min-h-11 items-center gap-1 rounded-full text-sm text-soft-gold underline-offset-4 hover:underline"
      >
        Ver o seu céu dos próximos 30 dias
      </Link>
    </section>
  );
}
