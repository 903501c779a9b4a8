import { PersonalReportResponse } from '@constelar/contract';
import { allTexts } from '@constelar/content/all-texts';
import type { HouseSystem } from '@constelar/core';
import { HttpError } from '../lib/http-error';
import { encodeBody, type ApiEncoding } from '../plugins/api-compression';
import { createJsonBytes, type JsonBytes } from '../lib/json-bytes';
import { checkedReply, ResponseShapeError } from '../plugins/zod-schemas';
import type { BirthData } from './cast-birth';
import { computePersonalContent } from './compute-personal';

export const PERSONAL_ROUTE = 'POST /api/calculate/personal';

/**
 * One per thread, made on the first report: the corpus' texts, encoded once, are copied into every
 * report. The event loop's thread imports this file too but, with workers, never builds a report.
 */
let jsonBytes: JsonBytes | undefined;
const reportBytes = (value: unknown) =>
  (jsonBytes ??= createJsonBytes({ texts: allTexts().map((entry) => entry.text) }))(value);

/** What POST /api/calculate/personal needs: the parsed body, São Paulo's date and the client's encoding. */
export interface PersonalJob {
  input: BirthData & { houseSystem?: HouseSystem | undefined };
  today: string;
  encoding: ApiEncoding | null;
}

/** Plain data both ways, so a job and its reply cross a worker boundary by structured clone. */
export type PersonalReply =
  | { ok: true; body: Uint8Array; encoding: ApiEncoding }
  | { ok: false; statusCode: number; message: string; extra: Record<string, unknown> }
  | { ok: false; statusCode: 500; shapeIssues: { path: string; code: string }[] };

/**
 * The whole anonymous report, from the parsed body to the bytes on the wire: cast and put into words,
 * checked against its schema, serialized and compressed. Every step is CPU, none is I/O, which is why it
 * can run on a worker thread (report-pool.ts) and leave the event loop to the network.
 */
export function personalReply(job: PersonalJob): PersonalReply {
  try {
    const content = computePersonalContent(job.input, job.today);
    const json = reportBytes(checkedReply(PersonalReportResponse, { content }, PERSONAL_ROUTE));
    const encoded = encodeBody(json, job.encoding);
    // Uncompressed, the bytes still sit in the encoder's working buffer, which the next report reuses.
    const body = encoded.encoding === 'identity' ? Buffer.from(json) : encoded.body;
    return { ok: true, body, encoding: encoded.encoding };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false, statusCode: error.statusCode, message: error.message, extra: error.extra };
    }
    if (error instanceof ResponseShapeError) return { ok: false, statusCode: 500, shapeIssues: error.issues };
    throw error;
  }
}

/** Back to what the error handler knows: the same HttpError or ResponseShapeError the work threw. */
export function replyError(reply: Exclude<PersonalReply, { ok: true }>): Error {
  return 'shapeIssues' in reply
    ? new ResponseShapeError(PERSONAL_ROUTE, reply.shapeIssues)
    : new HttpError(reply.statusCode, reply.message, reply.extra);
}
