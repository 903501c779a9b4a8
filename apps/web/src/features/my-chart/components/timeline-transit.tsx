import { ASPECT_NAMES, BODY_NAMES } from '@constelar/content/bodies';
import { ASPECT_GLYPHS } from '../../../components/glyphs/aspect-glyph-paths';
import { BAR, type PlacedTransit, type TimelineRow } from '../lib/timeline-geometry';
import { textWidth } from '../lib/text-width';
import { diamond, TONE_COLOR } from './timeline-legend';

export const LANE_H = 20;
const BAR_H = 14;
const FONT_PX = 11;
/** The aspect's glyph, then the natal point's name: the planet is the group's, at the left. */
const GLYPH_PX = 11;
const GLYPH_GAP = 3;

export const rowKey = (row: Pick<TimelineRow, 'event'>) =>
  `${row.event.transiting}-${row.event.aspect}-${row.event.natal}-${row.event.start}`;

export const labelText = (row: TimelineRow) => BODY_NAMES[row.event.natal];
export const labelWidth = (row: TimelineRow) => GLYPH_PX + GLYPH_GAP + textWidth(labelText(row), FONT_PX);

/**
 * One transit in its lane: a bar over its days, arrowheads where the window cuts it, a diamond on each
 * exact moment and its label. The whole span it draws answers a tap, not only the bar.
 */
export function TimelineTransit({
  transit,
  top,
  selected,
  dimmed,
  onSelect,
}: {
  transit: PlacedTransit;
  top: number;
  selected: boolean;
  dimmed: boolean;
  onSelect: (key: string) => void;
}) {
  const { row, x0, x1, exact, span, label } = transit;
  const key = rowKey(row);
  const mid = top + LANE_H / 2;
  const color = TONE_COLOR[row.tone];
  const cut = row.cutStart || row.cutEnd;
  // Half the gap each side: neighbours' tap areas meet without overlapping.
  const hitLeft = span.left - BAR.laneGap / 2;
  const hitWidth = span.right - span.left + BAR.laneGap;
  const ink = label?.inside ? 'var(--color-night)' : 'var(--color-text)';
  return (
    <g data-row={key} onClick={() => onSelect(key)} className="cursor-pointer" opacity={dimmed ? 0.55 : 1}>
      <rect
        x={hitLeft}
        y={top}
        width={hitWidth}
        height={LANE_H}
        rx={5}
        className={selected ? 'fill-gold/20' : 'fill-transparent'}
      />
      <rect
        data-bar
        x={x0}
        y={mid - BAR_H / 2}
        width={x1 - x0}
        height={BAR_H}
        rx={cut ? 2 : BAR_H / 2}
        fill={color}
        fillOpacity={0.85}
        stroke={selected ? 'var(--color-soft-gold)' : 'none'}
        strokeWidth={2}
      />
      {row.cutStart && (
        <path
          data-cut="start"
          d={`M${x0 - 2} ${mid - 6}L${x0 - BAR.arrow} ${mid}L${x0 - 2} ${mid + 6}Z`}
          fill={color}
        />
      )}
      {row.cutEnd && (
        <path
          data-cut="end"
          d={`M${x1 + 2} ${mid - 6}L${x1 + BAR.arrow} ${mid}L${x1 + 2} ${mid + 6}Z`}
          fill={color}
        />
      )}
      {exact.map((x) => (
        <path
          key={x}
          data-exact
          d={diamond(x, mid, BAR.diamond)}
          fill="var(--color-night)"
          stroke="var(--color-text)"
          strokeWidth={1.5}
        />
      ))}
      {label && (
        <g transform={`translate(${label.x} ${mid - GLYPH_PX / 2})`}>
          <path
            data-aspect={ASPECT_NAMES[row.event.aspect]}
            d={ASPECT_GLYPHS[row.event.aspect]}
            transform={`scale(${GLYPH_PX / 24})`}
            fill="none"
            stroke={ink}
            strokeWidth={2.6}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <text
            x={GLYPH_PX + GLYPH_GAP}
            y={GLYPH_PX / 2 + 4}
            fill={ink}
            className={label.inside ? 'text-[11px] font-semibold' : 'text-[11px]'}
          >
            {labelText(row)}
          </text>
        </g>
      )}
    </g>
  );
}
