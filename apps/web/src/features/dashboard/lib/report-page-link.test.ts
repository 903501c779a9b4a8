import { describe, expect, it } from 'vitest';
import { nextBeforeFromLink } from './report-page-link';

describe('nextBeforeFromLink', () => {
  it('reads the next page from the Link header the server sends', () => {
    const id = '0b8f6a52-3c1e-4f7a-9d2b-5e6f7a8b9c0d';
    expect(nextBeforeFromLink(`</api/reports?before=${id}>; rel="next"`)).toBe(id);
    expect(nextBeforeFromLink(`<https://constelar.app/api/reports?before=${id}>; rel=next`)).toBe(id);
    expect(nextBeforeFromLink(`</x>; rel="prev", </api/reports?before=${id}>; rel="next"`)).toBe(id);
  });

  it('answers null on the last page', () => {
    expect(nextBeforeFromLink(undefined)).toBeNull();
    expect(nextBeforeFromLink('')).toBeNull();
    expect(nextBeforeFromLink('</api/reports?before=a>; rel="prev"')).toBeNull();
  });
});
