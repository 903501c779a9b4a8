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
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A new body for each request. */
  body?: () => string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  /** Replies per second over the whole run. */
  rps: number;
  /** Latency percentiles, in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Replies other than 2xx, and failed connections. */
  errors: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const connection = async () => {
    const client = new Client(options.origin, { pipelining: 1, keepAliveTimeout: 60_000 });
    try {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const reply = await client.request({
            path: options.path,
            method: options.method ?? 'GET',
            headers: options.headers,
            body: options.body?.(),
          });
          for await (const chunk of reply.body) void chunk;
          if (reply.statusCode >= 200 && reply.statusCode < 300) latencies.push(performance.now() - sent);
          else errors++;
        } catch {
          errors++;
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
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    errors,
  };
}
