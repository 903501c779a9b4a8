/** The badges query's key, alone: what a component that only refreshes badges needs (no query code). */
export const BADGES_QUERY_KEY = ['users', 'badges'] as const;
