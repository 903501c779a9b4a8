import { BODY_NAMES } from '@constelar/content/bodies';
import { useMemo } from 'react';
import { GLYPH_STROKE_WIDTH, glyphPathOf } from '../../../components/glyphs/glyph-paths';
import { textWidth } from '../lib/text-width';
import { layoutLanes, placeAxisLabels, type Timeline } from '../lib/timeline-geometry';
import { useElementWidth } from '../lib/use-element-width';
import { TimelineLegend } from './timeline-legend';
import { LANE_H, labelWidth, rowKey, TimelineTransit } from './timeline-transit';

const AXIS_H = 24;
/** Between two planets' groups, split by a faint band. */
const GROUP_GAP = 8;
/**
 * Below this (a phone) there is no room for a column of names: each planet's name heads its group on a
 * line of its own instead, and the axis takes the whole width. Every transit keeps its label on both, so
 * nothing on the drawing needs a tap to be named (issue #31).
 */
const WIDE = 560;
const GUTTER_WIDE = 84;
const GUTTER_NARROW = 0;
/** The line that names a group on a phone. */
const HEADER_H = 18;
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
    () => layoutLanes(timeline, { plotLeft, plotRight, maxX: width - 2, labelWidth, dropLabels: false }),
    [timeline, plotLeft, plotRight, width],
  );
  const header = wide ? 0 : HEADER_H;
  /** Where each group's band starts, and its first lane below its name. */
  const bands: number[] = [];
  const tops: number[] = [];
  let height = AXIS_H;
  for (const group of groups) {
    bands.push(height);
    tops.push(height + GROUP_GAP / 2 + header);
    height += header + group.lanes * LANE_H + GROUP_GAP;
  }
  const todayX = x(timeline.today);
  const axisLabels = placeAxisLabels(
    timeline.months.map((m) => ({ label: m.label, x: x(m.at) })),
    { todayX, todayWidth: textWidth('hoje', 11), maxX: width - 2, width: (label) => textWidth(label, 11) },
  );

  return (
    <figure aria-hidden="true" className="glass m-0 p-3 sm:p-4" data-testid="sky-timeline">
      <div ref={ref} className="w-full">
        <svg width={width} height={height} className="block select-none" role="presentation">
          {groups.map((group, g) => (
            // Every other group on a faint band, so the eye keeps to one planet across the months.
            <rect
              key={group.planet}
              x={0}
              y={bands[g]!}
              width={width}
              height={header + group.lanes * LANE_H + GROUP_GAP}
              rx={6}
              className={g % 2 === 0 ? 'fill-white/[0.04]' : 'fill-transparent'}
            />
          ))}
          {timeline.months.map((m) => (
            <line
              key={m.label}
              x1={x(m.at)}
              x2={x(m.at)}
              y1={AXIS_H - 6}
              y2={height}
              stroke="currentColor"
              className="text-white/10"
            />
          ))}
          {/* Every month is named: one that begins right after today moves past "hoje". */}
          {axisLabels.map((m) => (
            <text
              key={m.label}
              data-month={m.label}
              x={m.x}
              y={14}
              textAnchor="middle"
              className="fill-muted text-[11px]"
            >
              {m.label}
            </text>
          ))}
          {groups.map((group, g) => {
            const top = tops[g]!;
            const name = BODY_NAMES[group.planet];
            return (
              <g key={group.planet} data-planet={name} data-lanes={group.lanes}>
                <g className="text-soft-gold">
                  <path
                    d={glyphPathOf(group.planet)}
                    transform={`translate(4 ${
                      wide ? top + (LANE_H - GLYPH) / 2 : bands[g]! + GROUP_GAP / 2 + (HEADER_H - GLYPH) / 2
                    }) scale(${GLYPH / 24})`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={GLYPH_STROKE_WIDTH * 1.3}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                  <text
                    data-group-name
                    x={4 + GLYPH + 6}
                    y={wide ? top + LANE_H / 2 + 4 : bands[g]! + GROUP_GAP / 2 + HEADER_H / 2 + 4}
                    className="fill-soft-gold text-[11px] font-semibold"
                  >
                    {name}
                  </text>
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
