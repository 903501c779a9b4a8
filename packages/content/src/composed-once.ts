/**
 * A text composed from codes, built once per thread and handed back as the very same string after that
 * (docs/decisions/109-the-report-at-the-speed-of-its-chart.md). A report is mostly such texts; the same
 * string object keeps its hash, so the report's later passes over its texts (the openers' count, the
 * serializer's pre-encoded bytes) find it by reference instead of reading it whole again. Bounded: the
 * texts kept are forgotten all at once when `max` is reached.
 */
export function composedOnce<Args extends unknown[], Text>(
  compose: (...args: Args) => Text,
  keyOf: (...args: Args) => string,
  max = 4096,
): (...args: Args) => Text {
  const kept = new Map<string, Text>();
  return (...args: Args) => {
    const key = keyOf(...args);
    let text = kept.get(key);
    if (text === undefined) {
      text = compose(...args);
      if (kept.size >= max) kept.clear();
      kept.set(key, text);
    }
    return text;
  };
}
