import { describe, expect, it } from 'vitest';
import { readerAgreement } from '../address-check';
import { CIGANO_AREAS } from './cigano-card-text';
import { CIGANO_CARDS, ciganoCardText } from './cigano-cards';

// spec/tarot.md §5, in order.
const NAMES = [
  'O Cavaleiro',
  'O Trevo',
  'O Navio',
  'A Casa',
  'A Árvore',
  'As Nuvens',
  'A Serpente',
  'O Caixão',
  'O Buquê',
  'A Foice',
  'O Chicote',
  'Os Pássaros',
  'A Criança',
  'A Raposa',
  'O Urso',
  'As Estrelas',
  'A Cegonha',
  'O Cachorro',
  'A Torre',
  'O Jardim',
  'A Montanha',
  'O Caminho',
  'O Rato',
  'O Coração',
  'O Anel',
  'O Livro',
  'A Carta',
  'O Cigano',
  'A Cigana',
  'Os Lírios',
  'O Sol',
  'A Lua',
  'A Chave',
  'O Peixe',
  'A Âncora',
  'A Cruz',
];
// The traditional inserts, as Brazilian decks print them.
const INSERTS = [
  '9 de Copas',
  '6 de Ouros',
  '10 de Espadas',
  'Rei de Copas',
  '7 de Copas',
  'Rei de Paus',
  'Dama de Paus',
  '9 de Ouros',
  'Dama de Espadas',
  'Valete de Ouros',
  'Valete de Paus',
  '7 de Ouros',
  'Valete de Espadas',
  '9 de Paus',
  '10 de Paus',
  '6 de Copas',
  'Dama de Copas',
  '10 de Copas',
  '6 de Espadas',
  '8 de Espadas',
  '8 de Paus',
  'Dama de Ouros',
  '7 de Paus',
  'Valete de Copas',
  'Ás de Paus',
  '10 de Ouros',
  '7 de Espadas',
  'Ás de Copas',
  'Ás de Espadas',
  'Rei de Espadas',
  'Ás de Ouros',
  '8 de Copas',
  '8 de Ouros',
  'Rei de Ouros',
  '9 de Espadas',
  '6 de Paus',
];
const fold = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const sentences = (text: string): number => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
const BLOCKLIST =
  /\b(lorem|ipsum|placeholder|TBD|FIXME|XXX|insight|mindset|feedback|self-care|coach|timing|networking|online|stress|crush|match|ok)\b/i;
const GENDERED =
  /\b(você mesm[oa]|si mesm[oa]|sozinh[oa]s?|cansad[oa]|pront[oa]|preparad[oa]|obrigad[oa])\b/i;
// No fate, and nothing of death, illness, pregnancy, lawsuits or money as fact.
const FATE =
  /\b(destino traçado|com certeza vai|vai acontecer|morte|morrer|doença|diagnóstico|gravidez|engravidar|processo judicial|vai ganhar dinheiro|vai ficar ric[oa])\b/i;

const textsOf = (number: number): string[] => {
  const card = ciganoCardText(number);
  return [card.description, card.longDescription, ...CIGANO_AREAS.map((a) => card.meanings[a])];
};

