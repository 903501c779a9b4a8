import type { SynastryComposite } from '@constelar/contract';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { pointName } from '../lib/point-labels';

const degreeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** The composite chart: where each body of the relationship sits, then its readings. */
export function CompositeSection({ composite }: { composite: SynastryComposite }) {
  return (
    <section aria-labelledby="composto-title" className="mt-12" data-testid="composite">
      <h2 id="composto-title" className="text-center text-2xl text-soft-gold sm:text-3xl">
        O mapa composto
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-sm text-muted">{composite.intro}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Posições do mapa composto">
        {composite.bodies.map((body) => (
          <li
            key={body.code}
            className="inline-flex items-center gap-1.5 rounded-full border border-gold/15 bg-night/50 px-3 py-1 text-xs text-text"
          >
            <GlyphIcon code={body.code} className="h-3.5 w-3.5 text-soft-gold" />
            {`${pointName(body.code)} em ${body.sign} ${degreeFormat.format(Math.floor(body.longitude % 30))}°`}
            {body.house !== null && <span className="-ml-1.5 text-muted">{`, casa ${body.house}`}</span>}
          </li>
        ))}
      </ul>
      {composite.note && (
        <p className="mx-auto mt-4 max-w-xl text-center text-sm text-amber">{composite.note}</p>
      )}
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {composite.readings.map((reading) => (
          <article key={reading.title} className="glass p-5 sm:p-6">
            <h3 className="text-base text-soft-gold">{reading.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-text/90">{reading.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
