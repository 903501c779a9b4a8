import type { Astrology, SolarReturn } from '@constelar/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { SolarReturnPage } from './solar-return-page';

const angle = { sign: 'Escorpião', signCode: 'scorpio', longitude: 215, degree: 5 } as const;
const sun = {
  sign: 'Leão',
  signCode: 'leo',
  house: 10,
  longitude: 142.5,
  degree: 22.5,
  retrograde: false,
} as const;
const RESULT: SolarReturn = {
  year: 2026,
  instant: '2026-08-15T12:12:40Z',
  place: { label: 'Lisboa, Portugal', latitude: 38.72, longitude: -9.14, timezone: 'Europe/Lisbon' },
  chart: {
    bodies: { sun, moon: { ...sun, longitude: 20, sign: 'Áries', signCode: 'aries' } },
    ascendant: angle,
    midheaven: { ...angle, sign: 'Leão', signCode: 'leo', longitude: 140 },
    houses: Array.from({ length: 12 }, (_, i) => (215 + i * 30) % 360),
    houseSystem: 'placidus',
  },
  texts: {
    ascendant: { title: 'Ascendente da revolução em Escorpião', text: 'Texto do Ascendente.' },
    sunHouse: { title: 'Sol da revolução na casa 10', text: 'Texto da casa do Sol.' },
  },
};

beforeEach(() => {
  useAuthStore.setState({ token: 't', user: { id: 'u1', name: 'Júlia Prado', email: 'j@x.test' } } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null } as never);
});

describe('SolarReturnPage', () => {
  it("hands the return's chart to the wheel, beside the instant and the two readings", async () => {
    stubFetch(() => jsonResponse(200, RESULT));
    const drawn: { astrology: Astrology; title: string }[] = [];
    renderWithApp(
      <SolarReturnPage
        now={new Date('2026-05-10T15:00:00Z')}
        renderWheel={(astrology, title) => {
          drawn.push({ astrology, title });
          return <svg role="img" aria-label="Roda da revolução" />;
        }}
      />,
    );

    expect(await screen.findByRole('img', { name: 'Roda da revolução' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Revolução Solar' })).toBeInTheDocument();
    expect(screen.getByText('15 de agosto de 2026, às 13h12')).toBeInTheDocument();
    expect(screen.getByText('Texto do Ascendente.')).toBeInTheDocument();
    expect(screen.getByText('Texto da casa do Sol.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver a revolução completa' })).not.toBeInTheDocument();

    const { astrology, title } = drawn.at(-1)!;
    expect(title).toBe('Júlia Prado: mapa da revolução solar de 2026');
    expect(astrology.sun).toEqual(sun);
    expect(astrology.moon.signCode).toBe('aries');
    expect(astrology.ascendant).toEqual(angle);
    expect(astrology.houses).toEqual(RESULT.chart.houses);
    expect(astrology.aspects).toEqual([]);
  });
});
