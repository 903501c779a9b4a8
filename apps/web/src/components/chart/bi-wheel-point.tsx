// One point of the bi-wheel: tick at its true longitude, leader, glyph and degree label. A keyboard
// and touch target, like the natal wheel's bodies; the caption below reads out what it describes.
import { pointGlyph, pointName } from './chart-point-names';
import { LABEL_FONT, type PlacedPoint } from './bi-wheel-layout';
import { FONT, f } from './wheel-style';

const GLYPH = 15;

export function BiWheelPoint({
  placed,
  half,
  ink,
  description,
  active,
  onActivate,
  onRelease,
}: {
  placed: PlacedPoint;
  half: number;
  ink: string;
  description: string;
  active: boolean;
  onActivate: (key: string) => void;
  onRelease: (key: string) => void;
}) {
  const { key, glyph: g, label, tickFrom, tickTo, leaderEnd, point } = placed;
  const path = pointGlyph(point.code);
  const retro = placed.labelText.endsWith('℞');
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={description}
      data-point={key}
      className="cursor-pointer outline-none"
      onMouseEnter={() => onActivate(key)}
      onMouseLeave={() => onRelease(key)}
      onFocus={() => onActivate(key)}
      onBlur={() => onRelease(key)}
      onClick={() => onActivate(key)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onActivate(key);
        }
      }}
    >
      <line
        x1={f(tickFrom.x)}
        y1={f(tickFrom.y)}
        x2={f(tickTo.x)}
        y2={f(tickTo.y)}
        stroke={ink}
        strokeWidth="1.6"
      />
      <line
        x1={f(tickTo.x)}
        y1={f(tickTo.y)}
        x2={f(leaderEnd.x)}
        y2={f(leaderEnd.y)}
        stroke={ink}
        strokeOpacity="0.45"
        strokeWidth="0.8"
      />
      {/* The focus ring: focusing a point activates it, and the active circle is outlined brightly. */}
      <circle
        data-hit
        cx={f(g.x)}
        cy={f(g.y)}
        r={half}
        fill={active ? '#2d1b5e' : '#1a1033'}
        stroke={active ? '#ffffff' : 'rgba(212,175,55,0.35)'}
        strokeWidth={active ? 1.8 : 0.8}
      />
      {path ? (
        <g
          transform={`translate(${f(g.x - GLYPH / 2)} ${f(g.y - GLYPH / 2)}) scale(${GLYPH / 24})`}
          fill="none"
          stroke={active ? '#ffffff' : ink}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          pointerEvents="none"
        >
          <path d={path} />
        </g>
      ) : (
        // A code without a glyph still shows something readable: its name's first two letters.
        <text
          x={f(g.x)}
          y={f(g.y)}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize="8"
          fill={ink}
          fontFamily={FONT}
          aria-hidden="true"
        >
          {pointName(point.code).slice(0, 2)}
        </text>
      )}
      <text
        x={f(label.x)}
        y={f(label.y)}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={LABEL_FONT}
        fill={ink}
        fontFamily={FONT}
        className="tabular-nums"
        aria-hidden="true"
      >
        {retro ? placed.labelText.slice(0, -1) : placed.labelText}
        {retro && <tspan fill="#ec4899">℞</tspan>}
      </text>
    </g>
  );
}
