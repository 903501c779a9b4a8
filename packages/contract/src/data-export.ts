import { z } from 'zod';
import { Badge } from './badges';
import { Person } from './people';
import { NEWSLETTER_SOURCES } from './constants';
import { PushSubscriptionExport } from './push';
import { SavedInput, SavedReport } from './saved-reports';
import { TarotReadingExport } from './tarot';
import { UserProfile } from './users';

export const NewsletterSubscriptionExport = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  confirmed: z.boolean(),
  source: z.enum(NEWSLETTER_SOURCES),
  consentAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});

/** GET /api/users/data-export (LGPD art. 18): every datum kept about the account, streamed as one file. */
export const DataExport = z
  .object({
    exportedAt: z.string(),
    notice: z.string(),
    profile: UserProfile,
    badges: z.array(Badge),
    newsletter: z.array(NewsletterSubscriptionExport),
    /** The people whose births the member keeps (relations.md §2). */
    people: z.array(Person),
    /** The browsers that receive this account's notifications (push.md §2). */
    pushSubscriptions: z.array(PushSubscriptionExport),
    /** The tarot journal (spec/tarot.md §3): each reading's cards, proof and note, and the cards of the day. */
    tarotReadings: z.array(TarotReadingExport),
    tarotDailyCards: z.array(
      z.object({ date: z.string(), code: z.string(), reversed: z.boolean(), seed: z.string() }),
    ),
    /** Each report as saved (its inputs and the engine that saved it) and as read today. */
    reports: z.array(z.object({ input: SavedInput, engineVersion: z.string() }).and(SavedReport)),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExport>;
