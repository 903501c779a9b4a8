// Reference ("exact") apparent geocentric ecliptic longitudes of date, from the full theories:
// VSOP87B for the Sun and planets, ELP/MPP02 for the Moon, astronomy-engine's integration for Pluto.
// Light time, deflection by the Sun, relativistic annual aberration, IAU 2006 precession and
// IAU 2000B nutation, following what Swiss Ephemeris does. Slow (ms per call); tables are fitted to it.

import * as Astronomy from 'astronomy-engine';
import type { Body } from '../../src/codes';
import { loadElpMpp02, type ElpMpp02 } from './elp-mpp02';
import {
  VSOP_TO_EQUATORIAL,
  add,
  apply,
  cross,
  dot,
  equatorialJ2000ToEclipticOfDate,
  norm,
  scale,
  sub,
  type Vec3,
} from './frames';
import { loadVsop87, type Vsop87Planet } from './vsop87';

const AU_KM = 149_597_870.7;
const C_AU_PER_DAY = 173.1446326846693;
const C_KM_PER_DAY = C_AU_PER_DAY * AU_KM;
/** Schwarzschild radius of the Sun, AU (2GM/c²). */
const SUN_SCHWARZSCHILD_AU = 1.97412574336e-8;
const VELOCITY_STEP_DAYS = 0.005;

const VSOP_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'] as const;
type VsopPlanet = (typeof VSOP_PLANETS)[number];

function unit(v: Vec3): Vec3 {
  return scale(v, 1 / norm(v));
}

const SUN_RADIUS_AU = 696_000 / AU_KM;

/**
 * Fraction of the Sun's mass inside a radius (in solar radii). Light from a body behind the solar disk
 * passes through the Sun and is bent only by the mass inside its path; Swiss Ephemeris reduces the
 * deflection the same way. A smooth fit to the standard solar model (within 0.07 of it): it grows as
 * r^2.5 near the centre, so the deflection fades to zero there instead of flipping sign, and it reaches
 * 1 without a kink at the limb; both keep the fitted tables accurate through such passages.
 */
function enclosedSolarMass(radii: number): number {
  return radii >= 1 ? 1 : 1 - Math.exp(-Math.LN2 * (radii / 0.25) ** 2.46);
}

/** Light deflection by the Sun (ERFA ld): p geocentric direction, q Sun→body, e Sun→Earth (units). */
function deflect(p: Vec3, q: Vec3, e: Vec3, sunEarthAu: number, sunBodyAu: number): Vec3 {
  // Closest approach of the ray body→Earth to the Sun, to know whether it crosses the solar disk.
  const body = scale(q, sunBodyAu);
  const earth = scale(e, sunEarthAu);
  const ray = sub(earth, body);
  const along = -dot(body, ray) / dot(ray, ray);
  const closest = along > 0 && along < 1 ? norm(add(body, scale(ray, along))) : Infinity;
  const mass = enclosedSolarMass(closest / SUN_RADIUS_AU);
  const w = (mass * SUN_SCHWARZSCHILD_AU) / sunEarthAu / Math.max(1 + dot(q, e), 1e-12);
  return add(p, scale(cross(p, cross(e, q)), w));
}

/** Relativistic annual aberration (ERFA ab without the tiny gravitational term); v in units of c. */
function aberrate(p: Vec3, v: Vec3): Vec3 {
  const bm1 = Math.sqrt(1 - dot(v, v));
  const pdv = dot(p, v);
  const w1 = 1 + pdv / (1 + bm1);
  return unit(add(scale(p, bm1), scale(v, w1)));
}

