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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_beta_number_key').on(t.betaTesterNumber),
  ],
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
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reports_user_created_idx').on(t.userId, t.createdAt)],
);

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(t.email)],
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
