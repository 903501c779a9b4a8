// Measures load time, memory and per-query latency. Run by hand:
//   node --expose-gc --import tsx packages/places/scripts/bench.ts
// Queries: what autocomplete sees while names are typed letter by letter, full labels, typos and
// foreign names, drawn from the gazetteer itself with a fixed seed.
import { gazetteer } from '../src/gazetteer';
import { loadPlaces, resolvePlace, searchPlaces } from '../src/index';

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const before = heap();
let t = performance.now();
const counts = loadPlaces();
const loadMs = performance.now() - t;
const after = heap();

// Deterministic pseudo-random choice, so runs compare.
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const entries = gazetteer().entries;
const pick = () => entries[Math.floor(rand() * entries.length)]!.place;
const brazil = entries.filter((e) => e.isBrazilianMunicipality).map((e) => e.place);
const pickBr = () => brazil[Math.floor(rand() * brazil.length)]!;

const typing: string[] = [];
for (let i = 0; i < 300; i++) {
  const p = i % 3 === 0 ? pick() : pickBr();
  for (let n = 1; n <= p.label.length; n++) typing.push(p.label.slice(0, n));
}
const typo = (s: string) => {
  const i = 1 + Math.floor(rand() * (s.length - 2));
  return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
};
const resolveQueries: string[] = [];
for (let i = 0; i < 3000; i++) {
  const p = i % 4 === 0 ? pick() : pickBr();
  const k = i % 5;
  resolveQueries.push(
    k === 0
      ? p.label
      : k === 1
        ? p.name
        : k === 2
          ? `${p.name.toLowerCase()} ${p.state ?? ''}`
          : k === 3
            ? typo(p.name)
            : 'Xyzópolis ' + i,
  );
}

// Each query runs in three rounds. "single" is the wall-clock time of the first round, which includes
// garbage collection and, on a busy machine, time the process waited for a core; "best of 3" keeps each
// query's fastest round, which is the cost of the query itself.
function measure(name: string, queries: string[], run: (q: string) => unknown): void {
  for (const q of queries.slice(0, 500)) run(q); // warm-up
  const rounds = queries.map(() => [] as number[]);
  for (let round = 0; round < 3; round++) {
    queries.forEach((q, i) => {
      const s = performance.now();
      run(q);
      rounds[i]!.push(performance.now() - s);
    });
  }
  const report = (times: number[]) => {
    times.sort((a, b) => a - b);
    const at = (f: number) => times[Math.min(times.length - 1, Math.floor(times.length * f))]!.toFixed(3);
    return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
  };
  console.log(`${name}, ${queries.length} queries`);
  console.log(`  single:    ${report(rounds.map((r) => r[0]!))}`);
  console.log(`  best of 3: ${report(rounds.map((r) => Math.min(...r)))}`);
}

console.log(`loaded ${counts.places} places, ${counts.keys} keys in ${loadMs.toFixed(0)} ms`);
console.log(
  `gazetteer heap: ${((after - before) / 2 ** 20).toFixed(1)} MiB${gc ? '' : ' (run with --expose-gc for a steady figure)'}`,
);
t = performance.now();
measure('searchPlaces (typing)', typing, (q) => searchPlaces(q));
measure('resolvePlace', resolveQueries, (q) => resolvePlace(q));
console.log(`total ${(performance.now() - t).toFixed(0)} ms`);
