import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch, type FetchCall } from '../../../test/render';
import { CiganoSpreadPage } from './cigano-spread-page';

const SPREADS = {
  spreads: [
    {
      code: 'cigano-tres',
      deck: 'cigano',
      name: 'Três cartas ciganas',
      description: 'Passado, presente e futuro.',
      cards: 3,
      positions: [],
    },
    {
      code: 'mesa-real',
      deck: 'cigano',
      name: 'Mesa Real',
      description: 'As 36 cartas na mesa.',
      cards: 36,
      positions: [],
    },
  ],
};
const SHUFFLE = { shuffleId: 's1', commitment: 'c0ffee', expiresAt: '2026-11-30T12:10:00Z' };
const EXPIRED = 'Este embaralhamento expirou. Embaralhe de novo.';

/** The spreads and a shuffle answer; the draw itself fails, so the page must say why and start over. */
function stubApi() {
  return stubFetch(({ url }: FetchCall) => {
    if (url === '/api/tarot/spreads') return jsonResponse(200, SPREADS);
    if (url === '/api/tarot/shuffles') return jsonResponse(201, SHUFFLE);
    if (url === '/api/tarot/draws') return jsonResponse(410, { error: EXPIRED });
    return jsonResponse(404, { error: 'Não encontrado.' });
  });
}

const page = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path="/tarot/cigano/:spread" element={<CiganoSpreadPage />} />
    </Routes>,
    { path },
  );

afterEach(() => vi.unstubAllGlobals());

describe('CiganoSpreadPage', () => {
  it('sends the picks and the question once the last card is chosen, and starts over when the draw fails', async () => {
    const calls = stubApi();
    const { user } = page('/tarot/cigano/tres');
    await user.type(await screen.findByLabelText('Sua pergunta (opcional)'), 'E o trabalho?');
    await user.click(screen.getByRole('button', { name: 'Embaralhar' }));
    expect(await screen.findByRole('heading', { name: 'Escolha 3 cartas' })).toBeTruthy();
    expect(screen.getByText('c0ffee')).toBeTruthy();
    const faceDown = screen.getAllByRole('button', { name: /carta/i });
    for (const card of faceDown.slice(0, 3)) await user.click(card);
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.getByRole('button', { name: 'Embaralhar' })).toBeTruthy();
    const draw = calls.find((c) => c.url === '/api/tarot/draws');
    expect(draw?.body).toMatchObject({ spread: 'cigano-tres', shuffleId: 's1', question: 'E o trabalho?' });
    expect((draw?.body as { picks: number[] }).picks).toHaveLength(3);
  });

  it('asks the Mesa Real only which card stands for the reader, and sends that card', async () => {
    const calls = stubApi();
    const { user } = page('/tarot/cigano/mesa-real');
    await user.click(await screen.findByRole('radio', { name: 'O Cigano (28)' }));
    await user.click(screen.getByRole('button', { name: 'Embaralhar' }));
    expect(await screen.findByRole('heading', { name: 'O baralho está embaralhado' })).toBeTruthy();
    expect(screen.queryByText(/escolhidas/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir a Mesa Real' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/tarot/draws')).toBe(true));
    const draw = calls.find((c) => c.url === '/api/tarot/draws');
    expect(draw?.body).toEqual({ spread: 'mesa-real', shuffleId: 's1', querent: 28 });
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
  });

  it('answers an unknown spread with the not-found page', async () => {
    stubApi();
    page('/tarot/cigano/nenhuma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Embaralhar' })).toBeNull();
  });
});
