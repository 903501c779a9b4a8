// Formatters for the report's numbers: degrees, orbs, coordinates, offsets and instants, all in pt-BR.
import { HOUSE_SYSTEM_NAMES } from '@constelar/content/house-systems';
import { formatDegree } from '../../../lib/format-degree';

// Shared with the chart wheels in components/chart, so it lives in lib; re-exported for the report.
export { formatDegree };

const MINUS = '\u2212';

/** An aspect's orb, same notation: 1.5 → "1°30′". */
export const formatOrb = (orb: number): string => formatDegree(Math.abs(orb));

const coordinateFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/** A latitude or longitude with a decimal comma: -22.9056 → "-22,9056°". */
export const formatCoordinate = (value: number): string => `${coordinateFormat.format(value)}°`;

/** −180 → "UTC−3", 330 → "UTC+5:30", 0 → "UTC+0" (the real minus sign, as typography asks). */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? MINUS : '+';
  const abs = Math.abs(Math.round(minutes));
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** "Horário de verão: UTC−2" or "Horário padrão: UTC−3". */
export const formatClock = (utcOffsetMinutes: number, isDst: boolean): string =>
  `${isDst ? 'Horário de verão' : 'Horário padrão'}: ${formatUtcOffset(utcOffsetMinutes)}`;

const utcFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "1990-07-15T17:30:00Z" → "15 de julho de 1990 às 17:30 (UTC)"; anything unparsable is shown as is. */
export function formatUtcInstant(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return `${utcFormat.format(ms)} (UTC)`;
}

/** "1990-07-15" + "14:30" → "15/07/1990 às 14:30" (the wall time as it was typed); no time, the date. */
export function formatLocalBirth(date: string, time: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = m ? `${m[3]}/${m[2]}/${m[1]}` : date;
  return time ? `${day} às ${time}` : day;
}

// Reports saved before the codes went lower case still say 'Placidus' or 'Porphyry'.
export const houseSystemName = (system: string): string =>
  (HOUSE_SYSTEM_NAMES as Record<string, string>)[system.toLowerCase()] ?? system;

/** A sign name, or "N/A" when the calculation left it empty (product.md §2). */
export const signOrNA = (sign: string | null | undefined): string => (sign?.trim() ? sign.trim() : 'N/A');
