import type { TarotReading } from '@constelar/contract';
import { useMemo } from 'react';
import { ShareMenu, type StoryImage } from '../../../components/ui/share-menu';
import { readingShare } from '../lib/reading-share';
import { readingImage } from '../lib/share-image';

/**
 * "Compartilhar" of a tarot or cigano reading (reach.md §3): the link to its provable draw, and the
 * 1080×1920 image drawn here, which also travels in the system sheet where the browser shares files.
 */
export function TarotReadingShare({ reading }: { reading: TarotReading }) {
  const share = readingShare(reading, window.location.origin);
  const image = useMemo<StoryImage>(
    () => ({ filename: share.filename, load: () => readingImage(reading) }),
    [reading, share.filename],
  );
  return (
    <ShareMenu
      title={share.title}
      text={share.text}
      url={share.url}
      whatsappText={share.whatsappText}
      storyImage={image}
      shareImageFile
    />
  );
}
