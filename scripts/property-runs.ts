/**
 * How many cases a property test runs: its deep size × PROPERTY_SCALE, at least 10. `npm test` runs a
 * fifth (PROPERTY_SCALE unset); `npm run test:deep` sets 1 and runs each at its full size, before a
 * release. The seeds stay fixed, so a quick run is a prefix of the deep one's cases.
 */
export function propertyRuns(deep: number): number {
  const scale = Number(process.env.PROPERTY_SCALE ?? 0.2);
  return Math.min(deep, Math.max(10, Math.round(deep * scale)));
}
