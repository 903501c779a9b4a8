import { ASPECT_KINDS, SYNASTRY_POINTS, isSynastryPair } from '@constelar/core';
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
