import { describe, expect, it } from 'vitest';
import { ASPECT_KINDS, EXTRA_BODIES, READING_POINTS, REPORT_BODIES } from '@constelar/core';
import { ASPECT_NAMES, BODY_NAMES, HOUSE_THEMES, POINT_TEXTS } from './bodies';

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const BLOCKLIST =
  /\b(lorem|ipsum|placeholder|TBD|FIXME|XXX|insight|mindset|feedback|self-care|selfcare|coach|timing|networking|podcast|online|hobby|stress|crush|match|ok)\b/i;
const TODO = /\bTODO\b/;

describe('bodies', () => {
  it('describes the eight reading points of the report', () => {
    expect(Object.keys(POINT_TEXTS).sort()).toEqual([...READING_POINTS].sort());
    expect(READING_POINTS.map((p) => POINT_TEXTS[p].name).sort()).toEqual(
      ['Sol', 'Lua', 'Ascendente', 'Mercúrio', 'Vênus', 'Marte', 'Júpiter', 'Saturno'].sort(),
    );
    for (const point of READING_POINTS) {
      const t = POINT_TEXTS[point];
      expect(t.theme.length, point).toBeGreaterThan(5);
      expect(words(t.description), point).toBeGreaterThanOrEqual(40);
      for (const text of [t.name, t.theme, t.description]) {
        expect(text).not.toMatch(BLOCKLIST);
        expect(text).not.toMatch(TODO);
      }
    }
    const descriptions = READING_POINTS.map((p) => POINT_TEXTS[p].description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('names every body and angle', () => {
    for (const key of [...REPORT_BODIES, ...EXTRA_BODIES, 'ascendant', 'midheaven'] as const) {
      expect(BODY_NAMES[key], key).toBeTruthy();
    }
    expect(BODY_NAMES.trueNode).toBe('Nodo Norte');
    expect(BODY_NAMES.midheaven).toBe('Meio do Céu');
    expect(BODY_NAMES.pluto).toBe('Plutão');
    for (const point of READING_POINTS) expect(BODY_NAMES[point]).toBe(POINT_TEXTS[point].name);
  });

  it('names every aspect', () => {
    expect(ASPECT_KINDS.map((a) => ASPECT_NAMES[a])).toEqual([
      'conjunção',
      'oposição',
      'trígono',
      'quadratura',
      'sextil',
    ]);
  });

  it('has a distinct theme for houses 1 to 12', () => {
    const keys = Object.keys(HOUSE_THEMES)
      .map(Number)
      .sort((a, b) => a - b);
    expect(keys).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const themes = keys.map((k) => HOUSE_THEMES[k] ?? '');
    for (const theme of themes) {
      expect(theme.length).toBeGreaterThan(5);
      expect(theme).not.toMatch(BLOCKLIST);
    }
    expect(new Set(themes).size).toBe(12);
    expect(HOUSE_THEMES[1]).toBe('identidade e presença');
  });
});
