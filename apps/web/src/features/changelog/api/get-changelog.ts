import { useQuery } from '@tanstack/react-query';
import { publishedChangelogQuery } from '../../../components/ui/changelog-dialog';

/**
 * GET /api/changelog (public, published only, newest first). The fetcher lives with ChangelogDialog,
 * which the dashboard reuses, so the page and the dialog share one request and one cache entry.
 */
export function usePublishedChangelog() {
  return useQuery(publishedChangelogQuery);
}
