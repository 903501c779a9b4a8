import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/render';
import { NewsletterForm } from './newsletter-form';

const SUCCESS = 'Inscrição confirmada! Fique de olho na sua caixa de entrada.';
const LINK_SENT = 'Enviamos um link de confirmação: abra-o para começar a receber.';

afterEach(() => vi.unstubAllGlobals());

const subscribeAnswering = async (needsConfirmation: boolean) => {
  stubFetch(() =>
    jsonResponse(200, {
      message: SUCCESS,
      email: 'ana@exemplo.com',
      subscribedAt: '2026-11-27T08:00:00.000Z',
      needsConfirmation,
    }),
  );
  const { user } = renderWithApp(<NewsletterForm />);
  await user.type(screen.getByLabelText('Seu e-mail para receber a carta semanal do céu'), 'ana@exemplo.com');
  await user.click(screen.getByRole('button', { name: 'Quero receber' }));
  await screen.findByText(SUCCESS, { exact: false });
  return document.getElementById('newsletter-status')!;
};

describe('NewsletterForm', () => {
  it("keeps product.md's words and adds that a confirmation link was sent while the address waits for it", async () => {
    const status = await subscribeAnswering(true);
    expect(await screen.findByText(LINK_SENT)).toBeVisible();
    expect(status).toHaveTextContent(SUCCESS);
    expect(status).toHaveTextContent(LINK_SENT);
  });

  it('says nothing of a link for an address already confirmed', async () => {
    const status = await subscribeAnswering(false);
    expect(status).toHaveTextContent(SUCCESS);
    expect(status).not.toHaveTextContent(LINK_SENT);
  });
});
