import type { MapNumber } from '@constelar/contract';

/** "Como calculamos": the sum behind a number, opened on demand (a native disclosure). */
export function HowWeCalculate({ arithmetic }: { arithmetic: string }) {
  return (
    <details className="group mt-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-teal underline-offset-4 hover:underline">
        Como calculamos
      </summary>
      <p className="rounded-lg bg-night/50 px-3 py-2 text-sm leading-relaxed tabular-nums break-words text-soft-gold/90">
        {arithmetic}
      </p>
    </details>
  );
}

export function NumberBadge({ value, small = false }: { value: number; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full border border-gold/40 bg-gradient-to-br from-violet to-deep font-serif text-soft-gold ${
        small ? 'h-11 w-11 text-xl' : 'h-14 w-14 text-3xl'
      }`}
    >
      {value}
    </span>
  );
}

/** One number of the map in its role: the value, its own text and its arithmetic. */
export function MapNumberCard({ name, item, id }: { name: string; item: MapNumber; id?: string }) {
  return (
    <article className="glass flex flex-col p-5" data-number={id}>
      <header className="flex items-center gap-4">
        <NumberBadge value={item.number} />
        <h3 className="font-serif text-lg leading-snug text-soft-gold">
          {name} <span className="sr-only">{item.number}</span>
        </h3>
      </header>
      <p className="mt-3 text-pretty leading-relaxed text-text/90">{item.text}</p>
      <HowWeCalculate arithmetic={item.arithmetic} />
    </article>
  );
}
