import type { BreakdownItem } from '@constelar/contract';

const signed = new Intl.NumberFormat('pt-BR', { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A contribution in points, always with its sign: "+12", "−3,5" (pt-BR decimal comma). */
export function formatContribution(value: number): string {
  return signed.format(value).replace('-', '−');
}

export function formatPoints(value: number): string {
  return plain.format(value);
}

/** The sum of the contributions, rounded to a tenth so float noise never shows. */
export function breakdownTotal(items: readonly BreakdownItem[]): number {
  return Math.round(items.reduce((acc, item) => acc + item.contribution, 0) * 10) / 10;
}
