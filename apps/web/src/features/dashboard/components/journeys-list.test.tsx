import type { SavedReport } from '@constelar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { JourneysList } from './journeys-list';

const personal = (id: string, name: string, subject: 'self' | 'other') =>
  ({
    id,
    type: 'personal',
    subject,
    createdAt: '2025-05-05T15:00:00.000Z',
    content: { astrology: {}, summary: `${name}, ...`, name },
  }) as unknown as SavedReport;

describe('JourneysList', () => {
  it('titles each report with the person in it and badges the member\'s own birth "Você"', () => {
    renderWithApp(
      <JourneysList
        reports={[personal('a', 'Júlia Prado', 'self'), personal('b', 'Rui Lima', 'other')]}
        total={2}
      />,
    );
    const [mine, friend] = screen.getAllByRole('link');
    expect(mine).toHaveTextContent('Análise de Júlia Prado');
    expect(within(mine!).getByText('Você')).toBeInTheDocument();
    expect(friend).toHaveTextContent('Análise de Rui Lima');
    expect(within(friend!).queryByText('Você')).toBeNull();
  });
});
