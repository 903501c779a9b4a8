// The bi-wheel's public shapes. Synastry, progressions and "Roda de hoje" code against them, so they
// change only together with those callers.

/** A point on a ring. `code` is a body code of @constelar/core/codes, or 'ascendant' | 'midheaven'. */
export interface WheelPoint {
  code: string;
  longitude: number;
  retrograde?: boolean;
}

/** The inner chart: its points, and its angles and house cusps when the birth time is known. */
export interface BiWheelInner {
  label: string;
  points: WheelPoint[];
  ascendant?: number | null;
  midheaven?: number | null;
  /** Twelve cusp longitudes, house 1 first. */
  cusps?: readonly number[] | null;
}

export interface BiWheelOuter {
  label: string;
  points: WheelPoint[];
}

export type BiWheelAspectKind = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

/** An aspect from an inner point (by code) to an outer point (by code). */
export interface BiWheelAspect {
  inner: string;
  outer: string;
  aspect: BiWheelAspectKind;
  orb: number;
}

export interface BiWheelProps {
  /** Accessible name of the drawing: "Sinastria de Maria e João", "Roda de hoje de Maria". */
  title: string;
  inner: BiWheelInner;
  outer: BiWheelOuter;
  aspects?: BiWheelAspect[];
}
