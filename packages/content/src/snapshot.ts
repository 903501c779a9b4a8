import { allTexts } from './all-texts';
import { wordingSamples } from './wording-samples';

/**
 * The Markdown of snapshot.md: every text of the product, grouped, for a person to review; the composed
 * sentences (section "wording") filled with sample names and figures.
 */
export function renderSnapshot(): string {
  const entries = [...allTexts(), ...wordingSamples()];
  const sections = new Map<string, string[]>();
  for (const { key, text } of entries) {
    const section = key.split('.')[0]!;
    const lines = sections.get(section) ?? [];
    lines.push(`### ${key}\n\n${text.trim()}\n`);
    sections.set(section, lines);
  }
  const words = entries.reduce((n, e) => n + e.text.split(/\s+/).filter(Boolean).length, 0);
  return [
    '# Constelar: every text, for review',
    '',
    `Generated from packages/content by \`npm run snapshot -w @constelar/content\`. ${entries.length} texts, ${words.toLocaleString('pt-BR')} words. Do not edit by hand.`,
    '',
    ...[...sections].flatMap(([name, lines]) => [`## ${name}`, '', ...lines]),
  ].join('\n');
}
