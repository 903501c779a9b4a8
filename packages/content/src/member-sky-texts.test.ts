import { HOUSE_INGRESS_BODIES } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import {
  ECLIPSE_SENTENCES,
  LUNATION_NO_HOUSE_TEXTS,
  houseIngressText,
  lunationText,
} from './member-sky-texts';

const HOUSES = Array.from({ length: 12 }, (_, i) => i + 1);

describe('texts of the sky in the member’s houses', () => {
  it('has 24 different lunation texts, each naming its house', () => {
    const texts = (['new', 'full'] as const).flatMap((kind) => HOUSES.map((h) => lunationText(kind, h)));
    expect(new Set(texts).size).toBe(24);
    HOUSES.forEach((h) => expect(lunationText('new', h)).toContain(`casa ${h}`));
    for (const t of [...Object.values(LUNATION_NO_HOUSE_TEXTS), ...Object.values(ECLIPSE_SENTENCES)])
      expect(t).not.toMatch(/casa \d/);
  });

  it('has 60 different house-ingress texts, each naming its planet and house and the period', () => {
    const texts = HOUSE_INGRESS_BODIES.flatMap((body) =>
      HOUSES.map((h) => houseIngressText(body, h, 'direct')),
    );
    expect(new Set(texts).size).toBe(60);
    for (const t of texts) expect(t.split(/\s+/).length).toBeGreaterThan(35);
    expect(houseIngressText('saturn', 4, 'retrograde')).toMatch(/retrógrado/);
  });
});
