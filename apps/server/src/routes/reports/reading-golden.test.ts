import { readFileSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// Issue #43: the report was made faster without cutting a word. These readings were recorded from the
// endpoint before that work (docs/decisions/109-the-report-at-the-speed-of-its-chart.md); every field of
// every reading, in every encoding, must still be there with the same value. A change to the texts
// themselves is recorded again with UPDATE_READING_GOLDEN=1 (then `npx prettier --write` the file) and
// reviewed in the diff.

const GOLDEN = new URL('./reading-golden.json', import.meta.url);

/** Times, places, no time, address forms, house systems and a birth on local mean time. */
const BIRTHS = [
  { name: 'Ana Souza', birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'São Paulo, SP' },
  { name: 'Camila Ribeiro', birthDate: '1989-12-28', birthTime: null, birthPlace: 'Salvador, BA' },
  { name: 'Davi Nogueira', birthDate: '2020-03-31', birthTime: '01:20', birthPlace: 'São Paulo, SP' },
  {
    name: 'Olívia Campos',
    birthDate: '1959-05-17',
    birthTime: null,
    birthPlace: 'Lisboa',
    addressForm: 'feminino',
  },
  {
    name: 'Heitor Lima',
    birthDate: '1965-02-23',
    birthTime: '12:00',
    birthPlace: 'Manaus, AM',
    addressForm: 'masculino',
    houseSystem: 'koch',
  },
  {
    name: 'José Ferraz',
    birthDate: '1905-03-10',
    birthTime: '06:00',
    birthPlace: 'Ouro Preto, MG',
    houseSystem: 'whole-sign',
  },
] as const;

/** Every path where two JSON values differ, each with both values (a field missing reads undefined). */
function differences(before: unknown, after: unknown, path = '$', out: string[] = []): string[] {
  if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object') {
    if (Array.isArray(before) !== Array.isArray(after)) out.push(`${path}: array against object`);
    else if (Array.isArray(before) && Array.isArray(after)) {
      if (before.length !== after.length) out.push(`${path}: ${before.length} items, now ${after.length}`);
      before.forEach((item, i) => differences(item, (after as unknown[])[i], `${path}[${i}]`, out));
    } else {
      const was = before as Record<string, unknown>;
      const is = after as Record<string, unknown>;
      for (const key of new Set([...Object.keys(was), ...Object.keys(is)]))
        differences(was[key], is[key], `${path}.${key}`, out);
    }
  } else if (before !== after) {
    out.push(`${path}: ${JSON.stringify(before)?.slice(0, 120)} → ${JSON.stringify(after)?.slice(0, 120)}`);
  }
  return out;
}

describe.each(await routeSuite())(
  'the reading, field by field against its recording, on $driver',
  ({ driver }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ driver, now: () => new Date('2026-11-23T15:00:00Z') });
    });
    afterAll(async () => t?.close());

    /** The reading as one encoding delivers it, decoded. */
    const reading = async (birth: object, encoding: 'br' | 'gzip' | 'identity') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/calculate/personal',
        headers: { 'accept-encoding': encoding },
        payload: birth,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-encoding'] ?? 'identity').toBe(encoding);
      const raw = res.rawPayload;
      const bytes =
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
      return JSON.parse(bytes.toString('utf8')) as unknown;
    };

    it('answers each fixed birth with the recorded reading, in brotli, gzip and plain JSON', async () => {
      const now: unknown[] = [];
      for (const birth of BIRTHS) {
        const br = await reading(birth, 'br');
        expect(differences(br, await reading(birth, 'gzip'))).toEqual([]);
        expect(differences(br, await reading(birth, 'identity'))).toEqual([]);
        now.push(br);
      }
      if (process.env.UPDATE_READING_GOLDEN === '1')
        writeFileSync(GOLDEN, `${JSON.stringify(now, null, 2)}\n`);
      const recorded = JSON.parse(readFileSync(GOLDEN, 'utf8')) as unknown[];
      expect(recorded).toHaveLength(BIRTHS.length);
      recorded.forEach((before, i) => expect(differences(before, now[i]), BIRTHS[i]!.name).toEqual([]));
    });

    it('sees a changed text, a dropped field and a reordered list', () => {
      const before = { content: { readings: [{ signText: 'a' }, { signText: 'b' }], notes: ['x'] } };
      const after = { content: { readings: [{ signText: 'b' }, { signText: 'a' }], notes: [] } };
      expect(differences(before, after)).toEqual([
        '$.content.readings[0].signText: "a" → "b"',
        '$.content.readings[1].signText: "b" → "a"',
        '$.content.notes: 1 items, now 0',
        '$.content.notes[0]: "x" → undefined',
      ]);
    });
  },
);
