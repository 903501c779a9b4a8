import {
  CIGANO_MESSAGES,
  CiganoCardDetail,
  CiganoCardList,
  TAROT_MESSAGES,
  TarotInsights,
  TarotReading,
  TarotReadingList,
  TarotShuffleResponse,
} from '@constelar/contract';
import { CIGANO_CODES, dealFromSeed, hexToBytes, mesaNeighbours } from '@constelar/core/tarot';
import { CIGANO_CARDS } from '@constelar/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { everyDriverSuite } from '../../test/drivers';

/** The cards the proof deals, recomputed from the seed alone over the cigano deck. */
const recomputed = (reading: TarotReading) =>
  dealFromSeed(hexToBytes(reading.proof.seed)!, CIGANO_CODES, reading.cards.length, {
    picks: reading.cards.map((c) => c.index),
  }).map((d) => d.card);

/** Every sentence of a reading's pairs, split at sentence ends: none may appear twice. */
const sentencesOf = (reading: TarotReading) =>
  (reading.pairs ?? []).flatMap((p) => p.text.split(/(?<=[.!?])\s+/));

describe.each(await everyDriverSuite())('baralho cigano on $driver', ({ driver, run }) => {
  let t: TestApp;
  const clock = new Date('2026-06-10T15:00:00Z');
  beforeAll(async () => {
    if (run) t = await buildTestApp({ driver, now: () => clock });
  });
  afterAll(async () => t?.close());

  const draw = (payload: object, s?: Session) =>
    api(t.app, { method: 'POST', url: '/api/tarot/draws', payload, ...(s ? { token: s.token } : {}) });

  it.runIf(run)('lists the 36 cards and answers one by code or slug; an unknown one is 404', async () => {
    const list = CiganoCardList.parse(
      (await api(t.app, { method: 'GET', url: '/api/tarot/cigano/cards' })).json(),
    );
    expect(list.cards.map((c) => c.code)).toEqual(CIGANO_CODES);
    expect(list.cards.map((c) => c.image)).toContain('/images/cigano/24.webp');
    const bySlug = await api(t.app, {
      method: 'GET',
      url: `/api/tarot/cigano/cards/${CIGANO_CARDS[23]!.slug}`,
    });
    const byCode = await api(t.app, { method: 'GET', url: '/api/tarot/cigano/cards/cigano-24' });
    expect(CiganoCardDetail.parse(bySlug.json())).toEqual(CiganoCardDetail.parse(byCode.json()));
    expect(byCode.json().number).toBe(24);
    const missing = await api(t.app, { method: 'GET', url: '/api/tarot/cigano/cards/cigano-37' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: CIGANO_MESSAGES.unknownCard });
  });

  it.runIf(run)(
    'deals the three, five and nine from a commitment, each card and pair read once',
    async () => {
      for (const [spread, count, pairs] of [
        ['cigano-tres', 3, 2],
        ['cigano-cinco', 5, 4],
        ['cigano-nove', 9, 10],
      ] as const) {
        const shuffled = await api(t.app, {
          method: 'POST',
          url: '/api/tarot/shuffles',
          payload: { spread },
        });
        expect(shuffled.statusCode).toBe(201);
        const { shuffleId, commitment } = TarotShuffleResponse.parse(shuffled.json());
        const picks = Array.from({ length: count }, (_, i) => 35 - i * 3);
        const res = await draw({ spread, shuffleId, picks, question: 'O que pede atenção agora?' });
        expect(res.statusCode).toBe(201);
        const reading = TarotReading.parse(res.json());
        expect(reading).toMatchObject({ deck: 'cigano', reversals: false, id: null });
        expect(reading.proof.commitment).toBe(commitment);
        expect(reading.cards.map((c) => c.card.code)).toEqual(recomputed(reading));
        expect(reading.cards.map((c) => c.index)).toEqual(picks);
        for (const c of reading.cards) {
          expect(c.reversed).toBe(false);
          expect(c.card.image).toMatch(/^\/images\/cigano\/\d+\.webp$/);
          expect(c.text.length).toBeGreaterThan(20);
          expect(c.positionName).not.toBe('');
        }
        expect(reading.pairs).toHaveLength(pairs);
        for (const p of reading.pairs!) expect(p.text.trim()).not.toBe('');
        expect(new Set(reading.pairs!.map((p) => p.text)).size).toBe(pairs);
        expect(reading.synthesis.length).toBeGreaterThan(0);
        expect(reading.querent).toBeUndefined();
      }
    },
  );

  it.runIf(run)('never repeats a pair’s sentence in a reading, over many draws', async () => {
    for (let n = 0; n < 12; n++) {
      const reading = TarotReading.parse((await draw({ spread: 'cigano-nove' })).json());
      const sentences = reading.pairs!.map((p) => p.text);
      expect(new Set(sentences).size).toBe(sentences.length);
      expect(sentencesOf(reading).length).toBeGreaterThanOrEqual(sentences.length);
    }
  });

  it.runIf(run)(
    'lays the Mesa Real whole, each card in its house, and reads the querent’s neighbours',
    async () => {
      const reading = TarotReading.parse((await draw({ spread: 'mesa-real', querent: 28 })).json());
      expect(reading.cards).toHaveLength(36);
      expect(reading.cards.map((c) => c.card.code).sort()).toEqual([...CIGANO_CODES].sort());
      expect(reading.cards.map((c) => c.card.code)).toEqual(recomputed(reading));
      reading.cards.forEach((c, i) => {
        expect(c.position).toBe(i + 1);
        expect(c.positionName).toContain(CIGANO_CARDS[i]!.name);
      });
      const q = reading.querent!;
      expect(q.card.code).toBe('cigano-28');
      expect(reading.cards[q.position - 1]!.card.code).toBe('cigano-28');
      expect(q.neighbours.map((n) => [n.position, n.direction])).toEqual(
        mesaNeighbours(q.position).map((n) => [n.position, n.direction]),
      );
      for (const n of q.neighbours) {
        expect(n.card.code).toBe(reading.cards[n.position - 1]!.card.code);
        expect(n.text).not.toBe('');
      }
      expect(reading.pairs).toBeUndefined();
      // Without a choice, a visitor's querent is A Cigana.
      const plain = TarotReading.parse((await draw({ spread: 'mesa-real' })).json());
      expect(plain.querent!.card.code).toBe('cigano-29');
    },
  );

  it.runIf(run)('refuses in Portuguese what the cigano deck does not take', async () => {
    const cases: [object, string, string][] = [
      [{ spread: 'cigano-tres', deck: 'full' }, 'deck', TAROT_MESSAGES.ciganoDeck],
      [{ spread: 'tres-cartas', deck: 'cigano' }, 'deck', TAROT_MESSAGES.ciganoDeck],
      [{ spread: 'cigano-cinco', reversals: true }, 'reversals', TAROT_MESSAGES.ciganoReversals],
      [{ spread: 'mesa-real', querent: 27 }, 'querent', TAROT_MESSAGES.querent],
      [{ spread: 'cigano-tres', querent: 28 }, 'querent', TAROT_MESSAGES.querent],
      [{ spread: 'mesa-real', querent: 'cigana' }, 'querent', TAROT_MESSAGES.querent],
      [{ spread: 'cigano-tres', picks: [0, 1, 36] }, 'picks', TAROT_MESSAGES.picks],
      [{ spread: 'cigano-nove', picks: [0, 1, 2] }, 'picks', TAROT_MESSAGES.picks],
    ];
    for (const [payload, field, error] of cases) {
      const res = await draw(payload);
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ field, error });
    }
    const shuffle = await api(t.app, {
      method: 'POST',
      url: '/api/tarot/shuffles',
      payload: { spread: 'mesa-real', deck: 'majors' },
    });
    expect(shuffle.statusCode).toBe(422);
    expect(shuffle.json()).toMatchObject({ field: 'deck', error: TAROT_MESSAGES.ciganoDeck });
  });

  it.runIf(run)(
    'keeps a member’s cigano readings in the journal and counts them in the insights',
    async () => {
      const s = await registerAndLogin(t.app);
      const profile = await api(t.app, {
        method: 'PUT',
        url: '/api/users/profile',
        token: s.token,
        payload: { name: s.name, email: s.email, addressForm: 'masculino' },
      });
      expect(profile.statusCode).toBe(200);
      // The new token carries the profile as it is now.
      const member = { ...s, token: profile.json().token as string };
      const mesa = TarotReading.parse((await draw({ spread: 'mesa-real' }, member)).json());
      expect(mesa.id).not.toBeNull();
      // The profile's address form chose O Cigano; the saved reading keeps it.
      expect(mesa.querent!.card.code).toBe('cigano-28');
      const tres = TarotReading.parse((await draw({ spread: 'cigano-tres' }, s)).json());
      const page = TarotReadingList.parse(
        (await api(t.app, { method: 'GET', url: '/api/tarot/readings', token: s.token })).json(),
      );
      expect(page.readings.map((r) => r.id).sort()).toEqual([mesa.id, tres.id].sort());
      const again = TarotReading.parse(
        (await api(t.app, { method: 'GET', url: `/api/tarot/readings/${mesa.id}`, token: s.token })).json(),
      );
      expect(again.querent).toEqual(mesa.querent);
      expect(again.cards).toEqual(mesa.cards);
      const insights = TarotInsights.parse(
        (await api(t.app, { method: 'GET', url: '/api/tarot/insights?days=7', token: s.token })).json(),
      );
      expect(insights.total).toBe(39);
      expect(insights.bySuit).toMatchObject({ cigano: 39, majors: 0, wands: 0 });
      expect(insights.byMonth.at(-1)!.cigano).toBe(39);
      const exported = await api(t.app, { method: 'GET', url: '/api/users/me/export', token: s.token });
      if (exported.statusCode === 200) {
        expect(JSON.stringify(exported.json())).toContain('"querent":true');
      }
    },
  );
});
