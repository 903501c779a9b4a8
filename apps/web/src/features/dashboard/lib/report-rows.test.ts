import type { SavedReport } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { summaryFirstWord, toReportRow } from './report-rows';
import { formatCount, formatDatePtBR } from './format-date';

// Only what the rows read: the rest of each report does not matter here.
const personal = (
  id: string,
  summary: unknown,
  { createdAt = '2025-05-05T15:00:00.000Z', name = undefined as string | undefined, subject = 'other' } = {},
) =>
  ({
    id,
    type: 'personal',
    createdAt,
    subject,
    content: { astrology: { sun: { sign: 'Leão', signCode: 'leo' } }, summary, name },
  }) as unknown as SavedReport;
const synastry = {
  id: 's1',
  type: 'synastry',
  createdAt: '2025-12-31T12:00:00.000Z',
  content: { person1Name: 'Ana', person2Name: 'Bruno', overallHarmony: 78 },
} as unknown as SavedReport;

describe('report rows', () => {
  it("titles a personal report with the person in it, and badges the member's own birth", () => {
    const row = toReportRow(personal('p0', 'Maria, seu Sol...', { name: 'Júlia Prado', subject: 'self' }));
    expect(row.title).toBe('Análise de Júlia Prado');
    expect(row.self).toBe(true);
    expect(toReportRow(personal('p9', 'x', { name: 'Rui' })).self).toBe(false);
  });

  it('falls back to the first word of the summary for contents without a name', () => {
    expect(toReportRow(personal('p1', 'Maria, seu Sol em Leão...'))).toEqual({
      id: 'p1',
      kind: 'personal',
      tag: 'Mapa Pessoal',
      title: 'Análise de Maria',
      subtitle: 'Relatório Astral Completo',
      date: '05 de mai, 2025',
      isoDate: '2025-05-05T15:00:00.000Z',
      href: '/report/p1',
      self: false,
    });
  });

  it("falls back to 'Usuário' without a summary", () => {
    expect(toReportRow(personal('p2', '')).title).toBe('Análise de Usuário');
    expect(toReportRow(personal('p3', undefined)).title).toBe('Análise de Usuário');
  });

  it('titles a synastry with both names and the harmony', () => {
    const row = toReportRow(synastry);
    expect(row.title).toBe('Ana & Bruno');
    expect(row.subtitle).toBe('78% de compatibilidade');
    expect(row.href).toBe('/sinastria/report/s1');
    expect(row.date).toBe('31 de dez, 2025');
    expect(row.self).toBe(false);
  });

  it('strips punctuation around the first word', () => {
    expect(summaryFirstWord('  João! Você...')).toBe('João');
    expect(summaryFirstWord('"Ana"')).toBe('Ana');
  });
});

describe('formatting', () => {
  it('formats dates and counts in pt-BR', () => {
    expect(formatDatePtBR(new Date(2025, 0, 9))).toBe('09 de jan, 2025');
    expect(formatDatePtBR('not a date')).toBe('');
    expect(formatCount(1234)).toBe('1.234');
  });
});
