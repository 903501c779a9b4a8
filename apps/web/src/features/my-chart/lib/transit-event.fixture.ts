import type { TransitEvent } from '@constelar/contract';

/** A transit for tests: Saturn square the natal Sun unless `extra` says otherwise. */
export const transitEvent = (
  title: string,
  start: string,
  end: string,
  extra: Partial<TransitEvent> = {},
): TransitEvent => ({
  transiting: 'saturn',
  natal: 'sun',
  aspect: 'square',
  start,
  end,
  exact: [],
  title,
  text: `Texto de ${title}.`,
  ...extra,
});
