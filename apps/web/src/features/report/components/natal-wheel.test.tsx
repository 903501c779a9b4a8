import { Astrology } from '@constelar/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// A real answer of POST /api/calculate/personal (Maria, 15/03/1990 14:30, São Paulo), astrology part.
import fixture from './astrology.fixture.json';
import { NatalWheel } from './natal-wheel';
import { WheelTable } from './wheel-table';

// Parsed, not cast: the fixture stays an answer the contract accepts.
const astrology = Astrology.parse(fixture);
const BODY_COUNT = 11; // seven report bodies, Uranus, Neptune, Pluto and the true node
const POINT_COUNT = 4; // Quíron, Lilith, the South Node and the Part of Fortune (points.md §2)

/** The same sky without a birth time: no angles, no cusps, no houses (sky.md §1). */
function withoutTime(chart: Astrology): Astrology {
  const copy = structuredClone(chart) as Astrology & Record<string, unknown>;
  delete copy.ascendant;
  delete copy.midheaven;
  delete copy.houses;
  for (const value of Object.values(copy)) {
    if (value && typeof value === 'object' && 'house' in value) (value as { house: null }).house = null;
  }
  copy.partOfFortune = null;
  const angle = (p: string) => p === 'ascendant' || p === 'midheaven';
  copy.aspects = copy.aspects.filter((a) => !angle(a.a) && !angle(a.b));
  return copy;
}

