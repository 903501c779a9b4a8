import type { Today } from '@constelar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { TodayCard } from './today-card';

const TODAY: Today = {
  date: '2026-03-15',
  moon: {
    sign: 'Escorpião',
    signCode: 'scorpio',
    phase: 'waning-gibbous',
    phaseName: 'Minguante gibosa',
    illumination: 0.734,
  },
  transits: [
    {
      transiting: 'saturn',
      natal: 'sun',
      aspect: 'square',
      start: '2026-02-01T00:00:00Z',
      end: '2026-04-01T00:00:00Z',
      exact: ['2026-03-10T00:00:00Z'],
      title: 'Saturno em quadratura com o seu Sol',
      text: 'Um período de ajustes: o que for estrutura pede revisão.',
    },
  ],
  sky: [{ body: 'sun', longitude: 354.6, retrograde: false }],
  moonTransits: [{ natal: 'venus', aspect: 'trine', time: '2026-03-15T14:10:00Z' }],
  highlight: {
    transiting: 'saturn',
    natal: 'sun',
    aspect: 'square',
    start: '2026-02-01T00:00:00Z',
    end: '2026-04-01T00:00:00Z',
    exact: ['2026-03-10T00:00:00Z'],
    text: 'Um período de ajustes: o que for estrutura pede revisão.',
  },
  personalDay: 7,
  personalMonth: 1,
  personalYear: 7,
  dailyCard: { arcanumId: 9, name: 'O Eremita', insight: 'Silêncio que orienta.' },
  text: 'Hoje a Lua em Escorpião aprofunda o que você sente.',
};

describe('TodayCard', () => {
  it('shows the date in pt-BR, the Moon, the personal day and the card of the day', () => {
    renderWithApp(<TodayCard today={TODAY} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('domingo, 15 de março');
    expect(screen.getByText('Lua em Escorpião')).toBeInTheDocument();
    expect(screen.getByText(/Lua em trígono com a sua Vênus/)).toBeInTheDocument();
    expect(screen.getByText('Minguante gibosa')).toBeInTheDocument();
    expect(screen.getByText('73% iluminada')).toBeInTheDocument();
    expect(screen.getByTestId('moon-disc').querySelector('path')).not.toBeNull();
    expect(screen.getByText('Dia pessoal 7')).toBeInTheDocument();
    expect(screen.getByText('Mês pessoal 1 · Ano pessoal 7')).toBeInTheDocument();
    expect(screen.getByText('O Eremita')).toBeInTheDocument();
    expect(screen.getByText('Silêncio que orienta.')).toBeInTheDocument();
    expect(screen.getByText(TODAY.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /céu dos próximos 30 dias/ })).toHaveAttribute(
      'href',
      '/meu-mapa?aba=ceu',
    );
  });

  it('lists the transits of the day by title, each opening to its text', async () => {
    const { user } = renderWithApp(<TodayCard today={TODAY} />);
    const text = screen.getByText(TODAY.transits[0]!.text);
    expect(text).not.toBeVisible();
    await user.click(screen.getByText('Saturno em quadratura com o seu Sol'));
    expect(text).toBeVisible();
  });

  it('says so when no transit touches the chart', () => {
    renderWithApp(<TodayCard today={{ ...TODAY, transits: [] }} />);
    expect(screen.getByText(/Nenhum planeta toca o seu mapa hoje/)).toBeInTheDocument();
  });
});
