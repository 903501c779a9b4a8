import {
  ASPECT_KINDS,
  ECLIPSE_BODIES,
  ECLIPSE_KINDS,
  HOUSE_INGRESS_BODIES,
  SIGNS,
  TRANSIT_BODIES,
  TRANSIT_NATAL_POINTS,
} from '@constelar/core';
import { describe, expect, it } from 'vitest';
import {
  PUSH_TEXTS,
  PUSH_TITLE_MAX,
  horoscopePushTitle,
  lunationPush,
  transitPushTitle,
  voidPushBody,
  voidPushTitle,
  voidUntilWords,
} from './push-texts';
import { PHASE_TEXTS } from './sky-event-texts';
import { phaseText } from './sky-event-own-texts';

// 2026-01-03 10:03 UTC, a full Moon in Câncer; 2026-08-12 17:37 UTC, the total solar eclipse in Leão.
const FULL_IN_CANCER = Date.parse('2026-01-03T10:03:00Z');
const ECLIPSE_IN_LEO = Date.parse('2026-08-12T17:37:00Z');

describe('the notifications’ own words', () => {
  it('names a slow planet entering a house, and returning to it', () => {
    expect(PUSH_TEXTS.houseIngressTitle('jupiter', 5, false)).toBe('Júpiter entra na sua casa 5');
    expect(PUSH_TEXTS.houseIngressTitle('saturn', 4, true)).toBe('Saturno volta à sua casa 4');
  });

  it('keeps every title within 40 characters', () => {
    const titles: string[] = [PUSH_TEXTS.dayTitle];
    for (const sign of SIGNS) {
      titles.push(horoscopePushTitle(sign), voidPushTitle(sign));
      for (const kind of ['new', 'full'] as const)
        titles.push(lunationPush({ type: 'phase', kind, sign, timeMs: FULL_IN_CANCER }).title);
      for (const body of ECLIPSE_BODIES)
        for (const kind of ECLIPSE_KINDS)
          titles.push(lunationPush({ type: 'eclipse', body, kind, sign, timeMs: ECLIPSE_IN_LEO }).title);
    }
    for (const body of TRANSIT_BODIES)
      for (const point of TRANSIT_NATAL_POINTS)
        for (const kind of ASPECT_KINDS) titles.push(transitPushTitle(body, point, kind));
    for (const body of HOUSE_INGRESS_BODIES)
      for (let h = 1; h <= 12; h++) titles.push(PUSH_TEXTS.houseIngressTitle(body, h, true));
    const long = titles.filter((t) => t.length > PUSH_TITLE_MAX);
    expect(long).toEqual([]);
    expect(titles.length).toBeGreaterThan(800);
  });

  it('shortens a transit title only where it must', () => {
    expect(transitPushTitle('pluto', 'sun', 'trine')).toBe('Plutão em trígono com o seu Sol');
    expect(transitPushTitle('saturn', 'midheaven', 'square')).toBe('Saturno em quadratura com seu MC');
    expect(transitPushTitle('neptune', 'midheaven', 'square')).toBe(
      'Netuno em quadratura com seu Meio do Céu',
    );
  });

  it('reads a lunation with its sign’s text, the one the calendar shows', () => {
    const push = lunationPush({ type: 'phase', kind: 'full', sign: 'cancer', timeMs: FULL_IN_CANCER });
    expect(push.title).toBe('Lua Cheia em Câncer');
    expect(push.body).not.toBe(PHASE_TEXTS.full);
    expect([phaseText('full', 'cancer', 0), phaseText('full', 'cancer', 1)]).toContain(push.body);
    const other = lunationPush({ type: 'phase', kind: 'full', sign: 'capricorn', timeMs: FULL_IN_CANCER });
    expect(other.body).not.toBe(push.body);
    const eclipse = lunationPush({
      type: 'eclipse',
      body: 'sun',
      kind: 'total',
      sign: 'leo',
      timeMs: ECLIPSE_IN_LEO,
    });
    expect(eclipse.title).toBe('Eclipse solar total em Leão');
  });

  it('says until when the void lasts', () => {
    const body = voidPushBody(voidUntilWords(14 * 60 + 10, 1), 'Leão');
    expect(body).toMatch(/até amanhã, às 14h10, quando entra em Leão/);
    expect(body).toMatch(/Pela tradição/);
    expect(body).not.toMatch(/curto/);
  });
});
