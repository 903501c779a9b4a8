// Writes brotli (quality 11) and gzip (level 9) siblings of every compressible asset in dist/assets, once
// per build, so the server sends the smallest encoding without compressing on each request
// (@fastify/static's preCompressed). Hashed assets never change, so the slow, best settings are free.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ASSETS = join(import.meta.dirname, '..', 'dist', 'assets');
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Smaller files gain less than the headers cost. */
const MIN_BYTES = 1024;

let files = 0;
let raw = 0;
let br = 0;
for (const name of readdirSync(ASSETS)) {
  const path = join(ASSETS, name);
  if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_BYTES) continue;
  const data = readFileSync(path);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  files += 1;
  raw += data.length;
  br += brotli.length;
}
console.log(
  `precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
);
