import { writeFileSync } from 'node:fs';
import { renderHoroscopeCard } from '../apps/server/src/share/horoscope-story-card';
const lead = 'A semana abre com a Lua Nova em Sagitário na sua casa 5, e o que você faz por prazer pede mais espaço do que a agenda costuma dar a ele.';
const w = { sign: 'leo', period: 'week', when: '29 de dezembro de 2025 a 4 de janeiro de 2026', lead, address: 'constelar.app/horoscopo/leao/semana' } as const;
const m = { sign: 'capricorn', period: 'month', when: 'Dezembro de 2026', lead, address: 'constelar.app/horoscopo/capricornio/mes' } as const;
writeFileSync('/tmp/shareimg/week-story.png', await renderHoroscopeCard(w, 'story'));
writeFileSync('/tmp/shareimg/month-story.png', await renderHoroscopeCard(m, 'story'));
writeFileSync('/tmp/shareimg/week-link.png', await renderHoroscopeCard(w, 'link'));
writeFileSync('/tmp/shareimg/month-link.png', await renderHoroscopeCard(m, 'link'));
