import { ADDRESS_FORMS } from './constants';
import { z } from 'zod';
import { HOUSE_SYSTEMS } from '@constelar/core/codes';
import { NewBadges } from './badges';
import { PersonalContent } from './reports';
import { SynastryContent } from './synastry';

/** A place as it was resolved when the report was saved: the chart is cast there again on every read. */
export const SavedPlace = z.object({
  /** The gazetteer's id; absent for reports saved before inputs were kept (their label stood alone). */
  id: z.string().optional(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
});
export type SavedPlace = z.infer<typeof SavedPlace>;

/** One person's birth as saved: what was typed, with the place as resolved then. */
export const SavedBirth = z.object({
  name: z.string(),
  birthDate: z.string(),
  /** null when the time was unknown ("Não sei a hora"). */
  birthTime: z.string().nullable(),
  /** null for a synastry person given without a place. */
  place: SavedPlace.nullable(),
  /** The place as typed, for reports saved before inputs were kept whose place was only a label. */
  birthPlace: z.string().optional(),
});
export type SavedBirth = z.infer<typeof SavedBirth>;

/**
 * What a saved report keeps (issue #23): its inputs, never its words. The reading is computed again on
 * every read with today's engine, so a text improved later reaches every old report.
 */
export const SavedPersonalInput = z.object({
  kind: z.literal('personal'),
  birth: SavedBirth,
  houseSystem: z.enum(HOUSE_SYSTEMS),
  /** The reader's chosen address form, when one was (issue #27). */
  addressForm: z.enum(ADDRESS_FORMS).optional(),
});
export const SavedSynastryInput = z.object({
  kind: z.literal('synastry'),
  people: z.tuple([SavedBirth, SavedBirth]),
  /** The composite's house system; absent in synastries saved before it (placidus). */
  houseSystem: z.enum(HOUSE_SYSTEMS).optional(),
});
export const SavedInput = z.discriminatedUnion('kind', [SavedPersonalInput, SavedSynastryInput]);
export type SavedInput = z.infer<typeof SavedInput>;
export type SavedPersonalInput = z.infer<typeof SavedPersonalInput>;
export type SavedSynastryInput = z.infer<typeof SavedSynastryInput>;

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
