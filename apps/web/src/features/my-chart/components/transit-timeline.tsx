import type { Timeline, TimelineRow, TransitTone } from '../lib/timeline-geometry';
import { useElementWidth } from '../lib/use-element-width';

// The report's tones (features/report tone-styles): harmonious teal, tense pink, conjunction gold.
export const TONE_COLOR: Record<TransitTone, string> = {
  harmonious: 'var(--color-teal)',
  tense: 'var(--color-pink)',
  conjunction: 'var(--color-gold)',
};
const TONE_LEGEND: { tone: TransitTone; label: string }[] = [
  { tone: 'harmonious', label: 'harmônico' },
  { tone: 'tense', label: 'tenso' },
  { tone: 'conjunction', label: 'conjunção' },
];

const PAD_X = 12;
const AXIS_H = 24;
// Ninety days hold some eighty transits of the Sun … Pluto: rows stay thin, the label beside the bar.
const ROW_H = 22;
const BAR_H = 9;
/** A rough width of one character at 11px, enough to decide on which side a label fits. */
const CHAR_W = 6;

export const rowKey = (row: Pick<TimelineRow, 'event'>) =>
  `${row.event.transiting}-${row.event.aspect}-${row.event.natal}-${row.event.start}`;

/** "Saturno em quadratura com o seu Sol" → "Saturno quadratura Sol": the full title is in the list. */
export const shortLabel = (title: string) => title.replace(/ em (\S+) com (?:o seu|a sua) /, ' $1 ');

/** Inside a bar long enough, else after it, else before it: wherever the words fit. */
function RowLabel({
  text,
  x0,
  x1,
  mid,
  width,
}: {
  text: string;
  x0: number;
  x1: number;
  mid: number;
  width: number;
}) {
  const need = text.length * CHAR_W;
  const y = mid + 4;
  if (x1 - x0 >= need + 16) {
    return (
      <text x={x0 + 8} y={y} className="fill-night text-[11px] font-semibold">
        {text}
      </text>
    );
  }
  if (x1 + 12 + need <= width - 4 || x0 - 12 - need < 4) {
    return (
      <text x={x1 + 12} y={y} className="fill-text text-[11px]">
        {text}
      </text>
    );
  }
  return (
    <text x={x0 - 12} y={y} textAnchor="end" className="fill-text text-[11px]">
      {text}
    </text>
  );
}

/** A diamond centred on (x, y): how the exact moments are marked. */
const diamond = (x: number, y: number, r: number) =>
  `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`;

/**
 * The drawn "Seu céu" (issue #14): one row per transit, a bar over its days in the window and a diamond on
 * each exact moment. Pointer only and hidden from assistive technology: the list under it says the same.
 */
export function TransitTimeline({
  timeline,
  selected,
  onSelect,
}: {
  timeline: Timeline;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const x = (f: number) => PAD_X + f * (width - 2 * PAD_X);
  const height = AXIS_H + timeline.rows.length * ROW_H + 6;
  const todayX = x(timeline.today);

  return (
    <figure aria-hidden="true" className="glass m-0 p-3 sm:p-4" data-testid="sky-timeline">
      <div ref={ref} className="w-full">
        <svg width={width} height={height} className="block select-none" role="presentation">
          {timeline.months.map((m) => {
            const mx = x(m.at);
            return (
              <g key={m.label}>
                <line
                  x1={mx}
                  x2={mx}
                  y1={AXIS_H - 6}
                  y2={height}
                  stroke="currentColor"
                  className="text-white/10"
                />
                {/* Next to "hoje" the month name would overlap it. */}
                {mx - todayX > 40 && (
                  <text x={mx} y={14} textAnchor="middle" className="fill-muted text-[11px]">
                    {m.label}
                  </text>
                )}
              </g>
            );
          })}
          {timeline.rows.map((row, i) => {
            const key = rowKey(row);
            const top = AXIS_H + i * ROW_H;
            const x0 = x(row.from);
            const barW = Math.max(4, x(row.to) - x0);
            const mid = top + ROW_H / 2;
            const color = TONE_COLOR[row.tone];
            const isSelected = key === selected;
            const label = shortLabel(row.event.title);
            return (
              <g
                key={key}
                data-row={key}
                onClick={() => onSelect(key)}
                className="cursor-pointer"
                opacity={selected === null || isSelected ? 1 : 0.6}
              >
                {/* The whole row answers a tap, not only the thin bar. */}
                <rect
                  x={0}
                  y={top}
                  width={width}
                  height={ROW_H}
                  rx={6}
                  className={isSelected ? 'fill-gold/15' : 'fill-transparent'}
                />
                <rect
                  data-bar
                  x={x0}
                  y={mid - BAR_H / 2}
                  width={barW}
                  height={BAR_H}
                  rx={row.cutStart || row.cutEnd ? 1 : BAR_H / 2}
                  fill={color}
                  fillOpacity={0.85}
                  stroke={isSelected ? 'var(--color-soft-gold)' : 'none'}
                  strokeWidth={2}
                />
                {/* Arrowheads where the transit goes on beyond what the window shows. */}
                {row.cutStart && (
                  <path
                    data-cut="start"
                    d={`M${x0 - 2} ${mid - 5}L${x0 - 8} ${mid}L${x0 - 2} ${mid + 5}Z`}
                    fill={color}
                  />
                )}
                {row.cutEnd && (
                  <path
                    data-cut="end"
                    d={`M${x0 + barW + 2} ${mid - 5}L${x0 + barW + 8} ${mid}L${x0 + barW + 2} ${mid + 5}Z`}
                    fill={color}
                  />
                )}
                <RowLabel text={label} x0={x0} x1={x0 + barW} mid={mid} width={width} />
                {row.exact.map((f) => (
                  <path
                    key={f}
                    data-exact
                    d={diamond(x(f), mid, 5)}
                    fill="var(--color-night)"
                    stroke="var(--color-text)"
                    strokeWidth={1.5}
                  />
                ))}
              </g>
            );
          })}
          <line
            x1={todayX}
            x2={todayX}
            y1={AXIS_H - 8}
            y2={height}
            stroke="var(--color-soft-gold)"
            strokeDasharray="3 3"
          />
          <text x={todayX} y={14} className="fill-soft-gold text-[11px] font-semibold">
            hoje
          </text>
        </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        {TONE_LEGEND.map(({ tone, label }) => (
          <span key={tone} className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-5 rounded-full" style={{ background: TONE_COLOR[tone] }} />
            {label}
          </span>
        ))}
        <span className="inline-flex items-center gap-1.5">
          <svg width="12" height="12" viewBox="0 0 12 12">
            <path
              d={diamond(6, 6, 5)}
              fill="var(--color-night)"
              stroke="var(--color-text)"
              strokeWidth={1.5}
            />
          </svg>
          momento exato
        </span>
        <span>▸ continua além da janela</span>
      </figcaption>
    </figure>
  );
}
