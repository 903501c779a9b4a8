// Time zones precomputed from coordinates with historical boundaries (geo-tz, timezones.geojson).
import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer';
import { resolvePlace } from './index';

// Municipalities on both sides of the splits that coarse lookups get wrong.
const KNOWN: Record<string, string[]> = {
  'America/Sao_Paulo': [
    'São Paulo, SP',
    'Rio de Janeiro, RJ',
    'Belo Horizonte, MG',
    'Brasília, DF',
    'Goiânia, GO',
    'Curitiba, PR',
    'Porto Alegre, RS',
    'Florianópolis, SC',
    'Vitória, ES',
  ],
  'America/Bahia': ['Salvador, BA', 'Vitória da Conquista, BA', 'Barreiras, BA'],
  'America/Fortaleza': ['Fortaleza, CE', 'São Luís, MA', 'Teresina, PI', 'Natal, RN', 'João Pessoa, PB'],
  'America/Recife': ['Recife, PE', 'Petrolina, PE'],
  'America/Maceio': ['Maceió, AL', 'Aracaju, SE'],
  'America/Belem': ['Belém, PA', 'Marabá, PA', 'Macapá, AP'],
  'America/Santarem': ['Santarém, PA', 'Itaituba, PA', 'Óbidos, PA'],
  'America/Araguaina': ['Palmas, TO', 'Araguaína, TO'],
  'America/Manaus': ['Manaus, AM', 'Parintins, AM', 'Tabatinga, AM'],
  'America/Eirunepe': ['Eirunepé, AM', 'Envira, AM', 'Ipixuna, AM'],
  'America/Porto_Velho': ['Porto Velho, RO', 'Ji-Paraná, RO'],
  'America/Boa_Vista': ['Boa Vista, RR'],
  'America/Rio_Branco': ['Rio Branco, AC', 'Cruzeiro do Sul, AC'],
  'America/Campo_Grande': ['Campo Grande, MS', 'Dourados, MS'],
  'America/Cuiaba': ['Cuiabá, MT', 'Rondonópolis, MT'],
  'America/Noronha': ['Fernando de Noronha, PE'],
};

describe('time zones', () => {
  for (const [zone, places] of Object.entries(KNOWN)) {
    it(`${zone}: ${places.join('; ')}`, () => {
      for (const text of places) {
        const r = resolvePlace(text);
        expect(r.ok && r.place.timezone, text).toBe(zone);
      }
    });
  }

  it('uses exactly the 16 Brazilian zones, each state where it belongs', () => {
    const byState = new Map<string, Set<string>>();
    for (const e of gazetteer().entries) {
      if (e.place.countryCode !== 'BR') continue;
      const set = byState.get(e.place.state!) ?? new Set();
      set.add(e.place.timezone);
      byState.set(e.place.state!, set);
    }
    const all = new Set([...byState.values()].flatMap((s) => [...s]));
    expect([...all].sort()).toEqual(Object.keys(KNOWN).sort());
    // Whole states in one zone.
    const single: Record<string, string> = {
      AC: 'America/Rio_Branco',
      BA: 'America/Bahia',
      AL: 'America/Maceio',
      SE: 'America/Maceio',
      TO: 'America/Araguaina',
      RO: 'America/Porto_Velho',
      RR: 'America/Boa_Vista',
      MS: 'America/Campo_Grande',
      MT: 'America/Cuiaba',
      SP: 'America/Sao_Paulo',
      CE: 'America/Fortaleza',
    };
    for (const [uf, zone] of Object.entries(single)) expect([...byState.get(uf)!], uf).toEqual([zone]);
    // Pará and Amazonas are split.
    expect([...byState.get('PA')!].sort()).toEqual(['America/Belem', 'America/Santarem']);
    expect([...byState.get('AM')!].sort()).toEqual(['America/Eirunepe', 'America/Manaus']);
  });

  it('gives foreign cities their own zones', () => {
    const zone = (t: string) => {
      const r = resolvePlace(t);
      return r.ok ? r.place.timezone : null;
    };
    expect(zone('Lisboa')).toBe('Europe/Lisbon');
    expect(zone('Buenos Aires, Argentina')).toBe('America/Argentina/Buenos_Aires');
    expect(zone('Nova York')).toBe('America/New_York');
    expect(zone('Tóquio')).toBe('Asia/Tokyo');
  });

  it('only holds zones this runtime knows', () => {
    for (const z of new Set(gazetteer().entries.map((e) => e.place.timezone))) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: z }), z).not.toThrow();
    }
  });
});
