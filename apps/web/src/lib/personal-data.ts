import { STORAGE_KEYS } from '../config/constants';

// What the app keeps on the device that says something about a person: the last reading and synastry (a
// name, a birth, a mother's name) and the push record (a sign). Logout and account deletion take it away
// (issue #45); the visitor's id, the cookie choice and the chosen time zone stay: they belong to the
// device, not to anyone.

const LOCAL_KEYS = [STORAGE_KEYS.lastReport, STORAGE_KEYS.lastSynastry] as const;

const listeners = new Set<() => void>();

/** Stores that hold personal data in memory empty themselves here too, so nothing writes it back. */
export function onForgetPersonalData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function removeAll(storage: () => Storage, keys: readonly string[]) {
  try {
    for (const key of keys) storage().removeItem(key);
  } catch {
    // Storage switched off: there is nothing kept to remove.
  }
}

/** Empties the personal entries; `withPush` also forgets this browser's push record (the account is gone). */
export function forgetPersonalData({ withPush = false } = {}): void {
  for (const listener of listeners) listener();
  removeAll(() => window.localStorage, withPush ? [...LOCAL_KEYS, STORAGE_KEYS.push] : LOCAL_KEYS);
}
