import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { encodeBody, varyOnEncoding, type ApiEncoding } from '../plugins/api-compression';
import { checkedReply } from '../plugins/zod-schemas';

/** A JSON reply as it goes on the wire: checked, serialized and compressed where it was built. */
export interface EncodedBody {
  body: Uint8Array;
  encoding: ApiEncoding;
}

/**
 * What the zod serializer does on the event loop (check, stringify) and what the compression hook does
 * after it, done by the job that built the value, so a worker hands back bytes (work-pool.ts).
 */
export function encodedJson(
  schema: z.ZodType,
  value: unknown,
  route: string,
  encoding: ApiEncoding | null,
): EncodedBody {
  const json = Buffer.from(JSON.stringify(checkedReply(schema, value, route)));
  const encoded = encodeBody(json, encoding);
  return { body: encoded.body, encoding: encoded.encoding };
}

/** Sends bytes a job already checked, serialized and compressed: neither the serializer nor the hook runs again. */
export function sendEncoded(reply: FastifyReply, built: EncodedBody, status = 200) {
  varyOnEncoding(reply);
  if (built.encoding !== 'identity') reply.header('content-encoding', built.encoding);
  const body = Buffer.from(built.body.buffer, built.body.byteOffset, built.body.byteLength);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
