import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allTexts } from '@constelar/content/all-texts';
import { computePersonalContent } from '../services/reading/compute-personal';
import { createJsonBytes } from './json-bytes';
import { propertyRuns } from '../../../../scripts/property-runs';

const stringify = (value: unknown) => Buffer.from(JSON.stringify(value) ?? '');

describe('createJsonBytes', () => {
  it('writes what JSON.stringify writes, for any JSON value and any text', () => {
    const toBytes = createJsonBytes({ minCachedLength: 4 });
    const text = fc.string({ unit: 'binary', maxLength: 80 });
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), text, (value, extra) => {
        // Each value twice, so its long strings come back from the cache the second time.
        const values = [value, value, { extra, value }, [extra, value, extra]];
        // Copied out: each call writes over the buffer the previous one returned.
        const written = values.map((v) => Buffer.from(toBytes(v)));
        values.forEach((v, i) => expect(written[i]!.equals(stringify(v))).toBe(true));
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('follows JSON.stringify on what JSON has no form for, toJSON and boxed values', () => {
    const toBytes = createJsonBytes();
    const odd = {
      skipped: undefined,
      fn: () => 1,
      sym: Symbol('s'),
      inArray: [undefined, () => 1, Symbol('s'), Number.NaN, -0, Infinity, 1e21, 5e-7],
      date: new Date(Date.UTC(2026, 10, 26, 12)),
      dropped: { toJSON: () => undefined },
      boxed: [new Number(3), new String('três'), new Boolean(false)],
      escapes: 'aspas " barra \\ quebra \n tab \t nulo \u0000 e “curvas” → 🌙 \ud800 sozinho',
    };
    expect(toBytes(odd).toString()).toBe(JSON.stringify(odd));
    expect(toBytes(undefined).length).toBe(0);
    expect(() => toBytes({ big: 1n })).toThrow(TypeError);
  });

  it('gives a personal report byte for byte, every time, while the cache fills', () => {
    const toBytes = createJsonBytes({ texts: allTexts().map((entry) => entry.text) });
    const corpus = toBytes.cachedCount();
    expect(corpus).toBeGreaterThan(1000);
    const places = ['Recife, PE', 'Porto Alegre, RS', 'Manaus, AM'];
    for (let n = 0; n < 30; n++) {
      const content = computePersonalContent(
        {
          name: `Ana ${n} Lima`,
          birthDate: `${1950 + n}-0${1 + (n % 9)}-1${n % 10}`,
          birthTime: n % 5 === 0 ? null : `${String(n % 24).padStart(2, '0')}:15`,
          birthPlace: places[n % places.length]!,
        },
        '2026-11-26',
      );
      expect(toBytes({ content }).equals(stringify({ content }))).toBe(true);
    }
    // Openings and number texts recur beyond the corpus; a person's summary does not.
    expect(toBytes.cachedCount()).toBeGreaterThan(corpus);
  });

  it('keeps a long string only once it has come back, so one person’s summary takes no place', () => {
    const known = 'um texto do acervo, conhecido de antemão';
    const toBytes = createJsonBytes({ texts: [known], minCachedLength: 10, maxCached: 3 });
    const shared = 'um texto longo que volta sempre';
    const check = (value: unknown) => expect(toBytes(value).toString()).toBe(JSON.stringify(value));
    expect(toBytes.cachedCount()).toBe(1);
    check([known, shared, 'um resumo feito só para a pessoa 0']);
    expect(toBytes.cachedCount()).toBe(1);
    check([shared, 'um resumo feito só para a pessoa 1', 'curto']);
    expect(toBytes.cachedCount()).toBe(2);
    // Bounded: past maxCached what was learned is forgotten at once and learned again; the corpus stays.
    for (let i = 0; i < 10; i++) {
      check([`repetido ${i} com folga`, `repetido ${i} com folga`]);
      expect(toBytes.cachedCount()).toBeLessThanOrEqual(1 + 3);
    }
    expect(toBytes.cachedCount()).toBe(3); // the corpus' one, and the last two learned since the last reset
    check([shared, 'um resumo feito só para a pessoa 2']);
  });
});
