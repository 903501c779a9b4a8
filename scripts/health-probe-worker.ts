// GET /api/health measured on a thread of its own (bench-flood.ts): the flood's replies, read on the
// bench's main thread, would otherwise delay health's own replies there, and a large body (a share
// image, 300 KB–1 MB, 100 a second) would be counted as the server's slowness.
import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadOptions } from './bench-load';

const result = await runLoad(workerData as LoadOptions);
parentPort!.postMessage(result);
