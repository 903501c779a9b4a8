import { Astrology } from '@constelar/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
// A real natal chart (Maria, 15/03/1990 14:30, São Paulo): the report's own fixture.
import fixture from '../../features/report/components/astrology.fixture.json';
import { BiWheel, innerRingFromAstrology, type BiWheelProps, type WheelPoint } from './bi-wheel';

// Parsed, not cast: the fixture stays an answer the contract accepts.
const astrology = Astrology.parse(fixture);
const natal = innerRingFromAstrology(astrology, 'Maria');

/** Today's sky, hand-made: a stellium on the 0°/360° seam tests the crowding on the outer ring. */
const transits: WheelPoint[] = [
  { code: 'sun', longitude: 244.9 },
  { code: 'moon', longitude: 358.2 },
  { code: 'mercury', longitude: 359.6, retrograde: true },
  { code: 'venus', longitude: 0.4 },
  { code: 'mars', longitude: 1.3 },
  { code: 'jupiter', longitude: 2.9, retrograde: true },
  { code: 'saturn', longitude: 355.1 },
];

const props: BiWheelProps = {
  title: 'Roda de hoje de Maria',
  inner: natal,
  outer: { label: 'Trânsitos de hoje', points: transits },
  aspects: [
    { inner: 'sun', outer: 'saturn', aspect: 'conjunction', orb: 0.8 },
    { inner: 'moon', outer: 'venus', aspect: 'trine', orb: 2.1 },
    { inner: 'ascendant', outer: 'sun', aspect: 'square', orb: 1.2 },
    // An end the chart does not have draws no line (and breaks nothing).
    { inner: 'chiron', outer: 'mars', aspect: 'sextile', orb: 1 },
  ],
};

const angleLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-angle]')].map((g) => g.getAttribute('data-angle'));

// House numbers 1–12 are the only plain numbers drawn; the degree labels carry "°".
const houseNumbers = (container: HTMLElement) =>
  [...container.querySelectorAll('svg text')].filter((t) => /^\d+$/.test(t.textContent ?? ''));

describe('BiWheel', () => {
  it('draws both rings as labelled buttons inside a group named by the title', () => {
    render(<BiWheel {...props} />);
    const wheel = screen.getByRole('group', { name: 'Roda de hoje de Maria' });
    const buttons = within(wheel).getAllByRole('button');
    expect(buttons).toHaveLength(natal.points.length + transits.length);
    expect(within(wheel).getByRole('button', { name: 'Maria: Sol a 24°52′ de Peixes' })).toBeInTheDocument();
    expect(
      within(wheel).getByRole('button', {
        name: 'Trânsitos de hoje: Mercúrio a 29°36′ de Peixes, retrógrado',
      }),
    ).toBeInTheDocument();
  });

  it('draws the angles and the houses only when the inner chart has them', () => {
    const { container, unmount } = render(<BiWheel {...props} />);
    expect(angleLabels(container)).toEqual(['AC', 'DC', 'MC', 'IC']);
    expect(houseNumbers(container)).toHaveLength(12);
    unmount();

    const noTime = render(
      <BiWheel
        {...props}
        inner={{ ...natal, ascendant: null, midheaven: undefined, cusps: null }}
        aspects={[]}
      />,
    );
    expect(angleLabels(noTime.container)).toEqual([]);
    expect(houseNumbers(noTime.container)).toHaveLength(0);
  });

  it('draws one line per aspect whose two ends are on the wheel, coloured by nature', () => {
    const { container } = render(<BiWheel {...props} />);
    const lines = [...container.querySelectorAll('line[data-aspect]')];
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.getAttribute('stroke'))).toEqual(['#d4af37', '#2dd4bf', '#ec4899']);
    expect(
      within(screen.getByRole('list', { name: 'Legenda das linhas de aspecto' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Harmônico (trígono, sextil)', 'Tenso (quadratura, oposição)', 'Conjunção']);
  });

  it('has a table equivalent: every point with its ring, sign and degree, and the aspects', () => {
    render(<BiWheel {...props} />);
    const table = screen.getByRole('table', { name: /Posições: Maria \(roda interna\)/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // A heading row per ring, then the bodies of both rings plus the Ascendant and the Midheaven.
    expect(rows).toHaveLength(2 + natal.points.length + 2 + transits.length);
    expect(within(table).getByRole('columnheader', { name: 'Maria (roda interna)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Sol ?\(Maria\) Peixes 24°52′$/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', {
        name: /^Mercúrio ?\(Trânsitos de hoje\) Peixes 29°36′ , retrógrado$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/℞ retrógrado: visto da Terra/)).toBeInTheDocument();

    const aspects = screen.getByRole('table', { name: 'Aspectos entre as rodas' });
    expect(within(aspects).getByRole('row', { name: 'Sol conjunção Saturno 0°48′' })).toBeInTheDocument();
  });

  it('reads out the point reached with Tab, and dims the aspect lines of the others', async () => {
    const user = userEvent.setup();
    const { container } = render(<BiWheel {...props} />);
    const live = screen.getByText(/use Tab sobre um ponto/).closest('[aria-live]')!;
    await user.tab();
    const sun = screen.getByRole('button', { name: 'Maria: Sol a 24°52′ de Peixes' });
    expect(sun).toHaveFocus();
    expect(live).toHaveTextContent('Maria: Sol a 24°52′ de Peixes');
    const opacities = [...container.querySelectorAll('line[data-aspect]')].map((l) =>
      l.getAttribute('stroke-opacity'),
    );
    expect(opacities).toEqual(['0.85', '0.12', '0.12']);
  });

  it('passes axe', async () => {
    const { container } = render(<BiWheel {...props} />);
    // jsdom cannot compute colours, so contrast is left to the e2e run in a real browser.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
