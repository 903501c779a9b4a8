import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChartAspect } from '@constelar/contract';
import { ASPECT_TONE_LABEL, aspectTone } from '../lib/chart-points';
import { formatOrb } from '../lib/format';
import { ScrollBox } from '../../../components/scroll-box';
import { TONE_DOT } from './tone-styles';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The chart's aspects, tightest first: the ones whose orb is smallest speak loudest. */
/** Rows shown before "ver todos": the tightest aspects, which carry the most weight. */
const INITIAL_ROWS = 8;

export function AspectsTable({ aspects }: { aspects: ChartAspect[] }) {
  const [all, setAll] = useState(false);
  const bodyId = useId();
  if (aspects.length === 0) {
    return <p className="text-sm text-muted">Nenhum aspecto maior se formou entre os pontos do seu mapa.</p>;
  }
  const rows = [...aspects].sort((a, b) => Math.abs(a.orb) - Math.abs(b.orb));
  return (
    <div>
      <ScrollBox label="Aspectos do mapa natal" className="rounded-xl border border-gold/15">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Aspectos do mapa natal, com o orbe em graus e minutos</caption>
          <thead className="bg-violet/40 text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                Entre
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                Aspecto
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium sm:px-4">
                Orbe
              </th>
            </tr>
          </thead>
          <tbody id={bodyId} className="divide-y divide-gold/10">
            {rows.map((a, i) => {
              const tone = aspectTone(a.kind);
              return (
                <tr
                  key={`${a.a}-${a.b}-${i}`}
                  // Folded rows stay in the page for print, where there is nothing to unfold.
                  className={`even:bg-white/[0.02] ${!all && i >= INITIAL_ROWS ? 'hidden print:table-row' : ''}`}
                >
                  <td className="px-3 py-2.5 text-text sm:px-4">
                    {a.aName} <span className="text-muted">e</span> {a.bName}
                  </td>
                  <td className="px-3 py-2.5 sm:px-4">
                    <span className="inline-flex items-center gap-2">
                      <span
                        data-tone={tone}
                        className={`h-2 w-2 shrink-0 rounded-full ${TONE_DOT[tone]}`}
                        aria-hidden="true"
                      />
                      <span>{capitalize(a.kindName)}</span>
                      <span className="sr-only">({ASPECT_TONE_LABEL[tone]})</span>
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums text-soft-gold sm:px-4">
                    {formatOrb(a.orb)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      {rows.length > INITIAL_ROWS && (
        <div className="no-print mt-3 flex justify-center">
          <button
            type="button"
            aria-expanded={all}
            aria-controls={bodyId}
            onClick={() => setAll((v) => !v)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm text-soft-gold transition hover:bg-gold/10"
          >
            {all ? 'Mostrar só os mais fortes' : `Ver todos os ${rows.length} aspectos`}
            <ChevronDown
              className={`h-4 w-4 transition-transform ${all ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        </div>
      )}
    </div>
  );
}
