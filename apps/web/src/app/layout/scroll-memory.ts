/** Where each history entry was scrolled to, by the router's location key; kept for the tab's life. */
const STORAGE_KEY = 'constelar:scroll-positions';
/** Enough entries for any back-and-forth a person does; older ones are dropped first. */
const MAX_ENTRIES = 50;

export interface ScrollMemory {
  save(key: string, top: number): void;
  read(key: string): number | undefined;
  persist(): void;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A memory of scroll positions, restored from `store` (sessionStorage) so a reload keeps them too. */
export function createScrollMemory(store: KeyValueStore | null): ScrollMemory {
  const positions = new Map<string, number>();
  try {
    const raw = store?.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as unknown) : null;
    if (saved && typeof saved === 'object') {
      for (const [key, top] of Object.entries(saved)) if (typeof top === 'number') positions.set(key, top);
    }
  } catch {
    // A damaged or blocked store only costs the remembered positions.
  }
  return {
    save(key, top) {
      positions.delete(key);
      positions.set(key, top);
      if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
    },
    read: (key) => positions.get(key),
    persist() {
      try {
        store?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // Storage full or blocked: positions live on in memory for this page.
      }
    },
  };
}
