import { CHANGE_ICONS, type Changelog, type ChangeType } from '@constelar/contract';
import { newestReleasesFirst } from '@constelar/contract/release-order';
import { listChangelogs, type ChangelogRow } from '../../db/repositories/changelogs';

type Db = Parameters<typeof listChangelogs>[0];

/** A stored release as the API answers it. */
export function toChangelog(row: ChangelogRow): Changelog {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    isPublished: row.isPublished,
    releaseDate: row.releaseDate.toISOString(),
    createdBy: { name: row.createdByName },
    changes: row.changes.map((c) => ({
      // Stored changes were validated against CHANGE_TYPES; the reply's schema checks them again.
      type: c.type as ChangeType,
      description: c.description,
      icon: CHANGE_ICONS[c.type as ChangeType] ?? 'sparkles',
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/changelog's answer: the published releases, newest first; the /changelog page shows the same. */
export async function publishedChangelog(db: Db): Promise<Changelog[]> {
  return newestReleasesFirst((await listChangelogs(db, 'published')).map(toChangelog));
}
