import { openerOf } from '@constelar/content';
import type { PersonalContent } from '@constelar/contract';

/** One text of a report, with the part of the report it belongs to. */
export interface ReportText {
  part: 'reading' | 'aspect' | 'synthesis' | 'summary' | 'number' | 'arcanum' | 'chinese' | 'note';
  text: string;
}

/**
 * Hands each text of the report to `next`, in the report's order, and puts back what it returns. Texts
 * that are empty or absent are skipped. A walk, not a list of getters and setters: it runs twice for
 * every report (ADR 109).
 */
function replaceEachText(c: PersonalContent, next: (text: string) => string): void {
  const at = <T extends object, K extends keyof T>(o: T, k: K) => {
    const text = o[k] as string | undefined;
    if (text) (o[k] as unknown) = next(text);
  };
  at(c, 'summary');
  for (let i = 0; i < c.synthesis.length; i++) at(c.synthesis, i);
  for (const r of c.readings) {
    at(r, 'description');
    at(r, 'signText');
    at(r, 'houseText');
  }
  for (const a of c.astrology.aspects) at(a, 'text');
  at(c.astrology.chineseZodiacDetail, 'text');
  for (const d of Object.values(c.numerologyDetails)) at(d, 'text');
  for (const a of Object.values(c.arcana)) {
    if (!a || 'sameAs' in a) continue;
    for (const k of ['opening', 'description', 'longDescription', 'light', 'shadow', 'advice'] as const)
      at(a, k);
  }
  for (let i = 0; i < c.notes.length; i++) at(c.notes, i);
}

/** Rewrites every text of the report in place, in the report's order, through `rewrite`. */
export function rewriteReportTexts(c: PersonalContent, rewrite: (texts: string[]) => string[]): void {
  const texts: string[] = [];
  replaceEachText(c, (text) => {
    texts.push(text);
    return text;
  });
  const next = rewrite(texts);
  let i = 0;
  replaceEachText(c, () => next[i++]!);
}

/** Every text a person reads in a personal report, in the report's order (issue #27's measures). */
export function reportTexts(c: PersonalContent): ReportText[] {
  const out: ReportText[] = [];
  const push = (part: ReportText['part'], text: string | undefined) => {
    if (text) out.push({ part, text });
  };
  push('summary', c.summary);
  for (const s of c.synthesis) push('synthesis', s);
  for (const r of c.readings) {
    push('reading', r.description);
    push('reading', r.signText);
    push('reading', r.houseText);
  }
  for (const a of c.astrology.aspects) push('aspect', a.text);
  push('chinese', c.astrology.chineseZodiacDetail?.text);
  for (const d of Object.values(c.numerologyDetails)) if ('text' in d) push('number', d.text);
  for (const a of Object.values(c.arcana)) {
    if (!a || 'sameAs' in a) continue;
    for (const t of [a.opening, a.description, a.longDescription, a.light, a.shadow, a.advice])
      push('arcanum', t);
  }
  for (const n of c.notes) push('note', n);
  return out;
}

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Sentences as a reader sees them. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** How many sentences of the report open with each two words ("no trabalho", "você se"). */
export function openerCounts(texts: readonly ReportText[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { text } of texts) {
    for (const s of sentencesOf(text)) {
      const key = openerOf(s);
      if (!key.includes(' ')) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}
