// Property tests size themselves from PROPERTY_RUNS, so CI can run them deep and a laptop quick.
const DEFAULT_RUNS = 100;

/** fast-check's numRuns: PROPERTY_RUNS when set to a positive integer, else `fallback`. */
export function propertyRuns(fallback = DEFAULT_RUNS): number {
  const fromEnv = Number(process.env.PROPERTY_RUNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}
