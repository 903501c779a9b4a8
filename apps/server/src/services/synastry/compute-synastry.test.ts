import { SynastryContent } from '@constelar/contract';
import { MODALITY_SAME_NOTES, SIGN_DISTANCE_NOTES, SIGN_NAMES, BODY_NAMES } from '@constelar/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castBirth } from '../reading/cast-birth';
import { computeSynastryContent } from './compute-synastry';
import { toneClashes } from './synastry-tone';
import { propertyRuns } from '../../../../../scripts/property-runs';

const TODAY = '2026-03-10';
type Person = Parameters<typeof computeSynastryContent>[0];

const ANA: Person = {
  name: 'Ana Clara Souza',
  birthDate: '1990-07-15',
  birthTime: '14:30',
  birthPlace: 'Campinas, SP',
};
const BIA: Person = { name: 'Beatriz Lima', birthDate: '1988-03-02', birthPlace: 'Recife' };

/** Every string of the content a person reads, except the names as typed (title and echo). */
function prose(content: SynastryContent): string[] {
  const { person1Name: _1, person2Name: _2, people: _p, ...rest } = content;
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(rest);
  return out;
}

const cards = (content: SynastryContent) =>
  Object.entries(content.aspects).flatMap(([key, card]) => (card ? [{ key, card }] : []));

/**
 * Paragraphs of 60+ characters that appear more than once (sky.md §1, "One reading, no repeats"), and,
 * stricter, sentences: a template told twice with the names swapped repeats its unnamed sentences.
 */
function repeatedParagraphs(content: SynastryContent, split = /\n\s*\n/): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const text of prose(content)) {
    for (const paragraph of text.split(split).map((p) => p.trim())) {
      if (paragraph.length < 60) continue;
      if (seen.has(paragraph)) repeated.push(paragraph);
      seen.add(paragraph);
    }
  }
  return repeated;
}

const PLACES = ['Campinas, SP', 'Recife', 'Manaus', 'Porto Alegre'];
const day = 86_400_000;
const birth = (name: string) =>
  fc.record({
    name: fc.constant(name),
    birthDate: fc
      .integer({ min: Date.UTC(1940, 0, 1) / day, max: Date.UTC(2025, 11, 31) / day })
      .map((d) => new Date(d * day).toISOString().slice(0, 10)),
    birthTime: fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
      { nil: undefined },
    ),
    birthPlace: fc.option(fc.constantFrom(...PLACES), { nil: undefined }),
  });

