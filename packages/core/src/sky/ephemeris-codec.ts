// Decoder of the ephemeris tables. Format of one body's text (base64 of a byte stream): for each
// base segment, a varint split depth d, then for each of its 2^d sub-segments, as zigzag varints in
// units of COEFFICIENT_QUANTUM_DEG, the Chebyshev coefficients c1…c(n−1) and then the difference
// between the sub-segment's start value and the previous sub-segment's end value (continuity makes
// it tiny, which saves the largest number); c0 follows from them. Longitudes come out unwrapped.

import { COEFFICIENT_QUANTUM_DEG } from './ephemeris-layout';

export interface DecodedTable {
  readonly spanDays: number;
  readonly coefficientCount: number;
  /** Split depth of each base segment. */
  readonly depth: Uint8Array;
  /** Index of each base segment's first sub-segment. */
  readonly firstSubSegment: Int32Array;
  /** All sub-segments' coefficients in degrees, `coefficientCount` each. */
  readonly coefficients: Float64Array;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeBase64(text: string): Uint8Array {
  const lookup = new Int16Array(128).fill(-1);
  for (let i = 0; i < BASE64_ALPHABET.length; i++) lookup[BASE64_ALPHABET.charCodeAt(i)] = i;
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let out = 0;
  for (let i = 0; i < clean.length; i++) {
    const v = lookup[clean.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error(`ephemeris table: bad base64 character at ${i}`);
    buffer = ((buffer << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

export function decodeTable(
  text: string,
  spanDays: number,
  coefficientCount: number,
  segmentCount: number,
): DecodedTable {
  const bytes = decodeBase64(text);
  let pos = 0;
  // Varints may exceed 32 bits, so they are built with arithmetic, not shifts.
  const readUnsigned = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[pos++];
      if (byte === undefined) throw new Error('ephemeris table: truncated');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const readSigned = (): number => {
    const z = readUnsigned();
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  };
  const depth = new Uint8Array(segmentCount);
  const firstSubSegment = new Int32Array(segmentCount);
  const chunks: number[] = [];
  const n = coefficientCount;
  let sub = 0;
  let previousEnd = 0;
  for (let i = 0; i < segmentCount; i++) {
    const d = readUnsigned();
    depth[i] = d;
    firstSubSegment[i] = sub;
    const parts = 2 ** d;
    for (let p = 0; p < parts; p++) {
      const first = chunks.length;
      chunks.push(0);
      // f(−1) = Σ (−1)^j c_j and f(+1) = Σ c_j.
      let alternating = 0;
      let sum = 0;
      for (let j = 1; j < n; j++) {
        const c = readSigned() * COEFFICIENT_QUANTUM_DEG;
        chunks.push(c);
        alternating += j % 2 === 0 ? c : -c;
        sum += c;
      }
      const start = previousEnd + readSigned() * COEFFICIENT_QUANTUM_DEG;
      const c0 = start - alternating;
      chunks[first] = c0;
      previousEnd = c0 + sum;
    }
    sub += parts;
  }
  if (pos !== bytes.length) throw new Error('ephemeris table: trailing bytes');
  return { spanDays, coefficientCount, depth, firstSubSegment, coefficients: Float64Array.from(chunks) };
}
