import { useState } from 'react';
import { DEFAULT_ZONE, isKnownZone } from './time-zones';

const STORAGE_KEY = 'constelar:ceu:fuso';

function storedZone(): string {
  try {
    const zone = localStorage.getItem(STORAGE_KEY);
    return zone && isKnownZone(zone) ? zone : DEFAULT_ZONE;
  } catch {
    // Storage can be blocked (private windows, strict settings): the default zone still works.
    return DEFAULT_ZONE;
  }
}

/** The zone chosen on /ceu, remembered on this device for the next visit. */
export function useZone(): [string, (zone: string) => void] {
  const [zone, setZone] = useState(storedZone);
  const choose = (next: string) => {
    setZone(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, still applied.
    }
  };
  return [zone, choose];
}
