import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this, headers outweigh what compression saves. */
export const API_COMPRESSION_MIN_BYTES = 1024;

/**
 * Fast settings (docs/decisions/004-api-compression.md). On a 63 KB report, brotli 0 gives 26.4 KB in
 * 0.16 ms, brotli 1 gives 24.5 KB in 0.24 ms. A reply is compressed once and read once: 2 KB more on the
 * wire is worth a third of the CPU back. Gzip 1 for the same reason (ADR 109): on a 56 KB report it gives
 * 21.9 KB in 0.46 ms where gzip 3 gave 20.8 KB in 0.60 ms.
 */
const ENCODERS = {
  br: (body: string | Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 0,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: string | Buffer) => gzipSync(body, { level: 1 }),
} as const;

export type ApiEncoding = keyof typeof ENCODERS | 'identity';

const PREFERENCE: ApiEncoding[] = ['br', 'gzip', 'identity'];

/** The encoding a reply gets for this Accept-Encoding header (q-values honoured); null when none is acceptable. */
export function negotiateEncoding(acceptEncoding: string | undefined): ApiEncoding | null {
  return negotiate(acceptEncoding ?? '', PREFERENCE) as ApiEncoding | null;
}

/** The body as it goes on the wire, and the encoding it ended up with (small bodies stay as they are). */
export function encodeBody<Body extends string | Buffer>(
  body: Body,
  encoding: ApiEncoding | null,
): { body: Body | Buffer; encoding: ApiEncoding } {
  if (encoding === null || encoding === 'identity' || body.length < API_COMPRESSION_MIN_BYTES) {
    return { body, encoding: 'identity' };
  }
  return { body: ENCODERS[encoding](body), encoding };
}

export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Compresses the API's JSON replies in one synchronous call. Handing one reply to libuv's threadpool (or
 * to @fastify/compress's stream pipeline, kept for static files) cost more CPU than the compression
 * itself: 2.4–2.9 ms per report against 1.7–1.9 ms this way. The personal report, the heaviest reply,
 * is built and compressed whole in a worker thread instead (reports/report-pool.ts) and arrives here
 * already encoded.
 */
export function registerApiCompression(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (payload.length < API_COMPRESSION_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    varyOnEncoding(reply);
    const encoded = encodeBody(payload, negotiateEncoding(request.headers['accept-encoding']));
    if (encoded.encoding !== 'identity') reply.header('content-encoding', encoded.encoding);
    return encoded.body;
  });
}
