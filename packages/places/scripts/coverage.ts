// Checks the gazetteer against an independent list of municipal seats. Run by hand:
//   node --import tsx packages/places/scripts/coverage.ts /work/shared/reference/ibge-municipios.csv
// The CSV (codigo_ibge,nome,latitude,longitude,capital,codigo_uf,…) is not part of the project.
import { readFileSync } from 'node:fs';
import { BRAZIL_STATES } from '../src/brazil-states';
import { compactKey } from '../src/normalize';
import { resolvePlace } from '../src/index';
import type { Place } from '../src/index';

const file = process.argv[2];
if (!file) {
  console.error('usage: coverage.ts <ibge-municipios.csv>');
  process.exit(1);
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === '"') {
        if (quoted && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = !quoted;
      } else if (ch === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
const col = (name: string) => {
  const i = header!.indexOf(name);
  if (i < 0) throw new Error(`no column ${name}`);
  return i;
};
const [cCode, cName, cLat, cLon, cUf] = ['codigo_ibge', 'nome', 'latitude', 'longitude', 'codigo_uf'].map(
  col,
);
const ufOf = new Map(BRAZIL_STATES.map((s) => [s.ibge, s.uf]));

interface Tally {
  resolved: number;
  sameMunicipality: number;
  within15km: number;
  misses: string[];
  distances: number[];
}
const tally = (): Tally => ({ resolved: 0, sameMunicipality: 0, within15km: 0, misses: [], distances: [] });
const withUf = tally();
const bare = tally();

function record(t: Tally, text: string, code: string, lat: number, lon: number): Place | undefined {
  const r = resolvePlace(text);
  if (!r.ok) {
    t.misses.push(`${text} → ${r.error.code} [${r.error.suggestions.map((s) => s.label).join('; ')}]`);
    return undefined;
  }
  t.resolved++;
  if (r.place.id === `br-${code}`) t.sameMunicipality++;
  const d = km(lat, lon, r.place.latitude, r.place.longitude);
  t.distances.push(d);
  if (d <= 15) t.within15km++;
  else t.misses.push(`${text} → ${r.place.label}, ${d.toFixed(1)} km from the seat`);
  return r.place;
}

const t0 = performance.now();
let bareOtherNamesake = 0;
for (const row of rows) {
  const code = row[cCode!]!;
  const name = row[cName!]!;
  const lat = Number(row[cLat!]);
  const lon = Number(row[cLon!]);
  const uf = ufOf.get(row[cUf!]!);
  if (!uf) throw new Error(`unknown codigo_uf in ${row.join(',')}`);
  record(withUf, `${name}, ${uf}`, code, lat, lon);
  const p = record(bare, name, code, lat, lon);
  if (p && p.id !== `br-${code}` && p.countryCode === 'BR' && compactKey(p.name) === compactKey(name))
    bareOtherNamesake++;
}
const ms = performance.now() - t0;

const pct = (n: number) => `${((100 * n) / rows.length).toFixed(2)}%`;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;
console.log(`${rows.length} municipalities, ${(ms / (rows.length * 2)).toFixed(3)} ms per resolve`);
for (const [label, t] of [
  ['"nome, UF"', withUf],
  ['bare "nome"', bare],
] as const) {
  console.log(
    `${label}: resolved ${t.resolved} (${pct(t.resolved)}), same IBGE code ${t.sameMunicipality} (${pct(t.sameMunicipality)}), ` +
      `within 15 km of the seat ${t.within15km} (${pct(t.within15km)}); distance p99 ${p99(t.distances).toFixed(2)} km, ` +
      `max ${Math.max(0, ...t.distances).toFixed(2)} km`,
  );
}
console.log(`bare names that went to a larger municipality of the same name: ${bareOtherNamesake}`);
for (const [label, t] of [
  ['"nome, UF"', withUf],
  ['bare "nome"', bare],
] as const) {
  if (t.misses.length === 0) continue;
  console.log(`\n${label}: ${t.misses.length} not resolved or farther than 15 km:`);
  for (const m of t.misses.slice(0, 60)) console.log('  ' + m);
  if (t.misses.length > 60) console.log(`  … and ${t.misses.length - 60} more`);
}
