import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../config/constants';
import { readStorage, writeStorage } from '../lib/safe-storage';

/** True when this browser has opened the landing page before; the first visit marks it. */
export function useReturningVisitor(): boolean {
  // Read once before marking, so the first visit is still greeted as a first visit.
  const [returning] = useState(() => readStorage(STORAGE_KEYS.visited) !== null);
  useEffect(() => {
    if (!returning) writeStorage(STORAGE_KEYS.visited, new Date().toISOString());
  }, [returning]);
  return returning;
}
