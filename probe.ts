import { horoscopeMonth, horoscopeWeek } from './apps/server/src/services/horoscope/horoscope-period';
for (let i=0;i<18;i++){ const m=1+(i%12); const ms=horoscopeMonth(`${2026+Math.floor(i/12)}-${String(m).padStart(2,'0')}`); const seen=new Map(); for (const h of ms) for (const p of h.paragraphs){ if(seen.has(p)) console.log(h.period.from, h.sign, seen.get(p), p); seen.set(p,h.sign);} }
const w = horoscopeWeek('2026-11-02')[0]!; w.paragraphs.forEach(p=>console.log('\n'+p)); console.log(JSON.stringify(w.sky.map(s=>s.title)));
