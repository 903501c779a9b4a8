import type { Place } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { formatLatLong, placeDetail, sharedLabels } from './place-detail';

const place = (overrides: Partial<Place>): Place => ({
  id: 'br-3509502',
  name: 'Campinas',
  state: 'SP',
  country: 'Brasil',
  label: 'Campinas, SP, Brasil',
  latitude: -22.90556,
  longitude: -47.06083,
  timezone: 'America/Sao_Paulo',
  ...overrides,
});

const buenaventura = (id: string, latitude: number, longitude: number) =>
  place({
    id,
    name: 'Buenaventura',
    state: null,
    country: 'Colômbia',
    label: 'Buenaventura, Valle del Cauca Department, Colômbia',
    latitude,
    longitude,
    timezone: 'America/Bogota',
  });

describe('formatLatLong', () => {
  it('writes hemispheres in Portuguese, with a decimal comma', () => {
    expect(formatLatLong(-22.90556, -47.06083)).toBe('22,91° S, 47,06° O');
    expect(formatLatLong(51.5074, 0.1278)).toBe('51,51° N, 0,13° L');
  });
});

describe('placeDetail', () => {
  it('reads the region from the label, even where the state is empty', () => {
    expect(placeDetail(place({}), false)).toBe('SP, Brasil');
    expect(placeDetail(buenaventura('gn-3688451', 3.8801, -77.03116), false)).toBe(
      'Valle del Cauca Department, Colômbia',
    );
  });

  it('adds the coordinates where a neighbour shares the label', () => {
    expect(placeDetail(buenaventura('gn-3688452', 3.58333, -77), true)).toBe(
      'Valle del Cauca Department, Colômbia · 3,58° N, 77,00° O',
    );
  });

  it('falls back to state and country when the label does not start with the name', () => {
    expect(placeDetail(place({ label: 'Campinas (SP)' }), false)).toBe('SP, Brasil');
  });
});

describe('sharedLabels', () => {
  it('names the labels that stand more than once', () => {
    const list = [buenaventura('gn-1', 3.88, -77.03), buenaventura('gn-2', 3.58, -77), place({})];
    expect([...sharedLabels(list)]).toEqual(['Buenaventura, Valle del Cauca Department, Colômbia']);
    expect(sharedLabels([place({})]).size).toBe(0);
  });
});
