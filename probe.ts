import { horoscopeWeek, horoscopeMonth } from './apps/server/src/services/horoscope/horoscope-period';
import { countWords } from './packages/content/src/period-horoscope';
let t=performance.now(); const w = horoscopeWeek('2026-11-30'); console.log('week ms', performance.now()-t);
t=performance.now(); const m = horoscopeMonth('2026-12'); console.log('month ms', performance.now()-t);
for (let k=0;k<3;k++){t=performance.now(); horoscopeWeek('2026-12-07'); horoscopeMonth('2027-0'+(k+1)); console.log('again', performance.now()-t);}
for (const x of [w[4]!, m[4]!]) { console.log(x.title); console.log(JSON.stringify(x.days.map(d=>[d.date,d.moon.house,d.event?.title]))); x.paragraphs.forEach(p=>console.log('\n'+p)); console.log('\nWORDS', countWords(x.paragraphs.join(' ')), x.paragraphs.length); }
