/**
 * A least-recently-used cache of rendered images, bounded by bytes rather than entries (a stories PNG
 * weighs about three link PNGs). In-flight renders are shared, so a burst of requests for one image
 * renders it once.
 */
export function createImageCache(maxBytes: number) {
  const done = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remember(key: string, image: Buffer) {
    if (image.length > maxBytes) return;
    done.set(key, image);
    bytes += image.length;
    for (const [oldest, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const hit = done.get(key);
      if (hit) {
        // Re-insert: a Map iterates in insertion order, so the front is always the least recent.
        done.delete(key);
        done.set(key, hit);
        return hit;
      }
      let inFlight = pending.get(key);
      if (!inFlight) {
        inFlight = render().finally(() => pending.delete(key));
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
export type ImageCache = ReturnType<typeof createImageCache>;
