// Business constants of product.md §9, with units in their names.
export const REQUEST_TIMEOUT_MS = 10_000;
export const HEADER_COMPACT_SCROLL_PX = 10;
export const SCROLL_CUE_HIDE_PX = 100;
export const MOBILE_ANCHOR_SCROLL_DELAY_MS = 300;
export const NEWSLETTER_RESET_MS = 3_000;
export const COPIED_CONFIRMATION_MS = 2_000;
export const PROFILE_MESSAGE_MS = 5_000;
export const ACCOUNT_DELETION_LOGOUT_DELAY_MS = 2_000;
export const ACHIEVEMENTS_MESSAGE_MS = 4_000;
export const ADMIN_STATS_REFETCH_MS = 300_000;
export const CONSENT_COOKIE_DAYS = 150;
export const RECENT_REPORTS_SHOWN = 6;
export const RECENT_REPORTS_SCROLL_AFTER = 4;
export const ALL_BADGES_THRESHOLD = 4;

export const STORAGE_KEYS = {
  auth: 'constelar-auth',
  lastReport: 'constelar-last-report',
  lastSynastry: 'constelar-last-synastry',
  visited: 'constelar:visited',
  visitorId: 'constelar:visitor-id',
  dailyCard: 'constelar:daily-card',
  /** This browser's push subscription as the server answered it (id, topics, sign, hour). */
  push: 'constelar:push',
} as const;
export const CONSENT_COOKIE = 'constelar-consent';

export const TAGLINE = 'Seu guia para as estrelas e os arquétipos.';
