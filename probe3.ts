import { horoscopeMonth, horoscopeWeek } from './apps/server/src/services/horoscope/horoscope-period';
for (const x of [horoscopeWeek('2026-03-02')[2]!, horoscopeMonth('2026-08')[9]!]) { console.log(x.title); x.paragraphs.forEach(p=>console.log('\n'+p)); }
