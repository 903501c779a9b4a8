import type { SkyEvent } from '@constelar/contract';
import { shortSkyTitle } from '@constelar/content/sky-event-names';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { groupByLocalDay } from '../lib/local-days';
import { WEEKDAYS, monthWeeks } from '../lib/month-grid';
import { dayPhaseName, phaseAngleAt } from '../lib/moon-phase';
import { vocSegments, type VocSegment } from '../lib/voc-spans';
import { zonedInstant } from '../lib/zoned-time';
import { MoonDrawing } from './moon-drawing';

const glyphOf = (event: SkyEvent) =>
  event.type === 'phase' || event.type === 'void-of-course' ? 'moon' : event.body;

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

function VocBar({ segment }: { segment: VocSegment }) {
  const { from, to, startLabel, endLabel } = segment;
  // The hours sit over the bar's own ends, pulled back inside the cell when the end is near its edge.
  let label = null;
  if (startLabel && endLabel) {
    label = (
      <span
        className="absolute top-0 hidden whitespace-nowrap sm:inline"
        style={{ left: `min(${pct(from)}, calc(100% - 4.6rem))` }}
      >
        {startLabel}–{endLabel}
      </span>
    );
  } else if (startLabel) {
    label = (
      <span
        className="absolute top-0 hidden sm:inline"
        style={{ left: `min(${pct(from)}, calc(100% - 2.2rem))` }}
      >
        {startLabel}
      </span>
    );
  } else if (endLabel) {
    label = (
      <span
        className="absolute top-0 hidden sm:inline"
        style={{ right: `min(${pct(1 - to)}, calc(100% - 2.2rem))` }}
      >
        {endLabel}
      </span>
    );
  }
  return (
    <span
      className="relative block h-1.5 text-[0.6rem] leading-none text-teal sm:h-4"
      data-voc={segment.date}
      title={segment.title}
    >
      {label}
      <span
        data-voc-bar
        className={`absolute bottom-0 h-1 bg-teal/70 ${startLabel ? 'rounded-l-full' : ''} ${
          endLabel ? 'rounded-r-full' : ''
        }`}
        style={{ left: pct(from), right: pct(1 - to) }}
      />
    </span>
  );
}

/**
 * The month as a wall calendar, Sunday first: each day's Moon, its events in short, and the Lua fora de
 * curso periods as bars across the days they cover. A picture of the list below it, so it is hidden from
 * assistive technology and out of the tab order; a click on a day with events scrolls to it in the list.
 */
export function SkyMonthGrid({
  events,
  month,
  zone,
  today,
  onPick,
}: {
  events: readonly SkyEvent[];
  month: string;
  zone: string;
  today: string;
  onPick: (date: string) => void;
}) {
  const byDay = new Map(
    groupByLocalDay(events, month, zone).map((d) => [
      d.date,
      d.events.filter((e) => e.type !== 'void-of-course'),
    ]),
  );
  const voids = vocSegments(events, month, zone);
  return (
    <div aria-hidden="true" data-ceu-grid className="glass p-2 sm:p-3">
      <div className="grid grid-cols-7 gap-0.5 pb-2 text-center text-[0.65rem] font-semibold uppercase tracking-wide text-muted sm:gap-1 sm:text-xs">
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-0.5 sm:gap-1">
        {monthWeeks(month)
          .flat()
          .map((date, i) => {
            if (!date) return <span key={`blank-${i}`} />;
            const angle = phaseAngleAt(events, zonedInstant(date, 12, zone));
            const dayEvents = byDay.get(date) ?? [];
            const segments = voids.get(date) ?? [];
            const clickable = dayEvents.length > 0 || segments.length > 0 || date === today;
            return (
              <button
                key={date}
                type="button"
                tabIndex={-1}
                data-day={date}
                disabled={!clickable}
                onClick={() => onPick(date)}
                title={
                  dayPhaseName(events, zonedInstant(date, 0, zone), zonedInstant(date, 24, zone)) ?? undefined
                }
                className={`flex min-h-16 min-w-0 flex-col gap-1 rounded-lg border p-1 text-left sm:min-h-28 sm:rounded-xl sm:p-1.5 transition duration-200 ease-out enabled:hover:border-gold/50 ${
                  date === today
                    ? 'border-teal/70 bg-teal/10'
                    : dayEvents.some((e) => e.type === 'eclipse')
                      ? 'border-gold/60 bg-gold/10'
                      : 'border-gold/10 bg-night/40'
                }`}
              >
                <span className="flex items-center justify-between gap-0.5">
                  <span
                    className={`text-xs font-semibold sm:text-sm ${date === today ? 'text-teal' : 'text-text/85'}`}
                  >
                    {Number(date.slice(8))}
                  </span>
                  {angle !== null && <MoonDrawing angle={angle} className="h-4 w-4 sm:h-5 sm:w-5" />}
                </span>
                {/* On a phone a cell is some fifty pixels wide: the glyphs stay, the words go to the list. */}
                <span className="flex min-w-0 flex-1 flex-row flex-wrap content-start gap-0.5 sm:flex-col sm:flex-nowrap">
                  {dayEvents.map((event) => (
                    <span
                      key={`${event.type}-${event.title}`}
                      className={`flex min-w-0 items-center gap-1 text-[0.7rem] leading-tight ${
                        event.type === 'eclipse' ? 'text-soft-gold' : 'text-text/80'
                      }`}
                    >
                      <GlyphIcon code={glyphOf(event)} className="h-3 w-3 shrink-0 text-soft-gold" />
                      <span className="hidden break-words sm:line-clamp-2" title={event.title}>
                        {shortSkyTitle(event)}
                      </span>
                    </span>
                  ))}
                </span>
                {segments.map((segment) => (
                  <VocBar key={`${segment.title}-${segment.from}`} segment={segment} />
                ))}
              </button>
            );
          })}
      </div>
      <p className="mt-2 flex items-center gap-2 text-xs text-muted">
        <span className="inline-block h-1 w-6 rounded-full bg-teal/70" />
        Lua fora de curso
      </p>
    </div>
  );
}
