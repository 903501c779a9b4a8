import { openerOf } from '@constelar/content';
import type { PersonalContent } from '@constelar/contract';

/** One text of a report, with the part of the report it belongs to. */
export interface ReportText {
  part: 'reading' | 'aspect' | 'synthesis' | 'summary' | 'number' | 'arcanum' | 'chinese' | 'note';
  text: string;
}

/** A text of the report with the way to put a rewritten one back in its place. */
interface Slot {
  part: ReportText['part'];
  get: () => string | undefined;
  set: (text: string) => void;
}

function slotsOf(c: PersonalContent): Slot[] {
  const slots: Slot[] = [];
  const field = <T extends object, K extends keyof T>(part: Slot['part'], o: T, k: K) =>
    slots.push({ part, get: () => o[k] as string | undefined, set: (t) => void ((o[k] as unknown) = t) });
  field('summary', c, 'summary');
  c.synthesis.forEach((_, i) => field('synthesis', c.synthesis, i));
  for (const r of c.readings) {
    field('reading', r, 'description');
    field('reading', r, 'signText');
    field('reading', r, 'houseText');
  }
  for (const a of c.astrology.aspects) field('aspect', a, 'text');
  field('chinese', c.astrology.chineseZodiacDetail, 'text');
  for (const d of Object.values(c.numerologyDetails)) field('number', d, 'text');
  for (const a of Object.values(c.arcana)) {
    if (!a || 'sameAs' in a) continue;
    for (const k of ['opening', 'description', 'longDescription', 'light', 'shadow', 'advice'] as const) {
      field('arcanum', a, k);
    }
  }
  c.notes.forEach((_, i) => field('note', c.notes, i));
  return slots;
}

/** Rewrites every text of the report in place, in the report's order, through `rewrite`. */
export function rewriteReportTexts(c: PersonalContent, rewrite: (texts: string[]) => string[]): void {
  const slots = slotsOf(c).filter((s) => s.get());
  const next = rewrite(slots.map((s) => s.get()!));
  slots.forEach((s, i) => s.set(next[i]!));
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
