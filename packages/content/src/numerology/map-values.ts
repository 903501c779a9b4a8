// The values each role of the mapa numerológico takes (numerology.md §4): small, so tables type-check.
export const MAP_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22] as const;
export type MapValue = (typeof MAP_VALUES)[number];
export const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Digit = (typeof DIGITS)[number];
export const CHALLENGE_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ChallengeValue = (typeof CHALLENGE_VALUES)[number];
export const RESPONSE_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ResponseValue = (typeof RESPONSE_VALUES)[number];
