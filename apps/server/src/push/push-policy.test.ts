import { describe, expect, it } from 'vitest';
import { fitPayload } from './push-payload';
import { isQuietHour, MAX_PAYLOAD_BYTES, mayPushAt } from './push-policy';

describe('quiet hours', () => {
  it.each([
    [21, false],
    [22, true],
    [23, true],
    [0, true],
    [6, true],
    [7, false],
    [12, false],
  ])('%i h is quiet: %s', (hour, quiet) => {
    expect(isQuietHour(hour)).toBe(quiet);
  });

  it('lets a push through in the quiet hours only at the hour the subscriber chose', () => {
    expect(mayPushAt(23, 8)).toBe(false);
    expect(mayPushAt(23, 23)).toBe(true);
    expect(mayPushAt(9, 8)).toBe(true);
  });
});

describe('fitPayload', () => {
  it('keeps a small payload as it is', () => {
    const payload = { title: 'Título', body: 'Corpo curto.', url: '/', tag: 't' };
    expect(fitPayload(payload)).toBe(payload);
  });

  it('cuts a long body at a word, under 3 KB, accents counted as the bytes they are', () => {
    const payload = { title: 'Título', body: 'ação '.repeat(2000).trim(), url: '/', tag: 't' };
    const fitted = fitPayload(payload);
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(fitted.body).toMatch(/ação…$/);
    expect(fitted.body.length).toBeGreaterThan(2000);
  });
});
