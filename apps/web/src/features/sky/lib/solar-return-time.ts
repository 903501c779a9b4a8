import { clock } from './local-days';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';

const dateFormat = (zone: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone });

/** '15 de agosto de 2026, às 09h12': the return's instant on the clocks of the place where it is lived. */
export function returnMoment(instant: string, zone: string): string {
  return `${dateFormat(zone).format(new Date(instant))}, às ${clock(instant, zone)}`;
}

/** The years the card offers: this one and the next, counted in São Paulo like the server does. */
export function returnYears(now: Date): number[] {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO_ZONE, year: 'numeric' }).format(now),
  );
  return [year, year + 1];
}
