import { describe, expect, it } from 'vitest';
import { BRAZIL_ZONES, isKnownZone, zoneLabel, zoneOffset, zoneOptions } from './time-zones';

describe('time zones', () => {
  it('offers every Brazilian zone, each one the runtime knows', () => {
    expect(BRAZIL_ZONES).toHaveLength(15);
    expect(BRAZIL_ZONES.every((o) => isKnownZone(o.zone))).toBe(true);
  });

  it('adds the browser zone only when it is not already there and is real', () => {
    expect(zoneOptions('America/Sao_Paulo')).toHaveLength(15);
    expect(zoneOptions('Europe/Lisbon').at(-1)).toEqual({
      zone: 'Europe/Lisbon',
      label: 'Este aparelho (Europe/Lisbon)',
    });
    expect(zoneOptions('Marte/Olympus')).toHaveLength(15);
  });

  it('names a zone by its label, or by itself when the page does not list it', () => {
    expect(zoneLabel('America/Sao_Paulo')).toBe('Horário de Brasília');
    expect(zoneLabel('America/Porto_Velho')).toBe('Porto Velho (RO)');
    expect(zoneLabel('America/New_York')).toBe('America/New York');
  });

  it('writes the offset of a zone at an instant', () => {
    expect(zoneOffset('America/Manaus', new Date('2026-12-01T12:00:00Z'))).toBe('GMT-4');
  });
});
