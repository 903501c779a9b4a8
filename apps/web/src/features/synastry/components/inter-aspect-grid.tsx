import type { SynastryContent, SynastryPointCode } from '@constelar/contract';
import { ASPECT_NAMES } from '@constelar/content/bodies';
import { CHART_ASPECT_NATURE } from '@constelar/core/codes';
import { ASPECT_GLYPHS } from '../../../components/glyphs/aspect-glyph-paths';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { ScrollBox } from '../../../components/scroll-box';
import { formatOrb, pointName } from '../lib/point-labels';

// The row heads stay at the left while the columns scroll under them: opaque, above the cells.
const STICKY = 'sticky left-0 z-10 bg-deep';

const codesOf = (chart: SynastryContent['charts'][number]): SynastryPointCode[] => [
  ...chart.points.map((p) => p.code),
  ...(chart.ascendant !== null ? (['ascendant'] as const) : []),
  ...(chart.midheaven !== null ? (['midheaven'] as const) : []),
];

function AspectGlyph({ aspect }: { aspect: keyof typeof ASPECT_GLYPHS }) {
  return (
    <svg viewBox="0 0 24 24" className="mx-auto h-4 w-4" aria-hidden="true" focusable="false">
      <path d={ASPECT_GLYPHS[aspect]} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The inter-aspect grid: a real table, so a screen reader reads each cell with its row (person1's point)
 * and column (person2's point) headers; sighted readers see the glyph and the orb.
 */
export function InterAspectGrid({ content }: { content: SynastryContent }) {
  const rows = codesOf(content.charts[0]);
  const columns = codesOf(content.charts[1]);
  const byPair = new Map(content.contacts.map((c) => [`${c.a}|${c.b}`, c]));
  const [first, second] = [content.person1Name, content.person2Name];
  return (
    <div className="glass p-3 sm:p-4">
      <p className="mb-2 text-sm text-muted">
        Aspectos entre os mapas: nas linhas, os pontos de {first}; nas colunas, os de {second}.
      </p>
      {/* Scrolls sideways with a cue on a phone; the first column stays, so every row keeps its point. */}
      <ScrollBox label="Grade de aspectos" testId="inter-aspect-grid">
        <table className="w-full border-collapse text-xs">
          <caption className="sr-only">
            Aspectos entre os mapas: nas linhas, os pontos de {first}; nas colunas, os de {second}.
          </caption>
          <thead>
            <tr>
              <td className={`${STICKY} p-1`} />
              {columns.map((code) => (
                <th key={code} scope="col" className="p-1 font-normal text-soft-gold">
                  <GlyphIcon code={code} className="mx-auto h-4 w-4" />
                  <span className="sr-only">
                    {pointName(code)} de {second}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row} className="border-t border-gold/10">
                <th scope="row" className={`${STICKY} p-1 text-left font-normal text-soft-gold`}>
                  <span className="flex items-center gap-1">
                    <GlyphIcon code={row} className="h-4 w-4" />
                    <span className="sr-only">
                      {pointName(row)} de {first}
                    </span>
                  </span>
                </th>
                {columns.map((column) => {
                  const c = byPair.get(`${row}|${column}`);
                  if (!c) {
                    return (
                      <td key={column} className="p-1 text-center text-muted/40">
                        <span aria-hidden="true">·</span>
                        <span className="sr-only">sem aspecto</span>
                      </td>
                    );
                  }
                  const nature = CHART_ASPECT_NATURE[c.aspect];
                  const easy = nature === 'harmonious';
                  const tense = nature === 'tense';
                  return (
                    <td
                      key={column}
                      className={`p-1 text-center tabular-nums ${easy ? 'text-teal' : tense ? 'text-pink' : 'text-soft-gold'}`}
                    >
                      <AspectGlyph aspect={c.aspect} />
                      <span className="sr-only">{ASPECT_NAMES[c.aspect]}, orbe </span>
                      <span className="block text-[0.65rem] leading-tight text-text/80">
                        {formatOrb(c.orb)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
