import { DAILY_CARDS, pickCardIndex } from '@constelar/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth } from '../../test/api-helpers';
import { postgresAvailable } from '../../test/postgres';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Issue #45 §4: for a member, "Seu dia", the tarot's "Carta do dia" and the landing (which picks from the
// account and the Brasília day, as below) show one card.

const hasPostgres = await postgresAvailable();

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('one card of the day on $driver', ({ driver, run }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it.runIf(run)('is the same card in "Seu dia", the tarot and the landing pick', async () => {
    for (let i = 0; i < 4; i++) {
      const s = await registerAndLogin(t.app);
      await saveBirth(t.app, s, { birthDate: '1990-08-15', birthTime: '14:30', birthPlace: 'Campinas, SP' });
      const today = (await api(t.app, { method: 'GET', url: '/api/users/me/today', token: s.token })).json();
      const tarot = (await api(t.app, { method: 'GET', url: '/api/tarot/today', token: s.token })).json();
      expect(tarot.date).toBe(today.date);
      expect(tarot.card.code).toBe(`major-${today.dailyCard.arcanumId}`);
      expect(tarot.card.name).toBe(today.dailyCard.name);
      expect(tarot.reversed).toBe(false);
      const landing = DAILY_CARDS[pickCardIndex(s.id, today.date, DAILY_CARDS.length)]!;
      expect(landing.arcanumId).toBe(today.dailyCard.arcanumId);
    }
  });
});
