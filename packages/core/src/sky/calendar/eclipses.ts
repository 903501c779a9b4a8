// Eclipses after Jean Meeus, "Astronomical Algorithms" (2nd ed.), ch. 54: from the lunation number k
// (whole for a new Moon, half for a full one), the mean elements give the time of greatest eclipse, γ
// (least distance of the shadow axis from the Earth's centre, in Earth radii) and u (the umbral
// cone's radius there), and from these the kind. Our tables hold longitudes only, which cannot tell
// where the shadow falls; Meeus' series is good to a few minutes, inside sky.md's 10.

import type { EclipseBody, EclipseKind } from '../../codes';
import type { EclipseEvent } from './sky-event';
import { utcMsFromTT } from '../tt-to-utc';

const RAD = Math.PI / 180;
const sin = (deg: number) => Math.sin(deg * RAD);
const cos = (deg: number) => Math.cos(deg * RAD);

/** Mean lunation in days, and the JDE of the new Moon of k = 0 (2000-01-06). */
const SYNODIC_MONTH = 29.530588861;
const EPOCH_JDE = 2451550.09766;

export interface MeeusEclipse {
  body: EclipseBody;
  kind: EclipseKind;
  /** Greatest eclipse, Julian Ephemeris Day (TT). */
  jde: number;
  gamma: number;
  u: number;
}

/** The eclipse at lunation k (k or k − ½ an integer), if there is one. */
export function eclipseAtLunation(k: number): MeeusEclipse | undefined {
  const T = k / 1236.85;
  const T2 = T * T;
  const T3 = T2 * T;
  const T4 = T3 * T;
  const F = 160.7108 + 390.67050284 * k - 0.0016118 * T2 - 0.00000227 * T3 + 0.000000011 * T4;
  // Far from a node: no eclipse.
  if (Math.abs(sin(F)) > 0.36) return undefined;
  const jdeMean = EPOCH_JDE + SYNODIC_MONTH * k + 0.00015437 * T2 - 0.00000015 * T3 + 0.00000000073 * T4;
  const M = 2.5534 + 29.1053567 * k - 0.0000014 * T2 - 0.00000011 * T3;
  const Mp = 201.5643 + 385.81693528 * k + 0.0107582 * T2 + 0.00001238 * T3 - 0.000000058 * T4;
  const omega = 124.7746 - 1.56375588 * k + 0.0020672 * T2 + 0.00000215 * T3;
  const E = 1 - 0.002516 * T - 0.0000074 * T2;
  const F1 = F - 0.02665 * sin(omega);
  const A1 = 299.77 + 0.107408 * k - 0.009173 * T2;
  const solar = Number.isInteger(k);

  const jde =
    jdeMean +
    (solar ? -0.4075 * sin(Mp) + 0.1721 * E * sin(M) : -0.4065 * sin(Mp) + 0.1727 * E * sin(M)) +
    0.0161 * sin(2 * Mp) -
    0.0097 * sin(2 * F1) +
    0.0073 * E * sin(Mp - M) -
    0.005 * E * sin(Mp + M) -
    0.0023 * sin(Mp - 2 * F1) +
    0.0021 * E * sin(2 * M) +
    0.0012 * sin(Mp + 2 * F1) +
    0.0006 * E * sin(2 * Mp + M) -
    0.0004 * sin(3 * Mp) -
    0.0003 * E * sin(M + 2 * F1) +
    0.0003 * sin(A1) -
    0.0002 * E * sin(M - 2 * F1) -
    0.0002 * E * sin(2 * Mp - M) -
    0.0002 * sin(omega);

  const P =
    0.207 * E * sin(M) +
    0.0024 * E * sin(2 * M) -
    0.0392 * sin(Mp) +
    0.0116 * sin(2 * Mp) -
    0.0073 * E * sin(Mp + M) +
    0.0067 * E * sin(Mp - M) +
    0.0118 * sin(2 * F1);
  const Q =
    5.2207 -
    0.0048 * E * cos(M) +
    0.002 * E * cos(2 * M) -
    0.3299 * cos(Mp) -
    0.006 * E * cos(Mp + M) +
    0.0041 * E * cos(Mp - M);
  const W = Math.abs(cos(F1));
  const gamma = (P * cos(F1) + Q * sin(F1)) * (1 - 0.0048 * W);
  const u = 0.0059 + 0.0046 * E * cos(M) - 0.0182 * cos(Mp) + 0.0004 * cos(2 * Mp) - 0.0005 * cos(M + Mp);

  const kind = solar ? solarKind(gamma, u) : lunarKind(gamma, u);
  return kind && { body: solar ? 'sun' : 'moon', kind, jde, gamma, u };
}

function solarKind(gamma: number, u: number): EclipseKind | undefined {
  const g = Math.abs(gamma);
  if (g > 1.5433 + u) return undefined;
  // Central, or the umbral cone's edge grazing the Earth (a non-central total or annular eclipse).
  if (g < 0.9972 || g < 0.9972 + Math.abs(u)) {
    if (u < 0) return 'total';
    if (u > 0.0047) return 'annular';
    // Thin cone: annular at the ends of the track, total in the middle when u < ω.
    const omega = 0.00464 * Math.sqrt(Math.max(0, 1 - gamma * gamma));
    return g < 0.9972 && u < omega ? 'hybrid' : 'annular';
  }
  return 'partial';
}

function lunarKind(gamma: number, u: number): EclipseKind | undefined {
  const g = Math.abs(gamma);
  const penumbral = (1.5573 + u - g) / 0.545;
  const umbral = (1.0128 - u - g) / 0.545;
  if (penumbral <= 0) return undefined;
  if (umbral <= 0) return 'penumbral';
  return umbral >= 1 ? 'total' : 'partial';
}

/** Eclipses whose greatest phase falls in [fromJd, toJd] (TT Julian days). */
export function findEclipses(fromJd: number, toJd: number): EclipseEvent[] {
  const events: EclipseEvent[] = [];
  // Greatest eclipse lies within a day of the mean lunation, so start one lunation early.
  const first = Math.floor((fromJd - EPOCH_JDE) / SYNODIC_MONTH) - 1;
  for (let half = 2 * first; EPOCH_JDE + (SYNODIC_MONTH * half) / 2 < toJd + 2; half++) {
    const eclipse = eclipseAtLunation(half / 2);
    if (!eclipse || eclipse.jde < fromJd || eclipse.jde > toJd) continue;
    events.push({
      type: 'eclipse',
      body: eclipse.body,
      kind: eclipse.kind,
      timeMs: utcMsFromTT(eclipse.jde),
    });
  }
  return events;
}