describe('computeSynastryContent', () => {
  it('follows the contract', () => {
    expect(() => SynastryContent.parse(computeSynastryContent(ANA, BIA, TODAY))).not.toThrow();
  });

  it('calls people by their first names in every text, keeping the names as typed in the echo', () => {
    const content = computeSynastryContent(ANA, BIA, TODAY);
    expect(content.person1Name).toBe('Ana Clara Souza');
    expect(content.people[1].name).toBe('Beatriz Lima');
    const text = prose(content).join('\n');
    expect(text).toContain('Ana');
    expect(text).toContain('Beatriz');
    for (const rest of ['Clara', 'Souza', 'Lima']) expect(text).not.toContain(rest);
  });

  it('tells two people of one first name apart by their full names', () => {
    const content = computeSynastryContent(ANA, { ...BIA, name: 'Ana Lima' }, TODAY);
    const text = prose(content).join('\n');
    expect(text).toContain('Ana Clara Souza');
    expect(text).toContain('Ana Lima');
  });

  it('casts an unknown time at 12:00, echoes it, and names each body whose sign changed that day', () => {
    // Three days in a row: the Moon changes sign on at least one of them.
    const dates = ['1988-03-01', '1988-03-02', '1988-03-03'];
    const withChange = dates
      .map((birthDate) => ({
        birthDate,
        changes: castBirth(
          { name: 'Bia', birthDate, birthTime: null, birthPlace: 'Recife' },
          { today: TODAY },
        ).daySignChanges,
      }))
      .find((d) => d.changes.length > 0);
    expect(withChange).toBeDefined();
    const unknown = { ...BIA, birthDate: withChange!.birthDate };
    const content = computeSynastryContent(ANA, unknown, TODAY);
    expect(content.people[1]).toMatchObject({ birthTime: '12:00', hasTime: false });
    const atNoon = computeSynastryContent(ANA, { ...unknown, birthTime: '12:00' }, TODAY);
    expect(content.overallHarmony).toBe(atNoon.overallHarmony);
    expect(content.breakdown).toEqual(atNoon.breakdown);

    const note = content.notes.find((n) => n.includes('Beatriz') && n.includes('12:00'));
    expect(note).toBeDefined();
    expect(note).toContain('no horário local');
    for (const c of withChange!.changes) {
      expect(note).toContain(`${BODY_NAMES[c.body]} estava em ${SIGN_NAMES[c.from]} à 00:00`);
      expect(note).toContain(`em ${SIGN_NAMES[c.to]} às 23:59`);
    }
    expect(atNoon.notes.some((n) => n.includes('12:00'))).toBe(false);
  });

  it('opens each note once, with one note per person without a time', () => {
    // Born the same day, when the Moon changed sign: the two notes must still read differently.
    const content = computeSynastryContent(
      { name: 'Ana', birthDate: '1988-03-02' },
      { name: 'Bia', birthDate: '1988-03-02' },
      TODAY,
    );
    expect(content.notes.filter((n) => n.includes('23:59'))).toHaveLength(2);
    expect(repeatedParagraphs(content, /(?<=[.!?])\s+/)).toEqual([]);
    expect(content.notes.filter((n) => n.includes('12:00')).map((n) => n.slice(0, 40))).toEqual([
      expect.stringContaining('Ana'),
      expect.stringContaining('Bia'),
    ]);
    for (const note of content.notes) {
      expect(note.match(/hora de nascimento/gi)?.length ?? 0, note).toBeLessThanOrEqual(1);
      expect(note.match(/local de nascimento/gi)?.length ?? 0, note).toBeLessThanOrEqual(1);
      expect(note).not.toContain('00:00 e o');
    }
  });

  it('names the elements of the Sun card in the order of the people', () => {
    const aries = { name: 'Ana', birthDate: '1990-04-05', birthTime: '12:00' };
    const cancer = { name: 'Bia', birthDate: '1990-07-05', birthTime: '12:00' };
    const ab = computeSynastryContent(aries, cancer, TODAY).aspects.sunSignAspect;
    const ba = computeSynastryContent(cancer, aries, TODAY).aspects.sunSignAspect;
    expect(ab.title).toBe('Sol e Sol: Fogo com Água');
    expect(ba.title).toBe('Sol e Sol: Água com Fogo');
    expect(ab.summary).toMatch(/^Ana tem o Sol em Áries, signo de Fogo, e Bia, em Câncer, signo de Água\./);
    expect(ba.summary).toMatch(/^Bia tem o Sol em Câncer, signo de Água, e Ana, em Áries, signo de Fogo\./);
    expect(ab.harmonyScore).toBe(ba.harmonyScore);
  });

  it('keeps the modality note out of a Sun card whose angle is tense', () => {
    // Áries and Câncer: a square between signs of one modality.
    const card = computeSynastryContent(
      { name: 'Ana', birthDate: '1990-04-05', birthTime: '12:00' },
      { name: 'Bia', birthDate: '1990-07-05', birthTime: '12:00' },
      TODAY,
    ).aspects.sunSignAspect;
    expect(card.details).toContain(SIGN_DISTANCE_NOTES[3]);
    expect(card.details).not.toContain(MODALITY_SAME_NOTES.cardinal.slice(0, 40));
    expect(card.details).not.toMatch(/facilita/i);
  });

  it('says plainly when Venus and Mars make no aspect, without speaking of chemistry', () => {
    fc.assert(
      fc.property(birth('Ana'), birth('Bia'), (p1, p2) => {
        const content = computeSynastryContent(p1, p2, TODAY);
        const card = content.aspects.venusMarsAspect;
        const contacts = content.breakdown.filter(
          (c) =>
            /^(Vênus|Marte) de Ana .* (Marte|Vênus) de Bia$/.test(c.label) &&
            !/^(Vênus .* Vênus|Marte .* Marte)/.test(c.label),
        );
        if (contacts.length === 0) {
          expect(card.harmonyScore).toBe(50);
          expect(card.title).toMatch(/sem aspecto/);
          expect(`${card.summary} ${card.details}`).not.toMatch(/química|atração/i);
        } else {
          // Each contact the breakdown counts is quoted with its points.
          for (const c of contacts) {
            const points = Math.abs(c.contribution);
            const phrase =
              c.contribution === 0
                ? 'some no arredondamento'
                : `${points} ${points === 1 ? 'ponto' : 'pontos'}`;
            expect(card.summary).toContain(phrase);
          }
          expect(card.summary.match(/ formam /g)?.length).toBe(contacts.length);
        }
      }),
      { numRuns: propertyRuns(150), seed: 13 },
    );
  });

  it('gives every card words that match its score, and never repeats a paragraph or a sentence', () => {
    fc.assert(
      fc.property(birth('Ana'), birth('Bia'), (p1, p2) => {
        const content = computeSynastryContent(p1, p2, TODAY);
        for (const { key, card } of cards(content)) {
          const text = `${card.title}\n${card.summary}\n${card.details}`;
          expect(toneClashes(card.harmonyScore, text), `${key} ${card.harmonyScore}%`).toEqual([]);
        }
        expect(repeatedParagraphs(content)).toEqual([]);
        expect(repeatedParagraphs(content, /(?<=[.!?])\s+/)).toEqual([]);
        const sum = content.breakdown.reduce((n, item) => n + item.contribution, 0);
        expect(sum).toBe(content.overallHarmony);
      }),
      { numRuns: propertyRuns(300), seed: 1313 },
    );
  });

  it('tells every contact, tightest first, with both names and words that fit its aspect', () => {
    fc.assert(
      fc.property(birth('Ana'), birth('Bia'), (p1, p2) => {
        const content = computeSynastryContent(p1, p2, TODAY);
        const scored = content.breakdown.slice(1);
        // Every aspect of the seven scoring bodies is in the contacts, with its points.
        expect(content.contacts.filter((c) => c.contribution !== undefined)).toHaveLength(scored.length);
        for (let i = 0; i < content.contacts.length; i++) {
          const c = content.contacts[i]!;
          if (i > 0) expect(c.orb).toBeGreaterThanOrEqual(content.contacts[i - 1]!.orb);
          expect(c.text).toContain('Ana');
          expect(c.text).toContain('Bia');
          const easy = c.aspect === 'trine' || c.aspect === 'sextile';
          const tense = c.aspect === 'square' || c.aspect === 'opposition';
          if (easy) expect(toneClashes(100, c.text), c.title).toEqual([]);
          if (tense) expect(toneClashes(0, c.text), c.title).toEqual([]);
          expect(
            ['uranus', 'neptune', 'pluto'].includes(c.a) && ['uranus', 'neptune', 'pluto'].includes(c.b),
          ).toBe(false);
        }
        expect(content.harmony.why).toContain(`${content.overallHarmony}%`);
        for (const card of [content.aspects.archetypeAspect, content.aspects.numerologyAspect]) {
          expect(card.summary).toContain(`${card.harmonyScore}%`);
        }
      }),
      { numRuns: propertyRuns(100), seed: 7 },
    );
  });

  it('gives the angles contacts only when the time and place are known', () => {
    const content = computeSynastryContent(
      ANA,
      { ...ANA, name: 'Bia Souza', birthDate: '1991-02-10' },
      TODAY,
    );
    expect(content.contacts.some((c) => c.a === 'ascendant' || c.a === 'midheaven')).toBe(true);
    const untimed = computeSynastryContent(ANA, BIA, TODAY);
    expect(untimed.contacts.some((c) => c.b === 'ascendant' || c.b === 'midheaven')).toBe(false);
    expect(untimed.charts[1].ascendant).toBeNull();
    expect(untimed.charts[0].points).toHaveLength(10);
    expect(untimed.composite.ascendant).toBeNull();
    expect(untimed.composite.note).toBeTruthy();
    expect(untimed.composite.readings.map((r) => r.title)).toHaveLength(4);
  });

  it('carries both charts and a composite with houses when both times are known', () => {
    const content = computeSynastryContent(
      ANA,
      { ...ANA, name: 'Bia Souza', birthDate: '1991-02-10' },
      TODAY,
    );
    expect(content.charts[0].cusps).toHaveLength(12);
    expect(content.composite.cusps).toHaveLength(12);
    expect(content.composite.houseSystem).toBe('placidus');
    // One name for the Midheaven on the wire, as the reports say it (issue #36).
    for (const chart of [...content.charts, content.composite]) {
      expect(chart.midheaven).toEqual(expect.any(Number));
      expect(chart).not.toHaveProperty('mc');
    }
    const titles = content.composite.readings.map((r) => r.title);
    expect(titles[0]).toMatch(/^Sol composto em /);
    expect(titles[1]).toMatch(/^Sol composto na casa \d+$/);
    expect(titles.some((t) => t.startsWith('Ascendente composto em '))).toBe(true);
    const sun = content.composite.bodies.find((b) => b.code === 'sun')!;
    const a = content.charts[0].points.find((p) => p.code === 'sun')!.longitude;
    const b = content.charts[1].points.find((p) => p.code === 'sun')!.longitude;
    const arc = ((b - a + 540) % 360) - 180;
    expect(sun.longitude).toBeCloseTo((a + arc / 2 + 360) % 360, 9);
  });
});

