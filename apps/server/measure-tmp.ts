import { READING_BIRTHS, READING_TODAY } from './src/reports/reading-births.fixture';
import { computePersonalContent } from './src/reports/compute-personal';
import { reportTexts, wordCount, openerCounts } from './src/reports/report-words';
for (const b of READING_BIRTHS) {
  const c = computePersonalContent(b, READING_TODAY);
  const t = reportTexts(c);
  const total = t.reduce((n, x) => n + wordCount(x.text), 0);
  const arc = t.filter((x) => x.part === 'arcanum').reduce((n, x) => n + wordCount(x.text), 0);
  const op = [...openerCounts(t)].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k}:${v}`).join(' ');
  console.log(b.name.padEnd(20), total, (100 * arc / total).toFixed(1) + '%', op);
}
for (const b of READING_BIRTHS.slice(0, 4)) console.log(computePersonalContent(b, READING_TODAY).synthesis.join('\n') + '\n');
