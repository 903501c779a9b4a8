import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, hmacSha256, sha256 } from './sha256';

const encoder = new TextEncoder();

describe('sha256 and hmacSha256', () => {
  it('match node:crypto on every length around the block boundaries', () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(bytesToHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
      const key = data.slice(0, length % 97);
      expect(bytesToHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
    }
  });

  it('gives the FIPS 180-2 digest of "abc"', () => {
    expect(bytesToHex(sha256(encoder.encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('reads hex back and refuses what is not hex', () => {
    expect(bytesToHex(hexToBytes('00ff10Ab')!)).toBe('00ff10ab');
    expect(hexToBytes('abc')).toBeNull();
    expect(hexToBytes('zz')).toBeNull();
  });
});
