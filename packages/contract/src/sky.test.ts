import { SKY_EVENT_TYPES } from '@constelar/core/codes';
import { describe, expect, it } from 'vitest';
import { SkyCalendarQuery, SkyEvent } from './sky';

describe('SkyCalendarQuery', () => {
  const parse = (types?: string) =>
    SkyCalendarQuery.safeParse({ from: '2026-12-01', to: '2026-12-31', types });

  it('keeps every event type when `types` is absent', () => {
    expect(parse()).toMatchObject({ success: true, data: { types: undefined } });
  });

  it('reads a comma-separated list into known codes, once each, in the codes’ order', () => {
    expect(parse('eclipse, phase,eclipse')).toMatchObject({
      success: true,
      data: { types: ['phase', 'eclipse'] },
    });
  });

  it.each(['', 'eclipse,', 'lua', 'phase;eclipse'])('refuses %j in Portuguese', (types) => {
    const result = parse(types);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Tipos de evento inválidos: use phase, ingress/);
  });

  it('names in SKY_EVENT_TYPES exactly the kinds of event the calendar lists', () => {
    const kinds = SkyEvent.options.map((option) => option.shape.type.value);
    expect([...kinds].sort()).toEqual([...SKY_EVENT_TYPES].sort());
  });
});
