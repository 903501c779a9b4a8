import { pickCardIndex } from '@constelar/content/daily-card-pick';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../config/constants';
import { useAuthStore } from '../../../lib/auth-store';
import { DAILY_CARD_COUNT } from '../lib/daily-card-texts';
import { useDailyCard } from './use-daily-card';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.dailyCard)!) as { cardIndex: number };
const brasilia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

afterEach(() => useAuthStore.setState({ token: null, user: null } as never));

describe('useDailyCard (issue #45)', () => {
  it("gives a member the card of the account's Brasília day, the one 'Seu dia' gives", () => {
    for (const id of ['u-1', 'u-2', 'u-3', 'u-4', 'u-5']) {
      localStorage.clear();
      useAuthStore.setState({ token: 't', user: { id, name: 'Ana', email: 'a@x.test' } } as never);
      const { unmount } = renderHook(() => useDailyCard());
      expect(stored().cardIndex).toBe(pickCardIndex(id, brasilia(), DAILY_CARD_COUNT));
      unmount();
    }
  });

  it("gives a visitor the device's card", () => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.visitorId, 'visitante-1');
    const { unmount } = renderHook(() => useDailyCard());
    const d = new Date();
    const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(stored().cardIndex).toBe(pickCardIndex('visitante-1', local, DAILY_CARD_COUNT));
    unmount();
  });
});
