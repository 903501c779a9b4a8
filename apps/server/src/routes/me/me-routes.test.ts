import { PersonalContent, SavedReport, UserProfile } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

// sky.md §2: the member's own birth in the profile, "Meu mapa", and whose chart each saved report is.

const OWN = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };

describe.each(await routeSuite())('"Meu mapa" on $driver', ({ driver, run }) => {
  let t: TestApp;
  const now = () => new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now });
  });
  afterAll(async () => t?.close());

  const putBirth = (s: Session, birth: unknown) =>
    api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: s.token,
      payload: { name: s.name, email: s.email, birth },
    });

  it.runIf(run)('keeps the member’s birth in the profile, resolved, and clears it with null', async () => {
    const s = await registerAndLogin(t.app);
    const before = UserProfile.parse(
      (await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token })).json(),
    );
    expect(before.birth).toBeNull();
    const chartless = await api(t.app, { method: 'GET', url: '/api/users/me/chart', token: s.token });
    expect(chartless.statusCode).toBe(404);
    expect(chartless.json().error).toMatch(/perfil/);

    const put = await putBirth(s, OWN);
    expect(put.statusCode).toBe(200);
    expect(put.json().user.birth).toEqual({
      birthDate: '1990-07-15',
      birthTime: '14:30',
      birthPlace: 'Campinas, SP, Brasil',
      placeId: 'br-3509502',
    });
    // A PUT without `birth` keeps it.
    const rename = await api(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      token: s.token,
      payload: { name: 'Outro Nome', email: s.email },
    });
    expect(rename.json().user.birth.birthDate).toBe('1990-07-15');

    const chart = await api(t.app, { method: 'GET', url: '/api/users/me/chart', token: s.token });
    expect(chart.statusCode).toBe(200);
    const content = PersonalContent.parse(chart.json().content);
    expect(content.name).toBe('Outro Nome');
    expect(content.birth).toMatchObject({ date: '1990-07-15', time: '14:30', utc: '1990-07-15T17:30:00Z' });

    expect((await putBirth(s, null)).json().user.birth).toBeNull();
    expect((await api(t.app, { method: 'GET', url: '/api/users/me/chart', token: s.token })).statusCode).toBe(
      404,
    );
  });

  it.runIf(run)(
    'accepts an unknown time and refuses a bad birth without touching the stored one',
    async () => {
      const s = await registerAndLogin(t.app);
      expect((await putBirth(s, { ...OWN, birthTime: null })).json().user.birth.birthTime).toBeNull();
      const chart = await api(t.app, { method: 'GET', url: '/api/users/me/chart', token: s.token });
      expect(chart.json().content.timeKnown).toBe(false);

      for (const [birth, status, field] of [
        [{ ...OWN, birthDate: '2026-11-24' }, 422, 'birth.birthDate'],
        [{ ...OWN, birthDate: '1990-02-31' }, 422, 'birth.birthDate'],
        [{ ...OWN, birthPlace: 'Xyzópolis' }, 422, 'birth.birthPlace'],
        [{ ...OWN, birthTime: '7h' }, 400, 'birth.birthTime'],
        [{ birthDate: '1990-07-15' }, 400, 'birth.birthTime'],
      ] as const) {
        const res = await putBirth(s, birth);
        expect(res.statusCode, JSON.stringify(birth)).toBe(status);
        expect(res.json().field).toBe(field);
        expect(typeof res.json().error).toBe('string');
      }
      const profile = (await api(t.app, { method: 'GET', url: '/api/users/profile', token: s.token })).json();
      expect(profile.birth).toMatchObject({ birthDate: '1990-07-15', birthTime: null });
    },
  );

  it.runIf(run)('labels each saved report "self" or "other" as the profile stands', async () => {
    const s = await registerAndLogin(t.app);
    const save = async (payload: object) => {
      const res = await api(t.app, { method: 'POST', url: '/api/reports', token: s.token, payload });
      expect(res.statusCode).toBe(201);
      return SavedReport.parse(res.json());
    };
    const mine = await save({ name: 'Eu Mesma', ...OWN });
    expect(mine.subject).toBe('other'); // no birth in the profile yet
    await putBirth(s, OWN);
    const again = await save({ name: 'Outro título', ...OWN });
    const friend = await save({ name: 'Amiga', ...OWN, birthTime: '14:31' });
    const elsewhere = await save({ name: 'Prima', ...OWN, birthPlace: 'Valinhos, SP' });
    expect([again.subject, friend.subject, elsewhere.subject]).toEqual(['self', 'other', 'other']);

    const list = (await api(t.app, { method: 'GET', url: '/api/reports', token: s.token })).json();
    const byId = new Map(list.map((r: { id: string; subject: string }) => [r.id, r.subject]));
    expect(byId.get(mine.id)).toBe('self');
    expect(byId.get(friend.id)).toBe('other');
    const one = await api(t.app, { method: 'GET', url: `/api/reports/${mine.id}`, token: s.token });
    expect(one.json().subject).toBe('self');
    // The report's title still names the person in it.
    expect(one.json().content.name).toBe('Eu Mesma');
  });
});
