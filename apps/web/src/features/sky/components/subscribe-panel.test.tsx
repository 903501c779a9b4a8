import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SubscribePanel } from './subscribe-panel';

describe('SubscribePanel', () => {
  it('subscribes to a year of every kind, and leaves the void-of-course Moons out on request', async () => {
    const { user } = renderWithApp(<SubscribePanel month="2026-12" />);
    const file = screen.getByRole('link', { name: 'Assinar no calendário' });
    const app = screen.getByRole('link', { name: 'abra no seu app de calendário' });
    const all = '/api/sky/calendar.ics?from=2026-12-01&to=2027-12-01';
    expect(file).toHaveAttribute('href', all);
    expect(app.getAttribute('href')).toMatch(new RegExp(`^webcal://[^/]+${all.replace(/[.?]/g, '\\$&')}$`));

    await user.click(screen.getByRole('checkbox', { name: /Incluir os períodos de Lua fora de curso/ }));
    const withoutVoid = `${all}&types=phase,ingress,station,eclipse`;
    expect(file).toHaveAttribute('href', withoutVoid);
    expect(app.getAttribute('href')).toMatch(/&types=phase,ingress,station,eclipse$/);
  });
});
