import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ShareButton, type ShareButtonProps, type ShareImage } from '../../../components/ui/share-button';
import { api } from '../../../lib/api-client';

/** The stories-sized card of a saved report (GET /api/reports/:id/share.png), for its owner. */
export function storiesImage(reportId: string): ShareImage {
  return {
    filename: 'constelar-stories.png',
    load: async () =>
      (
        await api.get<Blob>(`/reports/${encodeURIComponent(reportId)}/share.png`, {
          params: { format: 'stories' },
          responseType: 'blob',
        })
      ).data,
  };
}

/**
 * The report page's share button: a saved report (/resultado/:reportId) also shares its image; the last
 * calculation kept in the browser has no server copy to draw, so it shares the text and link only.
 */
export function ReportShareButton(props: Omit<ShareButtonProps, 'image'>) {
  const { reportId } = useParams();
  const image = useMemo(() => (reportId ? storiesImage(reportId) : undefined), [reportId]);
  return <ShareButton {...props} {...(image ? { image } : {})} />;
}
