import { useId } from 'react';
import type { AnglePosition, Astrology, BodyPosition } from '@constelar/contract';
import { EXTRA_BODIES, REPORT_BODIES } from '@constelar/core/codes';
import { chartExtraPoints, pointLabel } from '../lib/chart-points';
import { formatDegree, signOrNA } from '../lib/format';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';

const hasSign = (sign: string) => Boolean(sign?.trim());
const BODIES = [...REPORT_BODIES, ...EXTRA_BODIES];

function PointBadge({ code }: { code: string }) {
  return (
    <span
      className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-violet/60 text-soft-gold"
      aria-hidden="true"
    >
      <GlyphIcon code={code} className="h-5 w-5" />
    </span>
  );
}

function AngleRow({ code, label, angle }: { code: string; label: string; angle: AnglePosition }) {
  return (
    <li data-point={code} className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
      <PointBadge code={code} />
      <span className="min-w-0 flex-1">
        <span className="block text-xs uppercase tracking-wider text-muted">{label}</span>
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-serif text-lg text-text">{signOrNA(angle.sign)}</span>
          {hasSign(angle.sign) && (
            <span className="text-sm tabular-nums text-soft-gold">{formatDegree(angle.degree)}</span>
          )}
        </span>
      </span>
    </li>
  );
}

function BodyRow({ code, p }: { code: string; p: BodyPosition }) {
  return (
    <li data-point={code} className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
      <PointBadge code={code} />
      <span className="min-w-0 flex-1">
        <span className="block text-xs uppercase tracking-wider text-muted">{pointLabel(code)}</span>
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-serif text-lg text-text">{signOrNA(p.sign)}</span>
          {hasSign(p.sign) && (
            <span className="text-sm tabular-nums text-soft-gold">
              {formatDegree(p.degree)}
              {p.retrograde && (
                <span className="ml-1 text-pink" title="Retrógrado">
                  <span aria-hidden="true">℞</span>
                  <span className="sr-only">, retrógrado</span>
                </span>
              )}
            </span>
          )}
        </span>
      </span>
      <span className="shrink-0 rounded-full border border-gold/25 px-3 py-1 text-sm text-soft-gold">
        {p.house ? (
          `Casa ${p.house}`
        ) : (
          <>
            Casa <span aria-hidden="true">—</span>
            <span className="sr-only">desconhecida</span>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * The ten bodies and the node by sign, degree and house, then the angles by sign, then the other points
 * under a header of their own. Without a birth time
 * there are no angles and no houses: each house reads "Casa —", and a line under the list says why.
 */
export function PositionsList({ astrology, timeKnown }: { astrology: Astrology; timeKnown: boolean }) {
  const { ascendant, midheaven } = astrology;
  const points = chartExtraPoints(astrology);
  const pointsHeadingId = useId();
  return (
    <div>
      <ul className="divide-y divide-gold/10 overflow-hidden rounded-xl border border-gold/15 bg-night/30">
        {BODIES.map((key) => {
          const p = astrology[key];
          if (!p) return null;
          return <BodyRow key={key} code={key} p={p} />;
        })}
        {ascendant && <AngleRow code="ascendant" label="Ascendente" angle={ascendant} />}
        {midheaven && <AngleRow code="midheaven" label="Meio do Céu" angle={midheaven} />}
      </ul>
      {points.length > 0 && (
        <>
          {/* points.md §2: a label sets the points apart from the bodies; the list, not the outline, is named. */}
          <p
            id={pointsHeadingId}
            className="mt-4 mb-2 px-1 text-xs font-semibold uppercase tracking-wider text-soft-gold"
          >
            Outros pontos
          </p>
          <ul
            aria-labelledby={pointsHeadingId}
            data-chart-points
            className="divide-y divide-gold/10 overflow-hidden rounded-xl border border-gold/15 bg-night/30"
          >
            {points.map(({ key, position }) => (
              <BodyRow key={key} code={key} p={position} />
            ))}
          </ul>
        </>
      )}
      {!timeKnown && (
        <p className="mt-2 text-sm leading-relaxed text-muted" data-no-houses>
          Sem a hora de nascimento, não há como saber as casas, o Ascendente e o Meio do Céu: por isso ficam
          de fora.
        </p>
      )}
    </div>
  );
}
