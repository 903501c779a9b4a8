import type { AddressForm } from '@constelar/contract';
import { PersonalReportResponse } from '@constelar/contract';
import { allTexts } from '@constelar/content/all-texts';
import type { HouseSystem } from '@constelar/core';
import { encodeBody, type ApiEncoding } from '../../plugins/api-compression';
import { createJsonBytes, type JsonBytes } from '../../lib/json-bytes';
import { checkedReply } from '../../plugins/zod-schemas';
import type { EncodedBody } from '../../work/encoded-json';
import type { BirthData } from './cast-birth';
import { computePersonalContent } from './compute-personal';

export const PERSONAL_ROUTE = 'POST /api/calculate/personal';

/**
 * One per thread, made on the first report: the corpus' texts, encoded once, are copied into every
 * report. The event loop's thread imports this file too but, with workers, never builds a report.
 */
let jsonBytes: JsonBytes | undefined;
/** Room for the texts composed beyond the corpus that recur: some 8,000 aspect texts alone (ADR 109). */
const LEARNED_TEXTS_MAX = 16_384;
const reportBytes = (value: unknown) =>
  (jsonBytes ??= createJsonBytes({
    texts: allTexts().map((entry) => entry.text),
    maxCached: LEARNED_TEXTS_MAX,
  }))(value);

/** What POST /api/calculate/personal needs: the parsed body, São Paulo's date and the client's encoding. */
export interface PersonalJob {
  input: BirthData & { houseSystem?: HouseSystem | undefined; addressForm?: AddressForm | undefined };
  today: string;
  encoding: ApiEncoding | null;
}

/**
 * The whole anonymous report, from the parsed body to the bytes on the wire: cast and put into words,
 * checked against its schema, serialized (texts copied as pre-encoded bytes, ADR 017) and compressed.
 */
export function personalReply(job: PersonalJob): EncodedBody {
  const content = computePersonalContent(job.input, job.today);
  const json = reportBytes(checkedReply(PersonalReportResponse, { content }, PERSONAL_ROUTE));
  const encoded = encodeBody(json, job.encoding);
  // Uncompressed, the bytes still sit in the encoder's working buffer, which the next report reuses.
  const body = encoded.encoding === 'identity' ? Buffer.from(json) : encoded.body;
  return { body, encoding: encoded.encoding };
}
