import type { DailyCard } from '@constelar/content/daily-cards';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../config/constants';
import { dailyCardFor, localIsoDate, type StoredDailyCard } from '../lib/daily-card-pick';
import { arcanumImage, DAILY_CARD_COUNT, loadDailyTexts, type DailyTexts } from '../lib/daily-card-texts';
import { readJson, readStorage, writeStorage } from '../lib/safe-storage';

function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a LAN address over http still gets a random v4 id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function visitorId(): string {
  const stored = readStorage(STORAGE_KEYS.visitorId);
  if (stored) return stored;
  const id = newVisitorId();
  writeStorage(STORAGE_KEYS.visitorId, id);
  return id;
}

const todayState = (): StoredDailyCard =>
  dailyCardFor(readJson(STORAGE_KEYS.dailyCard), visitorId(), localIsoDate(new Date()), DAILY_CARD_COUNT);

export interface RevealedCard {
  card: DailyCard;
  insight: string;
}

/**
 * Today's card for this visitor (product.md §3, §4). The draw is made at once; the card's texts load
 * when it is about to be turned (prepare) or already was today.
 */
export function useDailyCard() {
  const [state, setState] = useState(todayState);
  const [texts, setTexts] = useState<DailyTexts | null>(null);

  // Records today's draw, so a reload keeps it and a new day replaces it.
  useEffect(() => writeStorage(STORAGE_KEYS.dailyCard, JSON.stringify(state)), [state]);

  useEffect(() => {
    if (state.revealed && !texts) void loadDailyTexts().then(setTexts, () => undefined);
  }, [state.revealed, texts]);

  /** Loads the texts and warms the card image, so the flip shows a finished face. */
  const prepare = useCallback(async () => {
    const loaded = await loadDailyTexts();
    const card = loaded.DAILY_CARDS[state.cardIndex];
    if (card) new Image().src = arcanumImage(card);
    return loaded;
  }, [state.cardIndex]);

  /** Resolves true once the card is turned; false when its texts could not load. */
  const reveal = useCallback(async () => {
    try {
      setTexts(await prepare());
      setState((current) => ({ ...current, revealed: true }));
      return true;
    } catch {
      return false;
    }
  }, [prepare]);

  const card = texts?.DAILY_CARDS[state.cardIndex];
  const revealed: RevealedCard | null =
    state.revealed && texts && card ? { card, insight: texts.dailyInsight(card, state.date) } : null;
  return { revealed, prepare, reveal };
}
