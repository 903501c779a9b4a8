import { ChevronLeft, ChevronRight } from 'lucide-react';
import { monthLabel, shiftMonth } from '../lib/months';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const arrowClasses =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-gold/30 text-soft-gold transition duration-200 ease-out hover:bg-gold/10';

/** The month on screen between its two neighbours; the heading is announced when it changes. */
export function MonthSwitcher({
  month,
  onChange,
  currentMonth,
}: {
  month: string;
  onChange: (month: string) => void;
  /** Today's month in the chosen zone: a way back appears when the page is elsewhere. */
  currentMonth: string;
}) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex w-full items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => onChange(previous)}
          aria-label={`Mês anterior: ${monthLabel(previous)}`}
          className={arrowClasses}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <h2 aria-live="polite" className="text-center font-serif text-2xl text-soft-gold sm:text-3xl">
          {capitalized(monthLabel(month))}
        </h2>
        <button
          type="button"
          onClick={() => onChange(next)}
          aria-label={`Próximo mês: ${monthLabel(next)}`}
          className={arrowClasses}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      {month !== currentMonth && (
        <button
          type="button"
          onClick={() => onChange(currentMonth)}
          className="min-h-11 rounded-full px-4 text-sm text-teal underline-offset-4 hover:underline"
        >
          Voltar para {monthLabel(currentMonth)}
        </button>
      )}
    </div>
  );
}
