// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../config/constants';
import { useLastSynastry } from './last-synastry-store';

const saved = (content: object, version: number) =>
  localStorage.setItem(
    STORAGE_KEYS.lastSynastry,
    JSON.stringify({
      state: { synastry: { id: 'r1', createdAt: '2026-11-01T10:00:00.000Z', content } },
      version,
    }),
  );

describe('useLastSynastry', () => {
  beforeEach(() => {
    localStorage.clear();
    useLastSynastry.getState().clear();
  });

  it("drops a result saved while the wire still said 'mc'", async () => {
    saved({ charts: [{ ascendant: 100, mc: 10 }] }, 0);
    await useLastSynastry.persist.rehydrate();
    expect(useLastSynastry.getState().synastry).toBeNull();
  });

  it('keeps a result saved in the current shape', async () => {
    saved({ charts: [{ ascendant: 100, midheaven: 10 }] }, 1);
    await useLastSynastry.persist.rehydrate();
    expect(useLastSynastry.getState().synastry?.content).toEqual({
      charts: [{ ascendant: 100, midheaven: 10 }],
    });
  });
});
