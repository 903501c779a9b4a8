import type { DailyCard } from '@constelar/content/daily-cards';
import { pickCardIndex } from '@constelar/content/daily-card-pick';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionUser } from '../../../lib/session';
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

/** Today in Brasília, as the server counts a member's day ("Seu dia", the tarot's card). */
const brasiliaIsoDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

/**
 * A visitor's card comes from the device's id and local date (product.md); a member's from the account and
 * the Brasília day, the very card "Seu dia" and the tarot's "Carta do dia" give (issue #45).
 */
function todayState(memberId: string | null): StoredDailyCard {
  const stored = readJson(STORAGE_KEYS.dailyCard);
  if (!memberId) return dailyCardFor(stored, visitorId(), localIsoDate(new Date()), DAILY_CARD_COUNT);
  const date = brasiliaIsoDate(new Date());
  const cardIndex = pickCardIndex(memberId, date, DAILY_CARD_COUNT);
  const kept = dailyCardFor(stored, memberId, date, DAILY_CARD_COUNT);
  // Turned already today only if it was this very card.
  return { date, cardIndex, revealed: kept.cardIndex === cardIndex && kept.revealed };
}

export interface RevealedCard {
  card: DailyCard;
  insight: string;
}

/**
 * Today's card for this visitor (product.md §3, §4). The draw is made at once; the card's texts load
 * when it is about to be turned (prepare) or already was today.
 */
export function useDailyCard() {
  const memberId = useSessionUser()?.id ?? null;
  const [state, setState] = useState(() => todayState(memberId));
  // Signing in or out on this page changes whose card it is.
  const owner = useRef(memberId);
  useEffect(() => {
    if (owner.current === memberId) return;
    owner.current = memberId;
    setState(todayState(memberId));
  }, [memberId]);
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
