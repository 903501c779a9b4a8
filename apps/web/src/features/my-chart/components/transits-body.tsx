import type { TransitEvent } from '@constelar/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Orbit } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { SKY_DAYS } from '../api/get-transits';
import { layoutTimeline } from '../lib/timeline-geometry';
import { groupTransits } from '../lib/transit-dates';
import { TransitCard } from './transit-card';
import { rowKey } from './timeline-transit';
import { TransitTimeline } from './transit-timeline';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';

function Group({
  title,
  events,
  now,
  empty,
  collapsed = false,
}: {
  title: string;
  events: TransitEvent[];
  now: Date;
  empty: string;
  /** Readings behind "Ler o texto": the coming months hold some eighty transits, read by title first. */
  collapsed?: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl text-soft-gold sm:text-2xl">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.map((event) => (
            <li key={rowKey({ event })}>
              <TransitCard event={event} now={now} collapsed={collapsed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The drawing, the transit chosen on it, and the list that says the same in words. */
function Sky({ events, now }: { events: TransitEvent[]; now: Date }) {
  const [selected, setSelected] = useState<string | null>(null);
  // Sun … Pluto only (daily.md §2): the Moon's passages are the day's background, read in "Seu dia".
  const timeline = useMemo(() => layoutTimeline(events, now, SKY_DAYS), [events, now]);
  const groups = groupTransits(events, now);
  const chosen = timeline.rows.find((row) => rowKey(row) === selected)?.event;

  return (
    <div className="flex flex-col gap-10">
      {timeline.rows.length > 0 && (
        <div className="flex flex-col gap-4">
          <TransitTimeline timeline={timeline} selected={selected} onSelect={setSelected} />
          {/* Read aloud when a tap changes it; the list below holds every text for the keyboard. */}
          <div aria-live="polite" data-testid="sky-chosen">
            {chosen ? (
              <TransitCard event={chosen} now={now} />
            ) : (
              <p className="text-center text-sm text-muted">
                Toque numa barra para ler aquele trânsito aqui, ou percorra a lista abaixo.
              </p>
            )}
          </div>
        </div>
      )}
      <Group
        title="Hoje"
        events={groups.now}
        now={now}
        empty="Nenhum trânsito no orbe hoje: um bom dia para respirar entre um movimento e outro."
      />
      <Group
        title={`Nos próximos ${SKY_DAYS} dias`}
        events={groups.soon}
        now={now}
        empty={`Nada novo começa nos próximos ${SKY_DAYS} dias além do que já está em curso.`}
        collapsed
      />
    </div>
  );
}

/** Loading, failure, a quiet sky, or the sky itself: shared by "Seu céu" and a saved report's transits. */
export function TransitsBody({ transits, now }: { transits: UseQueryResult<TransitEvent[]>; now: Date }) {
  if (transits.isPending) {
    return (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Lendo o céu dos próximos meses...
      </p>
    );
  }
  if (transits.isError) {
    return (
      <LoadError
        className={LOAD_ERROR_CARD}
        message={transits.error.message}
        onRetry={() => void transits.refetch()}
      />
    );
  }
  const all = groupTransits(transits.data, now);
  if (all.now.length + all.soon.length === 0) {
    return (
      <div className="glass flex flex-col items-center gap-3 p-8 text-center">
        <Orbit className="h-10 w-10 text-soft-gold/60" aria-hidden="true" />
        <p className="font-serif text-lg text-text">Céu tranquilo por aqui</p>
        <p className="max-w-md text-sm text-muted">
          Nenhum planeta forma aspecto exato com este mapa nos próximos {SKY_DAYS} dias. Aproveite a calmaria
          para cuidar do que já está em andamento.
        </p>
      </div>
    );
  }
  return <Sky events={transits.data} now={now} />;
}
