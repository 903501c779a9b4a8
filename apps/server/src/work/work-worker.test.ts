import { transferableSymbol, valueSymbol } from 'piscina';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import runJob, { ownBytes } from './work-worker';

const BIRTH = {
  name: 'Maria da Conceição Souza',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP',
};

describe('what a work thread hands back', () => {
  it('moves a reply’s bytes to the event loop instead of copying them', async () => {
    const result = (await runJob({
      task: 'personalReply',
      job: { input: BIRTH, today: '2026-11-29', encoding: 'br' },
    })) as unknown as Record<symbol, unknown>;
    const [moved] = result[transferableSymbol] as ArrayBuffer[];
    const outcome = result[valueSymbol] as { ok: true; value: { body: Uint8Array; encoding: string } };
    expect(outcome.value.encoding).toBe('br');
    expect(moved).toBe(outcome.value.body.buffer);
    const json = JSON.parse(brotliDecompressSync(outcome.value.body).toString('utf8'));
    expect(json.content.name).toBe(BIRTH.name);
  });

  it('copies bytes that share their buffer, and anything that is not a reply', () => {
    const pooled = Buffer.from('{"a":1}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    expect(ownBytes({ ok: true, value: { body: pooled, encoding: 'identity' } })).toBeUndefined();
    const owned = new Uint8Array(2048);
    expect(ownBytes({ ok: true, value: { body: owned, encoding: 'identity' } })).toBe(owned.buffer);
    expect(ownBytes({ ok: true, value: owned } as never)).toBeUndefined();
    expect(ownBytes({ ok: false, error: { kind: 'http', statusCode: 422, message: 'x' } } as never)).toBe(
      undefined,
    );
  });
});
