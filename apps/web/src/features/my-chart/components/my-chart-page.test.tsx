import type { PersonalContent, Today } from '@constelar/contract';
import { screen, within } from '@testing-library/react';
import { format, addDays } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
// The member's day is Brasília's, whatever the machine's zone: between 00:00 and 03:00 UTC they differ.
import { brasiliaToday } from '../../../lib/brasilia-day';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { transitEvent } from '../lib/transit-event.fixture';
import { MyChartPage } from './my-chart-page';

const CHART = {
  name: 'Júlia Prado',
  astrology: { sun: { sign: 'Leão', longitude: 130.5, retrograde: false } },
} as unknown as PersonalContent;
// "Roda de hoje" reads the day's sky; only what it draws.
const TODAY = {
  date: '2026-11-27',
  sky: [
    { body: 'sun', longitude: 245.1, retrograde: false },
    { body: 'saturn', longitude: 358.2, retrograde: true },
  ],
  transits: [],
} as unknown as Today;
type Handler = Parameters<typeof stubFetch>[0];
const withToday =
  (handler: Handler): Handler =>
  (call) =>
    call.url.includes('/users/me/today') ? jsonResponse(200, TODAY) : handler(call);
const renderChart = (content: PersonalContent) => <h1>A Constelação de {content.name}</h1>;

// Local noon, a few days around now: the page groups by the member's calendar day.
const at = (days: number, hour = 12) => {
  const d = addDays(new Date(), days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
};

beforeEach(() => {
  useAuthStore.setState({ token: 't', user: { id: 'u1', name: 'Júlia Prado', email: 'j@x.test' } } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null } as never);
});

