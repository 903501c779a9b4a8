import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { calendarIcsPath } from '../lib/months';

/**
 * "Assinar no calendário" (sky.md §5): a year of events from the first day of `month`, as iCalendar. The
 * void-of-course Moons come by the dozen each month, so the reader chooses whether the agenda gets them.
 */
export function SubscribePanel({ month }: { month: string }) {
  const [withVoid, setWithVoid] = useState(true);
  const checkboxId = useId();
  const path = calendarIcsPath(month, withVoid);
  // Phones hand webcal: addresses to the calendar app, which then keeps the subscription up to date.
  const webcal = `webcal://${window.location.host}${path}`;
  return (
    <section aria-labelledby="ceu-assinar" className="glass flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <h2 id="ceu-assinar" className="font-serif text-xl text-soft-gold">
            Leve o céu para a sua agenda
          </h2>
          <p className="mt-1 text-sm text-text/85">
            Doze meses de fases, ingressos, estações e eclipses a partir deste mês, em qualquer app que leia
            arquivos .ics. No celular,{' '}
            <a href={webcal} className="text-teal underline underline-offset-4 hover:text-soft-gold">
              abra no seu app de calendário
            </a>
            .
          </p>
        </div>
        <a href={path} className={buttonClasses('secondary', 'shrink-0')}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          Assinar no calendário
        </a>
      </div>
      <label
        htmlFor={checkboxId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start text-sm text-text"
      >
        <input
          id={checkboxId}
          type="checkbox"
          checked={withVoid}
          onChange={(e) => setWithVoid(e.target.checked)}
          className="h-5 w-5 shrink-0 accent-[var(--color-gold)]"
        />
        Incluir os períodos de Lua fora de curso (cerca de 13 por mês)
      </label>
    </section>
  );
}
