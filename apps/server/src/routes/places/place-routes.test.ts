import { Place } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('serves autocomplete results in the contract shape, Brazil first', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/places?q=campinas&limit=5' });
    expect(res.statusCode).toBe(200);
    const places = res.json().map((p: unknown) => Place.parse(p));
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(5);
    expect(places[0]).toMatchObject({
      name: 'Campinas',
      state: 'SP',
      country: 'Brasil',
      label: 'Campinas, SP, Brasil',
      timezone: 'America/Sao_Paulo',
    });
    const london = await api(t.app, { method: 'GET', url: '/api/places?q=Londres' });
    expect(london.json()[0]).toMatchObject({ country: 'Reino Unido', timezone: 'Europe/London' });
  });

  it('finds districts and villages, with their municipality, and a report takes one as birthplace', async () => {
    for (const [q, label] of [
      ['Arembepe', 'Arembepe, Camaçari – BA'],
      ['jericoacoara', 'Jericoacoara, Jijoca de Jericoacoara – CE'],
      ['Tranco', 'Trancoso, Porto Seguro – BA'],
    ] as const) {
      const res = await api(t.app, { method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      const places = res.json().map((p: unknown) => Place.parse(p));
      expect(places[0], q).toMatchObject({ label, state: label.slice(-2), country: 'Brasil' });
    }
    // A municipality of the same name comes first.
    const penedo = await api(t.app, { method: 'GET', url: '/api/places?q=Penedo' });
    expect(penedo.json().map((p: Place) => p.label)).toEqual(['Penedo, AL, Brasil', 'Penedo, Itatiaia – RJ']);

    const birth = { name: 'Maria Silva', birthDate: '1990-07-15', birthTime: '14:30' };
    for (const payload of [
      { ...birth, birthPlace: 'Trancoso, BA' },
      { ...birth, birthPlace: 'Trancoso, Porto Seguro – BA', placeId: 'br-2925303-trancoso' },
    ]) {
      const res = await api(t.app, { method: 'POST', url: '/api/calculate/personal', payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().content.birth.place).toMatchObject({
        label: 'Trancoso, Porto Seguro – BA',
        latitude: -16.59,
        timezone: 'America/Bahia',
      });
    }
  });

  it.each(['', 'q=', 'q=a&limit=0', 'q=a&limit=99', 'q=a&limit=abc'])('validates ?%s', async (query) => {
    const res = await api(t.app, { method: 'GET', url: `/api/places?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });
});
