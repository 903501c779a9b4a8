// The lit part of the Moon as an SVG path in a 24×24 box: the "Seu dia" card and every day of /ceu draw
// it. Pure, so it is tested.
const CX = 12;
const CY = 12;
export const MOON_RADIUS = 9;

/**
 * The lit region: the limb on the lit side and the terminator, an ellipse whose half-width is
 * r·|1 − 2k| for an illuminated fraction k. Drawn as seen from Brazil (southern hemisphere), where the
 * waxing Moon is lit on the left. Empty for a new Moon, a full disc for a full one.
 */
export function moonLitPath(waxing: boolean, illumination: number, r = MOON_RADIUS): string {
  const k = Math.min(1, Math.max(0, illumination));
  if (k < 0.01) return '';
  const top = `${CX} ${CY - r}`;
  const bottom = `${CX} ${CY + r}`;
  if (k > 0.99) return `M ${top} A ${r} ${r} 0 1 1 ${bottom} A ${r} ${r} 0 1 1 ${top} Z`;
  const litRight = !waxing;
  const gibbous = k > 0.5;
  const rx = Number((r * Math.abs(1 - 2 * k)).toFixed(2));
  // SVG's sweep flag 1 turns clockwise on screen: top → right → bottom for a limb lit on the right.
  const limbSweep = litRight ? 1 : 0;
  const terminatorSweep = gibbous === litRight ? 1 : 0;
  return `M ${top} A ${r} ${r} 0 0 ${limbSweep} ${bottom} A ${rx} ${r} 0 0 ${terminatorSweep} ${top} Z`;
}

/** "73%" in pt-BR, for the indicator's text. */
export const illuminationPercent = (illumination: number) =>
  `${Math.round(Math.min(1, Math.max(0, illumination)) * 100)}%`;
