import { PersonalContent, SavedReport, SynastryContent } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

const MARIA = {
  name: 'Maria da Conceição Souza',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP',
};

describe.each(await routeSuite())('reports on $driver', ({ driver, run }) => {
  let t: TestApp;
  // Pinned so the annual number and badge dates are reproducible.
  const clock = { ms: Date.parse('2026-03-10T15:00:00Z') };
  const now = () => new Date(clock.ms);
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now });
  });
  afterAll(async () => t?.close());

  it.runIf(run)('computes an anonymous report that follows the contract and echoes the birth', async () => {
    const res = await api(t.app, { method: 'POST', url: '/api/calculate/personal', payload: MARIA });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(() => PersonalContent.parse(content)).not.toThrow();
    expect(content.birth).toMatchObject({
      date: '1990-07-15',
      time: '14:30',
      place: { label: 'Campinas, SP, Brasil', timezone: 'America/Sao_Paulo' },
      utc: '1990-07-15T17:30:00Z',
      utcOffsetMinutes: -180,
      isDst: false,
      localMeanTime: false,
    });
    expect(content.astrology.sun).toMatchObject({ sign: 'Câncer', signCode: 'cancer' });
    expect(content.astrology.chineseZodiac).toBe('Cavalo de Metal');
    // domain.md §3 worked example, with the target year 2026 from the pinned clock.
    expect(content.numerology).toEqual({
      personalNumber: 5,
      soulNumber: 4,
      personalityNumber: 4,
      destinyNumber: 8,
      annualNumber: 5,
      cabalisticNameNumber: 7,
      gematriaNameNumber: 6,
    });
    expect(content.arcana.personalArcana).toMatchObject({ id: 5, name: 'O Hierofante' });
    expect(content.arcana.annualArcana.id).toBe(14);
    expect(content.numerologyDetails.annualNumber.text).toContain('2026');
    expect(content.summary.startsWith('Maria')).toBe(true);
    // Sun … Pluto, the node, the Ascendant and the MC (sky.md §1).
    // … then Quíron, Lilith, the South Node and the Part of Fortune (points.md §2).
    expect(content.readings).toHaveLength(17);
  });

  it.runIf(run)('carries the note when the wall time fell in a DST gap', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...MARIA, birthDate: '2018-11-04', birthTime: '00:30', birthPlace: 'São Paulo, SP' },
    });
    expect(res.statusCode).toBe(200);
    const { birth, notes } = res.json().content;
    expect(notes[0]).toMatch(/não existiu/);
    expect(birth.utc).toBe('2018-11-04T03:30:00Z');
    expect(birth.isDst).toBe(true);
  });

  it.runIf(run)('answers an unknown place with 422, a Portuguese error and suggestions', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...MARIA, birthPlace: 'Xyzópolis' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      'Não encontramos "Xyzópolis". Confira a grafia ou informe a cidade e o estado (ex.: Campinas, SP).',
    );
    const close = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...MARIA, birthPlace: 'Campinaz, SP' },
    });
    expect(close.statusCode).toBe(422);
    expect(close.json().suggestions.map((p: { label: string }) => p.label)).toContain('Campinas, SP, Brasil');
  });

  it.runIf(run).each([
    [{ birthDate: '1990-02-31' }, 422, 'Data de nascimento inválida: 31/02/1990 não existe.'],
    [{ birthDate: '1799-12-31' }, 422, /entre 1800 e 2100/],
    [{ birthDate: '2101-01-01' }, 422, /entre 1800 e 2100/],
    [{ birthDate: '15/07/1990' }, 400, /AAAA-MM-DD/],
    [{ birthTime: '25:00' }, 400, /HH:MM/],
    [{ birthTime: '7h30' }, 400, /HH:MM/],
    [{ name: '   ' }, 400, /Informe o nome/],
    [{ name: '1234' }, 422, /letra/],
    [{ birthPlace: '' }, 400, /local de nascimento/],
  ])('rejects %j with %i', async (patch, status, message) => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...MARIA, ...patch },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(message);
  });

  it.runIf(run)('keeps the place chosen in the autocomplete (placeId) over its text', async () => {
    // Two Colombian towns share this label; the text alone resolves to the larger one.
    const found: { id: string; label: string; latitude: number }[] = (
      await api(t.app, { method: 'GET', url: '/api/places?q=Buenaventura&limit=20' })
    ).json();
    const label = found[0]!.label;
    const namesakes = found.filter((p) => p.label === label);
    expect(namesakes.length).toBeGreaterThan(1);
    const byText = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...MARIA, birthPlace: label },
    });
    for (const chosen of namesakes) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/calculate/personal',
        payload: { ...MARIA, birthPlace: label, placeId: chosen.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().content.birth.place.latitude).toBe(chosen.latitude);
    }
    expect(namesakes.map((p) => p.latitude)).toContain(byText.json().content.birth.place.latitude);

    const unknown = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/personal',
      payload: { ...MARIA, placeId: 'br-0000000' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      error: 'Não reconhecemos o local escolhido. Digite a cidade de novo e escolha-a na lista.',
      field: 'birthPlace',
      errors: [
        {
          field: 'birthPlace',
          error: 'Não reconhecemos o local escolhido. Digite a cidade de novo e escolha-a na lista.',
        },
      ],
    });
  });

  it.runIf(run)('accepts the edges of the range, 1800 and today in São Paulo', async () => {
    for (const birthDate of ['1800-01-01', '2026-03-10']) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/calculate/personal',
        payload: { ...MARIA, birthDate, birthTime: '12:00' },
      });
      expect(res.statusCode, birthDate).toBe(200);
    }
  });

  it.runIf(run)(
    'refuses a birth date after today in São Paulo, even where UTC is already there',
    async () => {
      const saved = clock.ms;
      // 02:30 UTC on the 11th is still the 10th in São Paulo: the 11th is tomorrow there.
      clock.ms = Date.parse('2026-03-11T02:30:00Z');
      try {
        const res = await api(t.app, {
          method: 'POST',
          url: '/api/calculate/personal',
          payload: { ...MARIA, birthDate: '2026-03-11' },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          error: 'A data de nascimento não pode estar no futuro.',
          field: 'birthDate',
          errors: [{ field: 'birthDate', error: 'A data de nascimento não pode estar no futuro.' }],
        });
        const today = await api(t.app, {
          method: 'POST',
          url: '/api/calculate/personal',
          payload: { ...MARIA, birthDate: '2026-03-10', birthTime: '08:00' },
        });
        expect(today.statusCode).toBe(200);
      } finally {
        clock.ms = saved;
      }
    },
  );

  it.runIf(run)(
    'saves reports for members, lists them newest first, and hides them from others',
    async () => {
      const anon = await api(t.app, { method: 'POST', url: '/api/reports', payload: MARIA });
      expect(anon.statusCode).toBe(401);

      const a = await registerAndLogin(t.app);
      const b = await registerAndLogin(t.app);
      const first = await api(t.app, { method: 'POST', url: '/api/reports', token: a.token, payload: MARIA });
      expect(first.statusCode).toBe(201);
      const saved = first.json();
      expect(saved).toMatchObject({ type: 'personal', createdAt: '2026-03-10T15:00:00.000Z' });
      expect(saved.newBadges.map((x: { id: string }) => x.id)).toEqual(['first-revelation']);
      clock.ms += 60_000;
      const second = await api(t.app, {
        method: 'POST',
        url: '/api/reports',
        token: a.token,
        payload: { ...MARIA, name: 'Ana Souza' },
      });
      expect(second.json().newBadges).toBeUndefined();

      const list = await api(t.app, { method: 'GET', url: '/api/reports', token: a.token });
      expect(list.statusCode).toBe(200);
      const items = list.json().map((r: unknown) => SavedReport.parse(r));
      expect(items.map((r: { id: string }) => r.id)).toEqual([second.json().id, saved.id]);

      const own = await api(t.app, { method: 'GET', url: `/api/reports/${saved.id}`, token: a.token });
      expect(own.statusCode).toBe(200);
      expect(own.json().content.summary).toBe(saved.content.summary);

      for (const url of [
        `/api/reports/${saved.id}`,
        '/api/reports/00000000-0000-4000-8000-000000000000',
        '/api/reports/nao-e-uuid',
      ]) {
        const res = await api(t.app, { method: 'GET', url, token: b.token });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ error: 'Relatório não encontrado.' });
      }
      expect((await api(t.app, { method: 'GET', url: '/api/reports', token: b.token })).json()).toEqual([]);
    },
  );

  it.runIf(run)('computes, saves and lists a synastry, with a breakdown that adds up', async () => {
    const s = await registerAndLogin(t.app);
    const payload = {
      person1: { name: 'Ana', birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' },
      person2: { name: 'Bia', birthDate: '1988-03-02', birthTime: '', birthPlace: '' },
    };
    const anon = await api(t.app, { method: 'POST', url: '/api/calculate/synastry', payload });
    expect(anon.statusCode).toBe(401);
    const res = await api(t.app, { method: 'POST', url: '/api/calculate/synastry', token: s.token, payload });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const content = SynastryContent.parse(body.content);
    expect(content.person1Name).toBe('Ana');
    expect(content.person2Name).toBe('Bia');
    const sum = content.breakdown.reduce((n, item) => n + item.contribution, 0);
    expect(Math.round(sum * 1000) / 1000).toBe(content.overallHarmony);
    expect(content.aspects.ascendantAspect).toBeUndefined();
    expect(content.notes.join(' ')).toMatch(/hora|local/i);
    expect(body.newBadges.map((x: { id: string }) => x.id)).toEqual(['cosmic-bonds']);

    const swapped = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: { person1: payload.person2, person2: payload.person1 },
    });
    expect(swapped.json().content.overallHarmony).toBe(content.overallHarmony);

    const saved = await api(t.app, { method: 'GET', url: `/api/reports/${body.id}`, token: s.token });
    expect(saved.json().type).toBe('synastry');
    expect(saved.json().content.overallHarmony).toBe(content.overallHarmony);
  });

  it.runIf(run)('places a synastry person by placeId alone', async () => {
    const s = await registerAndLogin(t.app);
    const recife = (await api(t.app, { method: 'GET', url: '/api/places?q=Recife&limit=1' })).json()[0];
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: {
        person1: { name: 'Ana', birthDate: '1990-07-15', birthTime: '14:30', placeId: recife.id },
        person2: { name: 'Bia', birthDate: '1988-03-02', birthTime: '09:00', birthPlace: 'Campinas, SP' },
      },
    });
    expect(res.statusCode).toBe(201);
    const content = SynastryContent.parse(res.json().content);
    expect(content.people[0].place).toBe('Recife, PE, Brasil');
    expect(content.aspects.ascendantAspect).toBeDefined();
    const unknown = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: {
        person1: { name: 'Ana', birthDate: '1990-07-15' },
        person2: { name: 'Bia', birthDate: '1988-03-02', placeId: 'gn-0' },
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().field).toBe('person2.birthPlace');
  });

  it.runIf(run)('validates synastry bodies', async () => {
    const s = await registerAndLogin(t.app);
    for (const payload of [
      {},
      { person1: { name: 'A', birthDate: '1990-01-01' } },
      { person1: 'x', person2: 'y' },
    ]) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/calculate/synastry',
        token: s.token,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const bad = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: {
        person1: { name: 'A', birthDate: '1990-02-30' },
        person2: { name: 'B', birthDate: '1990-01-01' },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatch(/30\/02\/1990 não existe/);
  });
});

describe('names with characters outside the tables', () => {
  it('names them in a readable 422', async () => {
    const t = await buildTestApp();
    try {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/calculate/personal',
        payload: { ...MARIA, name: 'Joana A; Lima' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(
        'O nome contém caracteres que não entram no cálculo (“;”). Use apenas letras.',
      );
    } finally {
      await t.close();
    }
  });
});
