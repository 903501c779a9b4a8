import type { MapPeriod, NumerologyMap } from '@constelar/contract';
import { CHALLENGE_NAMES, MAP_ROLE_NAMES } from '@constelar/content/numerology/map-names';

/** The line runs from birth to 90, as numerology.md §5 draws it. */
const LINE_END_AGE = 90;
const TICKS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];

const ORDINALS = ['Primeiro', 'Segundo', 'Terceiro', 'Quarto'];

interface Band {
  label: string;
  period: MapPeriod;
  current: boolean;
}

interface Row {
  title: string;
  bands: Band[];
}

function rowsOf(map: NumerologyMap): Row[] {
  const { current } = map;
  return [
    {
      title: MAP_ROLE_NAMES.lifeCycles,
      bands: map.lifeCycles.map((period, i) => ({
        label: `${ORDINALS[i]} ciclo`,
        period,
        current: current.cycle === i + 1,
      })),
    },
    {
      title: MAP_ROLE_NAMES.pinnacles,
      bands: map.pinnacles.map((period, i) => ({
        label: `${ORDINALS[i]} momento decisivo`,
        period,
        current: current.pinnacle === i + 1,
      })),
    },
    {
      title: MAP_ROLE_NAMES.challenges,
      bands: (['first', 'second'] as const).map((key) => ({
        label: CHALLENGE_NAMES[key],
        period: map.challenges[key],
        current: current.challenge === key,
      })),
    },
  ];
}

const ages = (p: MapPeriod) =>
  p.toAge === null ? `dos ${p.fromAge} anos em diante` : `dos ${p.fromAge} aos ${p.toAge} anos`;
const years = (p: MapPeriod) => (p.toYear === null ? `desde ${p.fromYear}` : `${p.fromYear} a ${p.toYear}`);
const percent = (age: number) => `${(Math.min(age, LINE_END_AGE) / LINE_END_AGE) * 100}%`;

/**
 * The life line: cycles, pinnacles and the two challenges as bands from birth to 90, today marked. The
 * drawing is for the eye; the list below says the same, with the texts, to everyone and to screen readers.
 */
export function LifeLine({ map }: { map: NumerologyMap }) {
  const rows = rowsOf(map);
  const age = map.current.age;
  return (
    <div className="flex flex-col gap-6">
      <figure aria-hidden="true" className="glass overflow-hidden p-4 sm:p-6" data-testid="life-line">
        <div className="relative">
          <div className="flex flex-col gap-4">
            {rows.map((row) => (
              <div key={row.title}>
                <p className="mb-1 text-xs uppercase tracking-[0.15em] text-muted">{row.title}</p>
                <div className="relative h-10 rounded-lg bg-night/50">
                  {row.bands.map((band) => (
                    <div
                      key={band.label}
                      className={`absolute inset-y-0 flex items-center justify-center rounded-lg border font-serif text-lg ${
                        band.current
                          ? 'border-gold bg-gold/25 text-soft-gold'
                          : 'border-gold/20 bg-violet/60 text-text/85'
                      }`}
                      style={{
                        left: percent(band.period.fromAge),
                        width: `calc(${percent((band.period.toAge ?? LINE_END_AGE) - band.period.fromAge)} - 2px)`,
                      }}
                    >
                      {band.period.number}
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </div>
          {age <= LINE_END_AGE && (
            <div className="pointer-events-none absolute inset-y-0" style={{ left: percent(age) }}>
              <div className="h-full w-0.5 bg-teal shadow-[0_0_10px_rgba(45,212,191,0.8)]" />
            </div>
          )}
        </div>
        <div className="relative mt-2 h-5 text-xs text-muted">
          {TICKS.map((tick) => (
            <span
              key={tick}
              className="absolute -translate-x-1/2 tabular-nums first:translate-x-0 last:-translate-x-full"
              style={{ left: percent(tick) }}
            >
              {tick}
            </span>
          ))}
        </div>
        <figcaption className="mt-2 text-sm text-teal">Hoje: {age} anos</figcaption>
      </figure>

      <div className="flex flex-col gap-5">
        {rows.map((row) => (
          <section key={row.title} aria-label={row.title}>
            <h3 className="font-serif text-xl text-soft-gold">{row.title}</h3>
            <ol className="mt-2 flex flex-col gap-3">
              {row.bands.map((band) => (
                <li
                  key={band.label}
                  className={`glass p-4 ${band.current ? 'border-gold/70' : ''}`}
                  aria-current={band.current ? 'step' : undefined}
                >
                  <p className="font-serif text-lg text-soft-gold">
                    {band.label}: {band.period.number}
                    {band.current && (
                      <span className="ml-2 rounded-full bg-teal/20 px-2 py-0.5 align-middle font-sans text-xs text-teal">
                        agora
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {ages(band.period)} ({years(band.period)})
                  </p>
                  <p className="mt-2 text-pretty leading-relaxed text-text/90">{band.period.text}</p>
                  <details className="mt-2">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-teal underline-offset-4 hover:underline">
                      Como calculamos
                    </summary>
                    <p className="rounded-lg bg-night/50 px-3 py-2 text-sm tabular-nums break-words text-soft-gold/90">
                      {band.period.arithmetic}
                    </p>
                  </details>
                </li>
              ))}
            </ol>
          </section>
        ))}
        <section aria-label={CHALLENGE_NAMES.main}>
          <h3 className="font-serif text-xl text-soft-gold">
            {CHALLENGE_NAMES.main}: {map.challenges.main.number}
          </h3>
          <p className="text-sm text-muted">por toda a vida</p>
          <p className="mt-2 text-pretty leading-relaxed text-text/90">{map.challenges.main.text}</p>
          <p className="mt-2 rounded-lg bg-night/50 px-3 py-2 text-sm tabular-nums text-soft-gold/90">
            {map.challenges.main.arithmetic}
          </p>
        </section>
      </div>
    </div>
  );
}
