/**
 * `JSON.stringify` straight to UTF-8 bytes, for replies made mostly of the same long texts. A personal
 * report is ~60 KB of JSON, five sixths of it texts from @constelar/content; stringifying it and then
 * encoding the string to UTF-8 cost ~0.5 ms, as much as the reading itself. Here the corpus' texts are
 * encoded once, other long strings once they come back, and a reply copies those bytes
 * (docs/decisions/017-report-workers.md). The output is byte for byte what
 * `Buffer.from(JSON.stringify(value))` gives (json-bytes.test.ts).
 */
export interface JsonBytesOptions {
  /** Texts known to recur (the content corpus): encoded once, up front. */
  texts?: Iterable<string>;
  /** Other strings shorter than this are encoded every time: names, codes, dates. */
  minCachedLength?: number;
  /** Strings kept at most beyond `texts`; past it, those are forgotten all at once. */
  maxCached?: number;
}

export interface JsonBytes {
  /** The bytes, in a buffer the next call overwrites: compress or copy them before calling again. */
  (value: unknown): Buffer;
  /** How many long strings keep their bytes now. */
  cachedCount(): number;
}

export function createJsonBytes(options: JsonBytesOptions = {}): JsonBytes {
  const minCached = options.minCachedLength ?? 60;
  const maxCached = options.maxCached ?? 8192;
  const corpus = new Map<string, Buffer>();
  for (const text of options.texts ?? []) corpus.set(text, Buffer.from(JSON.stringify(text)));
  // Texts learned beyond the corpus (composed ones recur: ADR 109). When full, they are all forgotten and
  // learned again, rather than never learning another: a report's composed texts outnumber the bound.
  const learned = new Map<string, Buffer>();
  // A string is kept on its second sighting, so a text made for one person (a summary with a name)
  // never takes a place; this set forgets everything whenever it grows past the cache's size.
  const seenOnce = new Set<string>();
  const keys = new Map<string, Buffer>();

  let out = Buffer.allocUnsafe(64 * 1024);
  let at = 0;

  const reserve = (bytes: number) => {
    if (at + bytes <= out.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, at + bytes));
    bigger.set(out.subarray(0, at));
    out = bigger;
  };
  const raw = (text: string) => {
    // JSON text of n UTF-16 units takes at most 3n bytes of UTF-8.
    reserve(text.length * 3);
    // Numbers, codes and names are short and mostly ASCII: copied here, they skip a call into C++ each,
    // which cost more than the copy (some 700 of them a report, ADR 109).
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        at += out.write(i === 0 ? text : text.slice(i), at, 'utf8');
        return;
      }
      out[at++] = code;
    }
  };
  const bytes = (encoded: Buffer) => {
    reserve(encoded.length);
    out.set(encoded, at);
    at += encoded.length;
  };

  const string = (text: string) => {
    if (text.length < minCached) return raw(JSON.stringify(text));
    let encoded = corpus.get(text) ?? learned.get(text);
    if (encoded === undefined) {
      encoded = Buffer.from(JSON.stringify(text));
      if (seenOnce.has(text)) {
        if (learned.size >= maxCached) learned.clear();
        learned.set(text, encoded);
        seenOnce.delete(text);
      } else {
        if (seenOnce.size >= maxCached) seenOnce.clear();
        seenOnce.add(text);
      }
    }
    bytes(encoded);
  };

  const key = (name: string) => {
    let encoded = keys.get(name);
    if (encoded === undefined) {
      encoded = Buffer.from(`${JSON.stringify(name)}:`);
      if (keys.size < maxCached) keys.set(name, encoded);
    }
    bytes(encoded);
  };

  const byte = (code: number) => {
    reserve(1);
    out[at++] = code;
  };

  /** What JSON.stringify writes in `value`'s place: its toJSON() when it has one. */
  const resolve = (value: unknown, name: string): unknown =>
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON(key: string): unknown }).toJSON(name)
      : value;

  /** Undefined, functions and symbols have no JSON form: skipped in objects, null in arrays. */
  const hasForm = (value: unknown) =>
    value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';

  const write = (value: unknown): void => {
    switch (typeof value) {
      case 'string':
        return string(value);
      case 'number':
        return raw(Number.isFinite(value) ? String(value) : 'null');
      case 'boolean':
        return raw(value ? 'true' : 'false');
      case 'bigint':
        throw new TypeError('Do not know how to serialize a BigInt');
      default:
        if (value === null) return raw('null');
        if (Array.isArray(value)) return array(value);
        if (value instanceof Number || value instanceof String || value instanceof Boolean) {
          return raw(JSON.stringify(value));
        }
        return object(value as Record<string, unknown>);
    }
  };

  const array = (items: readonly unknown[]) => {
    byte(0x5b); // [
    for (let i = 0; i < items.length; i++) {
      if (i > 0) byte(0x2c); // ,
      const item = resolve(items[i], String(i));
      if (hasForm(item)) write(item);
      else raw('null');
    }
    byte(0x5d); // ]
  };

  const object = (record: Record<string, unknown>) => {
    byte(0x7b); // {
    let first = true;
    for (const name of Object.keys(record)) {
      const value = resolve(record[name], name);
      if (!hasForm(value)) continue;
      if (!first) byte(0x2c);
      first = false;
      key(name);
      write(value);
    }
    byte(0x7d); // }
  };

  const toBytes = (value: unknown) => {
    at = 0;
    const resolved = resolve(value, '');
    // JSON.stringify gives undefined here; no bytes is the nearest a Buffer gets.
    if (!hasForm(resolved)) return Buffer.alloc(0);
    write(resolved);
    return out.subarray(0, at);
  };
  return Object.assign(toBytes, { cachedCount: () => corpus.size + learned.size });
}
