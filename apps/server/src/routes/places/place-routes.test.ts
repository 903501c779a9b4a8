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

  it.each(['', 'q=', 'q=a&limit=0', 'q=a&limit=99', 'q=a&limit=abc'])('validates ?%s', async (query) => {
    const res = await api(t.app, { method: 'GET', url: `/api/places?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });
});