describe('MyChartPage', () => {
  it("shows the member's own chart", async () => {
    stubFetch(() => jsonResponse(200, { content: CHART }));
    renderWithApp(<MyChartPage renderChart={renderChart} />, { path: '/meu-mapa' });
    expect(await screen.findByRole('heading', { name: 'A Constelação de Júlia Prado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seu mapa' })).toHaveAttribute('aria-current', 'page');
  });

  it('invites a member without a birth to fill it in the profile', async () => {
    stubFetch(() => jsonResponse(404, { error: 'Preencha seus dados de nascimento no perfil.' }));
    renderWithApp(<MyChartPage renderChart={renderChart} />, { path: '/meu-mapa' });
    const link = await screen.findByRole('link', { name: 'Preencher meus dados de nascimento' });
    expect(link).toHaveAttribute('href', '/dashboard?perfil=nascimento');
  });

  it('asks for no chart when the profile says there is no birth: no 404 in the console (issue #31)', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/users/profile'
        ? jsonResponse(200, { name: 'Júlia Prado', email: 'j@x.test', birth: null })
        : jsonResponse(404, { error: 'Preencha seus dados de nascimento no perfil.' }),
    );
    renderWithApp(<MyChartPage renderChart={renderChart} />, { path: '/meu-mapa' });
    expect(await screen.findByRole('link', { name: 'Preencher meus dados de nascimento' })).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual(['/api/users/profile']);
  });

  it('asks for the chart once the profile has a birth', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/users/profile'
        ? jsonResponse(200, {
            name: 'Júlia Prado',
            email: 'j@x.test',
            birth: { birthDate: '1990-07-15', birthTime: null, birthPlace: 'Recife, PE', placeId: 'x' },
          })
        : jsonResponse(200, { content: CHART }),
    );
    renderWithApp(<MyChartPage renderChart={renderChart} />, { path: '/meu-mapa' });
    expect(await screen.findByRole('heading', { name: 'A Constelação de Júlia Prado' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/users/profile', '/api/users/me/chart']);
  });

  it('draws and groups the next 90 days of transits into "Hoje" and "Nos próximos 90 dias", the Moon on request', async () => {
    const now = transitEvent('Júpiter em trígono com o seu Sol', at(-3), at(4), {
      transiting: 'jupiter',
      aspect: 'trine',
      exact: [at(1)],
    });
    const soon = transitEvent('Saturno em sextil com a sua Lua', at(5), at(12), { transiting: 'saturn' });
    const calls = stubFetch(
      withToday((call) =>
        call.url.includes('/transits')
          ? jsonResponse(200, [now, soon])
          : call.url.includes('/lunations') || call.url.includes('/house-ingresses')
            ? jsonResponse(200, [])
            : jsonResponse(200, { content: CHART }),
      ),
    );
    const { user } = renderWithApp(<MyChartPage renderChart={renderChart} />, { path: '/meu-mapa?aba=ceu' });
    await screen.findByRole('heading', { name: now.title });
    expect(calls.find((c) => c.url.includes('/transits'))?.url).toBe(
      `/api/users/me/transits?from=${brasiliaToday(new Date())}&days=90`,
    );
    const agora = screen.getByRole('region', { name: 'Hoje' });
    const proximos = screen.getByRole('region', { name: 'Nos próximos 90 dias' });
    expect(agora).toHaveTextContent(now.title);
    expect(agora).toHaveTextContent(`exato em ${format(new Date(at(1)), 'd')} de`);
    expect(proximos).toHaveTextContent(soon.title);
    expect(proximos).toHaveTextContent(soon.text);
    // Today's readings are open; the coming months' wait behind "Ler o texto", a list read by title first.
    expect(within(agora).getByText(now.text).closest('details')).toBeNull();
    const later = within(proximos).getByText(soon.text).closest('details')!;
    expect(later).not.toHaveAttribute('open');
    await user.click(within(later).getByText('Ler o texto'));
    expect(later).toHaveAttribute('open');
    // The drawing: one bar per slow transit (never the Moon), and a tap on one reads it above the list.
    const drawing = screen.getByTestId('sky-timeline');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing.querySelectorAll('[data-bar]')).toHaveLength(2);
    const chosen = screen.getByTestId('sky-chosen');
    expect(chosen).not.toHaveTextContent(soon.text);
    await user.click(drawing.querySelector(`[data-row^="saturn-"]`)!);
    expect(chosen).toHaveTextContent(soon.title);
    expect(chosen).toHaveTextContent(soon.text);
    // "Roda de hoje": the natal chart inside, the day's sky outside, read with the member's day.
    const wheel = screen.getByRole('region', { name: 'Roda de hoje' });
    expect(
      await within(wheel).findByRole('group', {
        name: /^Roda de hoje: o céu de .* em volta do mapa de Júlia Prado$/,
      }),
    ).toBeInTheDocument();
    expect(within(wheel).getAllByRole('button', { name: /^Céu de / })).toHaveLength(2);
    expect(calls.find((c) => c.url.includes('/users/me/today'))?.url).toBe(
      `/api/users/me/today?date=${brasiliaToday(new Date())}`,
    );
  });

  it('shows the lunations and the slow planets in the member’s houses beside the timeline', async () => {
    stubFetch(
      withToday((call) =>
        call.url.includes('/lunations')
          ? jsonResponse(200, [
              {
                type: 'phase',
                kind: 'full',
                time: at(3),
                sign: 'leo',
                house: 5,
                text: 'A Lua Cheia ilumina a sua casa 5.',
              },
            ])
          : call.url.includes('/house-ingresses')
            ? jsonResponse(200, [
                {
                  body: 'jupiter',
                  house: 10,
                  time: at(20),
                  direction: 'direct',
                  text: 'Júpiter entra na sua casa 10.',
                },
              ])
            : call.url.includes('/transits')
              ? jsonResponse(200, [])
              : jsonResponse(200, { content: CHART }),
      ),
    );
    renderWithApp(<MyChartPage renderChart={renderChart} />, { path: '/meu-mapa?aba=ceu' });
    const lunations = await screen.findByRole('region', { name: 'Lunações nas suas casas' });
    expect(await within(lunations).findByText('Lua Cheia em Leão')).toBeInTheDocument();
    const slow = screen.getByRole('region', { name: 'Planetas lentos pelas casas' });
    expect(await within(slow).findByText('Júpiter entra na sua casa 10')).toBeInTheDocument();
  });

  it('says the sky is quiet when no transit comes', async () => {
    stubFetch(
      withToday((call) =>
        /\/(transits|lunations|house-ingresses)/.test(call.url)
          ? jsonResponse(200, [])
          : jsonResponse(200, { content: CHART }),
      ),
    );
    renderWithApp(<MyChartPage renderChart={renderChart} />, { path: '/meu-mapa?aba=ceu' });
    expect(await screen.findByText('Céu tranquilo por aqui')).toBeInTheDocument();
  });
});
