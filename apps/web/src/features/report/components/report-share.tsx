import type { PersonalContent } from '@constelar/contract';
import { useMemo } from 'react';
import { ShareMenu, type StoryImage } from '../../../components/ui/share-menu';
import { api } from '../../../lib/api-client';
import { reportImage } from '../lib/report-image';
import { reportShare } from '../lib/report-share';

/** The stories-sized card of a saved report (GET /api/reports/:id/share.png), for its owner. */
function savedReportImage(reportId: string): StoryImage {
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
 * The report's "Compartilhar" (reach.md §3): the landing's link with the chart in a sentence, and a
 * 1080×1920 image that also travels in the system sheet where the browser shares files. A saved report's
 * image is the server's, fetched with the owner's session; one kept only in this browser is drawn here.
 */
export function ReportShare({
  content,
  name,
  reportId,
}: {
  content: PersonalContent;
  name: string;
  reportId?: string | undefined;
}) {
  const share = reportShare(content, name, window.location.origin);
  const image = useMemo<StoryImage>(
    () =>
      reportId
        ? savedReportImage(reportId)
        : { filename: 'constelar-stories.jpg', load: () => reportImage(content, name) },
    [reportId, content, name],
  );
  return (
    <ShareMenu
      title={share.title}
      text={share.text}
      url={share.url}
      whatsappText={share.whatsappText}
      storyImage={image}
      shareImageFile
      variant="primary"
    />
  );
}
