// Edit distances on compact keys (see normalize.ts). Optimal string alignment: insertions, deletions,
// substitutions and adjacent transpositions ("Campians") each cost 1.

// Reused rows keep the hot path allocation-free; keys are short (< 64 characters in practice).
let prev2 = new Int32Array(64);
let prev = new Int32Array(64);
let cur = new Int32Array(64);

function ensure(n: number): void {
  if (cur.length > n) return;
  prev2 = new Int32Array(n * 2);
  prev = new Int32Array(n * 2);
  cur = new Int32Array(n * 2);
}

/**
 * Distance between `query` and the closest of `target` itself (whole = true) or of any prefix of
 * `target` (whole = false, for text still being typed). Returns max + 1 once it is sure to exceed `max`.
 */
export function editDistance(query: string, target: string, max: number, whole = true): number {
  const n = query.length;
  const m = target.length;
  if (whole && Math.abs(n - m) > max) return max + 1;
  ensure(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const tc = target.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (qc === tc ? 0 : 1));
      if (i > 1 && j > 1 && qc === target.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tc) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  let best = prev[m]!;
  if (!whole) for (let j = 0; j < m; j++) if (prev[j]! < best) best = prev[j]!;
  return best > max ? max + 1 : best;
}
