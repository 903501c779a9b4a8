import type { SkyEvent } from '@constelar/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { SkyPage } from './sky-page';

const fullMoon: SkyEvent = {
  type: 'phase',
  time: '2026-12-24T01:30:00Z',
  kind: 'full',
  sign: 'Câncer',
  title: 'Lua Cheia em Câncer',
  text: 'Texto da Lua Cheia.',
};
const voidMoon: SkyEvent = {
  type: 'void-of-course',
  start: '2026-12-05T13:05:00Z',
  end: '2026-12-05T21:40:00Z',
  sign: 'Virgem',
  title: 'Lua fora de curso em Virgem',
  text: 'Texto da Lua fora de curso.',
};
const eclipse: SkyEvent = {
  type: 'eclipse',
  time: '2026-12-10T18:00:00Z',
  body: 'sun',
  kind: 'annular',
  title: 'Eclipse solar anular',
  text: 'Texto do eclipse.',
};

beforeEach(() => {
  // Only the clock is fake: 10 December 2026, 12:00 in São Paulo.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T15:00:00Z'));
  localStorage.clear();
  // jsdom lays nothing out and has no scrollIntoView: a spy stands for it, to see what the page asks for.
  Element.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const scrolled = vi.fn(function (this: Element, _options?: boolean | ScrollIntoViewOptions) {});

const dayOf = (name: string) => screen.getByRole('region', { name });
/** The next eclipse's request: eclipses only, over the 400 days from today. */
const ECLIPSES_URL = '/api/sky/calendar?from=2026-12-10&to=2028-01-13&types=eclipse';
/** The month's requests, without the one for the next eclipse. */
const monthUrls = (calls: { url: string }[]) => calls.map((c) => c.url).filter((url) => url !== ECLIPSES_URL);

describe('SkyPage', () => {
  it('asks for the month with a day of margin and lists each event on its local day', async () => {
    const calls = stubFetch(() => jsonResponse(200, [voidMoon, eclipse, fullMoon]));
    renderWithApp(<SkyPage />, { path: '/ceu?mes=2026-12' });

    await screen.findByRole('region', { name: 'Quarta-feira, 23 de dezembro' });
    expect(monthUrls(calls)).toEqual(['/api/sky/calendar?from=2026-11-30&to=2027-01-01']);
    // 01:30 UTC on the 24th is 22:30 on the 23rd in São Paulo.
    const day = dayOf('Quarta-feira, 23 de dezembro');
    expect(within(day).getByText('Lua Cheia em Câncer')).toBeInTheDocument();
    expect(within(day).getByText('às 22h30')).toBeInTheDocument();
    expect(within(dayOf('Sábado, 5 de dezembro')).getByText('das 10h05 às 18h40')).toBeInTheDocument();
  });

  it("marks today and opens the eclipse's text", async () => {
    stubFetch(() => jsonResponse(200, [eclipse, fullMoon]));
    renderWithApp(<SkyPage />, { path: '/ceu' });

    const today = await screen.findByRole('region', { name: /Hoje/ });
    expect(within(today).getByText('Quinta-feira, 10 de dezembro')).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('Texto do eclipse.')).toBeVisible();
    expect(screen.queryByRole('region', { name: /23 de dezembro/ })).toHaveTextContent('Lua Cheia');
    expect(screen.queryAllByText('Hoje')).toHaveLength(1);
  });

  it("opens this month on today's entry, once, and another month at its top", async () => {
    stubFetch(() => jsonResponse(200, [voidMoon, eclipse, fullMoon]));
    const { unmount } = renderWithApp(<SkyPage />, { path: '/ceu' });
    await screen.findByRole('region', { name: /Hoje/ });
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'ceu-dia-2026-12-10');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    unmount();

    scrolled.mockClear();
    renderWithApp(<SkyPage />, { path: '/ceu?mes=2027-01' });
    await screen.findByText('Nenhum evento neste mês');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('changes the clock when another zone is chosen, and remembers it', async () => {
    stubFetch(() => jsonResponse(200, [fullMoon]));
    const { user } = renderWithApp(<SkyPage />, { path: '/ceu?mes=2026-12' });
    await screen.findByText('às 22h30');

    const select = screen.getByRole('combobox', { name: 'Fuso horário' });
    expect(within(select).getByRole('option', { name: 'Manaus (AM) · GMT-4' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').length).toBeGreaterThanOrEqual(15);
    await user.selectOptions(select, 'America/Manaus');

    expect(within(dayOf('Quarta-feira, 23 de dezembro')).getByText('às 21h30')).toBeInTheDocument();
    expect(
      screen.getByText('Horários no fuso escolhido: Manaus (AM) (GMT-4).', { exact: false }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('constelar:ceu:fuso')).toBe('America/Manaus');
  });

  it('moves between months with the buttons and fetches each one', async () => {
    const calls = stubFetch(() => jsonResponse(200, []));
    const { user } = renderWithApp(<SkyPage />, { path: '/ceu' });
    expect(await screen.findByRole('heading', { name: 'Dezembro de 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próximo mês: janeiro de 2027' }));
    expect(await screen.findByRole('heading', { name: 'Janeiro de 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para dezembro de 2026' }));
    await user.click(screen.getByRole('button', { name: 'Mês anterior: novembro de 2026' }));
    expect(await screen.findByRole('heading', { name: 'Novembro de 2026' })).toBeInTheDocument();
    expect(monthUrls(calls)).toEqual([
      '/api/sky/calendar?from=2026-11-30&to=2027-01-01',
      '/api/sky/calendar?from=2026-12-31&to=2027-02-01',
      '/api/sky/calendar?from=2026-10-31&to=2026-12-01',
    ]);
  });

  it("links the subscription to a year from this month's first day", async () => {
    stubFetch(() => jsonResponse(200, []));
    renderWithApp(<SkyPage />, { path: '/ceu?mes=2027-03' });

    const link = await screen.findByRole('link', { name: 'Assinar no calendário' });
    expect(link).toHaveAttribute('href', '/api/sky/calendar.ics?from=2026-12-01&to=2027-12-01');
    expect(screen.getByRole('link', { name: 'abra no seu app de calendário' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/sky/calendar.ics?from=2026-12-01&to=2027-12-01`,
    );
  });

  it('shows the next eclipse of the coming 400 days on the chosen clock', async () => {
    const calls = stubFetch(({ url }) => jsonResponse(200, url === ECLIPSES_URL ? [eclipse] : [fullMoon]));
    renderWithApp(<SkyPage />, { path: '/ceu?mes=2027-02' });

    const block = await screen.findByRole('region', { name: 'Próximo eclipse' });
    expect(within(block).getByRole('heading', { name: 'Eclipse solar anular' })).toBeInTheDocument();
    expect(within(block).getByText('quinta-feira, 10 de dezembro de 2026, às 15h00')).toBeInTheDocument();
    expect(within(block).getByText('Texto do eclipse.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(ECLIPSES_URL);
  });

  it('says so when the month is empty or the server fails', async () => {
    stubFetch(() => jsonResponse(200, []));
    const { unmount } = renderWithApp(<SkyPage />, { path: '/ceu?mes=2026-12' });
    expect(await screen.findByText('Nenhum evento neste mês')).toBeInTheDocument();
    unmount();

    stubFetch(() => jsonResponse(500, { error: 'Erro interno.' }));
    renderWithApp(<SkyPage />, { path: '/ceu?mes=2026-12' });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Erro interno.');
  });
});
