import type { SkyEvent } from '@constelar/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SkyMonthGrid } from './sky-month-grid';

const phase = (kind: 'new' | 'first-quarter' | 'full', time: string, title: string): SkyEvent => ({
  type: 'phase',
  kind,
  time,
  sign: 'Áries',
  title,
  text: '',
});
const EVENTS: SkyEvent[] = [
  phase('new', '2026-12-09T03:00:00Z', 'Lua Nova em Sagitário'),
  phase('first-quarter', '2026-12-17T03:00:00Z', 'Quarto Crescente em Peixes'),
  phase('full', '2026-12-24T01:30:00Z', 'Lua Cheia em Câncer'),
  {
    type: 'void-of-course',
    // 21:00 on the 12th to 03:00 on the 14th in São Paulo.
    start: '2026-12-13T00:00:00Z',
    end: '2026-12-14T06:00:00Z',
    sign: 'Aquário',
    title: 'Lua fora de curso em Aquário',
    text: '',
  },
];

function renderGrid(onPick = vi.fn()) {
  const { container } = render(
    <SkyMonthGrid
      events={EVENTS}
      month="2026-12"
      zone="America/Sao_Paulo"
      today="2026-12-10"
      onPick={onPick}
    />,
  );
  const cell = (date: string) => container.querySelector<HTMLElement>(`[data-day="${date}"]`)!;
  return { container, cell };
}

describe('SkyMonthGrid', () => {
  it('draws every day of the month with its Moon, waxing between new Moon and first quarter', () => {
    const { container, cell } = renderGrid();
    expect(container.querySelectorAll('[data-day]')).toHaveLength(31);
    expect(container.querySelectorAll('[data-day] [data-moon]')).toHaveLength(31);
    // 1 December 2026 is a Tuesday: two blanks under "dom" and "seg".
    expect(container.querySelector('[data-ceu-grid]')).toHaveTextContent(
      /^dom\s*seg\s*ter\s*qua\s*qui\s*sex\s*sáb/,
    );
    expect(cell('2026-12-13')).toHaveAttribute('title', 'Lua Crescente');
    const angle = Number(cell('2026-12-13').querySelector('[data-moon]')!.getAttribute('data-moon'));
    expect(angle).toBeGreaterThan(0);
    expect(angle).toBeLessThan(90);
    expect(cell('2026-12-23')).toHaveAttribute('title', 'Lua Cheia');
    expect(cell('2026-12-23')).toHaveTextContent('Lua Cheia');
    expect(cell('2026-12-23').querySelector('[title="Lua Cheia em Câncer"]')).not.toBeNull();
  });

  it('draws a Lua fora de curso across the days it covers, with its hours at the ends', () => {
    const { container, cell } = renderGrid();
    expect([...container.querySelectorAll('[data-voc]')].map((e) => e.getAttribute('data-voc'))).toEqual([
      '2026-12-12',
      '2026-12-13',
      '2026-12-14',
    ]);
    expect(cell('2026-12-12').querySelector('[data-voc]')).toHaveTextContent(/^21h00$/);
    expect(cell('2026-12-13').querySelector('[data-voc]')).toHaveTextContent(/^$/);
    expect(cell('2026-12-14').querySelector('[data-voc]')).toHaveTextContent(/^03h00$/);
    const bar = (date: string) => cell(date).querySelector<HTMLElement>('[data-voc-bar]')!.style;
    expect([bar('2026-12-12').left, bar('2026-12-12').right]).toEqual(['87.5%', '0%']);
    expect([bar('2026-12-13').left, bar('2026-12-13').right]).toEqual(['0%', '0%']);
    expect([bar('2026-12-14').left, bar('2026-12-14').right]).toEqual(['0%', '87.5%']);
  });

  it('hands a clicked day with events to the page, and keeps the picture away from assistive technology', async () => {
    const onPick = vi.fn();
    const { container, cell } = renderGrid(onPick);
    await userEvent.click(cell('2026-12-23'));
    expect(onPick).toHaveBeenCalledWith('2026-12-23');
    expect(cell('2026-12-02')).toBeDisabled();
    expect(container.querySelector('[data-ceu-grid]')).toHaveAttribute('aria-hidden', 'true');
    expect(cell('2026-12-23')).toHaveAttribute('tabindex', '-1');
  });
});
