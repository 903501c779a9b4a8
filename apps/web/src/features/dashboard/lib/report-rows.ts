import type { PersonalContent, SavedReport, SynastryContent } from '@constelar/contract';
import { formatDatePtBR } from './format-date';

export interface ReportRow {
  id: string;
  kind: 'personal' | 'synastry';
  tag: string;
  title: string;
  subtitle: string;
  date: string;
  isoDate: string;
  href: string;
  /** The member's own birth (sky.md §2): the row gets a "Você" badge. */
  self: boolean;
}

/** product.md §3: a report is personal when its content has an astrology field. */
export function isPersonal(report: SavedReport): report is SavedReport & { content: PersonalContent } {
  const content = report.content as { astrology?: unknown } | null;
  return typeof content === 'object' && content !== null && content.astrology != null;
}

/** The person in the report (sky.md §2), never the signed-in member; older contents lack the name. */
export function personalTitle(content: PersonalContent): string {
  const name = typeof content.name === 'string' ? content.name.trim() : '';
  return `Análise de ${name || summaryFirstWord(content.summary) || 'Usuário'}`;
}

/** First word of the summary (the summary opens with the first name), without trailing punctuation. */
export function summaryFirstWord(summary: unknown): string {
  if (typeof summary !== 'string') return '';
  const word = summary.trim().split(/\s+/)[0] ?? '';
  return word.replace(/[^\p{L}\p{N}]+$/u, '').replace(/^[^\p{L}\p{N}]+/u, '');
}

export function toReportRow(report: SavedReport): ReportRow {
  const date = formatDatePtBR(report.createdAt);
  if (isPersonal(report)) {
    return {
      id: report.id,
      kind: 'personal',
      tag: 'Mapa Pessoal',
      title: personalTitle(report.content),
      subtitle: 'Relatório Astral Completo',
      date,
      isoDate: report.createdAt,
      href: `/report/${report.id}`,
      self: report.subject === 'self',
    };
  }
  const content = (report.content ?? {}) as Partial<SynastryContent>;
  return {
    id: report.id,
    kind: 'synastry',
    tag: 'Sinastria',
    title: `${content.person1Name ?? ''} & ${content.person2Name ?? ''}`,
    subtitle: `${content.overallHarmony ?? 0}% de compatibilidade`,
    date,
    isoDate: report.createdAt,
    href: `/sinastria/report/${report.id}`,
    self: false,
  };
}
