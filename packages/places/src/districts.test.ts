// The curated districts (src/tables/districts.ts) over the committed gazetteer: they resolve with their
// municipality, and no municipality resolves differently because of them.
import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer';
import { getPlaceById, resolvePlace, searchPlaces } from './index';
import type { Place } from './index';
import { DISTRICTS } from './tables/districts';

function resolved(text: string): Place {
  const r = resolvePlace(text);
  if (!r.ok) throw new Error(`"${text}" did not resolve (${r.error.code})`);
  return r.place;
}

const KM_PER_DEG = 111.195;
function distanceKm(a: Place, b: Place): number {
  const mid = ((a.latitude + b.latitude) / 2) * (Math.PI / 180);
  return Math.hypot((a.longitude - b.longitude) * Math.cos(mid), a.latitude - b.latitude) * KM_PER_DEG;
}

const districts = () =>
  gazetteer()
    .entries.filter((e) => e.parent !== undefined)
    .map((e) => ({ place: e.place, town: gazetteer().entries[e.parent!]!.place }));

describe('districts and villages', () => {
  it.each([
    ['Arembepe', 'Arembepe, Camaçari – BA', 'br-2905701', 'America/Bahia'],
    ['Jericoacoara', 'Jericoacoara, Jijoca de Jericoacoara – CE', 'br-2307254', 'America/Fortaleza'],
    ['Trancoso', 'Trancoso, Porto Seguro – BA', 'br-2925303', 'America/Bahia'],
  ])('resolves %s with its municipality', (typed, label, town, zone) => {
    for (const text of [typed, typed.toLowerCase(), label, `${typed}, ${label.slice(-2)}`]) {
      const place = resolved(text);
      expect(place.label, text).toBe(label);
      expect(place.id.startsWith(`${town}-`)).toBe(true);
      expect(place.timezone).toBe(zone);
      expect(place.countryCode).toBe('BR');
    }
    expect(searchPlaces(typed.slice(0, 5)).map((p) => p.label)).toContain(label);
  });

  it('keeps a village’s own coordinates and its municipality’s time zone', () => {
    const arembepe = resolved('Arembepe');
    const camacari = getPlaceById('br-2905701')!;
    expect(arembepe).toMatchObject({ latitude: -12.76, longitude: -38.18, timezone: camacari.timezone });
    expect(distanceKm(arembepe, camacari)).toBeGreaterThan(10);
  });

  it('never shadows a municipality of the same name', () => {
    expect(resolved('Penedo').label).toBe('Penedo, AL, Brasil');
    expect(resolved('Penedo, RJ').label).toBe('Penedo, Itatiaia – RJ');
    expect(resolved('Penedo, Itatiaia').label).toBe('Penedo, Itatiaia – RJ');
    expect(searchPlaces('Penedo').map((p) => p.label)).toEqual([
      'Penedo, AL, Brasil',
      'Penedo, Itatiaia – RJ',
    ]);
    expect(resolved('Trindade').id).toBe('br-5221403'); // Trindade, GO, not the village of Paraty
    expect(resolved('Trindade, RJ').label).toBe('Trindade, Paraty – RJ');
  });

  it('leaves every municipality resolving as it did, by name and by "name, UF"', () => {
    const towns = gazetteer().entries.filter((e) => e.isBrazilianMunicipality);
    expect(towns.length).toBe(5571);
    const wrong: string[] = [];
    for (const { place } of towns) {
      const withUf = resolvePlace(`${place.name}, ${place.state}`);
      if (!withUf.ok || withUf.place.id !== place.id) wrong.push(`${place.name}, ${place.state}`);
      // A bare name may go to a larger namesake or abroad (docs/decisions/020-gazetteer.md), never to a district.
      const bare = resolvePlace(place.name);
      if (!bare.ok || gazetteer().entries[gazetteer().byId.get(bare.place.id)!]!.parent !== undefined)
        wrong.push(place.name);
    }
    expect(wrong).toEqual([]);
  });

  it('holds each table row once, near its municipality, in its zone, and its label resolves back', () => {
    const all = districts();
    expect(all.length).toBe(DISTRICTS.length);
    expect(new Set(all.map((d) => d.place.id)).size).toBe(all.length);
    for (const { place, town } of all) {
      expect(place.label).toBe(`${place.name}, ${town.name} – ${town.state}`);
      expect(place.state).toBe(town.state);
      expect(place.timezone).toBe(town.timezone);
      // Every village of the table lies within 45 km of its seat; a wrong IBGE code lands much farther.
      expect(distanceKm(place, town), place.label).toBeLessThan(45);
      expect(resolved(place.label).id).toBe(place.id);
      expect(resolved(`${place.name}, ${town.name}`).id).toBe(place.id);
    }
  });

  it('reads a municipality as a qualifier only for its districts', () => {
    // "Campinas, São Paulo" is still the state, not São Paulo city.
    expect(resolved('Campinas, São Paulo').id).toBe('br-3509502');
    expect(resolved('Barão Geraldo, Campinas').label).toBe('Barão Geraldo, Campinas – SP');
    expect(resolved('Lagoa da Conceição, Florianópolis – SC').label).toBe(
      'Lagoa da Conceição, Florianópolis – SC',
    );
    expect(searchPlaces('Arembepe, Cam').map((p) => p.label)).toEqual(['Arembepe, Camaçari – BA']);
    expect(resolved('Arraial da Ajuda').label).toBe("Arraial d'Ajuda, Porto Seguro – BA");
  });
});