describe('issue #28: no claim contradicts the charts', () => {
  it('names the real modalities of a Pisces Sun and a Scorpio Sun, and neither initiates', () => {
    const card = computeSynastryContent(
      { name: 'Ana', birthDate: '1990-03-05', birthTime: '12:00' },
      { name: 'Bia', birthDate: '1990-11-05', birthTime: '12:00' },
      TODAY,
    ).aspects.sunSignAspect;
    expect(card.details).toContain('Ana tem o Sol em signo mutável');
    expect(card.details).toContain('Bia, em signo fixo');
    expect(card.details).not.toMatch(/iniciar/);
  });

  it('reads two Moons 6.9° apart in conjunction as a conjunction, not as opposite ways', () => {
    // Ana's Moon in Cancer, Bia's in Gemini, 6.89° apart.
    const content = computeSynastryContent(
      { name: 'Ana', birthDate: '1980-01-01', birthTime: '12:00', birthPlace: 'São Paulo' },
      { name: 'Bia', birthDate: '1988-06-14', birthTime: '08:00', birthPlace: 'Recife' },
      TODAY,
    );
    const card = content.aspects.moonAspect;
    expect(card.summary).toMatch(/As Luas de Ana e Bia estão em conjunção, a 6,9° do exato/);
    expect(`${card.summary} ${card.details}`).not.toMatch(/opost/);
    expect(content.contacts.find((c) => c.a === 'moon' && c.b === 'moon')?.aspect).toBe('conjunction');
  });

  it('calls a Venus–Mars sextile worth 21 points, the largest share, what it is', () => {
    const content = computeSynastryContent(
      { name: 'Ana', birthDate: '1980-01-01', birthTime: '12:00', birthPlace: 'São Paulo' },
      { name: 'Bia', birthDate: '1988-08-25', birthTime: '08:00', birthPlace: 'Recife' },
      TODAY,
    );
    const top = content.breakdown.slice(1)[0]!;
    expect(top.label).toBe('Vênus de Ana em sextil com Marte de Bia');
    const card = content.aspects.venusMarsAspect;
    expect(card.summary).toContain('É o contato que mais pesa na harmonia geral');
    expect(card.summary).not.toMatch(/não decide|perto do meio/);
    expect(content.harmony.why).toContain('Vênus de Ana em sextil com Marte de Bia');
  });

  it('gives every contact a text, Sun opposite Venus included', () => {
    fc.assert(
      fc.property(birth('Mariana'), birth('José'), (p1, p2) => {
        const content = computeSynastryContent(p1, p2, TODAY);
        for (const c of content.contacts) expect(c.text.length, c.title).toBeGreaterThan(80);
      }),
      { numRuns: propertyRuns(60), seed: 28 },
    );
  });

  it('names an aspect between the Suns only when the degrees make it, and calls it by its real name', () => {
    const DISTANCE_KIND: Record<number, string> = {
      0: 'conjunction',
      2: 'sextile',
      3: 'square',
      4: 'trine',
      6: 'opposition',
    };
    fc.assert(
      fc.property(birth('Ana'), birth('Bia'), (p1, p2) => {
        const content = computeSynastryContent(p1, p2, TODAY);
        const sunSun = content.contacts.find((c) => c.a === 'sun' && c.b === 'sun');
        for (const [distance, kind] of Object.entries(DISTANCE_KIND)) {
          if (content.aspects.sunSignAspect.details.includes(SIGN_DISTANCE_NOTES[Number(distance) as 0])) {
            expect(sunSun?.aspect, `distance ${distance}`).toBe(kind);
          }
        }
        const moonMoon = content.contacts.find((c) => c.a === 'moon' && c.b === 'moon');
        const moon = content.aspects.moonAspect.summary;
        for (const name of ['conjunção', 'sextil', 'quadratura', 'trígono', 'oposição']) {
          if (new RegExp(`Luas de Ana e Bia estão em ${name}`).test(moon)) {
            expect(moonMoon && BODY_ASPECT_NAMES[moonMoon.aspect]).toBe(name);
          }
        }
      }),
      { numRuns: propertyRuns(150), seed: 2828 },
    );
  });
});

