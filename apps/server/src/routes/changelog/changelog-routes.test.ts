import { Changelog } from '@constelar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, confirmEmail, registerAndLogin, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { routeSuite } from '../../test/drivers';

const entry = (over: Record<string, unknown> = {}) => ({
  version: '1.2.0',
  title: 'Sinastria mais precisa',
  description: 'Agora com Ascendente.',
  isPublished: true,
  changes: [
    { type: 'feature', description: 'Ascendente na sinastria' },
    { type: 'fix', description: 'Fuso do Acre antes de 2008' },
  ],
  ...over,
});

describe.each(await routeSuite())('changelog on $driver', ({ driver, run }) => {
  let t: TestApp;
  let admin: Session;
  let member: Session;
  const clock = { ms: Date.parse('2026-05-01T12:00:00Z') };
  beforeAll(async () => {
    if (!run) return;
    t = await buildTestApp({ driver, now: () => new Date(clock.ms) });
    admin = await registerAndLogin(t.app, { email: 'admin@constelar.app', name: 'Admin Constelar' });
    await confirmEmail(t, admin.email);
    member = await registerAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  it.runIf(run)('guards the admin calls: 401 without a session, 403 for members', async () => {
    const calls = [
      ['GET', '/api/changelog/admin/all'],
      ['POST', '/api/changelog/admin/create'],
      ['PUT', '/api/changelog/admin/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/changelog/admin/00000000-0000-4000-8000-000000000000'],
      ['PATCH', '/api/changelog/admin/00000000-0000-4000-8000-000000000000/toggle-publish'],
      ['GET', '/api/admin/dashboard'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await api(t.app, { method, url, payload: entry() })).statusCode, url).toBe(401);
      const res = await api(t.app, { method, url, token: member.token, payload: entry() });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('Acesso restrito a administradores.');
    }
  });

  it.runIf(run)('creates, lists, edits, toggles and deletes, with icons from types', async () => {
    const created = await api(t.app, {
      method: 'POST',
      url: '/api/changelog/admin/create',
      token: admin.token,
      payload: entry(),
    });
    expect(created.statusCode).toBe(201);
    const c = Changelog.parse(created.json());
    expect(c.createdBy.name).toBe('Admin Constelar');
    expect(c.changes.map((x) => x.icon)).toEqual(['sparkles', 'bug']);

    clock.ms += 86_400_000;
    const draft = await api(t.app, {
      method: 'POST',
      url: '/api/changelog/admin/create',
      token: admin.token,
      payload: entry({
        version: '1.3.0',
        title: 'Rascunho',
        isPublished: false,
        description: undefined,
        changes: [{ type: 'security', description: 'Senhas com argon2id' }],
      }),
    });
    expect(draft.json().isPublished).toBe(false);
    expect(draft.json().description).toBeNull();
    expect(draft.json().changes[0].icon).toBe('shield');

    const pub = await api(t.app, { method: 'GET', url: '/api/changelog' });
    expect(pub.json().map((x: { version: string }) => x.version)).toEqual(['1.2.0']);
    const all = await api(t.app, { method: 'GET', url: '/api/changelog/admin/all', token: admin.token });
    expect(all.json().map((x: { version: string }) => x.version)).toEqual(['1.3.0', '1.2.0']);

    clock.ms += 86_400_000;
    const toggled = await api(t.app, {
      method: 'PATCH',
      url: `/api/changelog/admin/${draft.json().id}/toggle-publish`,
      token: admin.token,
    });
    expect(toggled.json().isPublished).toBe(true);
    expect(toggled.json().releaseDate).toBe(new Date(clock.ms).toISOString());
    const pub2 = await api(t.app, { method: 'GET', url: '/api/changelog' });
    expect(pub2.json().map((x: { version: string }) => x.version)).toEqual(['1.3.0', '1.2.0']);

    const edited = await api(t.app, {
      method: 'PUT',
      url: `/api/changelog/admin/${c.id}`,
      token: admin.token,
      payload: entry({
        title: 'Título novo',
        changes: [{ type: 'improvement', description: 'Mais rápido' }],
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Título novo',
      changes: [{ type: 'improvement', icon: 'wrench' }],
    });

    const del = await api(t.app, {
      method: 'DELETE',
      url: `/api/changelog/admin/${c.id}`,
      token: admin.token,
    });
    expect(del.statusCode).toBe(200);
    const again = await api(t.app, {
      method: 'DELETE',
      url: `/api/changelog/admin/${c.id}`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Changelog não encontrado.');
  });

  it.runIf(run)('lists the highest version first, even when an older one was released later', async () => {
    const publish = async (version: string) => {
      clock.ms += 86_400_000;
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/changelog/admin/create',
        token: admin.token,
        payload: entry({ version, title: `Versão ${version}` }),
      });
      expect(res.statusCode).toBe(201);
    };
    await publish('2.10.0');
    await publish('2.9.1');
    const versions = (await api(t.app, { method: 'GET', url: '/api/changelog' }))
      .json()
      .map((x: { version: string }) => x.version);
    expect(versions.indexOf('2.10.0')).toBeLessThan(versions.indexOf('2.9.1'));
    expect(versions[0]).toBe('2.10.0');
    const all = (await api(t.app, { method: 'GET', url: '/api/changelog/admin/all', token: admin.token }))
      .json()
      .map((x: { version: string }) => x.version);
    expect(all[0]).toBe('2.10.0');
  });

  it.runIf(run).each([
    [{ version: '' }, 'Versão é obrigatória.'],
    [{ title: '  ' }, 'Título é obrigatório.'],
    [{ changes: [] }, 'Adicione pelo menos uma mudança.'],
    [{ changes: [{ type: 'feature', description: '' }] }, 'Descreva cada mudança.'],
    [{ changes: [{ type: 'nope', description: 'x' }] }, /Tipo de mudança inválido/],
    [{ isPublished: 'sim' }, /verdadeiro ou falso/],
  ])('rejects %j', async (patch, message) => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/changelog/admin/create',
      token: admin.token,
      payload: entry(patch),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});
