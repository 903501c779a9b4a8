// Full VSOP87B series (Bretagnon & Francou 1988) from astronomia's data files: heliocentric
// ecliptic coordinates, dynamical ecliptic and equinox J2000. Used only to generate tables.

type Series = Record<string, number[][]>;
interface VsopData {
  L: Series;
  B: Series;
  R: Series;
}

/** One coordinate: per power of τ, flat triples A, B, C of Σ A cos(B + C τ). */
type Coordinate = Float64Array[];

function flatten(series: Series): Coordinate {
  const powers = Object.keys(series)
    .map(Number)
    .sort((a, b) => a - b);
  return powers.map((p) => {
    const rows = series[String(p)] ?? [];
    const flat = new Float64Array(rows.length * 3);
    // Smallest terms first to limit rounding.
    rows
      .slice()
      .reverse()
      .forEach((row, i) => {
        flat[i * 3] = row[0] ?? 0;
        flat[i * 3 + 1] = row[1] ?? 0;
        flat[i * 3 + 2] = row[2] ?? 0;
      });
    return flat;
  });
}

function evaluate(coordinate: Coordinate, tau: number): number {
  let total = 0;
  for (let p = coordinate.length - 1; p >= 0; p--) {
    const flat = coordinate[p]!;
    let sum = 0;
    for (let i = 0; i < flat.length; i += 3) sum += flat[i]! * Math.cos(flat[i + 1]! + flat[i + 2]! * tau);
    total = total * tau + sum;
  }
  return total;
}

export class Vsop87Planet {
  private readonly l: Coordinate;
  private readonly b: Coordinate;
  private readonly r: Coordinate;

  constructor(data: VsopData) {
    this.l = flatten(data.L);
    this.b = flatten(data.B);
    this.r = flatten(data.R);
  }

  /** Heliocentric rectangular ecliptic J2000 coordinates (AU) at a Julian day in TT (TDB). */
  position(jdTT: number): [number, number, number] {
    const tau = (jdTT - 2451545) / 365250;
    const l = evaluate(this.l, tau);
    const b = evaluate(this.b, tau);
    const r = evaluate(this.r, tau);
    const cb = Math.cos(b);
    return [r * cb * Math.cos(l), r * cb * Math.sin(l), r * Math.sin(b)];
  }
}

export async function loadVsop87(name: string): Promise<Vsop87Planet> {
  const mod = (await import(`astronomia/data/vsop87B${name}`)) as { default: VsopData };
  return new Vsop87Planet(mod.default);
}
