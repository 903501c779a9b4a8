import type { PersonalContent, Progressions, SolarArc } from '@constelar/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { MyChartPage } from './my-chart-page';

const body = (sign: string, signCode: string, longitude: number, house: number | null = 4) => ({
  sign,
  signCode,
  house,
  longitude,
  degree: longitude % 30,
  retrograde: false,
});
const CHART = {
  name: 'Júlia Prado',
  astrology: {
    ...Object.fromEntries(
      ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].map((c, i) => [
        c,
        body('Gêmeos', 'gemini', 60 + i),
      ]),
    ),
    sun: body('Leão', 'leo', 130),
    moon: body('Áries', 'aries', 10),
  },
} as unknown as PersonalContent;

const PROGRESSIONS = {
  date: '2026-11-27',
  progressedInstant: '1990-09-19T12:00:00Z',
  method: { type: 'secondary', mc: 'solar-arc' },
  arc: 35.5,
  bodies: { sun: body('Virgem', 'virgo', 170.5), moon: body('Touro', 'taurus', 40.25) },
  ascendant: { sign: 'Libra', signCode: 'libra', longitude: 190, degree: 10 },
  midheaven: { sign: 'Câncer', signCode: 'cancer', longitude: 100, degree: 10 },
  aspects: [
    {
      progressed: 'moon',
      natal: 'venus',
      aspect: 'trine',
      orb: 0.3,
      exact: '2027-01-12',
      title: 'Lua progredida em trígono com a sua Vênus',
      text: 'Texto do trígono.',
    },
  ],
  sunIngress: { previous: null, next: { sign: 'Libra', signCode: 'libra', date: '2035-10-02' } },
  texts: {
    moonSign: { title: 'Lua progredida em Touro', text: 'Texto da Lua em Touro.' },
    moonHouse: { title: 'Lua progredida na Casa 4', text: 'Texto da Casa 4.' },
    sunSign: null,
    sunNext: null,
  },
} as unknown as Progressions;

const SOLAR_ARC = {
  date: '2026-11-27',
  progressedInstant: '1990-09-19T12:00:00Z',
  arc: 35.5,
  bodies: { sun: body('Virgem', 'virgo', 165.5) },
  aspects: [
    {
      directed: 'mars',
      natal: 'sun',
      aspect: 'square',
      orb: 0.8,
      exact: '2026-03-01',
      title: 'Marte dirigido em quadratura com o seu Sol',
      text: 'Texto da quadratura.',
    },
  ],
} as unknown as SolarArc;

beforeEach(() => {
  useAuthStore.setState({ token: 't', user: { id: 'u1', name: 'Júlia Prado', email: 'j@x.test' } } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null } as never);
});

describe('Progressões', () => {
  it('reads the progressed Moon, lists the aspects with pt-BR dates and tables the positions', async () => {
    stubFetch((call) =>
      call.url.includes('/progressions')
        ? jsonResponse(200, PROGRESSIONS)
        : call.url.includes('/solar-arc')
          ? jsonResponse(200, SOLAR_ARC)
          : jsonResponse(200, { content: CHART }),
    );
    renderWithApp(<MyChartPage renderChart={() => null} />, {
      path: '/meu-mapa?aba=progressoes',
    });
    expect(await screen.findByRole('heading', { name: 'Lua progredida em Touro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Progressões' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Texto da Casa 4.')).toBeInTheDocument();
    // The aspects' own list: the wheels, once their chunk is in, bring lists of their own.
    const list = within(screen.getByRole('region', { name: 'Aspectos progredidos e dirigidos' })).getByRole(
      'list',
    );
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Lua progredida em trígono com a sua Vênus');
    expect(items[0]).toHaveTextContent('Exato em 12 de janeiro de 2027');
    expect(items[1]).toHaveTextContent('Foi exato em 1 de março de 2026');
    // Both wheels, progressed and solar arc, once their drawing code has loaded: a lazy chunk, which a
    // loaded machine can take seconds to transform, so the wait is the test's own, not findBy's 1 s.
    expect(
      await screen.findByRole('group', { name: /^Progressões de / }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Arco solar de / })).toBeInTheDocument();
    const tables = screen.getAllByRole('table').filter((t) => !t.closest('details'));
    expect(tables).toHaveLength(2);
    expect(within(tables[0]!).getByRole('rowheader', { name: 'Lua' })).toBeInTheDocument();
    expect(within(tables[1]!).getByText('Arco solar (35,50°)')).toBeInTheDocument();
    expect(screen.getByText(/entra em Libra em 2 de outubro de 2035/)).toBeInTheDocument();
  });
});
