import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this, headers outweigh what compression saves. */
export const API_COMPRESSION_MIN_BYTES = 1024;

/**
 * Fast settings, measured on a 45 KB report (docs/decisions/004-api-compression.md): brotli 1 gives
 * 18.2 KB in 0.34 ms and gzip 3 gives 17.4 KB in 0.64 ms, where gzip 6 gives 16.3 KB in 1.2 ms. A reply
 * is compressed once and read once, so the last kilobyte is not worth twice the CPU.
 */
const ENCODERS = {
  br: (body: string | Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: string | Buffer) => gzipSync(body, { level: 3 }),
} as const;

const PREFERENCE: (keyof typeof ENCODERS | 'identity')[] = ['br', 'gzip', 'identity'];

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Compresses the API's JSON replies in one synchronous call. On two cores there is no idle core for
 * libuv's threadpool to use, and handing a report to it (or through @fastify/compress's stream
 * pipeline, kept for static files) cost more CPU than the compression itself: 2.4–2.9 ms of CPU per
 * report against 1.7–1.9 ms this way.
 */
export function registerApiCompression(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (payload.length < API_COMPRESSION_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    varyOnEncoding(reply);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', PREFERENCE);
    if (encoding === null || encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    return ENCODERS[encoding](payload);
  });
}
