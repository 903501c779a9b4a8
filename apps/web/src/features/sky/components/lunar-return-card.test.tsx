import type { LunarReturn } from '@constelar/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { LunarReturnCard } from './lunar-return-card';

const RESULT: LunarReturn = {
  from: '2026-11-27',
  instant: '2026-12-03T17:05:09Z',
  place: { label: 'Campinas, SP, Brasil', latitude: -22.9, longitude: -47.06, timezone: 'America/Sao_Paulo' },
  chart: {
    bodies: {
      moon: { sign: 'Peixes', signCode: 'pisces', house: 4, longitude: 340, degree: 10, retrograde: false },
    },
    ascendant: { sign: 'Gêmeos', signCode: 'gemini', longitude: 70, degree: 10 },
    midheaven: { sign: 'Peixes', signCode: 'pisces', longitude: 335, degree: 5 },
    houses: Array.from({ length: 12 }, (_, i) => i * 30),
    houseSystem: 'placidus',
  },
  texts: {
    ascendant: { title: 'Ascendente da revolução lunar em Gêmeos', text: 'Texto do Ascendente.' },
    moonHouse: { title: 'Lua da revolução na Casa 4', text: 'Texto da casa da Lua.' },
  },
};

beforeEach(() => {
  useAuthStore.setState({ token: 't', user: { id: 'u1', name: 'Júlia Prado', email: 'j@x.test' } } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null } as never);
});

describe('LunarReturnCard', () => {
  it('shows the next return on Brasília’s clock and the two readings', async () => {
    const calls = stubFetch(() => jsonResponse(200, RESULT));
    renderWithApp(<LunarReturnCard now={new Date('2026-11-27T15:00:00Z')} />);
    expect(await screen.findByText('3 de dezembro de 2026, às 14h05')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Revolução lunar' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Ascendente da revolução lunar em Gêmeos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Texto da casa da Lua.')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/users/me/lunar-return?from=2026-11-27');
  });

  it('asks from Brasília’s day at 21h30 there, when UTC is already on the next one (issue #45)', async () => {
    const calls = stubFetch(() => jsonResponse(200, RESULT));
    renderWithApp(<LunarReturnCard now={new Date('2026-11-28T00:30:00Z')} />);
    await screen.findByText('3 de dezembro de 2026, às 14h05');
    expect(calls[0]!.url).toBe('/api/users/me/lunar-return?from=2026-11-27');
  });

  it('says why there are no angles without a birth time, and hides while there is no birth', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        ...RESULT,
        chart: { bodies: RESULT.chart.bodies },
        texts: { ascendant: null, moonHouse: null },
      }),
    );
    const { unmount } = renderWithApp(<LunarReturnCard now={new Date('2026-11-27T15:00:00Z')} />);
    expect(await screen.findByText(/Sem a hora de nascimento/)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubFetch(() => jsonResponse(404, { error: 'Seu mapa ainda não tem dados de nascimento.' }));
    renderWithApp(<LunarReturnCard now={new Date('2026-11-27T15:00:00Z')} />);
    await vi.waitFor(() => expect(screen.queryByText(/Calculando/)).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Revolução lunar' })).toBeNull();
  });
});
