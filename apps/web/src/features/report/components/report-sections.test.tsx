import { PersonalContent } from '@constelar/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// A real answer of POST /api/calculate/personal (Maria Clara Souza, 15/07/1990 14:30, Rio de Janeiro):
// the Hierofante is both the personal and the soul arcanum, 5 is the personal, soul and gematria number.
import fixture from './report.fixture.json';
import { ArcanaSection } from './arcana-section';
import { AspectReadings } from './aspect-readings';
import { MethodSection } from './method-section';
import { NumerologySection } from './numerology-section';
import { PositionsList } from './positions-list';

// Read through the contract, so a fixture that drifted from the wire fails here and not in a component.
const content: PersonalContent = PersonalContent.parse(fixture);

/** The same birth with "Não sei a hora", as the server sends it: no angles, no cusps, no houses. */
function unknownTime(): PersonalContent {
  const c = structuredClone(content);
  delete c.astrology.ascendant;
  delete c.astrology.midheaven;
  delete c.astrology.houses;
  for (const key of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
    c.astrology[key].house = null;
  }
  for (const key of ['uranus', 'neptune', 'pluto', 'trueNode'] as const) c.astrology[key].house = null;
  // points.md §2: no Part of Fortune and no houses for the other points without a time.
  c.astrology.chiron!.house = null;
  c.astrology.lilith!.house = null;
  c.astrology.southNode!.house = null;
  c.astrology.partOfFortune = null;
  c.readings = c.readings.filter((r) => r.point !== 'partOfFortune');
  c.timeKnown = false;
  c.birth.time = null;
  c.notes = ['Sem a hora de nascimento, o mapa foi calculado para as 12:00 no horário local.'];
  return c;
}

