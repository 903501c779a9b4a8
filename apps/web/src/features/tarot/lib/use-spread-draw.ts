import type {
  TarotDrawRequest,
  TarotReading,
  TarotShuffleRequest,
  TarotShuffleResponse,
} from '@constelar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { drawCards, shuffle } from '../api/tarot-api';

export type DrawStage =
  | { kind: 'ask' }
  | { kind: 'pick'; shuffle: TarotShuffleResponse; picks: number[] }
  | { kind: 'read'; reading: TarotReading };

/** What a draw sends besides the shuffle it was committed to. */
export type DealRequest = Omit<TarotDrawRequest, 'shuffleId'>;

/**
 * A spread's draw, the tarot's and the baralho cigano's alike (spec/tarot.md §4): the question, then the
 * shuffle the server commits to, the picks, and the reading. A failure says why and, once the draw has
 * been asked for, goes back to the question: the commitment is spent.
 */
export function useSpreadDraw(spread: string) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<DrawStage>({ kind: 'ask' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setStage({ kind: 'ask' });
  }, [spread]);

  async function attempt(work: () => Promise<void>, onFailure?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
      onFailure?.();
    } finally {
      setBusy(false);
    }
  }

  const begin = (request: TarotShuffleRequest) =>
    attempt(async () => setStage({ kind: 'pick', shuffle: await shuffle(request), picks: [] }));

  const deal = (made: TarotShuffleResponse, request: DealRequest) =>
    attempt(
      async () => {
        const reading = await drawCards({ ...request, shuffleId: made.shuffleId });
        setStage({ kind: 'read', reading });
        // The journal and its patterns have a new reading.
        void queryClient.invalidateQueries({ queryKey: ['tarot', 'readings'] });
        void queryClient.invalidateQueries({ queryKey: ['tarot', 'insights'] });
      },
      () => setStage({ kind: 'ask' }),
    );

  /** One more card chosen from the fan; the last one of `needed` asks for the reading. */
  const pick = (index: number, needed: number, request: DealRequest) => {
    if (stage.kind !== 'pick') return;
    const picks = [...stage.picks, index];
    setStage({ ...stage, picks });
    if (picks.length === needed) void deal(stage.shuffle, { ...request, picks });
  };

  return { stage, busy, error, begin, deal, pick, again: () => setStage({ kind: 'ask' }) };
}
