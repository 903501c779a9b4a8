import { PersonalContent } from '@constelar/contract';
import { ARCANA_FIELDS } from '@constelar/contract/constants';
import { HOUSE_SYSTEMS } from '@constelar/core/codes';
import { computeBodies, localToUtc, type Body } from '@constelar/core';
import { SIGN_NAMES } from '@constelar/content';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { propertyRuns } from '../../../../../scripts/property-runs';
import { routeSuite } from '../../test/drivers';

// sky.md §1, the complete natal reading, through the API.

const MARIA = {
  name: 'Maria da Conceição Souza',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP',
};

/** Every string of 60+ characters in a content, each paragraph on its own (sky.md "One reading, no repeats"). */
function longTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const paragraph of value.split(/\n\s*\n/))
      if (paragraph.trim().length >= 60) out.push(paragraph.trim());
  } else if (Array.isArray(value)) value.forEach((v) => longTexts(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => longTexts(v, out));
  return out;
}

const repeated = (texts: string[]) => texts.filter((t, i) => texts.indexOf(t) !== i);

/** A birth date whose Moon changes sign during the local day, found with the engine itself. */
function dayWhenTheMoonChangesSign(zone: string): { date: string; from: string; to: string } {
  for (let day = 1; day <= 28; day++) {
    const date = `1995-03-${String(day).padStart(2, '0')}`;
    const at = (time: string) => {
      const instant = localToUtc(date, time, zone);
      if (!instant.ok) throw new Error('zone');
      const bodies = computeBodies(instant.value.utcMs);
      if (!bodies.ok) throw new Error('range');
      return bodies.value;
    };
    const start = at('00:00').moon.sign;
    const end = at('23:59').moon.sign;
    if (start !== end) return { date, from: SIGN_NAMES[start], to: SIGN_NAMES[end] };
  }
  throw new Error('no Moon ingress in March 1995?');
}

