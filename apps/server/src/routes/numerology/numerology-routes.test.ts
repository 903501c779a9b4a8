import { NumerologyMap, NumerologyNames, PersonalYearReply } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeDriver } from '../../test/drivers';

// numerology.md §3 through HTTP, anonymous, on both databases.

const MARIA = { fullName: 'Maria da Conceição Souza', birthDate: '1990-07-15' };

describe.each([await routeDriver()])('the mapa numerológico API (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // 12:00 UTC on 28/11/2026: the worked example's target day in Brasília.
    t = await buildTestApp({ driver, now: () => new Date('2026-11-28T12:00:00Z') });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) => api(t.app, { method: 'POST', url, payload });

  it('answers the worked example, every number with its arithmetic and its text, today by default', async () => {
    const res = await post('/api/numerology/map', MARIA);
    expect(res.statusCode).toBe(200);
    const map = NumerologyMap.parse(res.json());
    expect(map.date).toBe('2026-11-28');
    expect(map.expression).toMatchObject({ number: 7, total: 79 });
    expect(map.expression.arithmetic).toMatch(/= 79 → 7\+9 = 16 → 1\+6 = 7$/);
    expect(map.mission.arithmetic).toBe('7 + 5 = 12 → 1+2 = 3');
    expect(map.karmicDebts).toEqual([
      expect.objectContaining({
        number: 16,
        source: 'expression',
        sourceText: 'A dívida 16 vem da Expressão.',
      }),
    ]);
    expect(map.lifeCycles.map((p) => [p.number, p.fromAge, p.toAge])).toEqual([
      [7, 0, 32],
      [6, 32, 59],
      [1, 59, null],
    ]);
    expect(map.current).toEqual({ age: 36, cycle: 2, pinnacle: 2, challenge: 'second' });
    expect([map.personalYear.number, map.personalMonth.number, map.personalDay.number]).toEqual([5, 7, 8]);
    expect(map.loveHarmony).toMatchObject({ vibratesWith: [7], attracts: [5, 6, 9], passive: [1, 2] });
    const texts = [
      map.motivation.text,
      map.impression.text,
      map.expression.text,
      map.destiny.text,
      map.mission.text,
      map.psychic.text,
      ...map.lifeCycles.map((p) => p.text),
      ...map.pinnacles.map((p) => p.text),
      map.challenges.main.text,
      map.harmonicNumbers.text,
    ];
    for (const text of texts) expect(text.length).toBeGreaterThan(40);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('reads another date', async () => {
    const res = await post('/api/numerology/map', { ...MARIA, date: '2050-01-01' });
    const map = NumerologyMap.parse(res.json());
    expect(map.current).toEqual({ age: 59, cycle: 3, pinnacle: 4, challenge: 'main' });
  });

  it.each([
    [{ ...MARIA, date: '1990-07-14' }, 422, 'date', /anterior ao nascimento/],
    [
      { ...MARIA, fullName: 'Maria & Souza' },
      422,
      'fullName',
      /caracteres que não entram no cálculo \(“&”\)/,
    ],
    [{ ...MARIA, fullName: '' }, 400, 'fullName', /Informe o nome/],
    [{ ...MARIA, birthDate: '1990-02-30' }, 422, 'birthDate', /30\/02\/1990 não existe/],
    [{ ...MARIA, birthDate: '15/07/1990' }, 400, 'birthDate', /AAAA-MM-DD/],
    [{ ...MARIA, birthDate: '2030-01-01' }, 422, 'birthDate', /futuro/],
    [{ ...MARIA, date: '2026-02-29' }, 422, 'date', /não existe/],
  ])('refuses %o with %i in Portuguese', async (payload, status, field, message) => {
    const res = await post('/api/numerology/map', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().error).toMatch(message);
  });

  it('compares spellings, with the Missão when a birth date is given', async () => {
    const res = await post('/api/numerology/names', {
      names: ['Paola Souza', 'Paolla Souza', 'Paôla Souza'],
      birthDate: '1990-07-15',
    });
    expect(res.statusCode).toBe(200);
    const { spellings } = NumerologyNames.parse(res.json());
    expect(spellings.map((s) => s.name)).toEqual(['Paola Souza', 'Paolla Souza', 'Paôla Souza']);
    expect(spellings[0]?.comparison).toBeUndefined();
    // L is 3 in the cabalistic table: one more L adds 3 to the expression's total.
    expect((spellings[1]?.expression.total ?? 0) - (spellings[0]?.expression.total ?? 0)).toBe(3);
    expect(spellings[1]?.comparison).toMatch(/^Com “Paolla Souza”, .*a Expressão.* de \d+ para \d+\.$/);
    for (const s of spellings) expect(s.mission?.arithmetic).toMatch(/ \+ 5 = /);
    const without = NumerologyNames.parse(
      (await post('/api/numerology/names', { names: ['Ana', 'Anna'] })).json(),
    );
    expect(without.spellings[0]?.mission).toBeUndefined();
  });

  it.each([
    [{ names: ['Ana'] }, 422],
    [{ names: ['Ana', 'Anna', 'Hanna', 'Ána', 'Anne'] }, 422],
    [{ names: 'Ana' }, 400],
    [{ names: ['Ana', 'Aia Eo'] }, 422],
  ])('refuses %o with %i', async (payload, status) => {
    const res = await post('/api/numerology/names', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(/[ãçéí]|grafias|nome/);
  });

  it('answers the personal year of any year with its twelve months', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/numerology/personal-year/2026?birthDate=1990-07-15',
    });
    expect(res.statusCode).toBe(200);
    const year = PersonalYearReply.parse(res.json());
    expect(year.personalYear).toMatchObject({ number: 5, arithmetic: '1+5+0+7+2+0+2+6 = 23 → 2+3 = 5' });
    expect(year.months.map((m) => m.number)).toEqual([6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(year.months[10]?.text).toMatch(/^Mês pessoal 7: .*ano pessoal 5/);
    const next = PersonalYearReply.parse(
      (
        await api(t.app, { method: 'GET', url: '/api/numerology/personal-year/2027?birthDate=1990-07-15' })
      ).json(),
    );
    expect(next.personalYear.number).toBe(6);
  });

  it.each([
    ['/api/numerology/personal-year/1899?birthDate=1890-01-01', 422],
    ['/api/numerology/personal-year/2101?birthDate=1990-07-15', 422],
    // A malformed path parameter is a 404, as everywhere (lib/validate.ts).
    ['/api/numerology/personal-year/abc?birthDate=1990-07-15', 404],
    ['/api/numerology/personal-year/2026', 400],
    ['/api/numerology/personal-year/2026?birthDate=1990-13-01', 422],
  ])('refuses %s with %i', async (url, status) => {
    const res = await api(t.app, { method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().error).toBe('string');
  });
});
