import { BADGE_IDS } from '@constelar/core/codes';
import { z } from 'zod';
import { BADGE_RARITY_VALUES } from './constants';

/**
 * Checked and documented as one of core's BADGE_IDS, but typed as a string: a client must show a badge it
 * does not know yet (a newer server may award it), and the browser suite fakes one to prove the web does.
 */
const BadgeId = z.enum(BADGE_IDS) as unknown as z.ZodType<string>;

export const Badge = z
  .object({
    id: BadgeId,
    name: z.string(),
    description: z.string(),
    icon: z.string().meta({ description: 'Nome do ícone lucide (ex.: "sparkles").' }),
    color: z.string(),
    rarity: z.enum(BADGE_RARITY_VALUES),
    earnedAt: z.string().optional(),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof Badge>;

/** Badges an action earned; absent when it earned none (product.md §7: any response may carry it). */
export const NewBadges = z.array(Badge).optional();

export const BadgesResponse = z.object({
  badges: z.array(Badge),
  betaTester: z.object({ number: z.number().int() }).nullable(),
});
export type BadgesResponse = z.infer<typeof BadgesResponse>;

export const CheckRetroactiveResponse = z.object({
  newBadges: z.array(Badge),
  hasNewBadges: z.boolean(),
  message: z.string(),
  hasAllBadges: z.boolean(),
  currentBadgesCount: z.number().int(),
  totalAvailable: z.number().int(),
});
export type CheckRetroactiveResponse = z.infer<typeof CheckRetroactiveResponse>;
