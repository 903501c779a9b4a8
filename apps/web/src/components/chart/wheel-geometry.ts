// Geometry of the chart wheels (natal and bi-wheel): where an ecliptic longitude falls on screen, and how to spread glyphs
// that would overlap. Pure functions, so they are unit-tested without a DOM.

const DEG_PER_RAD = 180 / Math.PI;

export const normalizeDegrees = (deg: number): number => ((deg % 360) + 360) % 360;

/**
 * Screen position of a longitude on a wheel whose Ascendant sits at 9 o'clock and whose zodiac runs
 * counter-clockwise (the usual Western chart orientation). SVG's y axis points down, hence the minus.
 */
export function pointOnWheel(
  longitude: number,
  ascendant: number,
  radius: number,
  center: number,
): { x: number; y: number } {
  const angle = (180 + longitude - ascendant) / DEG_PER_RAD;
  return { x: center + radius * Math.cos(angle), y: center - radius * Math.sin(angle) };
}

/** Counter-clockwise distance from a to b, in [0, 360). */
export const arcFrom = (a: number, b: number): number => normalizeDegrees(b - a);

/** Midpoint of the arc from a to b going counter-clockwise (house numbers sit there). */
export const arcMidpoint = (a: number, b: number): number => normalizeDegrees(a + arcFrom(a, b) / 2);

/**
 * Display longitudes for glyphs at the given true longitudes, at least `minGap` degrees apart, each as
 * close to its true place as the crowd allows. Crowded neighbours are fanned out evenly around their
 * group's centre; groups merge until nothing overlaps, all the way round the circle. Returns one value
 * per input, in input order, normalized to [0, 360).
 */
export function spreadLongitudes(longitudes: readonly number[], minGap: number): number[] {
  const n = longitudes.length;
  if (n < 2) return longitudes.map(normalizeDegrees);
  const gap = Math.min(minGap, 360 / n);
  const order = longitudes
    .map((lon, index) => ({ lon: normalizeDegrees(lon), index }))
    .sort((a, b) => a.lon - b.lon);

  // Unroll the circle at its widest empty arc, so the crowding problem becomes a line.
  let widest = 0;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const next = order[(i + 1) % n]!.lon + (i + 1 === n ? 360 : 0);
    const space = next - order[i]!.lon;
    if (space > widest) {
      widest = space;
      start = (i + 1) % n;
    }
  }
  const line: { lon: number; index: number }[] = [];
  for (let k = 0; k < n; k++) {
    const item = order[(start + k) % n]!;
    const base = order[start]!.lon;
    line.push({ lon: item.lon < base ? item.lon + 360 : item.lon, index: item.index });
  }

  // Clusters of consecutive items; each is laid out evenly around the mean of its true longitudes.
  type Cluster = { first: number; count: number; sum: number };
  const layout = (c: Cluster) => c.sum / c.count - ((c.count - 1) * gap) / 2;
  let clusters: Cluster[] = line.map((item, i) => ({ first: i, count: 1, sum: item.lon }));
  let merged = true;
  while (merged) {
    merged = false;
    const next: Cluster[] = [];
    for (const cluster of clusters) {
      const prev = next[next.length - 1];
      if (prev && layout(prev) + (prev.count - 1) * gap + gap > layout(cluster) + 1e-9) {
        prev.count += cluster.count;
        prev.sum += cluster.sum;
        merged = true;
      } else {
        next.push({ ...cluster });
      }
    }
    clusters = next;
  }

  const result = new Array<number>(n);
  for (const cluster of clusters) {
    const from = layout(cluster);
    for (let k = 0; k < cluster.count; k++) {
      result[line[cluster.first + k]!.index] = normalizeDegrees(from + k * gap);
    }
  }
  return result;
}
