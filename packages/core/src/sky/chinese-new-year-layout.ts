/** First Gregorian year of the Chinese New Year table (its last year is 2101). */
export const CHINESE_NEW_YEAR_FIRST_YEAR = 1799;

/** One character per year: its index here is the number of days from 21 January to the new year. */
export const CHINESE_NEW_YEAR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
