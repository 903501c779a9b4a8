import { ASPECT_KINDS, SYNASTRY_POINTS, isSynastryPair, synastryContacts } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_KIND_TEXTS,
  CONTACT_PAIR_TEXTS,
  CONTACT_POINTS,
  contactPairKey,
  contactText,
} from './synastry-contact-texts';

// Words that name a meeting as easy or as rough; an aspect text may use only its own side's.
const EASY = /\b(fácil|facilidade|flui|naturalidade|sem esforço|amistoso|leve|apoio)\b/iu;
const TENSE = /(atrito|tens[aã]o|tenso|desafio|fricção|disputa|provocam)/iu;

describe('synastry contact texts', () => {
  it('follows core’s point order', () => {
    expect([...CONTACT_POINTS]).toEqual([...SYNASTRY_POINTS]);
  });

  it('has a pair text for every pair synastry keeps, and none for two outer planets', () => {
    for (const a of SYNASTRY_POINTS) {
      for (const b of SYNASTRY_POINTS) {
        const { key } = contactPairKey(a, b);
        expect(Boolean(CONTACT_PAIR_TEXTS[key]), key).toBe(isSynastryPair(a, b));
      }
    }
  });

  it('gives every kept contact, in all five aspects, a text with both names', () => {
    let count = 0;
    for (const a of SYNASTRY_POINTS) {
      for (const b of SYNASTRY_POINTS) {
        if (!isSynastryPair(a, b)) continue;
        for (const kind of ASPECT_KINDS) {
          const text = contactText(a, b, kind, 'Mariana', 'José');
          expect(text, `${a}-${b} ${kind}`).toBeTruthy();
          expect(text).toContain('Mariana');
          expect(text).toContain('José');
          expect(text).not.toMatch(/\{[xy]\}/);
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(600);
  });

  // Issue #28: Mariana's Sun opposite José's Venus had no text.
  it('tells Mariana’s Sun opposite José’s Venus, with each name on its own point', () => {
    const text = contactText('sun', 'venus', 'opposition', 'Mariana', 'José')!;
    expect(text).toContain('O Sol de Mariana encontra a Vênus de José');
    expect(text).toMatch(/oposição/);
    const swapped = contactText('venus', 'sun', 'opposition', 'José', 'Mariana')!;
    expect(swapped).toContain('O Sol de Mariana encontra a Vênus de José');
  });

  it('names each aspect, calls only trines and sextiles easy, only squares and oppositions tense', () => {
    const names: Record<string, RegExp> = {
      sextile: /sextil/,
      trine: /trígono/,
      square: /quadratura/,
      opposition: /oposição/,
    };
    for (const [kind, texts] of Object.entries(CONTACT_KIND_TEXTS)) {
      for (const text of texts) {
        if (kind.startsWith('conjunction')) expect(text).toMatch(/conjunção/);
        else expect(text).toMatch(names[kind]!);
        if (kind === 'trine' || kind === 'sextile') expect(text, text).not.toMatch(TENSE);
        if (kind === 'square' || kind === 'opposition') expect(text, text).not.toMatch(EASY);
      }
    }
  });

  it('keeps the pair sentences neutral, so the aspect sentence alone says easy or tense', () => {
    for (const [key, text] of Object.entries(CONTACT_PAIR_TEXTS)) {
      expect(text, key).not.toMatch(/\b(fácil|facilidade|flui|atrito|tenso|tensão)\b/iu);
    }
  });
});

// Issue #37: 43 contacts of one synastry shared 11 aspect sentences. Over a few synastries (seeded random
// charts, 40–60 contacts each), no sentence, the points and names aside, is shared by more than 3 contacts.
describe('the contacts of one synastry', () => {
  const POINT =
    /(?:o|a|do|da|no|na|pelo|pela)\s+(?:Sol|Lua|Mercúrio|Vênus|Marte|Júpiter|Saturno|Urano|Netuno|Plutão|Ascendente|Meio do Céu)\s+de\s+(?:Ana|Bia)/giu;
  const masked = (sentence: string) => sentence.replace(POINT, '#').replace(/\b(Ana|Bia)\b/g, '#');
  let seed = 37;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const chart = () => Object.fromEntries(CONTACT_POINTS.map((p) => [p, random() * 360])) as never;

  it('shares no sentence among more than 3 contacts', () => {
    let worst = 0;
    for (let n = 0; n < 8; n++) {
      const contacts = synastryContacts(chart(), chart());
      expect(contacts.length).toBeGreaterThan(20);
      const count = new Map<string, number>();
      for (const c of contacts) {
        const text = contactText(c.a, c.b, c.kind, 'Ana', 'Bia')!;
        for (const s of new Set(text.split(/(?<=[.!?])\s+/).map(masked)))
          count.set(s, (count.get(s) ?? 0) + 1);
      }
      const most = Math.max(...count.values());
      worst = Math.max(worst, most);
      const shared = [...count].filter(([, k]) => k > 3).map(([s, k]) => `${k}× ${s}`);
      expect(shared, `synastry ${n}, ${contacts.length} contacts`).toEqual([]);
    }
    console.log(`synastry contacts: at most ${worst} contacts share a sentence`);
  });
});
