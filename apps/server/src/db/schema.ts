import type { SavedInput } from '@constelar/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    // Stored lower-cased; the unique index is what settles concurrent registrations.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    betaTesterNumber: integer('beta_tester_number'),
    // Null until the address is confirmed by a link sent to it; admin rights wait for it (accounts.md §2).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // An address asked for in the profile and not yet confirmed by its link: until then `email` stays the
    // login and the reset target, so a stolen session cannot move the account away (issue #44).
    pendingEmail: text('pending_email'),
    // Every token carries the version it was signed with; bumping it ends every older session at once.
    sessionVersion: integer('session_version').notNull().default(0),
    // The member's house system (sky.md §1), used when a report request names none; null = placidus.
    houseSystem: text('house_system'),
    // "Como prefere ser tratado(a)?": feminino, masculino or neutro; null = neutral wording (issue #27).
    addressForm: text('address_form'),
    // The member's own birth (sky.md §2), all four set together or all null. The place is kept as chosen:
    // its gazetteer id and the label it resolved to.
    birthDate: text('birth_date'),
    birthTime: text('birth_time'),
    birthPlace: text('birth_place'),
    birthPlaceId: text('birth_place_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_beta_number_key').on(t.betaTesterNumber),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Every address an account has used or asked for, and when each was confirmed: what the export and the
 * deletion match newsletter rows and mail rows by (only confirmed ones for the newsletter), so a past
 * address goes with the account and an unconfirmed one opens nobody else's record (issue #44).
 */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

/**
 * Sessions ended by "Sair" before their expiry: the SHA-256 of the token, kept until the token would have
 * expired anyway. Going with the account, they hold nothing once it is deleted.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['personal', 'synastry'] }).notNull(),
    /** What was asked, with its places as resolved then (contract SavedInput); the words are read anew. */
    input: jsonb('input').$type<SavedInput>().notNull(),
    /** The app version that saved it, for the export and for any later migration of inputs. */
    engineVersion: text('engine_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reports_user_created_idx').on(t.userId, t.createdAt)],
);

/** "Pessoas" (relations.md §2): births a member keeps, with the moment consent was given. */
export const people = pgTable(
  'people',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Deleted with the account (LGPD): the cascade is the whole of it.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation', { enum: ['parceiro', 'familia', 'amizade', 'trabalho', 'outro'] }).notNull(),
    birthDate: text('birth_date').notNull(),
    birthTime: text('birth_time'),
    birthPlace: text('birth_place').notNull(),
    birthPlaceId: text('birth_place_id').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('people_user_created_idx').on(t.userId, t.createdAt)],
);

export type PersonRow = typeof people.$inferSelect;

export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key is what makes "never twice, even under concurrency" hold.
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    // Double opt-in: only rows confirmed through the mailed link receive mail.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(t.email)],
);

export const LINK_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'newsletter-confirm'] as const;
export type LinkTokenPurpose = (typeof LINK_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens that travel in e-mailed links. Only their SHA-256 is kept, so a copy of the
 * database cannot confirm an address or reset a password.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    purpose: text('purpose', { enum: LINK_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The address the link was sent to: a confirmation only counts while it is still the account's.
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('link_tokens_hash_key').on(t.tokenHash), index('link_tokens_user_idx').on(t.userId)],
);

/**
 * The durable mail queue: a message is a row before any send is tried, so neither a crash nor an SMTP
 * outage loses it. Bodies are cleared once sent, since they may hold a link token.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // What the message is (verify-email, reset-password, …): logged instead of the body.
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    // Set when one message must go out at most once (the weekly letter per week and address).
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_queue_dedupe_key').on(t.dedupeKey),
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);

export interface ChangeEntry {
  type: string;
  description: string;
}

export const changelogs = pgTable(
  'changelogs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    version: text('version').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    isPublished: boolean('is_published').notNull().default(false),
    releaseDate: timestamp('release_date', { withTimezone: true }).notNull().defaultNow(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept so an entry still credits its author after that account is deleted.
    createdByName: text('created_by_name').notNull(),
    changes: jsonb('changes').$type<ChangeEntry[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('changelogs_release_idx').on(t.releaseDate)],
);

/** Monotonic counters (beta-tester numbers): a row lock serialises them and they never go back. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * A browser's Web Push subscription (push.md §2): anonymous (user_id null) or a member's. The endpoint is
 * the subscription's identity: whoever carries it holds the subscription.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    // The solar sign of the horóscopo topic; null without it.
    sign: text('sign'),
    // The Brasília hour the daily texts arrive at.
    hour: integer('hour').notNull().default(8),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    // The planner reads only the subscribers of the hour under way.
    index('push_subscriptions_hour_idx').on(t.hour),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Every push to send, durable as the mail queue: a crash loses none (push.md §2). */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // A push dies with its subscription (a 404/410 answer, an unsubscribe, an account deleted).
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    // horoscope, day, lunations, void-of-course, transits, house-ingresses, test.
    kind: text('kind').notNull(),
    // The Brasília date it belongs to: the daily cap counts by it.
    day: text('day').notNull(),
    payload: jsonb('payload').$type<{ title: string; body: string; url: string; tag: string }>().notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    urgency: text('urgency').notNull().default('normal'),
    // One push per subscription, topic and day at most: a second scheduler pass queues nothing.
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_queue_dedupe_key').on(t.dedupeKey),
    index('push_queue_subscription_day_idx').on(t.subscriptionId, t.day),
    index('push_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);

/** One dealt card of a saved reading: its code, whether reversed, and the index picked in the shuffle. */
export interface TarotDealtCard {
  code: string;
  reversed: boolean;
  index: number;
  /** The Mesa Real's querent card (28 or 29) carries this mark; kept in the cards so no column is needed. */
  querent?: true;
}

/**
 * A member's tarot readings (spec/tarot.md §3). The cards and the seed are kept, never the texts: those are
 * read again on every read, and the seed lets the journal re-check the draw years later.
 */
export const tarotReadings = pgTable(
  'tarot_readings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Deleted with the account (LGPD).
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spread: text('spread').notNull(),
    question: text('question'),
    deck: text('deck', { enum: ['full', 'majors', 'cigano'] }).notNull(),
    reversals: boolean('reversals').notNull(),
    seed: text('seed').notNull(),
    cards: jsonb('cards').$type<TarotDealtCard[]>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('tarot_readings_user_created_idx').on(t.userId, t.createdAt, t.id)],
);
export type TarotReadingRow = typeof tarotReadings.$inferSelect;

/** A commitment answered before the picks: lives 10 minutes and serves one draw. */
export const tarotShuffles = pgTable(
  'tarot_shuffles',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Null for a visitor; a member's shuffle answers 404 to anyone else.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    spread: text('spread').notNull(),
    deck: text('deck', { enum: ['full', 'majors', 'cigano'] }).notNull(),
    reversals: boolean('reversals').notNull(),
    seed: text('seed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('tarot_shuffles_expires_idx').on(t.expiresAt)],
);
export type TarotShuffleRow = typeof tarotShuffles.$inferSelect;

/** A member's card of the day: drawn on the first call of a Brasília day, the same all that day. */
export const tarotDailyCards = pgTable(
  'tarot_daily_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    code: text('code').notNull(),
    reversed: boolean('reversed').notNull(),
    seed: text('seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
