import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** 'dd de MMM, yyyy' in pt-BR ("05 de mai, 2025"); 'de' is quoted because e is a date-fns token. */
export function formatDatePtBR(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return format(date, "dd 'de' MMM, yyyy", { locale: ptBR });
}

const countFormat = new Intl.NumberFormat('pt-BR');
export const formatCount = (n: number): string => countFormat.format(n);
