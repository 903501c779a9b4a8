// CPU per step of one anonymous report (POST /api/calculate/personal), in this thread: the cast (place,
// zone, chart, numerology), the words (packages/content), the response check (zod), serialization and
// each compression. Each step runs over the same batch of births, timed in process CPU time (the
// machine is shared; wall time would count other people's work), best of several rounds.
// Run alone: node --import tsx scripts/bench-report-steps.ts (ADR 109).
import { PersonalReportResponse } from '@constelar/contract';
import { allTexts } from '@constelar/content/all-texts';
import { searchPlaces } from '@constelar/places';
import { pathToFileURL } from 'node:url';
import { createJsonBytes } from '../apps/server/src/lib/json-bytes';
import { encodeBody } from '../apps/server/src/plugins/api-compression';
import { checkedReply } from '../apps/server/src/plugins/zod-schemas';
import { castBirth, type PlacedBirth } from '../apps/server/src/services/reading/cast-birth';
import { assemblePersonalContent } from '../apps/server/src/services/reading/personal-content';

const PLACES = ['Campinas, SP', 'Recife, PE', 'Manaus, AM', 'Porto Alegre, RS', 'Belém, PA', 'Cuiabá, MT'];
const TODAY = '2026-11-29';

/** Births as the bench's load sends them (scripts/bench.ts): each field rotates. */
function births(count: number) {
  const places = PLACES.map((text) => searchPlaces(text, 1)[0]!);
  return Array.from({ length: count }, (_, n) => {
    const place = places[n % places.length]!;
    const month = String(1 + (Math.floor(n / 28) % 12)).padStart(2, '0');
    return {
      name: `Maria da Conceição ${['Souza', 'Araújo', 'Pereira', 'Queiroz'][n % 4]}`,
      birthDate: `${1940 + (Math.floor(n / 7) % 80)}-${month}-${String(1 + (n % 28)).padStart(2, '0')}`,
      birthTime: `${String(n % 24).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`,
      birthPlace: place.label,
      placeId: place.id,
    };
  });
}

export interface ReportSteps {
  /** Microseconds of CPU per report, by step. */
  us: Record<string, number>;
  jsonKb: number;
  brKb: number;
  gzipKb: number;
}

export function benchReportSteps(options: { count?: number; rounds?: number } = {}): ReportSteps {
  const count = options.count ?? 400;
  const rounds = options.rounds ?? 7;
  const batch = births(count);
  const jsonBytes = createJsonBytes({ texts: allTexts().map((entry) => entry.text) });
  const best: Record<string, number> = {};
  let sizes = { json: 0, br: 0, gzip: 0 };
  const step = <T>(name: string, run: () => T): T => {
    const before = process.cpuUsage();
    const value = run();
    const spent = process.cpuUsage(before);
    const us = (spent.user + spent.system) / count;
    best[name] = Math.min(best[name] ?? Infinity, us);
    return value;
  };
  // The first round warms the JIT and the caches; it counts like the others, and the best one is kept.
  for (let round = 0; round < rounds + 1; round++) {
    const cast = step('cast', () =>
      batch.map((input) => castBirth(input, { today: TODAY, houseSystem: undefined, placeRequired: true })),
    );
    const words = step('words', () => cast.map((birth: PlacedBirth) => assemblePersonalContent(birth)));
    const checked = step('check', () =>
      words.map((content) => checkedReply(PersonalReportResponse, { content }, 'bench')),
    );
    const json = step('serialize', () => checked.map((value) => Buffer.from(jsonBytes(value))));
    step('stringify', () => checked.map((value) => Buffer.from(JSON.stringify(value))));
    const br = step('brotli', () => json.map((bytes) => encodeBody(bytes, 'br').body));
    const gzip = step('gzip', () => json.map((bytes) => encodeBody(bytes, 'gzip').body));
    const total = (list: { length: number }[]) => list.reduce((n, b) => n + b.length, 0) / count / 1024;
    sizes = { json: total(json), br: total(br), gzip: total(gzip) };
  }
  return { us: best, jsonKb: sizes.json, brKb: sizes.br, gzipKb: sizes.gzip };
}

export function reportStepsLines(r: ReportSteps): string {
  const { cast, words, check, serialize, stringify, brotli, gzip } = r.us as Record<string, number>;
  const base = cast! + words! + check! + serialize!;
  return [
    `report steps, µs of CPU per report (best of rounds): cast ${cast!.toFixed(0)}, words ${words!.toFixed(0)}, check ${check!.toFixed(0)}, serialize ${serialize!.toFixed(0)} (JSON.stringify and encode ${stringify!.toFixed(0)}), brotli ${brotli!.toFixed(0)}, gzip ${gzip!.toFixed(0)}`,
    `report in one thread: ${(base + brotli!).toFixed(0)} µs with brotli, ${(base + gzip!).toFixed(0)} µs with gzip; ${r.jsonKb.toFixed(1)} KB of JSON, ${r.brKb.toFixed(1)} KB brotli, ${r.gzipKb.toFixed(1)} KB gzip`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(reportStepsLines(benchReportSteps()));
}
