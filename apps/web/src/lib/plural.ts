/** The words that go with a count, in Portuguese: singular for exactly one, plural otherwise (0 included). */
export const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);
