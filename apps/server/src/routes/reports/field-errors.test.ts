import { ErrorResponse } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeDriver } from '../../test/drivers';

// Issue #31: one submit of 31/02/1990, 25:00 and "Xyzópolis" used to take three answers to learn three problems.
const THREE_WRONG = {
  name: 'Maria da Conceição Souza',
  birthDate: '1990-02-31',
  birthTime: '25:00',
  birthPlace: 'Xyzópolis',
};
const DATE = 'Data de nascimento inválida: 31/02/1990 não existe.';
const TIME = 'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.';
const PLACE =
  'Não encontramos "Xyzópolis". Confira a grafia ou informe a cidade e o estado (ex.: Campinas, SP).';

describe.each([await routeDriver()])('every field error of a birth in one answer (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, now: () => new Date('2026-03-10T15:00:00Z') });
  });
  afterAll(async () => t?.close());

  it('names the date, the time and the place together, keeping error and field for older clients', async () => {
    for (const url of ['/api/calculate/personal', '/api/reports']) {
      const session = url === '/api/reports' ? await registerAndLogin(t.app) : undefined;
      const res = await api(t.app, { method: 'POST', url, payload: THREE_WRONG, token: session?.token });
      expect(res.statusCode).toBe(400);
      const body = ErrorResponse.parse(res.json());
      expect(body.errors).toEqual([
        { field: 'birthDate', error: DATE },
        { field: 'birthTime', error: TIME },
        { field: 'birthPlace', error: PLACE },
      ]);
      // The first malformed value stays in `error` and `field`, as before.
      expect(body).toMatchObject({ error: TIME, field: 'birthTime' });
    }
  });

  it('answers 422 with the date and the place when every value is well formed', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...THREE_WRONG, birthTime: '10:00' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: DATE,
      field: 'birthDate',
      errors: [
        { field: 'birthDate', error: DATE },
        { field: 'birthPlace', error: PLACE },
      ],
    });
  });

  it('joins a future date and an unknown place found by the chart pipeline', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...THREE_WRONG, birthDate: '2030-01-01', birthTime: '10:00' },
    });
    expect(res.statusCode).toBe(422);
    const body = ErrorResponse.parse(res.json());
    expect(body.errors?.map((e) => e.field)).toEqual(['birthDate', 'birthPlace']);
    expect(body.field).toBe('birthDate');
  });

  it('keeps the place suggestions beside a place that is the only problem', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...THREE_WRONG, birthDate: '1990-02-28', birthTime: '10:00', birthPlace: 'Campinass' },
    });
    expect(res.statusCode).toBe(422);
    const body = ErrorResponse.parse(res.json());
    expect(body.field).toBe('birthPlace');
    expect(body.errors).toHaveLength(1);
    expect(body.suggestions?.length).toBeGreaterThan(0);
  });

  it('names every person’s problems in a synastry and every field of the profile’s birth', async () => {
    const session = await registerAndLogin(t.app);
    const synastry = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: session.token,
      payload: {
        person1: { name: 'Ana', birthDate: '1990-02-31', birthTime: '25:00', birthPlace: 'Xyzópolis' },
        person2: { name: '', birthDate: '1991-13-01' },
      },
    });
    expect(synastry.statusCode).toBe(400);
    expect(ErrorResponse.parse(synastry.json()).errors?.map((e) => e.field)).toEqual([
      'person1.birthDate',
      'person1.birthTime',
      'person2.name',
      'person2.birthDate',
      'person1.birthPlace',
    ]);
    const profile = await api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: session.token,
      payload: { name: session.name, email: session.email, birth: { ...THREE_WRONG, name: undefined } },
    });
    expect(profile.statusCode).toBe(400);
    expect(ErrorResponse.parse(profile.json()).errors?.map((e) => e.field)).toEqual([
      'birth.birthDate',
      'birth.birthTime',
      'birth.birthPlace',
    ]);
  });
});
