import {
  DataExport,
  PersonalReportResponse,
  TAROT_MESSAGES,
  TarotCardList,
  TarotInsights,
  TarotReading,
  TarotReadingList,
  TarotShuffleResponse,
  TarotSpreadList,
  TarotToday,
} from '@constelar/contract';
import { signOf } from '@constelar/core';
import { MAJOR_CODES, TAROT_CODES, commitmentOf, dealFromSeed, hexToBytes } from '@constelar/core/tarot';
import { SIGN_NAMES, writtenTarotCodes } from '@constelar/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAndLogin, saveBirth, type Session } from '../../test/api-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { everyDriverSuite } from '../../test/drivers';

const OWN = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };

/** The cards a proof deals, recomputed here from the seed alone, as "Como embaralhamos" does. */
function recomputed(reading: TarotReading) {
  const deck = reading.deck === 'majors' ? MAJOR_CODES : TAROT_CODES;
  return dealFromSeed(hexToBytes(reading.proof.seed)!, deck, reading.cards.length, {
    picks: reading.cards.map((c) => c.index),
    reversals: reading.reversals,
  }).map((d) => ({ code: d.card, reversed: d.reversed }));
}

describe.each(await everyDriverSuite())('tarot on $driver', ({ driver, run }) => {
  let t: TestApp;
  let clock = new Date('2026-06-10T15:00:00Z');
  beforeAll(async () => {
    if (run) {
      t = await buildTestApp({ driver, now: () => clock, env: { TAROT_ANON_DRAWS_PER_HOUR: '3' } });
    }
  });
  afterAll(async () => t?.close());

  const draw = (payload: object, s?: Session, remoteAddress?: string) =>
    api(t.app, {
      method: 'POST',
      url: '/api/tarot/draws',
      payload,
      ...(s ? { token: s.token } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it.runIf(run)(
    'lists the deck and the twelve spreads (eight tarot, four cigano); an unknown card is 404 in Portuguese',
    async () => {
      const cards = TarotCardList.parse(
        (await api(t.app, { method: 'GET', url: '/api/tarot/cards' })).json(),
      );
      expect(cards.cards.map((c) => c.code)).toEqual(writtenTarotCodes());
      const spreads = TarotSpreadList.parse(
        (await api(t.app, { method: 'GET', url: '/api/tarot/spreads' })).json(),
      );
      expect(spreads.spreads.map((s) => [s.code, s.cards, s.positions.length])).toEqual([
        ['carta-do-dia', 1, 1],
        ['sim-ou-nao', 1, 1],
        ['tres-cartas', 3, 3],
        ['conselho', 3, 3],
        ['amor', 5, 5],
        ['ferradura', 7, 7],
        ['cruz-celta', 10, 10],
        ['mandala', 13, 13],
        ['cigano-tres', 3, 3],
        ['cigano-cinco', 5, 5],
        ['cigano-nove', 9, 9],
        ['mesa-real', 36, 36],
      ]);
      const first = writtenTarotCodes()[0]!;
      const one = await api(t.app, { method: 'GET', url: `/api/tarot/cards/${first}` });
      expect(one.statusCode).toBe(200);
      expect(one.json().meanings.geral.upright.length).toBeGreaterThan(100);
      const missing = await api(t.app, { method: 'GET', url: '/api/tarot/cards/cups-1' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: TAROT_MESSAGES.unknownCard });
    },
  );

  it.runIf(run)('commits before the picks, then deals what the revealed seed deals', async () => {
    const shuffle = await api(t.app, {
      method: 'POST',
      url: '/api/tarot/shuffles',
      payload: { spread: 'cruz-celta', reversals: true },
    });
    expect(shuffle.statusCode).toBe(201);
    const { shuffleId, commitment, expiresAt } = TarotShuffleResponse.parse(shuffle.json());
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(10 * 60_000);
    const picks = [77, 3, 40, 12, 0, 55, 21, 9, 66, 30];
    const res = await draw({ spread: 'cruz-celta', shuffleId, picks, question: 'O que pede atenção?' });
    expect(res.statusCode).toBe(201);
    const reading = TarotReading.parse(res.json());
    expect(reading.id).toBeNull();
    expect(reading.proof.commitment).toBe(commitment);
    expect(commitmentOf(hexToBytes(reading.proof.seed)!)).toBe(commitment);
    expect(reading.proof.algorithm).toBe('constelar-shuffle-v1');
    expect(reading.cards.map((c) => c.index)).toEqual(picks);
    expect(reading.cards.map((c) => ({ code: c.card.code, reversed: c.reversed }))).toEqual(
      recomputed(reading),
    );
    expect(reading.cards.map((c) => c.positionName)[1]).toBe('O desafio');
    expect(reading.question).toBe('O que pede atenção?');
    expect(reading.synthesis.length).toBeGreaterThanOrEqual(1);
    expect(reading.synthesis.length).toBeLessThanOrEqual(3);
    for (const card of reading.cards) expect(card.text.length).toBeGreaterThan(20);

    const again = await draw({ spread: 'cruz-celta', shuffleId });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: TAROT_MESSAGES.shuffleGone, field: 'shuffleId' });
  });

  it.runIf(run)('refuses an expired shuffle, one for another spread and another member’s', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const make = async (payload: object, s?: Session) =>
      TarotShuffleResponse.parse(
        (
          await api(t.app, {
            method: 'POST',
            url: '/api/tarot/shuffles',
            payload,
            ...(s ? { token: s.token } : {}),
          })
        ).json(),
      ).shuffleId;
    const mine = await make({ spread: 'amor' }, owner);
    expect((await draw({ spread: 'amor', shuffleId: mine }, other)).statusCode).toBe(404);
    expect((await draw({ spread: 'amor', shuffleId: mine })).statusCode).toBe(404);
    expect((await draw({ spread: 'conselho', shuffleId: mine }, owner)).json()).toMatchObject({
      error: TAROT_MESSAGES.shuffleMismatch,
    });
    const owned = await draw({ spread: 'amor', shuffleId: mine }, owner);
    expect(owned.statusCode).toBe(201);
    expect(TarotReading.parse(owned.json()).id).not.toBeNull();
    const old = await make({ spread: 'tres-cartas' });
    clock = new Date(clock.getTime() + 10 * 60_000 + 1);
    const late = await draw({ spread: 'tres-cartas', shuffleId: old });
    expect(late.statusCode).toBe(422);
    expect(late.json().field).toBe('shuffleId');
    const unknown = await draw({ spread: 'tres-cartas', shuffleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(422);
  });

  it.runIf(run)('answers 422 with the field for a bad spread, question or picks', async () => {
    const cases: [object, string][] = [
      [{ spread: 'runas' }, 'spread'],
      [{ spread: 'amor', question: 'x'.repeat(201) }, 'question'],
      [{ spread: 'amor', picks: [1, 2, 3] }, 'picks'],
      [{ spread: 'tres-cartas', picks: [1, 1, 2] }, 'picks'],
      [{ spread: 'tres-cartas', deck: 'majors', picks: [1, 2, 22] }, 'picks'],
      [{ spread: 'tres-cartas', deck: 'todas' }, 'deck'],
    ];
    for (const [payload, field] of cases) {
      const res = await draw(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().field).toBe(field);
      expect(res.json().error).toMatch(/[áãçéêíóõú]|[A-Z][a-z]+ /);
    }
    // A shuffle of the majors takes only picks inside its 22 cards.
    const shuffleId = TarotShuffleResponse.parse(
      (
        await api(t.app, {
          method: 'POST',
          url: '/api/tarot/shuffles',
          payload: { spread: 'tres-cartas', deck: 'majors' },
        })
      ).json(),
    ).shuffleId;
    const outside = await draw({ spread: 'tres-cartas', shuffleId, picks: [0, 1, 60] });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().field).toBe('picks');
  });

  it.runIf(run)('draws at the request without a shuffle, majors only, and says yes or no', async () => {
    const res = await draw({ spread: 'sim-ou-nao', deck: 'majors', reversals: true });
    const reading = TarotReading.parse(res.json());
    expect(MAJOR_CODES).toContain(reading.cards[0]!.card.code);
    expect(reading.cards.map((c) => ({ code: c.card.code, reversed: c.reversed }))).toEqual(
      recomputed(reading),
    );
    if (writtenTarotCodes().includes(reading.cards[0]!.card.code)) {
      expect(['sim', 'nao', 'talvez']).toContain(reading.answer);
      expect(reading.cards[0]!.text).toMatch(/A resposta (tende a sim|tende a não|é talvez)/);
    }
  });

  it.runIf(run)(
    'draws every spread through a shuffle: each card read in its position, then a synthesis',
    async () => {
      const s = await registerAndLogin(t.app);
      const spreads = TarotSpreadList.parse(
        (await api(t.app, { method: 'GET', url: '/api/tarot/spreads' })).json(),
      ).spreads;
      // The cigano spreads have their own walk in cigano-routes.test.ts (no reversals there).
      for (const spread of spreads.filter((sp) => sp.deck === 'tarot')) {
        const made = TarotShuffleResponse.parse(
          (
            await api(t.app, {
              method: 'POST',
              url: '/api/tarot/shuffles',
              token: s.token,
              payload: { spread: spread.code, reversals: true },
            })
          ).json(),
        );
        // Face-down picks from the far end of the deck, as a person might choose them.
        const picks = Array.from({ length: spread.cards }, (_, i) => 77 - i * 3);
        const res = await draw({ spread: spread.code, shuffleId: made.shuffleId, picks }, s);
        expect(res.statusCode, spread.code).toBe(201);
        const reading = TarotReading.parse(res.json());
        expect(reading.proof.commitment).toBe(made.commitment);
        expect(reading.cards.map((c) => c.index)).toEqual(picks);
        expect(reading.cards.map((c) => ({ code: c.card.code, reversed: c.reversed }))).toEqual(
          recomputed(reading),
        );
        reading.cards.forEach((c, i) => {
          expect(c.position).toBe(i + 1);
          expect(c.text.length, `${spread.code} ${c.position}`).toBeGreaterThan(100);
        });
        expect(reading.synthesis.length, spread.code).toBeGreaterThanOrEqual(1);
        expect(reading.synthesis.length, spread.code).toBeLessThanOrEqual(3);
      }
    },
  );

  it.runIf(run)('holds visitors to their hourly draws with the real wait', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 3; i++)
      expect((await draw({ spread: 'carta-do-dia' }, undefined, address)).statusCode).toBe(201);
    const refused = await draw({ spread: 'carta-do-dia' }, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/Aguarde/);
  });

  it.runIf(run)('keeps a member’s readings with notes, pages them and hides them from others', async () => {
    const s = await registerAndLogin(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      clock = new Date(clock.getTime() + 1000);
      const r = TarotReading.parse((await draw({ spread: 'tres-cartas', deck: 'majors' }, s)).json());
      ids.push(r.id!);
    }
    const page1 = TarotReadingList.parse(
      (await api(t.app, { method: 'GET', url: '/api/tarot/readings', token: s.token })).json(),
    );
    expect(page1.readings).toHaveLength(20);
    expect(page1.readings[0]!.id).toBe(ids[21]);
    const page2 = TarotReadingList.parse(
      (
        await api(t.app, {
          method: 'GET',
          url: `/api/tarot/readings?cursor=${page1.nextCursor}`,
          token: s.token,
        })
      ).json(),
    );
    expect(page2.readings.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(page2.nextCursor).toBeNull();

    const note = await api(t.app, {
      method: 'PATCH',
      url: `/api/tarot/readings/${ids[0]}`,
      token: s.token,
      payload: { note: 'Li de novo no domingo e fez sentido.' },
    });
    expect(note.statusCode).toBe(200);
    const kept = TarotReading.parse(
      (await api(t.app, { method: 'GET', url: `/api/tarot/readings/${ids[0]}`, token: s.token })).json(),
    );
    expect(kept.note).toBe('Li de novo no domingo e fez sentido.');
    expect(kept.cards.map((c) => ({ code: c.card.code, reversed: c.reversed }))).toEqual(recomputed(kept));
    const long = await api(t.app, {
      method: 'PATCH',
      url: `/api/tarot/readings/${ids[0]}`,
      token: s.token,
      payload: { note: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ field: 'note', error: TAROT_MESSAGES.note });

    const other = await registerAndLogin(t.app);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await api(t.app, { method, url: `/api/tarot/readings/${ids[0]}`, token: other.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: TAROT_MESSAGES.readingNotFound });
    }
    expect(
      (
        await api(t.app, {
          method: 'PATCH',
          url: `/api/tarot/readings/${ids[0]}`,
          token: other.token,
          payload: { note: 'a' },
        })
      ).statusCode,
    ).toBe(404);

    const exported = DataExport.parse(
      (await api(t.app, { method: 'GET', url: '/api/users/data-export', token: s.token })).json(),
    );
    expect(exported.tarotReadings.map((r) => r.id)).toEqual(ids);
    expect(exported.tarotReadings[0]!.note).toBe('Li de novo no domingo e fez sentido.');

    const deleted = await api(t.app, {
      method: 'DELETE',
      url: `/api/tarot/readings/${ids[0]}`,
      token: s.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await api(t.app, { method: 'GET', url: `/api/tarot/readings/${ids[0]}`, token: s.token })).statusCode,
    ).toBe(404);
    const anonymous = await api(t.app, { method: 'GET', url: '/api/tarot/readings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it.runIf(run)('names exactly the cards drawn three or more times in the window', async () => {
    const s = await registerAndLogin(t.app);
    const old = TarotReading.parse((await draw({ spread: 'ferradura', deck: 'majors' }, s)).json());
    clock = new Date(clock.getTime() + 10 * 86_400_000);
    const counted = new Map<string, number>();
    let reversed = 0;
    let cards = 0;
    for (let i = 0; i < 10; i++) {
      clock = new Date(clock.getTime() + 60_000);
      const r = TarotReading.parse(
        (await draw({ spread: 'ferradura', deck: 'majors', reversals: true }, s)).json(),
      );
      for (const c of r.cards) {
        counted.set(c.card.code, (counted.get(c.card.code) ?? 0) + 1);
        cards++;
        if (c.reversed) reversed++;
      }
    }
    const insights = TarotInsights.parse(
      (await api(t.app, { method: 'GET', url: '/api/tarot/insights?days=7', token: s.token })).json(),
    );
    expect(insights.total).toBe(cards);
    expect(insights.bySuit).toEqual({
      majors: cards,
      wands: 0,
      cups: 0,
      swords: 0,
      pentacles: 0,
      cigano: 0,
    });
    expect(insights.reversedShare).toBeCloseTo(reversed / cards, 3);
    const expected = [...counted.entries()].filter(([, n]) => n >= 3);
    expect(insights.recurring.map((r) => [r.card.code, r.count]).sort()).toEqual(expected.sort());
    for (let i = 1; i < insights.recurring.length; i++) {
      expect(insights.recurring[i - 1]!.count).toBeGreaterThanOrEqual(insights.recurring[i]!.count);
    }
    for (const r of insights.recurring) expect(r.text).toContain(`apareceu ${r.count} vezes em 7 dias`);
    // The old reading is outside 7 days and inside 90.
    const wide = TarotInsights.parse(
      (await api(t.app, { method: 'GET', url: '/api/tarot/insights', token: s.token })).json(),
    );
    expect(wide.total).toBe(cards + old.cards.length);
    for (const days of ['6', '366', 'abc']) {
      const bad = await api(t.app, {
        method: 'GET',
        url: `/api/tarot/insights?days=${days}`,
        token: s.token,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(TAROT_MESSAGES.days);
    }
  });

  it.runIf(run)('reads the Mandala against the member’s own houses', async () => {
    const s = await registerAndLogin(t.app);
    await saveBirth(t.app, s, OWN);
    const chart = PersonalReportResponse.parse(
      (await api(t.app, { method: 'GET', url: '/api/users/me/chart', token: s.token })).json(),
    );
    const houses = chart.content.astrology.houses!;
    const reading = TarotReading.parse((await draw({ spread: 'mandala' }, s)).json());
    expect(reading.cards).toHaveLength(13);
    reading.cards.slice(0, 12).forEach((card, i) => {
      expect(card.positionName).toBe(`Casa ${i + 1}, em ${SIGN_NAMES[signOf(houses[i]!)]} no seu mapa`);
      expect(card.text).toContain(`em ${SIGN_NAMES[signOf(houses[i]!)]} no seu mapa`);
      expect(card.houseSign).toBe(SIGN_NAMES[signOf(houses[i]!)]);
    });
    expect(reading.cards[12]!.positionName).toBe('Síntese');
    expect(reading.cards[12]!.houseSign).toBeUndefined();
    // A visitor's Mandala names the houses by their matters.
    const visitor = TarotReading.parse((await draw({ spread: 'mandala' })).json());
    expect(visitor.cards[6]!.positionName).toBe('Casa 7: as parcerias');
    expect(visitor.cards.some((c) => c.houseSign !== undefined)).toBe(false);
  });

  it.runIf(run)('gives a member one card a Brasília day', async () => {
    const s = await registerAndLogin(t.app);
    clock = new Date('2026-07-01T12:00:00Z');
    const first = TarotToday.parse(
      (await api(t.app, { method: 'GET', url: '/api/tarot/today', token: s.token })).json(),
    );
    expect(first.date).toBe('2026-07-01');
    clock = new Date('2026-07-02T02:59:00Z'); // 23:59 in Brasília, still 1 July
    const same = TarotToday.parse(
      (await api(t.app, { method: 'GET', url: '/api/tarot/today', token: s.token })).json(),
    );
    expect(same).toEqual(first);
    clock = new Date('2026-07-02T03:00:00Z');
    const next = TarotToday.parse(
      (await api(t.app, { method: 'GET', url: '/api/tarot/today', token: s.token })).json(),
    );
    expect(next.date).toBe('2026-07-02');
    expect((await api(t.app, { method: 'GET', url: '/api/tarot/today' })).statusCode).toBe(401);
  });
});
