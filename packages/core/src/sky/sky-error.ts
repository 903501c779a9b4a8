/** Bad input to the sky engines (chart, positions, Chinese zodiac), as values for the caller to turn into a 422. */
export type SkyError =
  /** The instant lies outside what the tables cover (about 1799-12 to 2101-03; the Chinese year table: to 2101-12-31). */
  | { code: 'instant-out-of-range'; utcMs: number; minUtcMs: number; maxUtcMs: number }
  | { code: 'invalid-coordinates'; latitude: number; longitude: number };