describe.each(await routeSuite())('the complete reading on $driver', ({ driver, run }) => {
  let t: TestApp;
  const now = () => new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now });
  });
  afterAll(async () => t?.close());

  const personal = async (payload: object) => {
    const res = await api(t.app, { method: 'POST', url: '/api/calculate/personal', payload });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return PersonalContent.parse(res.json().content);
  };

  it.runIf(run)('reads every point and gives every aspect its text', async () => {
    const content = await personal(MARIA);
    expect(content.timeKnown).toBe(true);
    expect(content.readings.map((r) => r.point).sort()).toEqual(
      [
        'sun',
        'moon',
        'mercury',
        'venus',
        'mars',
        'jupiter',
        'saturn',
        'uranus',
        'neptune',
        'pluto',
        'trueNode',
        'ascendant',
        'midheaven',
        'chiron',
        'lilith',
        'southNode',
        'partOfFortune',
      ].sort(),
    );
    for (const r of content.readings) {
      expect(r.signText.length, r.point).toBeGreaterThan(200);
      expect(r.description.length, r.point).toBeGreaterThan(100);
      if (r.point === 'ascendant' || r.point === 'midheaven') expect(r.houseText).toBeUndefined();
      else expect(r.houseText?.length, r.point).toBeGreaterThan(200);
    }
    expect(content.astrology.aspects.length).toBeGreaterThan(10);
    for (const a of content.astrology.aspects) expect(a.text.length, `${a.a}-${a.b}`).toBeGreaterThan(200);
    // Never between two outer planets, nor Ascendant–MC.
    const outer = new Set(['uranus', 'neptune', 'pluto']);
    expect(content.astrology.aspects.filter((a) => outer.has(a.a) && outer.has(a.b))).toEqual([]);
    expect(content.astrology.aspects.filter((a) => a.a === 'ascendant' && a.b === 'midheaven')).toEqual([]);
    expect(content.synthesis.length).toBeGreaterThan(0);
    expect(content.notes).toEqual([]);
  });

  it.runIf(run)('casts every house system, names the one used, and refuses others with 422', async () => {
    const cusps = new Map<string, number[]>();
    for (const houseSystem of HOUSE_SYSTEMS) {
      const content = await personal({ ...MARIA, houseSystem });
      expect(content.astrology.houseSystem).toBe(houseSystem);
      cusps.set(houseSystem, content.astrology.houses!);
      // Each body sits in the house its longitude falls in, under this system.
      const houses = content.astrology.houses!;
      const sun = content.astrology.sun;
      const start = houses[sun.house! - 1]!;
      const end = houses[sun.house! % 12]!;
      const width = (end - start + 360) % 360;
      expect((sun.longitude - start + 360) % 360).toBeLessThan(width);
    }
    expect(new Set([...cusps.values()].map((c) => c.join())).size).toBe(7);
    const equal = cusps.get('equal')!;
    expect(((equal[1]! - equal[0]! + 360) % 360).toFixed(6)).toBe('30.000000');
    expect(cusps.get('whole-sign')!.every((c) => c % 30 === 0)).toBe(true);

    for (const houseSystem of ['Placidus', 'topocentric', 7]) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/calculate/personal',
        payload: { ...MARIA, houseSystem },
      });
      expect(res.statusCode, String(houseSystem)).toBe(422);
      expect(res.json()).toMatchObject({
        field: 'houseSystem',
        error: expect.stringMatching(/Sistema de casas/),
      });
    }
  });

  it.runIf(run)('falls back to Porphyry above the polar circle and says so in the notes', async () => {
    for (const houseSystem of ['placidus', 'koch'] as const) {
      const content = await personal({ ...MARIA, birthPlace: 'Tromsø', birthTime: '10:00', houseSystem });
      expect(content.astrology.houseSystem).toBe('porphyry');
      expect(content.notes.join(' ')).toMatch(/círculo polar.*Porfírio/);
    }
  });

  it.runIf(run)('keeps the address form in the profile and refuses an unknown one (issue #27)', async () => {
    const s = await registerAndLogin(t.app);
    const put = await api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: s.token,
      payload: { name: s.name, email: s.email, addressForm: 'feminino' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user.addressForm).toBe('feminino');
    const bad = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...MARIA, addressForm: 'formal' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().field).toBe('addressForm');
    const saved = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: s.token,
      payload: { ...MARIA, addressForm: 'masculino' },
    });
    expect(saved.statusCode).toBe(201);
    const synastry = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: {
        person1: MARIA,
        person2: { ...MARIA, name: 'João Pedro Lima', birthDate: '1988-03-02' },
        addressForm: 'neutro',
      },
    });
    expect(synastry.statusCode).toBe(201);
  });

  it.runIf(run)('uses the member’s house system from the profile when a report names none', async () => {
    const s = await registerAndLogin(t.app);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token })).json(),
    ).toMatchObject({
      houseSystem: 'placidus',
    });
    const put = await api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: s.token,
      payload: { name: s.name, email: s.email, houseSystem: 'koch' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user.houseSystem).toBe('koch');
    const bad = await api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: s.token,
      payload: { name: s.name, email: s.email, houseSystem: 'astrolábio' },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token })).json(),
    ).toMatchObject({
      houseSystem: 'koch',
    });

    const saved = await api(t.app, { method: 'POST', url: '/api/reports', token: s.token, payload: MARIA });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().content.astrology.houseSystem).toBe('koch');
    const named = await api(t.app, {
      method: 'POST',
      url: '/api/reports',
      token: s.token,
      payload: { ...MARIA, houseSystem: 'campanus' },
    });
    expect(named.json().content.astrology.houseSystem).toBe('campanus');
  });

  it.runIf(run)(
    'casts an unknown time at 12:00 local, without angles or houses, and says what stays open',
    async () => {
      const { date, from, to } = dayWhenTheMoonChangesSign('America/Sao_Paulo');
      const content = await personal({ ...MARIA, birthDate: date, birthTime: null });
      expect(content.timeKnown).toBe(false);
      expect(content.birth.time).toBeNull();
      expect(content.birth.utc).toBe(`${date}T15:00:00Z`);
      expect(content.astrology.ascendant).toBeUndefined();
      expect(content.astrology.midheaven).toBeUndefined();
      expect(content.astrology.houses).toBeUndefined();
      const bodies: Body[] = [
        'sun',
        'moon',
        'mercury',
        'venus',
        'mars',
        'jupiter',
        'saturn',
        'uranus',
        'neptune',
        'pluto',
        'trueNode',
      ];
      for (const b of bodies) expect(content.astrology[b].house, b).toBeNull();
      expect(content.readings.some((r) => r.point === 'ascendant' || r.point === 'midheaven')).toBe(false);
      expect(content.readings.every((r) => r.houseText === undefined)).toBe(true);
      expect(content.astrology.aspects.every((a) => a.a !== 'ascendant' && a.b !== 'ascendant')).toBe(true);
      expect(content.astrology.aspects.every((a) => a.a !== 'midheaven' && a.b !== 'midheaven')).toBe(true);
      const note = content.notes.join(' ');
      expect(note).toMatch(/12:00/);
      expect(note).toContain(`a Lua estava em ${from} à 00:00 e em ${to} às 23:59`);
    },
  );

  it.runIf(run)('refuses future births in every birth input, keeps "today"', async () => {
    const future = { ...MARIA, birthDate: '2026-11-24' };
    const report = await api(t.app, { method: 'POST', url: '/api/calculate/personal', payload: future });
    expect(report.statusCode).toBe(422);
    expect(report.json()).toEqual({
      error: 'A data de nascimento não pode estar no futuro.',
      field: 'birthDate',
      errors: [{ field: 'birthDate', error: 'A data de nascimento não pode estar no futuro.' }],
    });
    const s = await registerAndLogin(t.app);
    const synastry = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: { person1: MARIA, person2: { name: 'Bia', birthDate: '2027-01-01' } },
    });
    expect(synastry.statusCode).toBe(422);
    expect(synastry.json()).toMatchObject({ field: 'person2.birthDate' });
    await personal({ ...MARIA, birthDate: '2026-11-23' });
  });

  it.runIf(run)('shows a number or arcanum held by two roles once, naming the first', async () => {
    // Maria's soul and personality numbers are both 4 (domain.md §3).
    const content = await personal(MARIA);
    expect(content.numerologyDetails.personalityNumber).toMatchObject({ value: 4 });
    expect(content.numerologyDetails.personalityNumber!.text).toBeDefined();
    expect(content.numerologyDetails.soulNumber).toEqual({
      value: 4,
      total: expect.any(Number),
      trail: expect.any(String),
      name: 'Número da Alma',
      sameAs: 'personalityNumber',
    });
    expect(content.arcana.personalArcana.opening).toMatch(/pessoal/i);

    // Over many names, every arcanum already shown comes back as a pointer to its first role.
    let pointers = 0;
    for (const name of ['Ana Ana', 'Bia Lima', 'Caio Reis', 'Duda Sá', 'Eva Luz', 'Gil Dias', 'Ivo Maia']) {
      const c = await personal({ ...MARIA, name });
      const first = new Map<number, string>();
      for (const field of ARCANA_FIELDS) {
        const entry = c.arcana[field];
        if (!entry) continue;
        const seen = first.get(entry.id);
        if (seen) {
          expect(entry).toEqual({ id: entry.id, name: entry.name, trail: entry.trail, sameAs: seen });
          pointers++;
        } else {
          expect(entry).not.toHaveProperty('sameAs');
          first.set(entry.id, field);
        }
      }
    }
    expect(pointers).toBeGreaterThan(0);
  });

  it.runIf(run)('repeats no paragraph of 60 characters or more in any report', async () => {
    const names = [
      'Ana Beatriz Lima',
      'João Pedro Alves',
      'Iara Monteiro',
      'Luiz Otávio Neto',
      'Zé',
      'Cecília Rocha',
    ];
    const places = ['Campinas, SP', 'Belém, PA', 'Porto Alegre, RS', 'Recife, PE', 'Manaus, AM', 'Tromsø'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2026-11-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })), { freq: 4 }),
        fc.constantFrom(...places),
        fc.constantFrom(...HOUSE_SYSTEMS),
        async (name, date, time, birthPlace, houseSystem) => {
          const content = await personal({
            name,
            birthDate: date.toISOString().slice(0, 10),
            birthTime: time
              ? `${String(time[0]).padStart(2, '0')}:${String(time[1]).padStart(2, '0')}`
              : null,
            birthPlace,
            houseSystem,
          });
          expect(repeated(longTexts(content))).toEqual([]);
        },
      ),
      { numRuns: propertyRuns(60), seed: 1311 },
    );
  });
});