describe('NatalWheel', () => {
  it('is a group named after the person, with one labelled button per body', () => {
    render(<NatalWheel astrology={astrology} title="Mapa natal de Maria Clara" />);
    const wheel = screen.getByRole('group', { name: 'Mapa natal de Maria Clara' });
    const bodies = within(wheel).getAllByRole('button');
    expect(bodies).toHaveLength(BODY_COUNT + POINT_COUNT);
    expect(within(wheel).getByRole('button', { name: 'Sol a 24°52′ de Peixes, Casa 8' })).toBeInTheDocument();
    expect(
      within(wheel).getByRole('button', { name: /^Lilith a \d+°\d\d′ de Leão, Casa 9$/ }),
    ).toBeInTheDocument();
    expect(
      within(wheel).getByRole('button', { name: 'Quíron a 10°34′ de Câncer, Casa 12' }),
    ).toBeInTheDocument();
    expect(
      within(wheel).getByRole('button', { name: /^Roda da Fortuna a .* de Gêmeos, Casa 7$/ }),
    ).toBeInTheDocument();
    expect(
      within(wheel).getByRole('button', { name: 'Lua a 12°28′ de Escorpião, Casa 4' }),
    ).toBeInTheDocument();
    // The node moves backwards: said in words, not only drawn as ℞.
    expect(
      within(wheel).getByRole('button', { name: /15°43′ de Aquário, Casa 7, retrógrado$/ }),
    ).toBeInTheDocument();
  });

  it('reads out the exact degree of the body reached with Tab, clicked or hovered', async () => {
    const user = userEvent.setup();
    render(<NatalWheel astrology={astrology} title="Mapa natal de Maria Clara" />);
    // The live region sits inside the figure's one figcaption, beside the legend (issue #24).
    const caption = screen.getByText(/use Tab sobre um planeta/).closest('[aria-live]')!;
    expect(caption).toHaveAttribute('aria-live', 'polite');
    expect(caption.closest('figcaption')).not.toBeNull();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Sol a 24°52′ de Peixes, Casa 8' })).toHaveFocus();
    expect(caption).toHaveTextContent('Sol a 24°52′ de Peixes, Casa 8');

    await user.tab();
    expect(caption).toHaveTextContent('Lua a 12°28′ de Escorpião, Casa 4');

    await user.hover(screen.getByRole('button', { name: /^Vênus a / }));
    expect(caption).toHaveTextContent('Vênus a 9°20′ de Aquário, Casa 7');
  });

  it('explains its aspect colours in a labelled legend', () => {
    render(<NatalWheel astrology={astrology} title="Mapa natal de Maria Clara" />);
    const legend = screen.getByRole('list', { name: 'Legenda das linhas de aspecto' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Harmônico (trígono, sextil)', 'Tenso (quadratura, oposição)', 'Conjunção']);
  });

  it('leaves the legend out when it draws no aspect lines (a solar return)', () => {
    render(<NatalWheel astrology={{ ...astrology, aspects: [] }} title="Mapa da revolução solar de 2026" />);
    expect(screen.getByRole('group', { name: 'Mapa da revolução solar de 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legenda das linhas de aspecto' })).toBeNull();
  });
});

describe('NatalWheel without a birth time', () => {
  it('draws the zodiac and the bodies, with no house numbers and no angles', () => {
    const { container } = render(
      <NatalWheel astrology={withoutTime(astrology)} title="Mapa natal de Maria Clara" />,
    );
    const wheel = screen.getByRole('group', { name: 'Mapa natal de Maria Clara' });
    const bodies = within(wheel).getAllByRole('button');
    // No Part of Fortune without a time.
    expect(bodies).toHaveLength(BODY_COUNT + POINT_COUNT - 1);
    expect(within(wheel).getByRole('button', { name: 'Sol a 24°52′ de Peixes' })).toBeInTheDocument();
    for (const body of bodies) expect(body.getAttribute('aria-label')).not.toContain('Casa');
    const labels = Array.from(container.querySelectorAll('svg text'), (t) => t.textContent);
    expect(labels).not.toContain('AC');
    expect(labels).not.toContain('MC');
    expect(labels).not.toContain('1');
    // The twelve sign glyphs are still there.
    expect(container.querySelectorAll('svg g[aria-hidden] > g > path').length).toBe(12);
  });
});

describe('WheelTable', () => {
  it('gives every point with sign, degree and house, the angles included', () => {
    render(<WheelTable astrology={astrology} id="tabela" />);
    const positions = screen.getByRole('table', { name: 'Posições no mapa' });
    expect(
      within(positions)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ponto', 'Signo', 'Grau', 'Casa', 'Outros pontos']);
    const row = (name: string) =>
      Array.from(
        within(positions).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td'),
        (td) => td.textContent,
      );
    expect(row('Sol')).toEqual(['Peixes', '24°52′', '8']);
    expect(row('Ascendente')).toEqual(['Câncer', '17°10′', '1']);
    expect(row('Meio do Céu')).toEqual(['Touro', '1°03′', '10']);
    expect(within(positions).getAllByRole('rowheader')).toHaveLength(BODY_COUNT + 2 + POINT_COUNT);
    expect(row('Roda da Fortuna')).toEqual(['Gêmeos', '15°30′', '7']);
    // Pluto and the node move backwards: the ℞ is also said in words.
    expect(row('Plutão')[1]).toMatch(/℞, retrógrado$/);
    expect(row('Nodo Norte')[1]).toMatch(/℞, retrógrado$/);
    // … and the South Node with it.
    expect(row('Nodo Sul')[1]).toMatch(/℞, retrógrado$/);
    expect(within(positions).getAllByText('retrógrado', { exact: false })).toHaveLength(3);
  });

  it('lists the twelve house cusps by sign and degree', () => {
    render(<WheelTable astrology={astrology} id="tabela" />);
    const cusps = screen.getByRole('table', { name: 'Cúspides das casas' });
    const rows = within(cusps).getAllByRole('rowheader');
    expect(rows.map((th) => th.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `Casa ${i + 1}`));
    expect(rows[0]!.closest('tr')).toHaveTextContent('17°10′ de Câncer');
    expect(rows[9]!.closest('tr')).toHaveTextContent('1°03′ de Touro');
  });

  it('without a birth time, leaves out the angles and the cusps and marks every house as unknown', () => {
    render(<WheelTable astrology={withoutTime(astrology)} id="tabela" />);
    const positions = screen.getByRole('table', { name: 'Posições no mapa' });
    expect(within(positions).getAllByRole('rowheader')).toHaveLength(BODY_COUNT + POINT_COUNT - 1);
    expect(within(positions).queryByRole('rowheader', { name: 'Ascendente' })).toBeNull();
    expect(within(positions).queryByRole('rowheader', { name: 'Meio do Céu' })).toBeNull();
    const sunRow = within(positions).getByRole('rowheader', { name: 'Sol' }).closest('tr')!;
    expect(sunRow.querySelectorAll('td')[2]).toHaveTextContent('—');
    expect(screen.queryByRole('table', { name: 'Cúspides das casas' })).toBeNull();
  });
});
