// The bench's load generator: keep-alive connections, each sending its next request when the previous
// reply has been read to its end, like autocannon without pipelining. autocannon was the tool until
// session 7, but it decodes every reply body into a string (pipelinedRequestsQueue.addBody); for the
// report's 24 KB of brotli that cost ~0.35 ms of CPU per reply, on the same two cores the server had,
// and the report's figure measured the client as much as the server (docs/decisions/017-report-workers.md).
// Here bodies are read as bytes and dropped.
import { Client } from 'undici';

export interface LoadOptions {
  /** Origin, e.g. http://127.0.0.1:4800 */
  origin: string;
  /** The path, or a new one for each request (so no cache can answer for the work). */
  path: string | (() => string);
  method?: 'GET' | 'POST';
  /** The headers, or new ones for each request (e.g. the next account's token). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** A new body for each request. */
  body?: () => string;
  connections: number;
  seconds: number;
  /** Stops sending before the deadline once aborted; requests in flight are still read to their end. */
  signal?: AbortSignal;
  /** A request unanswered (body read to its end) after this long is given up: see `timedOut`. */
  timeoutMs?: number;
}

export interface LoadResult {
  /** 2xx replies per second over the whole run. */
  rps: number;
  /**
   * Latency percentiles of the 2xx replies, in milliseconds. A request given up after `timeoutMs` counts
   * at the time it was given up, so when `timedOut` > 0 they are lower bounds.
   */
  p50: number;
  p99: number;
  requests: number;
  /** Replies other than 2xx, failed connections and requests given up. */
  errors: number;
  /** Replies by status code, 2xx included. */
  statuses: Map<number, number>;
  /** Requests that got no reply at all (connection refused or reset). */
  failed: number;
  /** Requests given up after `timeoutMs`. */
  timedOut: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  /** Of the 2xx replies and the requests given up, for the percentiles. */
  const latencies: number[] = [];
  let ok = 0;
  const statuses = new Map<number, number>();
  let failed = 0;
  let timedOut = 0;
  const { path, headers, timeoutMs } = options;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const connection = async () => {
    const client = new Client(options.origin, { pipelining: 1, keepAliveTimeout: 60_000 });
    try {
      while (performance.now() < deadline && !options.signal?.aborted) {
        const request = {
          path: typeof path === 'function' ? path() : path,
          method: options.method ?? 'GET',
          headers: typeof headers === 'function' ? headers() : headers,
          body: options.body?.(),
          signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
        };
        const sent = performance.now();
        try {
          const reply = await client.request(request);
          for await (const chunk of reply.body) void chunk;
          if (reply.statusCode >= 200 && reply.statusCode < 300) {
            latencies.push(performance.now() - sent);
            ok++;
          }
          statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
        } catch {
          if (request.signal?.aborted) {
            timedOut++;
            latencies.push(performance.now() - sent);
          } else failed++;
        }
      }
    } finally {
      await client.close();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));

  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: ok / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: ok,
    errors: [...statuses].reduce(
      (n, [status, count]) => (status >= 200 && status < 300 ? n : n + count),
      failed + timedOut,
    ),
    statuses,
    failed,
    timedOut,
  };
}
