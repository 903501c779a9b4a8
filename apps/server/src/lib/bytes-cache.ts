/**
 * A least-recently-used cache bounded by bytes rather than entries (a stories PNG weighs about three link
 * PNGs; a 400-day .ics thirty times a week's JSON). In-flight work is shared, so a burst of requests for
 * one key does the work once, and a failure is forgotten so the next request tries again.
 */
export function createBytesCache<Value>(
  maxBytes: number,
  weigh: (value: Value) => number,
  /** Told of every get(): answered from the cache (true) or produced (false). Metrics listen here. */
  onLookup: (hit: boolean) => void = () => {},
) {
  const done = new Map<string, { value: Value; bytes: number }>();
  const pending = new Map<string, Promise<Value>>();
  let bytes = 0;

  function remember(key: string, value: Value) {
    const size = weigh(value);
    if (size > maxBytes || done.has(key)) return;
    done.set(key, { value, bytes: size });
    bytes += size;
    for (const [oldest, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldest);
      bytes -= old.bytes;
    }
  }

  return {
    /** The kept value, refreshed as the most recently used; undefined when absent (nothing is produced). */
    peek(key: string): Value | undefined {
      const hit = done.get(key);
      if (!hit) return undefined;
      // Re-insert: a Map iterates in insertion order, so the front is always the least recent.
      done.delete(key);
      done.set(key, hit);
      return hit.value;
    },
    async get(key: string, produce: () => Promise<Value>): Promise<Value> {
      const hit = this.peek(key);
      onLookup(hit !== undefined);
      if (hit !== undefined) return hit;
      let inFlight = pending.get(key);
      if (!inFlight) {
        inFlight = produce().finally(() => pending.delete(key));
        pending.set(key, inFlight);
        remember(key, await inFlight);
      }
      return inFlight;
    },
    get size() {
      return { entries: done.size, bytes };
    },
  };
}
export type BytesCache<Value> = ReturnType<typeof createBytesCache<Value>>;
