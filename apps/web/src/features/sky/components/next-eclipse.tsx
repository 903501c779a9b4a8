import { useQuery } from '@tanstack/react-query';
import { skyCalendarQueryOptions } from '../api/get-sky-calendar';
import { clock } from '../lib/local-days';
import { addDays } from '../lib/months';

const dateFormat = (zone: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  });

/** Only the eclipses of those 400 days are fetched: about 1 KB instead of a year's 120 KB of events. */
const ECLIPSES = ['eclipse'] as const;

/** "Próximo eclipse": the first eclipse in the 400 days the server computes from `today`. */
export function NextEclipse({ today, zone }: { today: string; zone: string }) {
  const eclipses = useQuery(skyCalendarQueryOptions(today, addDays(today, 399), ECLIPSES));
  if (eclipses.isPending || eclipses.isError) return null;
  const eclipse = eclipses.data[0];
  if (eclipse?.type !== 'eclipse') return null;
  const when = `${dateFormat(zone).format(new Date(eclipse.time))}, às ${clock(eclipse.time, zone)}`;
  return (
    <section
      aria-labelledby="ceu-proximo-eclipse"
      className="rounded-3xl border border-gold/50 bg-violet/60 p-5 shadow-[0_0_32px_-8px_rgba(212,175,55,0.45)] sm:p-6"
    >
      <p id="ceu-proximo-eclipse" className="text-xs font-semibold uppercase tracking-[0.2em] text-soft-gold">
        Próximo eclipse
      </p>
      <h2 className="mt-2 font-serif text-2xl text-soft-gold">{eclipse.title}</h2>
      <p className="mt-1 text-sm text-text/85">
        <time dateTime={eclipse.time}>{when}</time>
      </p>
      <p className="mt-3 text-pretty leading-relaxed text-text/90">{eclipse.text}</p>
    </section>
  );
}
