import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShareMenu } from './share-menu';

// jsdom has no navigator.share: the menu of reach.md §3, as a desktop browser shows it.

describe('ShareMenu', () => {
  it('sends WhatsApp the whole message, the URL included, encoded once', async () => {
    const user = userEvent.setup();
    const message =
      '*Horóscopo da semana de Leão: 2 a 8 de março de 2026*\nUma frase & outra?\nhttps://x.test/a?b=1';
    render(<ShareMenu title="t" text="x" url="https://x.test/a?b=1" whatsappText={message} />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const href = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(message);
    // No image given, no image offered.
    expect(screen.queryByRole('button', { name: 'Baixar imagem para Stories' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Baixar imagem para Stories' })).toBeNull();
  });

  it('says aloud when an image made by script cannot be had, and gives the focus back', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const image = {
      filename: 'x.jpg',
      load: async () => {
        asked += 1;
        throw new Error('sem rede');
      },
    };
    render(<ShareMenu title="t" text="x" url="https://x.test/" whatsappText="x" storyImage={image} />);
    const share = screen.getByRole('button', { name: 'Compartilhar' });
    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Baixar imagem para Stories' }));
    expect(await screen.findByText('Não deu para preparar a imagem. Tente de novo.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(asked).toBe(1);
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(share).toHaveFocus();
  });

  it('offers a public image as a plain download link', async () => {
    const user = userEvent.setup();
    const image = {
      href: '/api/share/horoscope/leo/month.png?month=2026-08&format=story',
      filename: 'm.png',
    };
    render(<ShareMenu title="t" text="x" url="https://x.test/" whatsappText="x" storyImage={image} />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const link = screen.getByRole('link', { name: 'Baixar imagem para Stories' });
    expect(link).toHaveAttribute('href', image.href);
    expect(link).toHaveAttribute('download', 'm.png');
  });
});
