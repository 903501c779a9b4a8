import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-helpers';
import { postgresAvailable } from '../../test/postgres';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Issue #45: the reading a visitor made before signing up becomes the new member's first saved report and
// profile birth, sent with the register call when the form's consent is on.

const hasPostgres = await postgresAvailable();

const READING = {
  name: 'Clara Visitante',
  birthDate: '1991-03-21',
  birthTime: '08:15',
  birthPlace: 'Salvador, BA',
};

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('register with the first reading on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close());

  const register = (payload: Record<string, unknown>) =>
    api(t.app, { method: 'POST', url: '/api/users/register', payload });
  const login = async (email: string) => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'abcdef' },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string; user: { birth: unknown } };
  };

  it.runIf(run)('saves the reading as the first report and its birth on the profile', async () => {
    const email = `clara.${driver}@exemplo.com`;
    const res = await register({ name: 'Clara', email, password: 'abcdef', firstReading: READING });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.birth).toEqual({
      birthDate: '1991-03-21',
      birthTime: '08:15',
      birthPlace: expect.stringMatching(/^Salvador/),
      placeId: expect.any(String),
    });
    // "Primeira Revelação": the saved reading counts.
    expect(res.json().newBadges?.map((b: { name: string }) => b.name)).toContain('Primeira Revelação');

    const { token, user } = await login(email);
    expect(user.birth).toMatchObject({ birthDate: '1991-03-21', birthTime: '08:15' });
    const reports = await api(t.app, { method: 'GET', url: '/api/reports', token });
    expect(reports.statusCode).toBe(200);
    const list = reports.json() as { type: string; content: { name: string } }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'personal', content: { name: 'Clara Visitante' } });
  });

  it.runIf(run)('creates an account with nothing saved when no reading is sent', async () => {
    const email = `sem.leitura.${driver}@exemplo.com`;
    const res = await register({ name: 'Sem Leitura', email, password: 'abcdef' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.birth).toBeNull();
    const { token } = await login(email);
    expect((await api(t.app, { method: 'GET', url: '/api/reports', token })).json()).toEqual([]);
  });

  it.runIf(run)(
    'refuses a reading that cannot be cast with 422, naming its fields, and creates nothing',
    async () => {
      const email = `errada.${driver}@exemplo.com`;
      const res = await register({
        name: 'Errada',
        email,
        password: 'abcdef',
        firstReading: { ...READING, birthDate: '1990-02-31' },
      });
      expect(res.statusCode).toBe(422);
      const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
      expect(fields).toEqual(['firstReading.birthDate']);
      expect(res.json().error).toMatch(/31\/02\/1990 não existe/);
      const place = await register({
        name: 'Errada',
        email,
        password: 'abcdef',
        firstReading: { ...READING, birthPlace: 'Xyzópolis' },
      });
      expect(place.statusCode).toBe(422);
      expect(place.json().field).toBe('firstReading.birthPlace');
      // The address is still free: nothing was written.
      const again = await register({ name: 'Errada', email, password: 'abcdef' });
      expect(again.statusCode).toBe(201);
    },
  );

  it.runIf(run)('refuses a malformed reading with 400 and a Portuguese error', async () => {
    const res = await register({
      name: 'Malformada',
      email: `malformada.${driver}@exemplo.com`,
      password: 'abcdef',
      firstReading: { name: 'X', birthDate: 'ontem', birthTime: '8h', birthPlace: 'Recife' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[ãçéí]|Data|data/);
    expect(res.json().field).toMatch(/^firstReading\./);
  });
});
