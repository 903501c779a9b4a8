import { describe, expect, it } from 'vitest';
import { compactKey } from './normalize';
import { partialReading, readingsOf, segmentsOf } from './parse-query';
import type { QualifierTables } from './parse-query';

// A small stand-in for the gazetteer's qualifier tables.
const key = (s: string) => compactKey(s);
const tables: QualifierTables = {
  states: new Map([
    [key('SP'), 'SP'],
    [key('São Paulo'), 'SP'],
    [key('MG'), 'MG'],
    [key('Minas Gerais'), 'MG'],
    [key('PA'), 'PA'],
    [key('Pará'), 'PA'],
    [key('MA'), 'MA'],
  ]),
  countries: new Map([
    [key('Brasil'), 'BR'],
    [key('Portugal'), 'PT'],
    [key('Argentina'), 'AR'],
    [key('Alemanha'), 'DE'],
    [key('DE'), 'DE'],
    [key('Estados Unidos'), 'US'],
  ]),
  admins: new Map([
    [key('TX'), ['US.TX']],
    [key('Texas'), ['US.TX']],
    [key('DE'), ['US.DE']],
    [key('MA'), ['US.MA']],
  ]),
};

const first = (text: string) => readingsOf(text, tables)[0];

describe('segmentsOf', () => {
  it('splits on commas, slashes, brackets and spaced dashes, but not on hyphens inside names', () => {
    expect(segmentsOf('São João del-Rei - MG')).toEqual(['sao joao del rei', 'mg']);
    expect(segmentsOf('Sao Joao del Rei/MG')).toEqual(['sao joao del rei', 'mg']);
    expect(segmentsOf('Augusto Severo (Campo Grande)')).toEqual(['augusto severo', 'campo grande']);
    expect(segmentsOf('Embu-Guaçu')).toEqual(['embu guacu']);
    expect(segmentsOf(' , ; ')).toEqual([]);
  });
});

describe('readingsOf', () => {
  it('reads a UF or a state name after a separator', () => {
    expect(first('Campinas, SP')).toEqual({ name: 'campinas', filter: { uf: 'SP', country: 'BR' } });
    expect(first('Campinas - SP')).toEqual({ name: 'campinas', filter: { uf: 'SP', country: 'BR' } });
    expect(first('Campinas/SP')).toEqual({ name: 'campinas', filter: { uf: 'SP', country: 'BR' } });
    expect(first('Campinas, São Paulo')).toEqual({ name: 'campinas', filter: { uf: 'SP', country: 'BR' } });
    expect(first('Campinas, SP, Brasil')).toEqual({ name: 'campinas', filter: { uf: 'SP', country: 'BR' } });
  });

  it('keeps a city whose name is also a state name when nothing else is left', () => {
    expect(first('São Paulo')).toEqual({ name: 'sao paulo', filter: {} });
    expect(first('São Paulo, SP')).toEqual({ name: 'sao paulo', filter: { uf: 'SP', country: 'BR' } });
  });

  it('tries trailing words as qualifiers after the whole text', () => {
    const readings = readingsOf('campinas sp', tables);
    expect(readings[0]).toEqual({ name: 'campinas sp', filter: {} });
    expect(readings).toContainEqual({ name: 'campinas', filter: { uf: 'SP', country: 'BR' } });
    expect(readingsOf('Campinas São Paulo', tables)).toContainEqual({
      name: 'campinas',
      filter: { uf: 'SP', country: 'BR' },
    });
    expect(readingsOf('Belém do Pará', tables)).toContainEqual({
      name: 'belem',
      filter: { uf: 'PA', country: 'BR' },
    });
  });

  it('reads countries, and divisions of the named country', () => {
    expect(first('Buenos Aires, Argentina')).toEqual({ name: 'buenos aires', filter: { country: 'AR' } });
    expect(first('Paris, Texas, Estados Unidos')).toEqual({
      name: 'paris',
      filter: { country: 'US', admins: ['US.TX'] },
    });
    // MA is Maranhão first, Massachusetts second.
    const ma = readingsOf('Springfield, MA', tables).map((r) => r.filter);
    expect(ma[0]).toEqual({ uf: 'MA', country: 'BR' });
    expect(ma[1]).toEqual({ admins: ['US.MA'] });
    // DE is Germany, then Delaware, then perhaps part of the name.
    expect(
      readingsOf('Berlim, DE', tables)
        .slice(0, 2)
        .map((r) => r.filter),
    ).toEqual([{ country: 'DE' }, { admins: ['US.DE'] }]);
  });

  it('offers each part of a bracketed name', () => {
    const readings = readingsOf('Augusto Severo (Campo Grande)', tables);
    expect(readings).toContainEqual({ name: 'augusto severo', filter: {}, part: true });
    expect(readings).toContainEqual({ name: 'campo grande', filter: {}, part: true });
  });
});

describe('partialReading', () => {
  it('recognises an unfinished qualifier while typing', () => {
    expect(partialReading('Campinas, s', tables)).toEqual({
      reading: { name: 'campinas', filter: {} },
      partial: 's',
    });
    expect(partialReading('Campinas, SP', tables)).toBeNull();
    expect(partialReading('Campinas', tables)).toBeNull();
  });
});
