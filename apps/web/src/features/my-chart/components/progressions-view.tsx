import type { Astrology } from '@constelar/contract';
import { Crosshair, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { LazyBiWheel } from '../../../components/chart/lazy-bi-wheel';
import { GlyphReading } from '../../../components/glyphs/glyph-reading';
import { LoadError } from '../../../components/ui/load-error';
import { TextDisclosure } from '../../../components/ui/text-disclosure';
import { brasiliaToday } from '../../../lib/brasilia-day';
import type { SkyOwner } from '../../../lib/sky-owner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProgressions, useSolarArc } from '../api/get-sky-ahead';
import { toBiWheelProps } from '../lib/bi-wheel-props';
import { aheadAspects, longDate } from '../lib/sky-ahead';
import { MovedPositionsTable } from './moved-positions-table';

/**
 * "Progressões" (relations.md §3): this year's progressed Moon and Sun with their readings, the
 * progressed and solar-arc aspects in orb with the day each perfects, and the positions as tables.
 */
export function ProgressionsView({
  owner,
  natal,
  name,
}: {
  owner: SkyOwner;
  natal: Astrology;
  name: string;
}) {
  const [now] = useState(() => new Date());
  // Brasília's day, read at its 00:00 UTC (relations.md §3): after 21h UTC's would be tomorrow.
  const today = brasiliaToday(now);
  const progressions = useProgressions(owner, today);
  const solarArc = useSolarArc(owner, today);
  useDocumentTitle('Progressões · Constelar');

  const header = (
    <header className="text-center">
      <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">O céu adiante</p>
      <h1 className="gold-text mt-3 text-3xl leading-tight sm:text-5xl">Progressões</h1>
      <p className="mx-auto mt-4 max-w-2xl text-pretty text-text/85">
        Nas progressões secundárias, cada dia depois do nascimento conta como um ano de vida; no arco solar,
        todo o mapa avança o quanto o Sol progredido andou. Os dois mostram o que amadurece devagar, ano a
        ano.
      </p>
    </header>
  );

  if (progressions.isPending || solarArc.isPending) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16">
        {header}
        <p role="status" className="text-center text-soft-gold">
          Calculando as progressões...
        </p>
      </div>
    );
  }
  if (progressions.isError || solarArc.isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 pb-16">
        {header}
        <LoadError
          className="flex flex-col items-center gap-3"
          message={(progressions.error ?? solarArc.error)?.message ?? ''}
          onRetry={() => {
            void progressions.refetch();
            void solarArc.refetch();
          }}
        />
      </div>
    );
  }

  const p = progressions.data;
  const d = solarArc.data;
  const aspects = aheadAspects(p, d, today);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16 animate-fade-in">
      {header}

      <section aria-labelledby="lua-progredida" className="glass flex flex-col gap-4 p-5 sm:p-7">
        <h2 id="lua-progredida" className="font-serif text-2xl text-soft-gold">
          A Lua progredida deste ano
        </h2>
        <GlyphReading glyph={p.bodies.moon?.signCode ?? 'moon'} {...p.texts.moonSign} />
        {p.texts.moonHouse && <GlyphReading glyph="moon" {...p.texts.moonHouse} />}
        {p.texts.sunSign && p.sunIngress.previous && (
          <GlyphReading
            glyph="sun"
            title={`${p.texts.sunSign.title} desde ${longDate(p.sunIngress.previous.date)}`}
            text={p.texts.sunSign.text}
          />
        )}
        {p.sunIngress.next && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Hourglass className="h-4 w-4 shrink-0" aria-hidden="true" />O Sol progredido entra em{' '}
            {p.sunIngress.next.sign} em {longDate(p.sunIngress.next.date)}.
          </p>
        )}
      </section>

      <section aria-labelledby="aspectos-adiante" className="flex flex-col gap-4">
        <h2 id="aspectos-adiante" className="font-serif text-2xl text-soft-gold">
          Aspectos progredidos e dirigidos
        </h2>
        {aspects.length === 0 ? (
          <p className="text-text/85">Nenhum aspecto progredido ou dirigido está a menos de 1° agora.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {aspects.map((a) => (
              <li key={a.key} className="glass p-4 sm:p-5">
                <h3 className="font-serif text-lg leading-snug text-soft-gold">{a.title}</h3>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  <span>{a.technique === 'progressed' ? 'Progressão secundária' : 'Arco solar'}</span>
                  {a.exact && (
                    <span className="inline-flex items-center gap-1.5 text-teal">
                      <Crosshair className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {a.coming ? 'Exato em ' : 'Foi exato em '}
                      <time dateTime={a.exact}>{longDate(a.exact)}</time>
                    </span>
                  )}
                </p>
                <TextDisclosure text={a.text} className="mt-1" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <LazyBiWheel
          {...toBiWheelProps(natal, { technique: 'progressed', data: p }, `Progressões de ${name}`)}
        />
        <LazyBiWheel
          {...toBiWheelProps(natal, { technique: 'solar-arc', data: d }, `Arco solar de ${name}`)}
        />
      </div>

      <section aria-labelledby="posicoes-adiante" className="flex flex-col gap-4">
        <h2 id="posicoes-adiante" className="font-serif text-2xl text-soft-gold">
          Posições em {longDate(today)}
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <MovedPositionsTable data={p} caption="Posições progredidas" />
          <MovedPositionsTable data={d} caption={`Arco solar (${d.arc.toFixed(2).replace('.', ',')}°)`} />
        </div>
      </section>
    </div>
  );
}
