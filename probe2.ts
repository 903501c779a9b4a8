import { periodSky } from './packages/core/src/index';
import { horoscopeWeek } from './apps/server/src/services/horoscope/horoscope-period';
for (const d of ['2026-12-07','2026-12-14','2026-12-21','2026-12-28']) { let t=performance.now(); periodSky(d,7,'America/Sao_Paulo'); const a=performance.now()-t; t=performance.now(); horoscopeWeek(d); console.log(a, performance.now()-t); }
