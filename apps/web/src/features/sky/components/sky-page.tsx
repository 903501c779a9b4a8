import { SKY_PAGE, skyZoneNote } from '@constelar/content/sky-page-words';
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSkyCalendar } from '../api/get-sky-calendar';
import { dayLabel, groupByLocalDay, startOf, withToday, type SkyDay } from '../lib/local-days';
import { fetchRange, localDate, parseMonth } from '../lib/months';
import { zoneLabel, zoneOffset } from '../lib/time-zones';
import { useZone } from '../lib/use-zone';
import { MonthSwitcher } from './month-switcher';
import { NextEclipse } from './next-eclipse';
import { SkyEventItem } from './sky-event-item';
import { SkyMonthGrid } from './sky-month-grid';
import { SubscribePanel } from './subscribe-panel';
import { ZoneSelect } from './zone-select';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';

function Day({ day, zone, today }: { day: SkyDay; zone: string; today: boolean }) {
  const headingId = `ceu-dia-${day.date}`;
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className={`flex flex-col gap-3 ${today ? 'rounded-3xl border border-teal/50 bg-teal/5 p-3 sm:p-4' : ''}`}
      >
        <h3
          id={headingId}
          tabIndex={-1}
          className="flex scroll-mt-24 flex-wrap items-center gap-2 text-base font-semibold text-text outline-none"
        >
          {today && (
            <span className="rounded-full bg-teal px-2.5 py-0.5 text-xs font-bold tracking-wide text-night">
              Hoje
            </span>
          )}
          <span aria-current={today ? 'date' : undefined}>{dayLabel(day.date)}</span>
        </h3>
        {day.events.length === 0 ? (
          <p className="text-sm text-muted">{SKY_PAGE.quietDay}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {day.events.map((event) => (
              <li key={`${event.type}-${event.title}-${startOf(event)}`}>
                <SkyEventItem event={event} zone={zone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

/** /ceu, "O Céu" (sky.md §5): the month's sky, day by day, on the visitor's clock. Public. */
export function SkyPage() {
  // One present for the visit: it decides today's highlight and the default month.
  const [now] = useState(() => new Date());
  const [zone, setZone] = useZone();
  const [params, setParams] = useSearchParams();
  const today = localDate(now, zone);
  const currentMonth = today.slice(0, 7);
  const month = parseMonth(params.get('mes')) ?? currentMonth;
  const { from, to } = fetchRange(month);
  const calendar = useSkyCalendar(from, to);

  // This month opens on today's entry, not on the 1st thousands of pixels above it (issue #45). Once a
  // visit, and only while the reader has not scrolled or followed a link to a place on the page. Focus
  // stays where it is: a screen reader starts at the top, and the list's first day is a Tab away.
  const openedOnToday = useRef(false);
  const thisMonthShown = calendar.isSuccess && !calendar.isPlaceholderData && month === currentMonth;
  useEffect(() => {
    if (!thisMonthShown || openedOnToday.current) return;
    openedOnToday.current = true;
    if (window.location.hash || window.scrollY > 0) return;
    const heading = document.getElementById(`ceu-dia-${today}`);
    // Today first in the list: the page already opens on it, below the month's grid.
    const entry = heading?.closest('li');
    if (!heading || entry === entry?.parentElement?.firstElementChild) return;
    heading.scrollIntoView({ block: 'start' });
  }, [thisMonthShown, today]);

  const goTo = (next: string) =>
    setParams(
      (p) => {
        p.set('mes', next);
        return p;
      },
      { preventScrollReset: true },
    );

  let body;
  if (calendar.isPending) {
    body = (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Consultando as efemérides do mês...
      </p>
    );
  } else if (calendar.isError) {
    body = (
      <LoadError
        className={LOAD_ERROR_CARD}
        message={calendar.error.message}
        onRetry={() => void calendar.refetch()}
      />
    );
  } else {
    const days = groupByLocalDay(calendar.data, month, zone);
    const shown = withToday(days, today, month);
    // A day of the grid opens its place in the list: itself, or the day its Lua fora de curso began.
    const pick = (date: string) => {
      const target = shown.filter((d) => d.date <= date).at(-1) ?? shown[0];
      const heading = target && document.getElementById(`ceu-dia-${target.date}`);
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading?.focus({ preventScroll: true });
    };
    const grid = (
      <SkyMonthGrid events={calendar.data} month={month} zone={zone} today={today} onPick={pick} />
    );
    body =
      days.length === 0 ? (
        <div className="glass flex flex-col items-center gap-3 p-8 text-center">
          <CalendarDays className="h-10 w-10 text-soft-gold/60" aria-hidden="true" />
          <p className="font-serif text-lg text-text">{SKY_PAGE.emptyMonthTitle}</p>
          <p className="max-w-md text-sm text-muted">{SKY_PAGE.emptyMonth}</p>
        </div>
      ) : (
        <>
          {grid}
          <ol
            aria-label="Eventos do mês, dia a dia"
            aria-busy={calendar.isPlaceholderData}
            className={`flex flex-col gap-8 ${calendar.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {shown.map((day) => (
              <Day key={day.date} day={day} zone={zone} today={day.date === today} />
            ))}
          </ol>
        </>
      );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">{SKY_PAGE.kicker}</p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">{SKY_PAGE.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-text/85">{SKY_PAGE.intro}</p>
      </header>

      <div className="glass flex flex-col gap-5 p-4 sm:p-6">
        <MonthSwitcher month={month} onChange={goTo} currentMonth={currentMonth} />
        <ZoneSelect value={zone} onChange={setZone} at={now} />
        <p className="text-sm text-muted">{skyZoneNote(zoneLabel(zone), zoneOffset(zone, now))}</p>
      </div>

      {body}

      <NextEclipse today={today} zone={zone} />

      <SubscribePanel month={currentMonth} />
    </div>
  );
}
