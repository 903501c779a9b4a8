import { z } from 'zod';

const DailyCount = z.object({ date: z.string(), count: z.number().int() });

/** Exactly product.md §3 "Admin stats". */
export const AdminStats = z.object({
  users: z.object({
    total: z.number().int(),
    newThisMonth: z.number().int(),
    newThisWeek: z.number().int(),
    activeUsers: z.number().int(),
    betaTesters: z.number().int(),
  }),
  reports: z.object({
    total: z.number().int(),
    thisMonth: z.number().int(),
    personal: z.number().int(),
    synastry: z.number().int(),
    averagePerUser: z.number(),
  }),
  engagement: z.object({
    usersWithMultipleReports: z.number().int(),
    topUser: z.object({ name: z.string(), reportCount: z.number().int() }).optional(),
  }),
  growth: z.object({ dailySignups: z.array(DailyCount), dailyReports: z.array(DailyCount) }),
});
export type AdminStats = z.infer<typeof AdminStats>;