beforeEach(() => {
  // jsdom has no ResizeObserver; the folded texts only need it to measure.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ArcanaSection', () => {
  it('shows an arcanum that holds two roles as one card naming both, its texts once', () => {
    render(<ArcanaSection content={content} />);
    const personal = content.arcana.personalArcana;
    const card = screen.getByRole('heading', { name: `Arcano Pessoal e Arcano da Alma: ${personal.name}` });
    expect(card).toBeInTheDocument();
    expect(screen.getAllByText(personal.description)).toHaveLength(1);
    expect(screen.getAllByText(personal.opening)).toHaveLength(1);
    // The soul arcanum has no card of its own.
    expect(document.querySelector('[data-arcanum="soulArcana"]')).toBeNull();
    expect(document.querySelector('[data-arcanum="personalArcana"]')).toHaveAttribute(
      'data-roles',
      'personalArcana soulArcana',
    );
    // The annual arcanum is also the gematria one.
    expect(
      screen.getByRole('heading', {
        name: `Arcano Anual de ${content.targetYear} e Arcano da Gematria do Nome: A Temperança`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('puts the role’s opening before the description, and opens the long text from "Ler mais"', async () => {
    const user = userEvent.setup();
    render(<ArcanaSection content={content} />);
    const personal = content.arcana.personalArcana;
    const card = document.querySelector<HTMLElement>('[data-arcanum="personalArcana"]')!;
    const text = card.textContent ?? '';
    expect(text.indexOf(personal.opening)).toBeLessThan(text.indexOf(personal.description));
    // Reduced motion: the card is revealed at once, without the timed flip.
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    await user.click(within(card).getByRole('button', { name: `Ler mais sobre ${personal.name}` }));
    const dialog = screen.getByRole('dialog', { name: personal.name });
    expect(dialog).toHaveAccessibleDescription(`Arcano Pessoal e Arcano da Alma · Arcano ${personal.roman}`);
    const said = dialog.textContent ?? '';
    const firstLong = personal.longDescription.split(/\n{2,}/)[0]!;
    expect(said).toContain(personal.opening);
    expect(said.indexOf(personal.opening)).toBeLessThan(said.indexOf(firstLong));
  });
});

describe('NumerologySection', () => {
  it('names every role of a repeated number on one card, with each sum and the text once', () => {
    render(
      <MemoryRouter>
        <NumerologySection content={content} />
      </MemoryRouter>,
    );
    const five = screen.getByRole('heading', {
      name: 'Número Pessoal, Número da Alma e Gematria do Nome: 5',
    });
    const card = five.closest('article')!;
    expect(card).toHaveAttribute('data-roles', 'personalNumber soulNumber gematriaNameNumber');
    for (const field of ['personalNumber', 'soulNumber', 'gematriaNameNumber']) {
      expect(card).toHaveTextContent(content.numerologyDetails[field]!.trail);
    }
    const text = content.numerologyDetails.personalNumber!.text!;
    expect(screen.getAllByText(text.split(/\n{2,}/)[0]!)).toHaveLength(1);
    expect(document.querySelector('[data-number="soulNumber"]')).toBeNull();
    // The personal year is 5 too, but with a text of its own: it keeps its own card.
    expect(document.querySelector('[data-number="annualNumber"] h3')).toHaveTextContent(
      `Ano Pessoal ${content.targetYear}`,
    );
  });

  it('links the full mapa numerológico with the report’s name and date', () => {
    render(
      <MemoryRouter>
        <NumerologySection content={content} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Ver mapa numerológico completo' });
    const url = new URL(link.getAttribute('href')!, 'https://x.test');
    expect(url.pathname).toBe('/numerologia');
    expect(url.searchParams.get('nome')).toBe(content.name);
    expect(url.searchParams.get('nascimento')).toBe('1990-07-15');
  });
});

describe('AspectReadings', () => {
  it('reads each aspect by name and orb, tightest first, eight at a time', async () => {
    const user = userEvent.setup();
    render(<AspectReadings aspects={content.astrology.aspects} />);
    const total = content.astrology.aspects.length;
    expect(total).toBeGreaterThan(8);
    const visible = () => screen.getAllByRole('heading', { level: 4 });
    expect(visible()).toHaveLength(8);
    const tightest = [...content.astrology.aspects].sort((a, b) => Math.abs(a.orb) - Math.abs(b.orb))[0]!;
    const first = visible()[0]!.closest('li')!;
    expect(first).toHaveTextContent(tightest.text);
    expect(first).toHaveTextContent(/Orbe \d+°\d{2}′/);
    expect(screen.getByRole('heading', { name: 'Sol em quadratura com a Lua' })).toBeInTheDocument();

    const more = screen.getByRole('button', { name: `Ler as outras ${total - 8} leituras de aspectos` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    expect(visible()).toHaveLength(total);
    expect(screen.getByRole('button', { name: 'Mostrar só as mais fortes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('without a birth time', () => {
  it('lists the bodies with "Casa —", no Ascendant or Midheaven, and says why once', () => {
    render(<PositionsList astrology={unknownTime().astrology} timeKnown={false} />);
    expect(document.querySelector('[data-point="ascendant"]')).toBeNull();
    expect(document.querySelector('[data-point="midheaven"]')).toBeNull();
    const rows = document.querySelectorAll('[data-point]');
    // The eleven bodies, then Quíron, Lilith and the South Node under their own header.
    expect(rows).toHaveLength(14);
    expect(document.querySelector('[data-point="partOfFortune"]')).toBeNull();
    expect(screen.getByRole('list', { name: 'Outros pontos' })).toBeInTheDocument();
    for (const row of rows) {
      expect(row).toHaveTextContent(/Casa —/);
      expect(row.textContent).not.toMatch(/Casa \d|N\/A/);
    }
    expect(screen.getAllByText(/Sem a hora de nascimento/)).toHaveLength(1);
  });

  it('says in the method how the chart was cast, and points to the notes the top box already shows', () => {
    const c = unknownTime();
    c.notes.push('Uma segunda observação sobre o cálculo.');
    render(<MethodSection content={c} />);
    expect(screen.getByText('Hora desconhecida: mapa calculado para 12:00 (hora local)')).toBeInTheDocument();
    expect(screen.getByText('15/07/1990')).toBeInTheDocument();
    // Issue #31: the unknown-time note was said twice, at the top and here.
    for (const note of c.notes) expect(screen.queryByText(note)).toBeNull();
    expect(screen.getByText(/Estão no aviso “Hora de nascimento desconhecida”/)).toBeInTheDocument();
  });

  it('lists every note in the method when the time is known', () => {
    const c = structuredClone(content);
    c.notes = ['Este horário aconteceu duas vezes no relógio local.', 'Outra observação.'];
    render(<MethodSection content={c} />);
    for (const note of c.notes) expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('names the house system in Portuguese in the method', () => {
    const c = structuredClone(content);
    c.astrology.houseSystem = 'whole-sign';
    render(<MethodSection content={c} />);
    const fact = screen.getByText('Sistema de casas').closest('div')!;
    expect(fact).toHaveTextContent('Signos inteiros');
  });
});
