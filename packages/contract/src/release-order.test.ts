import { describe, expect, it } from 'vitest';
import { compareVersions, newestReleasesFirst } from './release-order';

describe('compareVersions', () => {
  it.each([
    ['1.2.0', '1.1.0', 1],
    ['1.10.0', '1.9.3', 1],
    ['2.0', '1.99.99', 1],
    ['1.2.0', '1.2.0-beta.2', 1],
    ['1.2.0-beta.10', '1.2.0-beta.2', 1],
    ['v1.3.0', '1.2.9', 1],
    ['1.2', '1.2.0', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
    expect(Math.sign(compareVersions(b, a))).toBe(sign === 0 ? 0 : -sign);
  });
});

describe('newestReleasesFirst', () => {
  it('orders by version, then by date, whatever the dates say', () => {
    const releases = [
      { version: '1.1.0', releaseDate: '2026-05-02T00:00:00.000Z' },
      { version: '1.2.0', releaseDate: '2026-04-01T00:00:00.000Z' },
      { version: '1.10.0', releaseDate: '2026-01-01T00:00:00.000Z' },
      { version: '1.2.0', releaseDate: '2026-04-20T00:00:00.000Z' },
    ];
    expect(newestReleasesFirst(releases)).toEqual([releases[2], releases[3], releases[1], releases[0]]);
  });
});
