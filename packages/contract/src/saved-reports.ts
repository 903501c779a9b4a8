import { z } from 'zod';
import { NewBadges } from './badges';
import { PersonalContent } from './reports';
import { SynastryContent } from './synastry';

const savedReportFields = {
  id: z.string(),
  createdAt: z.string(),
  /** "self" when the birth equals the member's own (profile) birth: date, time and resolved place (sky.md §2). */
  subject: z.enum(['self', 'other']),
};

export const SavedPersonalReport = z.object({
  ...savedReportFields,
  type: z.literal('personal'),
  content: PersonalContent,
});
export type SavedPersonalReport = z.infer<typeof SavedPersonalReport>;

export const SavedSynastryReport = z.object({
  ...savedReportFields,
  type: z.literal('synastry'),
  content: SynastryContent,
});
export type SavedSynastryReport = z.infer<typeof SavedSynastryReport>;

/** A report a member saved: `type` says which content it holds. */
export const SavedReport = z
  .discriminatedUnion('type', [SavedPersonalReport, SavedSynastryReport])
  .meta({ id: 'SavedReport' });
export type SavedReport = z.infer<typeof SavedReport>;

export const SavedReportList = z.array(SavedReport);

/** POST /api/reports: the saved report, with the badges it earned. */
export const CreatedPersonalReport = SavedPersonalReport.extend({ newBadges: NewBadges });
export type CreatedPersonalReport = z.infer<typeof CreatedPersonalReport>;

/** POST /api/calculate/synastry: a synastry is always saved, so it answers as a saved report. */
export const SynastryResponse = SavedSynastryReport.extend({ newBadges: NewBadges });
export type SynastryResponse = z.infer<typeof SynastryResponse>;
