// ELP/MPP02 lunar theory (Chapront & Francou 2003), the full series fitted to DE405, from
// astronomia's data file. Geocentric, inertial mean ecliptic and equinox of J2000. Used only to
// generate tables.

type Series = Record<string, number[][]>;
interface ElpData {
  W1: number[];
  L: Series;
  B: Series;
  R: Series;
}

const RAD_PER_ARCSEC = Math.PI / 648000;

/** Per power of T: rows of A, φ0…φ4 for Σ A sin(φ0 + φ1 T + … + φ4 T⁴). */
type Coordinate = Float64Array[];

function flatten(series: Series): Coordinate {
  const powers = Object.keys(series)
    .map(Number)
    .sort((a, b) => a - b);
  return powers.map((p) => {
    const rows = (series[String(p)] ?? []).slice().reverse();
    const flat = new Float64Array(rows.length * 6);
    rows.forEach((row, i) => {
      for (let k = 0; k < 6; k++) flat[i * 6 + k] = row[k] ?? 0;
    });
    return flat;
  });
}

function evaluate(coordinate: Coordinate, t: number): number {
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  let total = 0;
  for (let p = coordinate.length - 1; p >= 0; p--) {
    const flat = coordinate[p]!;
    let sum = 0;
    for (let i = 0; i < flat.length; i += 6) {
      sum +=
        flat[i]! *
        Math.sin(flat[i + 1]! + flat[i + 2]! * t + flat[i + 3]! * t2 + flat[i + 4]! * t3 + flat[i + 5]! * t4);
    }
    total = total * t + sum;
  }
  return total;
}

export class ElpMpp02 {
  private readonly w1: number[];
  private readonly l: Coordinate;
  private readonly b: Coordinate;
  private readonly r: Coordinate;

  constructor(data: ElpData) {
    this.w1 = data.W1;
    this.l = flatten(data.L);
    this.b = flatten(data.B);
    this.r = flatten(data.R);
  }

  /** Geocentric distance in km (the cheaper series alone, for light time). */
  distanceKm(jdTT: number): number {
    return evaluate(this.r, (jdTT - 2451545) / 36525);
  }

  /** Geocentric rectangular coordinates (km), inertial mean ecliptic and equinox of J2000. */
  position(jdTT: number): [number, number, number] {
    const t = (jdTT - 2451545) / 36525;
    let w1 = 0;
    for (let k = this.w1.length - 1; k >= 0; k--) w1 = w1 * t + (this.w1[k] ?? 0);
    const lon = w1 + evaluate(this.l, t) * RAD_PER_ARCSEC;
    const lat = evaluate(this.b, t) * RAD_PER_ARCSEC;
    const r = evaluate(this.r, t);
    const x = r * Math.cos(lon) * Math.cos(lat);
    const y = r * Math.sin(lon) * Math.cos(lat);
    const z = r * Math.sin(lat);
    // Laskar's rotation from the ecliptic of date / departure point γ'2000 to the J2000 ecliptic.
    const p =
      t *
      (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
    const q =
      t *
      (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
    const sq = Math.sqrt(1 - p * p - q * q);
    return [
      (1 - 2 * p * p) * x + 2 * p * q * y + 2 * p * sq * z,
      2 * p * q * x + (1 - 2 * q * q) * y - 2 * q * sq * z,
      -2 * p * sq * x + 2 * q * sq * y + (1 - 2 * p * p - 2 * q * q) * z,
    ];
  }
}

export async function loadElpMpp02(): Promise<ElpMpp02> {
  const mod = (await import('astronomia/data/elpMppDeFull')) as { default: ElpData };
  return new ElpMpp02(mod.default);
}