describe('baralho cigano: the 36 cards', () => {
  it('has the 36 cards in order, with the spec’s names, folded slugs and traditional inserts', () => {
    expect(CIGANO_CARDS.map((c) => c.number)).toEqual(NAMES.map((_, i) => i + 1));
    expect(CIGANO_CARDS.map((c) => c.name)).toEqual(NAMES);
    expect(CIGANO_CARDS.map((c) => c.slug)).toEqual(NAMES.map(fold));
    expect(CIGANO_CARDS.map((c) => c.insert)).toEqual(INSERTS);
    for (const card of CIGANO_CARDS) expect(card.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ciganoCardText(35).slug).toBe('a-ancora');
    expect(ciganoCardText(30).slug).toBe('os-lirios');
    expect(ciganoCardText(8).slug).toBe('o-caixao');
    expect(ciganoCardText(9).slug).toBe('o-buque');
    expect(ciganoCardText(12).slug).toBe('os-passaros');
    expect(ciganoCardText(13).slug).toBe('a-crianca');
    for (const key of ['number', 'name', 'slug', 'insert', 'subject', 'modifier', 'description'] as const)
      expect(new Set(CIGANO_CARDS.map((c) => c[key])).size, key).toBe(36);
  });

  it('finds a card by number and refuses a number outside the deck', () => {
    for (let n = 1; n <= 36; n++) expect(ciganoCardText(n).number).toBe(n);
    for (const bad of [0, 37, -1, 1.5, Number.NaN]) expect(() => ciganoCardText(bad)).toThrow(RangeError);
  });

  it.each(CIGANO_CARDS.map((c) => [c.number, c] as const))(
    'card %i has every field filled, 4–6 keywords, and texts of the right length',
    (n, card) => {
      for (const text of [card.name, card.slug, card.insert, card.subject, card.modifier])
        expect(text.trim().length, `${n}`).toBeGreaterThan(0);
      expect(card.keywords.length).toBeGreaterThanOrEqual(4);
      expect(card.keywords.length).toBeLessThanOrEqual(6);
      expect(new Set(card.keywords).size).toBe(card.keywords.length);
      for (const word of card.keywords) {
        expect(word).toBe(word.toLowerCase());
        expect(word.trim()).toBe(word);
        expect(word.split(' ').length).toBeLessThanOrEqual(3);
      }
      expect(sentences(card.description)).toBeGreaterThanOrEqual(1);
      expect(sentences(card.description)).toBeLessThanOrEqual(2);
      expect(sentences(card.longDescription)).toBeGreaterThanOrEqual(4);
      expect(sentences(card.longDescription)).toBeLessThanOrEqual(6);
      expect(Object.keys(card.meanings).sort()).toEqual([...CIGANO_AREAS].sort());
      for (const area of CIGANO_AREAS) {
        expect(sentences(card.meanings[area]), area).toBeGreaterThanOrEqual(2);
        expect(sentences(card.meanings[area]), area).toBeLessThanOrEqual(3);
      }
      for (const text of textsOf(n)) {
        expect(text).toMatch(/^\p{Lu}/u);
        expect(text).toMatch(/[.!?]$/);
        expect(text).not.toMatch(/ {2}|\s[,.]/);
        // A card's name after a preposition contracts: "ao lado do Peixe", never "de O Peixe".
        expect(text).not.toMatch(/(?<!\p{L})(de|em|por|a) (O|A|Os|As) \p{Lu}/u);
      }
    },
  );

  it('gives each card a singular subject with its article and a modifier that agrees with nothing', () => {
    for (const card of CIGANO_CARDS) {
      // Singular, lower case, with an article: the frames' verbs are singular and put no preposition before it.
      expect(card.subject, card.name).toMatch(/^(o|a|um|uma) \p{Ll}/u);
      expect(card.subject, card.name).not.toMatch(/ {2}|^\s|\s$|[.,;:!?]/);
      // A prepositional phrase or a relative clause, never a bare adjective that would have to agree.
      expect(card.modifier, card.name).toMatch(/^(em|com|sob|entre|à|ao|por|que) \p{Ll}/u);
      expect(card.modifier, card.name).not.toMatch(/ {2}|^\s|\s$|[.,;:!?]/);
    }
  });

  it('keeps the Brazilian school: O Trevo a passing obstacle, O Caixão an ending, the querent cards', () => {
    const trevo = ciganoCardText(2);
    expect(trevo.keywords).not.toContain('sorte');
    expect(trevo.keywords).toContain('contratempo');
    expect(trevo.longDescription).toMatch(/pequeno obstáculo/);
    const caixao = ciganoCardText(8);
    expect(caixao.keywords).toEqual(expect.arrayContaining(['fim de ciclo', 'transformação']));
    for (const n of [28, 29]) {
      expect(ciganoCardText(n).keywords).toContain('consulente');
      expect(ciganoCardText(n).longDescription).toMatch(/quem consulta/);
    }
  });

  it('keeps every text distinct, never genders the reader, and speaks of tendencies rather than fate', () => {
    const all = CIGANO_CARDS.flatMap((c) => textsOf(c.number));
    expect(new Set(all).size).toBe(all.length);
    for (const text of all) {
      expect(readerAgreement(text, 'masculine'), text).toEqual([]);
      expect(readerAgreement(text, 'feminine'), text).toEqual([]);
      expect(text).not.toMatch(GENDERED);
      expect(text).not.toMatch(FATE);
      expect(text).not.toMatch(BLOCKLIST);
      expect(text).not.toMatch(/\bTODO\b/);
    }
  });
});
