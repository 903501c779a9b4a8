// Number and date formatting of the admin screens (product.md §9: one decimal, pt-BR decimal comma).

const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const INTEGER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A count with pt-BR thousands separators: 1234 → '1.234'. */
export const formatCount = (n: number): string => INTEGER.format(n);

/** One decimal with a decimal comma: 2.25 → '2,3'; anything not finite reads as '0,0'. */
export const formatDecimal = (n: number): string => ONE_DECIMAL.format(Number.isFinite(n) ? n : 0);

/** part / whole as a percentage with one decimal; a zero whole reads '0,0%' instead of NaN or ∞. */
export function percentOf(part: number, whole: number): string {
  return `${formatDecimal(whole > 0 ? (part / whole) * 100 : 0)}%`;
}

/** 'YYYY-MM-DD' → 'dd/mm', by string so no time zone can shift the day. */
export function dayMonthLabel(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return month && day ? `${day}/${month}` : isoDate;
}

/** The admin changelog preview cuts each change to 30 characters (product.md §9). */
export const CHANGE_PREVIEW_CHARS = 30;
export const CHANGE_PREVIEW_COUNT = 4;

export function truncate(text: string, max = CHANGE_PREVIEW_CHARS): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** Growth summaries: the bar fills at 100 in the window (width = total/100 of the track, capped). */
export const PROGRESS_FULL_AT = 100;
export const progressWidth = (total: number): number => Math.max(0, Math.min(total, PROGRESS_FULL_AT));

export interface SeriesSummary {
  total: number;
  dailyAverage: number;
}

export function summarizeSeries(series: readonly { count: number }[]): SeriesSummary {
  const total = series.reduce((sum, day) => sum + day.count, 0);
  return { total, dailyAverage: series.length > 0 ? total / series.length : 0 };
}