describe('every synastry claim true of the two charts (issue #37, property)', () => {
  const HELP = /se ajudam|combinações mais nutritivas|das melhores|maior fluidez/;
  const CLASH = /pedem coisas diferentes|se atritam|queda de braço|atrito de ritmos/;
  it('reads the Sun card by the Suns’ real angle, and the composite’s missing time by whose it is', () => {
    fc.assert(
      fc.property(birth('Ana'), birth('Bia'), (p1, p2) => {
        const content = computeSynastryContent(p1, p2, TODAY);
        const card = `${content.aspects.sunSignAspect.summary} ${content.aspects.sunSignAspect.details}`;
        const sunSun = content.contacts.find((c) => c.a === 'sun' && c.b === 'sun');
        if (sunSun?.aspect === 'opposition' || sunSun?.aspect === 'square')
          expect(card, sunSun.aspect).not.toMatch(HELP);
        if (sunSun?.aspect === 'sextile' || sunSun?.aspect === 'trine')
          expect(card, sunSun.aspect).not.toMatch(CLASH);
        // An aspect the card names by the Suns' distance is the one the degrees make.
        for (const [name, kind] of Object.entries(BODY_ASPECT_NAMES_BACK))
          if (new RegExp(`Sóis (formam um|formam uma|estão em) ${name}`).test(card))
            expect(sunSun?.aspect, name).toBe(kind);
        const note = content.composite.note;
        const missing = [p1, p2].filter((p) => !p.birthTime).map((p) => p.name);
        if (content.composite.ascendant === null && missing.length > 0) {
          for (const name of missing) expect(note).toContain(name);
          for (const p of [p1, p2]) if (p.birthTime) expect(note).not.toContain(`de ${p.name}`);
          if (missing.length === 1) expect(note).not.toMatch(/das duas pessoas|dos dois/);
        }
        if (content.composite.ascendant !== null) expect(note).toBeUndefined();
      }),
      { numRuns: propertyRuns(150), seed: 3737 },
    );
  });
});

const BODY_ASPECT_NAMES_BACK: Record<string, string> = {
  conjunção: 'conjunction',
  sextil: 'sextile',
  quadratura: 'square',
  trígono: 'trine',
  oposição: 'opposition',
};

const BODY_ASPECT_NAMES: Record<string, string> = {
  conjunction: 'conjunção',
  sextile: 'sextil',
  square: 'quadratura',
  trine: 'trígono',
  opposition: 'oposição',
};
