// How releases are ordered, the same for the API and the page: "newest" means the highest version.
/** The parts of a version people compare: numbers, then an optional pre-release tag ("1.2.0-beta.1"). */
function parse(version: string): { numbers: number[]; pre: string | null } {
  const clean = version.trim().replace(/^v/i, '');
  const [core = '', ...rest] = clean.split('-');
  const numbers = core.split('.').map((part) => {
    const n = Number.parseInt(part, 10);
    return Number.isNaN(n) ? 0 : n;
  });
  return { numbers, pre: rest.length > 0 ? rest.join('-') : null };
}

/** Semver-aware: 1.10.0 after 1.9.0, and 1.2.0 after 1.2.0-beta. Negative when `a` is older. */
export function compareVersions(a: string, b: string): number {
  const pa = parse(a);
  const pb = parse(b);
  const length = Math.max(pa.numbers.length, pb.numbers.length);
  for (let i = 0; i < length; i++) {
    const diff = (pa.numbers[i] ?? 0) - (pb.numbers[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (pa.pre === pb.pre) return 0;
  if (pa.pre === null) return 1;
  if (pb.pre === null) return -1;
  return pa.pre.localeCompare(pb.pre, 'en', { numeric: true });
}

/** Newest first: the highest version, then the latest release date for equal versions. */
export function newestReleasesFirst<T extends { version: string; releaseDate: string }>(releases: T[]): T[] {
  return [...releases].sort(
    (a, b) => compareVersions(b.version, a.version) || Date.parse(b.releaseDate) - Date.parse(a.releaseDate),
  );
}
