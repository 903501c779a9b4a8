import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Footer } from './footer';

describe('Footer (issue #45)', () => {
  it('links the privacy policy from every page', () => {
    renderWithApp(<Footer />);
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
  });
});
