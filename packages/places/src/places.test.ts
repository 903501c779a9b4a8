// Behaviour of the public API over the committed gazetteer (data/gazetteer.json).
import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from './brazil-states';
import { FLAG_CURATED } from './data-format';
import { gazetteer } from './gazetteer';
import { compactKey, fold } from './normalize';
import { getPlaceById, loadPlaces, resolvePlace, searchPlaces } from './index';
import type { Place } from './index';
import { EXONYMS } from './tables/exonyms';

function resolved(text: string): Place {
  const r = resolvePlace(text);
  if (!r.ok) throw new Error(`"${text}" did not resolve (${r.error.code})`);
  return r.place;
}

function labelOf(text: string): string {
  return resolved(text).label;
}

const municipalities = () =>
  gazetteer()
    .entries.filter((e) => e.isBrazilianMunicipality)
    .map((e) => e.place);

describe('Brazilian municipalities', () => {
  it('holds every municipality once, with its UF from the IBGE code', () => {
    const all = municipalities();
    expect(all.length).toBe(5571); // IBGE's 5,570 plus Boa Esperança do Norte (MT), installed in 2025
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.state))).toEqual(new Set(BRAZIL_STATES.map((s) => s.uf)));
    expect(getPlaceById('br-2704302')?.label).toBe('Maceió, AL, Brasil');
    expect(getPlaceById('br-3550308')?.label).toBe('São Paulo, SP, Brasil');
  });

  it('resolves each one from the forms people type', () => {
    const curatedIds = new Set(
      gazetteer()
        .entries.filter((e) => e.flags & FLAG_CURATED)
        .map((e) => e.place.id),
    );
    const stateName = new Map(BRAZIL_STATES.map((s) => [s.uf, s.name]));
    const failures: string[] = [];
    for (const p of municipalities()) {
      const forms = [
        `${p.name}, ${p.state}`,
        `${p.name} - ${p.state}`,
        `${p.name}/${p.state}`,
        `${fold(p.name)} ${p.state!.toLowerCase()}`,
        `${p.name.toUpperCase()}, ${stateName.get(p.state!)}`,
        `${p.name}, ${p.state}, Brasil`,
      ];
      for (const f of forms) {
        const r = resolvePlace(f);
        if (!r.ok || r.place.id !== p.id) failures.push(`${f} → ${r.ok ? r.place.label : r.error.code}`);
      }
      // A bare name resolves to a municipality of that name (the largest, when several share it), or to a
      // much larger common foreign city of that Portuguese name ("Barcelona").
      const bare = resolvePlace(p.name);
      const promoted = bare.ok && bare.place.countryCode !== 'BR' && curatedIds.has(bare.place.id);
      const same =
        bare.ok && bare.place.countryCode === 'BR' && compactKey(bare.place.name) === compactKey(p.name);
      if (!same && !promoted) {
        failures.push(`${p.name} → ${bare.ok ? bare.place.label : bare.error.code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('ignores case, accents, hyphens and apostrophes', () => {
    expect(labelOf('São João del-Rei - MG')).toBe('São João del Rei, MG, Brasil');
    expect(labelOf('Sao Joao del Rei/MG')).toBe('São João del Rei, MG, Brasil');
    expect(labelOf('SAO JOAO DEL REI')).toBe('São João del Rei, MG, Brasil');
    expect(labelOf('santa barbara d oeste sp')).toBe("Santa Bárbara d'Oeste, SP, Brasil");
    expect(labelOf('Santa Bárbara D’Oeste')).toBe("Santa Bárbara d'Oeste, SP, Brasil");
    expect(labelOf("Olho d'Água, PB")).toBe("Olho d'Água, PB, Brasil");
    expect(labelOf('olho dagua das flores al')).toBe("Olho d'Água das Flores, AL, Brasil");
    expect(labelOf('Embu das Artes')).toBe('Embu das Artes, SP, Brasil');
    expect(labelOf('embu-guaçu')).toBe('Embu-Guaçu, SP, Brasil');
    expect(labelOf('  campinas   SP ')).toBe('Campinas, SP, Brasil');
    expect(labelOf('Campinas (SP)')).toBe('Campinas, SP, Brasil');
    expect(labelOf('Belém do Pará')).toBe('Belém, PA, Brasil');
  });

  it('knows former names and spelled-out elisions', () => {
    expect(labelOf('Embu, SP')).toBe('Embu das Artes, SP, Brasil');
    expect(labelOf('Parati')).toBe('Paraty, RJ, Brasil');
    expect(labelOf('Augusto Severo (Campo Grande), RN')).toBe('Campo Grande, RN, Brasil');
    expect(labelOf('Santa Bárbara do Oeste')).toBe("Santa Bárbara d'Oeste, SP, Brasil");
    expect(labelOf('Sta. Bárbara d’Oeste')).toBe("Santa Bárbara d'Oeste, SP, Brasil");
  });

  it('picks the largest municipality for a shared bare name, and the named UF otherwise', () => {
    const bomJesus = municipalities().filter((p) => p.name === 'Bom Jesus');
    expect(bomJesus.length).toBeGreaterThanOrEqual(5);
    expect(labelOf('Bom Jesus')).toBe('Bom Jesus, PI, Brasil');
    expect(labelOf('Bom Jesus, RS')).toBe('Bom Jesus, RS, Brasil');
    expect(labelOf('bom jesus sc')).toBe('Bom Jesus, SC, Brasil');
    expect(labelOf('Bom Jesus - Rio Grande do Norte')).toBe('Bom Jesus, RN, Brasil');
    expect(labelOf('Campo Grande')).toBe('Campo Grande, MS, Brasil');
    expect(labelOf('Campo Grande, AL')).toBe('Campo Grande, AL, Brasil');
    // Brazil before any foreign namesake.
    expect(labelOf('Toledo')).toBe('Toledo, PR, Brasil');
    expect(labelOf('Santiago')).toBe('Santiago, RS, Brasil');
  });

  it('takes the Distrito Federal regions people give as birthplace, after municipalities', () => {
    expect(labelOf('Taguatinga, DF')).toBe('Taguatinga, DF, Brasil');
    expect(labelOf('Taguatinga')).toBe('Taguatinga, TO, Brasil');
    expect(labelOf('Ceilândia')).toBe('Ceilândia, DF, Brasil');
    expect(resolved('Ceilândia').timezone).toBe('America/Sao_Paulo');
  });
});

describe('foreign cities', () => {
  it('resolves the Portuguese and native names of at least 200 common cities', () => {
    expect(EXONYMS.length).toBeGreaterThanOrEqual(200);
    const countryPt = new Map(gazetteer().entries.map((e) => [e.place.countryCode, e.place.country]));
    const failures: string[] = [];
    for (const ex of EXONYMS) {
      for (const name of [...ex.pt, ...(ex.local ?? [])]) {
        const text = `${name}, ${countryPt.get(ex.country)}`;
        const r = resolvePlace(text);
        if (!r.ok || r.place.countryCode !== ex.country || r.place.name !== ex.pt[0]) {
          failures.push(`${text} → ${r.ok ? r.place.label : r.error.code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('uses Portuguese names in labels', () => {
    expect(labelOf('Lisboa, Portugal')).toBe('Lisboa, Portugal');
    expect(labelOf('Lisbon')).toBe('Lisboa, Portugal');
    expect(labelOf('Londres')).toBe('Londres, Reino Unido');
    expect(labelOf('Tóquio')).toBe('Tóquio, Japão');
    expect(labelOf('Pequim')).toBe('Pequim, China');
    expect(labelOf('Munique')).toBe('Munique, Alemanha');
    expect(labelOf('München')).toBe('Munique, Alemanha');
    expect(labelOf('Genebra')).toBe('Genebra, Suíça');
    expect(labelOf('Cidade do México')).toBe('Cidade do México, México');
    expect(labelOf('Montevidéu')).toBe('Montevidéu, Uruguai');
    expect(labelOf('Assunção')).toBe('Assunção, Paraguai');
    expect(labelOf('Roma')).toBe('Roma, Itália');
    expect(labelOf('Paris')).toBe('Paris, França');
    expect(labelOf('Nova York')).toBe('Nova York, NY, Estados Unidos');
    expect(labelOf('nova york, eua')).toBe('Nova York, NY, Estados Unidos');
  });

  it('narrows by the country or division the text names', () => {
    expect(labelOf('Buenos Aires, Argentina')).toBe('Buenos Aires, Argentina');
    expect(labelOf('Buenos Aires, PE')).toBe('Buenos Aires, PE, Brasil');
    expect(labelOf('Paris, Texas')).toBe('Paris, TX, Estados Unidos');
    expect(labelOf('Paris, TX')).toBe('Paris, TX, Estados Unidos');
    expect(labelOf('Santiago, Chile')).toBe('Santiago do Chile, Chile');
    expect(labelOf('Toledo, Espanha')).toBe('Toledo, Espanha');
    expect(labelOf('Porto, Portugal')).toBe('Porto, Portugal');
    expect(labelOf('Porto, PI')).toBe('Porto, PI, Brasil');
    expect(labelOf('Berlim, DE')).toBe('Berlim, Alemanha');
    expect(labelOf('London, Canada')).toBe('London, ON, Canadá');
    expect(labelOf('Springfield, MA')).toBe('Springfield, MA, Estados Unidos');
  });

  it('lets a much larger common foreign city win over a small Brazilian namesake', () => {
    // Nova Iorque (MA) has about 4,000 people; New York, 8 million.
    expect(labelOf('Nova Iorque')).toBe('Nova York, NY, Estados Unidos');
    expect(labelOf('Nova Iorque, MA')).toBe('Nova Iorque, MA, Brasil');
    expect(labelOf('Barcelona')).toBe('Barcelona, Espanha');
    expect(labelOf('Barcelona, RN')).toBe('Barcelona, RN, Brasil');
    // Not when the Brazilian town is large enough: Colombo (PR) over Colombo, Sri Lanka.
    expect(labelOf('Colombo')).toBe('Colombo, PR, Brasil');
  });
});

describe('unknown and empty places', () => {
  it('reports an empty text', () => {
    for (const text of ['', '   ', ' , - / ']) {
      expect(resolvePlace(text)).toEqual({
        ok: false,
        error: { code: 'empty-place', query: text, suggestions: [] },
      });
    }
  });

  it('never resolves a close spelling, but suggests it', () => {
    const r = resolvePlace('Sao Paolo');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('unknown-place');
    expect(r.error.query).toBe('Sao Paolo');
    expect(r.error.suggestions[0]?.label).toBe('São Paulo, SP, Brasil');
    expect(r.error.suggestions.length).toBeLessThanOrEqual(5);

    const typed = resolvePlace('Campinass, SP');
    expect(typed.ok).toBe(false);
    if (!typed.ok) expect(typed.error.suggestions[0]?.label).toBe('Campinas, SP, Brasil');

    const prefix = resolvePlace('Campin');
    expect(prefix.ok).toBe(false);
    if (!prefix.ok) expect(prefix.error.suggestions.map((p) => p.label)).toContain('Campinas, SP, Brasil');
  });

  it('suggests the same name elsewhere when the UF does not match', () => {
    const r = resolvePlace('Campinas, RJ');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.suggestions[0]?.label).toBe('Campinas, SP, Brasil');
  });

  it('has nothing to suggest for nonsense', () => {
    const r = resolvePlace('Xyzópolis');
    expect(r).toEqual({ ok: false, error: { code: 'unknown-place', query: 'Xyzópolis', suggestions: [] } });
  });
});

describe('searchPlaces', () => {
  it('returns the documented shape', () => {
    const [p] = searchPlaces('Campinas, SP');
    expect(p).toEqual({
      id: 'br-3509502',
      name: 'Campinas',
      state: 'SP',
      country: 'Brasil',
      countryCode: 'BR',
      label: 'Campinas, SP, Brasil',
      latitude: expect.closeTo(-22.9, 0) as number,
      longitude: expect.closeTo(-47.06, 0) as number,
      timezone: 'America/Sao_Paulo',
    });
  });

  it('puts exact names before prefixes before close spellings', () => {
    const santos = searchPlaces('Santos').map((p) => p.label);
    expect(santos[0]).toBe('Santos, SP, Brasil');
    expect(santos).toContain('Santos Dumont, MG, Brasil');
    const natal = searchPlaces('natal');
    expect(natal[0]?.label).toBe('Natal, RN, Brasil');
    const typo = searchPlaces('Campinass').map((p) => p.label);
    expect(typo).toContain('Campinas, SP, Brasil');
  });

  it('ranks Brazil first, then larger places', () => {
    expect(searchPlaces('São')[0]?.label).toBe('São Paulo, SP, Brasil');
    expect(searchPlaces('Rio')[0]?.label).toBe('Rio de Janeiro, RJ, Brasil');
    expect(searchPlaces('bel')[0]?.label).toBe('Belo Horizonte, MG, Brasil');
    expect(searchPlaces('Cur')[0]?.label).toBe('Curitiba, PR, Brasil');
    const lon = searchPlaces('Lon').map((p) => p.countryCode);
    expect(lon[0]).toBe('BR'); // Londrina before London
    const toledo = searchPlaces('Toledo').map((p) => p.label);
    expect(toledo[0]).toBe('Toledo, PR, Brasil');
    expect(toledo).toContain('Toledo, Espanha');
    const bom = searchPlaces('Bom Jesus').map((p) => p.label);
    expect(bom.slice(0, 5).every((l) => l.startsWith('Bom Jesus, '))).toBe(true);
    expect(bom[0]).toBe('Bom Jesus, PI, Brasil');
  });

  it('narrows by UF and by an unfinished qualifier', () => {
    expect(searchPlaces('Bom Jesus, RS').map((p) => p.label)[0]).toBe('Bom Jesus, RS, Brasil');
    expect(searchPlaces('Campinas, s')[0]?.label).toBe('Campinas, SP, Brasil');
    expect(searchPlaces('Buenos Aires, Arg')[0]?.label).toBe('Buenos Aires, Argentina');
  });

  it('respects the limit and ignores empty text', () => {
    expect(searchPlaces('sa')).toHaveLength(8);
    expect(searchPlaces('sa', 3)).toHaveLength(3);
    expect(searchPlaces('sa', 500).length).toBeLessThanOrEqual(50);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('  ,  ')).toEqual([]);
  });
});

describe('labels and ids', () => {
  it('resolves every label back to that place, or to a same-named one in the same division', () => {
    const failures: string[] = [];
    let twins = 0;
    for (const e of gazetteer().entries) {
      const r = resolvePlace(e.place.label);
      if (r.ok && r.place.label === e.place.label) continue;
      // GeoNames lists a few towns twice under spellings that fold alike ("Vilaseca" / "Vila-seca").
      if (r.ok && compactKey(r.place.label) === compactKey(e.place.label)) twins++;
      else failures.push(`${e.place.label} → ${r.ok ? r.place.label : 'none'}`);
    }
    expect(failures).toEqual([]);
    expect(twins).toBeLessThan(20);
  });

  it('finds a place by id', () => {
    const p = resolved('Lisboa, Portugal');
    expect(getPlaceById(p.id)).toBe(p);
    expect(getPlaceById('br-0000000')).toBeNull();
    expect(loadPlaces().places).toBe(gazetteer().entries.length);
  });
});