function longitudeOfDate(equatorialJ2000: Vec3, jdTT: number): number {
  const ecl = apply(equatorialJ2000ToEclipticOfDate(jdTT), equatorialJ2000);
  const deg = (Math.atan2(ecl[1], ecl[0]) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}

export class ApparentEphemeris {
  private constructor(
    private readonly earth: Vsop87Planet,
    private readonly planets: Record<VsopPlanet, Vsop87Planet>,
    private readonly moon: ElpMpp02,
  ) {}

  static async load(): Promise<ApparentEphemeris> {
    const earth = await loadVsop87('earth');
    const entries = await Promise.all(VSOP_PLANETS.map(async (p) => [p, await loadVsop87(p)] as const));
    const planets = Object.fromEntries(entries) as Record<VsopPlanet, Vsop87Planet>;
    return new ApparentEphemeris(earth, planets, await loadElpMpp02());
  }

  /** Earth, heliocentric, FK5 equator J2000: position (AU) and velocity (AU/day). */
  private earthState(jdTT: number): { position: Vec3; velocity: Vec3 } {
    const position = apply(VSOP_TO_EQUATORIAL, this.earth.position(jdTT));
    const ahead = apply(VSOP_TO_EQUATORIAL, this.earth.position(jdTT + VELOCITY_STEP_DAYS));
    const behind = apply(VSOP_TO_EQUATORIAL, this.earth.position(jdTT - VELOCITY_STEP_DAYS));
    return { position, velocity: scale(sub(ahead, behind), 1 / (2 * VELOCITY_STEP_DAYS)) };
  }

  private heliocentric(body: VsopPlanet | 'pluto', jdTT: number): Vec3 {
    if (body === 'pluto') {
      const v = Astronomy.HelioVector(
        Astronomy.Body.Pluto,
        Astronomy.AstroTime.FromTerrestrialTime(jdTT - 2451545),
      );
      return [v.x, v.y, v.z];
    }
    return apply(VSOP_TO_EQUATORIAL, this.planets[body].position(jdTT));
  }

  /** Apparent direction (unit vector, GCRS-like J2000 equator) of a Sun-orbiting body. */
  private planetDirection(body: VsopPlanet | 'pluto', jdTT: number): Vec3 {
    return this.orbitDirection((jd) => this.heliocentric(body, jd), jdTT);
  }

  /** The same for any body whose heliocentric J2000 equatorial position (AU) is given (Quíron). */
  private orbitDirection(heliocentricAt: (jdTT: number) => Vec3, jdTT: number): Vec3 {
    const earth = this.earthState(jdTT);
    let tau = 0;
    let helio: Vec3 = [0, 0, 0];
    let geo: Vec3 = [0, 0, 0];
    for (let i = 0; i < 4; i++) {
      helio = heliocentricAt(jdTT - tau);
      geo = sub(helio, earth.position);
      tau = norm(geo) / C_AU_PER_DAY;
    }
    const sunEarth = norm(earth.position);
    const deflected = deflect(
      unit(geo),
      unit(helio),
      scale(earth.position, 1 / sunEarth),
      sunEarth,
      norm(helio),
    );
    return aberrate(unit(deflected), scale(earth.velocity, 1 / C_AU_PER_DAY));
  }

  private sunDirection(jdTT: number): Vec3 {
    const earth = this.earthState(jdTT);
    return aberrate(unit(scale(earth.position, -1)), scale(earth.velocity, 1 / C_AU_PER_DAY));
  }

  /** Geocentric Moon (km), J2000 equator, geometric. */
  private moonPosition(jdTT: number): Vec3 {
    return apply(VSOP_TO_EQUATORIAL, this.moon.position(jdTT));
  }

  private moonDirection(jdTT: number): Vec3 {
    // Light time only: the Earth's own motion during it cancels the annual aberration.
    const tau = this.moon.distanceKm(jdTT) / C_KM_PER_DAY;
    return unit(this.moonPosition(jdTT - tau));
  }

  /** Osculating (true) ascending node of the lunar orbit on the ecliptic of date, true equinox. */
  private trueNodeLongitude(jdTT: number): number {
    const m = equatorialJ2000ToEclipticOfDate(jdTT);
    const h = 0.01;
    const r = apply(m, this.moonPosition(jdTT));
    const ahead = apply(m, this.moonPosition(jdTT + h));
    const behind = apply(m, this.moonPosition(jdTT - h));
    const v = scale(sub(ahead, behind), 1 / (2 * h));
    const angular = cross(r, v);
    const deg = (Math.atan2(angular[0], -angular[1]) * 180) / Math.PI;
    return deg < 0 ? deg + 360 : deg;
  }

  /** Apparent geocentric ecliptic longitude of date of a body given by its heliocentric orbit. */
  orbitLongitude(heliocentricAt: (jdTT: number) => Vec3, jdTT: number): number {
    return longitudeOfDate(this.orbitDirection(heliocentricAt, jdTT), jdTT);
  }

  /** Apparent geocentric ecliptic longitude of date, degrees in [0, 360). */
  longitude(body: Body, jdTT: number): number {
    switch (body) {
      case 'sun':
        return longitudeOfDate(this.sunDirection(jdTT), jdTT);
      case 'moon':
        return longitudeOfDate(this.moonDirection(jdTT), jdTT);
      case 'trueNode':
        return this.trueNodeLongitude(jdTT);
      default:
        return longitudeOfDate(this.planetDirection(body, jdTT), jdTT);
    }
  }
}
