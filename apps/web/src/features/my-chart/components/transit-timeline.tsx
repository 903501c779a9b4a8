import { BODY_NAMES } from '@constelar/content/bodies';
import { useMemo } from 'react';
import { GLYPH_STROKE_WIDTH, glyphPathOf } from '../../../components/glyphs/glyph-paths';
import { textWidth } from '../lib/text-width';
import { layoutLanes, type Timeline } from '../lib/timeline-geometry';
import { useElementWidth } from '../lib/use-element-width';
import { TimelineLegend } from './timeline-legend';
import { LANE_H, labelWidth, rowKey, TimelineTransit } from './timeline-transit';

const AXIS_H = 24;
/** Between two planets' groups, split by a faint band. */
const GROUP_GAP = 8;
/** Below this (a phone) the planet's name gives way to its glyph, and labels that would cost lanes go. */
const WIDE = 560;
const GUTTER_WIDE = 84;
const GUTTER_NARROW = 26;
const GLYPH = 16;
/** Room at each end of the axis for the arrowhead of a cut bar. */
const EDGE = 10;

/**
 * The drawn "Seu céu" (issue #14): a group of lanes per transiting planet, slowest on top, each transit a
 * bar over its days in the window with a diamond on each exact moment. Pointer only and hidden from
 * assistive technology: the list under it says the same.
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
  const wide = width >= WIDE;
  const plotLeft = (wide ? GUTTER_WIDE : GUTTER_NARROW) + EDGE;
  const plotRight = width - EDGE;
  const x = (f: number) => plotLeft + f * (plotRight - plotLeft);
  const groups = useMemo(
    () => layoutLanes(timeline, { plotLeft, plotRight, maxX: width - 2, labelWidth, dropLabels: !wide }),
    [timeline, plotLeft, plotRight, width, wide],
  );
  const tops: number[] = [];
  let height = AXIS_H;
  for (const group of groups) {
    tops.push(height + GROUP_GAP / 2);
    height += group.lanes * LANE_H + GROUP_GAP;
  }
  const todayX = x(timeline.today);

  return (
    <figure aria-hidden="true" className="glass m-0 p-3 sm:p-4" data-testid="sky-timeline">
      <div ref={ref} className="w-full">
        <svg width={width} height={height} className="block select-none" role="presentation">
          {groups.map((group, g) => (
            // Every other group on a faint band, so the eye keeps to one planet across the months.
            <rect
              key={group.planet}
              x={0}
              y={tops[g]! - GROUP_GAP / 2}
              width={width}
              height={group.lanes * LANE_H + GROUP_GAP}
              rx={6}
              className={g % 2 === 0 ? 'fill-white/[0.04]' : 'fill-transparent'}
            />
          ))}
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
                {/* Next to "hoje" the month name would overlap it; at the right edge it moves in. */}
                {mx - todayX > 40 && (
                  <text
                    x={Math.min(mx, width - 2 - textWidth(m.label, 11) / 2)}
                    y={14}
                    textAnchor="middle"
                    className="fill-muted text-[11px]"
                  >
                    {m.label}
                  </text>
                )}
              </g>
            );
          })}
          {groups.map((group, g) => {
            const top = tops[g]!;
            const name = BODY_NAMES[group.planet];
            return (
              <g key={group.planet} data-planet={name} data-lanes={group.lanes}>
                <g className="text-soft-gold">
                  <path
                    d={glyphPathOf(group.planet)}
                    transform={`translate(4 ${top + (LANE_H - GLYPH) / 2}) scale(${GLYPH / 24})`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={GLYPH_STROKE_WIDTH * 1.3}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                  {wide && (
                    <text
                      x={4 + GLYPH + 6}
                      y={top + LANE_H / 2 + 4}
                      className="fill-soft-gold text-[11px] font-semibold"
                    >
                      {name}
                    </text>
                  )}
                </g>
                {group.transits.map((transit) => {
                  const key = rowKey(transit.row);
                  return (
                    <TimelineTransit
                      key={key}
                      transit={transit}
                      top={top + transit.lane * LANE_H}
                      selected={key === selected}
                      dimmed={selected !== null && key !== selected}
                      onSelect={onSelect}
                    />
                  );
                })}
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
      <TimelineLegend />
    </figure>
  );
}
