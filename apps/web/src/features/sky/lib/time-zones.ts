// The zones the page offers (sky.md §5: default America/Sao_Paulo): every Brazilian one, named the way a
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
// person there would look for it, plus the browser's own when it is somewhere else.

export const DEFAULT_ZONE = SAO_PAULO_ZONE;

export interface ZoneOption {
  zone: string;
  label: string;
}

export const BRAZIL_ZONES: readonly ZoneOption[] = [
  { zone: SAO_PAULO_ZONE, label: 'Horário de Brasília' },
  { zone: 'America/Bahia', label: 'Salvador (BA)' },
  { zone: 'America/Fortaleza', label: 'Fortaleza (CE, MA, PI, RN, PB)' },
  { zone: 'America/Recife', label: 'Recife (PE)' },
  { zone: 'America/Maceio', label: 'Maceió (AL, SE)' },
  { zone: 'America/Belem', label: 'Belém (PA, AP)' },
  { zone: 'America/Santarem', label: 'Santarém (oeste do PA)' },
  { zone: 'America/Araguaina', label: 'Araguaína (TO)' },
  { zone: 'America/Noronha', label: 'Fernando de Noronha' },
  { zone: 'America/Manaus', label: 'Manaus (AM)' },
  { zone: 'America/Boa_Vista', label: 'Boa Vista (RR)' },
  { zone: 'America/Porto_Velho', label: 'Porto Velho (RO)' },
  { zone: 'America/Cuiaba', label: 'Cuiabá (MT)' },
  { zone: 'America/Campo_Grande', label: 'Campo Grande (MS)' },
  { zone: 'America/Rio_Branco', label: 'Rio Branco (AC)' },
];

/** "GMT-3" for `zone` at `at`; an offset beside each name tells the zones apart at a glance. */
export function zoneOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('pt-BR', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** Whether the runtime knows `zone` (a stored choice may come from another browser). */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How the page names `zone` in its note: the label offered for it, or the zone itself. */
export const zoneLabel = (zone: string): string =>
  BRAZIL_ZONES.find((o) => o.zone === zone)?.label ?? zone.replace(/_/g, ' ');

/** The Brazilian zones, then the browser's own when it is not one of them. */
export function zoneOptions(browserZone: string | undefined): ZoneOption[] {
  const options = [...BRAZIL_ZONES];
  if (browserZone && isKnownZone(browserZone) && !options.some((o) => o.zone === browserZone)) {
    options.push({ zone: browserZone, label: `Este aparelho (${browserZone.replace(/_/g, ' ')})` });
  }
  return options;
}

export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
