import type { TransitEvent } from '@constelar/contract';
import { format } from 'date-fns';
import { Orbit } from 'lucide-react';
import { useId, useState } from 'react';
import { SKY_DAYS, useTransits } from '../api/get-transits';
import { groupTransits, isMoonTransit } from '../lib/transit-dates';
import { TransitCard } from './transit-card';

function Group({
  title,
  events,
  now,
  empty,
}: {
  title: string;
  events: TransitEvent[];
  now: Date;
  empty: string;
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
            <li key={`${event.transiting}-${event.aspect}-${event.natal}-${event.start}`}>
              <TransitCard event={event} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Seu céu" (sky.md §3): the transits over the member's chart for the next 30 days. */
export function SkyView({ userId }: { userId: string | null }) {
  // One present for the whole view: the member's own calendar day.
  const [now] = useState(() => new Date());
  const transits = useTransits(userId, format(now, 'yyyy-MM-dd'));
  const [withMoon, setWithMoon] = useState(false);

  let body;
  if (transits.isPending) {
    body = (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Lendo o céu dos próximos dias...
      </p>
    );
  } else if (transits.isError) {
    body = (
      <div className="glass flex flex-col items-center gap-3 p-6 text-center">
        <p role="alert" className="text-danger">
          {transits.error.message}
        </p>
        <button
          type="button"
          onClick={() => void transits.refetch()}
          className="min-h-11 rounded-full px-4 text-sm text-soft-gold hover:bg-gold/10"
        >
          Tentar de novo
        </button>
      </div>
    );
  } else {
    const moonCount = transits.data.filter(isMoonTransit).length;
    const shown = withMoon ? transits.data : transits.data.filter((e) => !isMoonTransit(e));
    const groups = groupTransits(shown, now);
    body =
      groups.now.length + groups.soon.length === 0 && moonCount === 0 ? (
        <div className="glass flex flex-col items-center gap-3 p-8 text-center">
          <Orbit className="h-10 w-10 text-soft-gold/60" aria-hidden="true" />
          <p className="font-serif text-lg text-text">Céu tranquilo por aqui</p>
          <p className="max-w-md text-sm text-muted">
            Nenhum planeta forma aspecto exato com o seu mapa nos próximos {SKY_DAYS} dias. Aproveite a
            calmaria para cuidar do que já está em andamento.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          {moonCount > 0 && (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start text-sm text-text">
              <input
                type="checkbox"
                checked={withMoon}
                onChange={(e) => setWithMoon(e.target.checked)}
                className="h-5 w-5 shrink-0 accent-[var(--color-gold)]"
              />
              Incluir as passagens da Lua ({moonCount}), que duram poucas horas
            </label>
          )}
          <Group
            title="Agora"
            events={groups.now}
            now={now}
            empty="Nenhum trânsito no orbe hoje: um bom dia para respirar entre um movimento e outro."
          />
          <Group
            title="Nos próximos dias"
            events={groups.soon}
            now={now}
            empty={`Nada novo começa nos próximos ${SKY_DAYS} dias além do que já está em curso.`}
          />
        </div>
      );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16 animate-fade-in">
      <title>Seu céu · Constelar</title>
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Trânsitos</p>
        <h1 className="gold-text mt-3 text-3xl leading-tight sm:text-5xl">Seu céu</h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-text/85">
          Os planetas em movimento que tocam o seu mapa nos próximos {SKY_DAYS} dias, com orbe de 1°. Cada
          trânsito é um período com começo e fim: um convite a escolher como atravessá-lo.
        </p>
      </header>
      {body}
    </div>
  );
}
