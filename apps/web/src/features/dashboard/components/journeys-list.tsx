import type { SavedReport } from '@constelar/contract';
import { ChevronRight, HeartHandshake, Orbit, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { RECENT_REPORTS_SCROLL_AFTER, RECENT_REPORTS_SHOWN } from '../../../config/constants';
import { toReportRow, type ReportRow } from '../lib/report-rows';

function JourneyRow({ row }: { row: ReportRow }) {
  const personal = row.kind === 'personal';
  return (
    <li>
      <Link
        to={row.href}
        className="group flex h-[5.5rem] items-center gap-3 rounded-xl border border-transparent px-3 transition duration-200 ease-out hover:border-gold/25 hover:bg-white/[0.04] sm:h-[4.5rem] sm:gap-4 sm:px-4"
      >
        <span
          className={`grid h-10 w-10 shrink-0 place-items-center rounded-full border ${
            personal ? 'border-gold/35 bg-gold/10 text-soft-gold' : 'border-pink/35 bg-pink/10 text-pink'
          }`}
          aria-hidden="true"
        >
          {personal ? <Orbit className="h-5 w-5" /> : <HeartHandshake className="h-5 w-5" />}
        </span>
        {/* Mobile: tag and date over title and subtitle; wider screens: one line per column. */}
        <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 [grid-template-areas:'tag_date'_'title_title'_'sub_sub'] sm:grid-cols-[minmax(0,1fr)_auto_7.5rem] sm:[grid-template-areas:'title_tag_date'_'sub_tag_date']">
          <span
            className={`justify-self-start whitespace-nowrap rounded-full border px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wider [grid-area:tag] ${
              personal ? 'border-gold/35 text-soft-gold' : 'border-pink/40 text-pink'
            }`}
          >
            {row.tag}
          </span>
          <span className="flex min-w-0 items-center gap-2 [grid-area:title]">
            <span className="truncate font-serif text-base text-text">{row.title}</span>
            {row.self && (
              <span
                title="O seu próprio mapa"
                className="shrink-0 rounded-full bg-teal/15 px-2 py-0.5 text-[11px] font-semibold text-teal"
              >
                Você
              </span>
            )}
          </span>
          <span className="truncate text-xs text-muted [grid-area:sub] sm:text-sm">{row.subtitle}</span>
          <time
            dateTime={row.isoDate}
            className="whitespace-nowrap text-right text-xs text-muted [grid-area:date] sm:text-sm"
          >
            {row.date}
          </time>
        </span>
        <ChevronRight
          className="h-5 w-5 shrink-0 text-muted transition duration-200 group-hover:translate-x-0.5 group-hover:text-soft-gold motion-reduce:transform-none"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}

/**
 * 'Jornadas Recentes': the newest 6, scrolling inside once more than 4 are shown; with `all`, every
 * report, a page of 50 at a time (/dashboard?tab=reports). `total` is the server's count.
 */
export function JourneysList({
  reports,
  total,
  all = false,
  more,
}: {
  reports: SavedReport[];
  total: number;
  all?: boolean;
  more?: { loading: boolean; load: () => void } | undefined;
}) {
  const shown = all ? reports : reports.slice(0, RECENT_REPORTS_SHOWN);
  const scrolls = !all && shown.length > RECENT_REPORTS_SCROLL_AFTER;
  const rows = shown.map(toReportRow);
  const title = all ? 'Todas as suas Jornadas' : 'Jornadas Recentes';

  return (
    <section aria-labelledby="journeys-title" className="glass p-4 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-3 px-1">
        <h2 id="journeys-title" className="flex items-center gap-2 text-xl text-soft-gold">
          <Sparkles className="h-5 w-5" aria-hidden="true" />
          {title}
        </h2>
        {all && (
          <Link
            to="/dashboard"
            className="rounded-md px-2 py-2 text-sm text-soft-gold underline-offset-4 hover:underline"
          >
            Voltar ao Santuário
          </Link>
        )}
      </div>

      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
          <Orbit className="h-10 w-10 text-soft-gold/60" aria-hidden="true" />
          <p className="font-serif text-lg text-text">Nenhuma Jornada Registrada</p>
          <p className="text-sm text-muted">Comece sua primeira consulta!</p>
        </div>
      ) : (
        <ul
          data-testid="journeys"
          aria-label={title}
          // Four whole rows and the fifth fading out below them; focusable so keyboards can scroll it too.
          tabIndex={scrolls ? 0 : undefined}
          className={`flex flex-col gap-1 ${scrolls ? 'max-h-[26rem] sm:max-h-[21.5rem] overflow-y-auto overscroll-contain pb-12 pr-1 [mask-image:linear-gradient(to_bottom,black_calc(100%-3rem),transparent)] [scrollbar-color:rgba(212,175,55,0.4)_transparent] [scrollbar-width:thin]' : ''}`}
        >
          {rows.map((row) => (
            <JourneyRow key={row.id} row={row} />
          ))}
        </ul>
      )}

      {all && more && (
        <div className="mt-4 border-t border-gold/10 pt-4 text-center">
          <button
            type="button"
            onClick={more.load}
            disabled={more.loading}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm text-soft-gold hover:bg-gold/10 disabled:opacity-60"
          >
            {more.loading ? 'Carregando...' : `Carregar mais (${reports.length} de ${total})`}
          </button>
        </div>
      )}

      {!all && total > RECENT_REPORTS_SHOWN && (
        <div className="mt-4 border-t border-gold/10 pt-4 text-center">
          <Link
            to="/dashboard?tab=reports"
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm text-soft-gold hover:bg-gold/10"
          >
            Ver todos os {total} relatórios
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      )}
    </section>
  );
}
