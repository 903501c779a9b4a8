import {
  DataExport,
  LunarReturn,
  PEOPLE_MAX,
  PEOPLE_MESSAGES,
  Person,
  PersonList,
  Progressions,
  SolarArc,
  SynastryResponse,
  TransitList,
} from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../db/schema';
import { api, registerAndLogin, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

const BIRTH = { birthDate: '1988-03-02', birthTime: '08:15', birthPlace: 'Recife' };
const OWN = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };
const NEW_PERSON = { name: 'José Lima', birth: BIRTH, relation: 'parceiro', consent: true };

describe.each(await routeSuite())('people on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const create = (s: Session, payload: object = NEW_PERSON) =>
    api(t.app, { method: 'POST', url: '/api/people', token: s.token, payload });

  it.runIf(run)('keeps a person with consent, lists, edits and deletes it', async () => {
    const s = await registerAndLogin(t.app);
    const res = await create(s);
    expect(res.statusCode).toBe(201);
    const person = Person.parse(res.json());
    expect(person).toMatchObject({ name: 'José Lima', relation: 'parceiro' });
    expect(person.birth.birthPlace).toMatch(/^Recife/);
    expect(person.birth.placeId).toBeTruthy();

    const list = PersonList.parse(
      (await api(t.app, { method: 'GET', url: '/api/people', token: s.token })).json(),
    );
    expect(list.people.map((p) => p.id)).toEqual([person.id]);

    const put = await api(t.app, {
      method: 'PUT',
      url: `/api/people/${person.id}`,
      token: s.token,
      payload: { name: 'José L.', birth: { ...BIRTH, birthTime: null }, relation: 'amizade' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'José L.', relation: 'amizade', birth: { birthTime: null } });

    const del = await api(t.app, { method: 'DELETE', url: `/api/people/${person.id}`, token: s.token });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(PEOPLE_MESSAGES.deleted);
    expect((await api(t.app, { method: 'GET', url: '/api/people', token: s.token })).json().people).toEqual(
      [],
    );
  });

  it.runIf(run)('refuses a person without consent, with 422 in Portuguese', async () => {
    const s = await registerAndLogin(t.app);
    for (const consent of [undefined, false]) {
      const res = await create(s, { ...NEW_PERSON, consent });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(PEOPLE_MESSAGES.consent);
    }
    const bad = await create(s, { ...NEW_PERSON, relation: 'vizinho' });
    expect([400, 422]).toContain(bad.statusCode);
    expect(bad.json().error).toMatch(/Relação inválida/);
  });

  it.runIf(run)('answers 404 to anyone but the owner, for every route of a person', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const id = Person.parse((await create(owner)).json()).id;
    const routes = [
      {
        method: 'PUT' as const,
        url: `/api/people/${id}`,
        payload: { name: 'X', birth: BIRTH, relation: 'outro' },
      },
      { method: 'DELETE' as const, url: `/api/people/${id}` },
      { method: 'GET' as const, url: `/api/people/${id}/chart` },
      { method: 'GET' as const, url: `/api/people/${id}/transits` },
      { method: 'GET' as const, url: `/api/people/${id}/progressions` },
      { method: 'GET' as const, url: `/api/people/${id}/solar-arc` },
      { method: 'GET' as const, url: `/api/people/${id}/lunar-return` },
    ];
    for (const route of routes) {
      const res = await api(t.app, { ...route, token: other.token });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error).toBe(PEOPLE_MESSAGES.notFound);
    }
    const synastry = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: other.token,
      payload: { person1: { name: 'Eva', birthDate: '1979-09-09' }, person2Id: id },
    });
    expect(synastry.statusCode).toBe(404);
    expect(
      (await api(t.app, { method: 'GET', url: '/api/people', token: other.token })).json().people,
    ).toEqual([]);
    // The owner still has it.
    expect(
      (await api(t.app, { method: 'GET', url: `/api/people/${id}/chart`, token: owner.token })).statusCode,
    ).toBe(200);
  });

  it.runIf(run)(`keeps at most ${PEOPLE_MAX} people per member`, async () => {
    const s = await registerAndLogin(t.app);
    // 199 straight into the table: the 200th and the 201st go through the API.
    await t.database.db.insert(people).values(
      Array.from({ length: PEOPLE_MAX - 1 }, (_, i) => ({
        userId: s.id,
        name: `Pessoa ${i}`,
        relation: 'outro' as const,
        birthDate: '1990-01-01',
        birthTime: null,
        birthPlace: 'Recife, PE',
        birthPlaceId: 'br-2611606',
        consentAt: new Date(),
      })),
    );
    expect((await create(s)).statusCode).toBe(201);
    const over = await create(s);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe(PEOPLE_MESSAGES.tooMany);
    // Another member is not affected.
    expect((await create(await registerAndLogin(t.app))).statusCode).toBe(201);
  });

  it.runIf(run)('gives a person a chart and transits, as the member’s own', async () => {
    const s = await registerAndLogin(t.app);
    const id = Person.parse((await create(s)).json()).id;
    const chart = await api(t.app, { method: 'GET', url: `/api/people/${id}/chart`, token: s.token });
    expect(chart.statusCode).toBe(200);
    expect(chart.json().content).toBeTruthy();
    const transits = await api(t.app, {
      method: 'GET',
      url: `/api/people/${id}/transits?from=2026-01-01&days=10`,
      token: s.token,
    });
    expect(transits.statusCode).toBe(200);
    TransitList.parse(transits.json());
  });

  it.runIf(run)('reads a person’s sky ahead as the member’s own, for the same birth', async () => {
    const s = await registerAndLogin(t.app);
    await api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: s.token,
      payload: { name: s.name, email: s.email, birth: BIRTH },
    });
    const id = Person.parse((await create(s)).json()).id;
    for (const [path, schema] of [
      ['progressions?date=2026-06-01', Progressions],
      ['solar-arc?date=2026-06-01', SolarArc],
      ['lunar-return?from=2026-06-01', LunarReturn],
    ] as const) {
      const own = await api(t.app, { method: 'GET', url: `/api/users/me/${path}`, token: s.token });
      const theirs = await api(t.app, { method: 'GET', url: `/api/people/${id}/${path}`, token: s.token });
      expect(theirs.statusCode, path).toBe(200);
      expect(schema.parse(theirs.json())).toEqual(schema.parse(own.json()));
    }
  });

  it.runIf(run)('runs a synastry of "me" with a saved person, and says when "me" has no birth', async () => {
    const s = await registerAndLogin(t.app);
    const id = Person.parse((await create(s)).json()).id;
    const before = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: { person1Id: 'me', person2Id: id },
    });
    expect(before.statusCode).toBe(422);
    expect(before.json().error).toBe(PEOPLE_MESSAGES.noOwnBirth);

    await api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: s.token,
      payload: { name: s.name, email: s.email, birth: OWN },
    });
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: { person1Id: 'me', person2Id: id },
    });
    expect(res.statusCode).toBe(201);
    const content = SynastryResponse.parse(res.json()).content;
    expect(content.person1Name).toBe(s.name);
    expect(content.person2Name).toBe('José Lima');
    expect(content.contacts.length).toBeGreaterThan(5);
    expect(content.composite.ascendant).not.toBeNull();
    expect(content.charts[0].cusps).toHaveLength(12);

    const neither = await api(t.app, {
      method: 'POST',
      url: '/api/calculate/synastry',
      token: s.token,
      payload: { person1Id: 'me' },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error).toBe(PEOPLE_MESSAGES.missingSide);
  });

  it.runIf(run)('exports people with the account, and deletes them with it', async () => {
    const s = await registerAndLogin(t.app);
    await create(s);
    const exported = DataExport.parse(
      (await api(t.app, { method: 'GET', url: '/api/users/data-export', token: s.token })).json(),
    );
    expect(exported.people.map((p) => p.name)).toEqual(['José Lima']);
    const del = await api(t.app, {
      method: 'DELETE',
      url: '/api/users/account',
      token: s.token,
      payload: { confirmPassword: s.password },
    });
    expect(del.statusCode).toBe(200);
    const { eq } = await import('drizzle-orm');
    expect(await t.database.db.select().from(people).where(eq(people.userId, s.id))).toEqual([]);
  });
});
