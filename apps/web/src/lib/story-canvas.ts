// What every 1080×1920 Stories image drawn in the browser shares (a tarot reading, a report kept only on
// this device): the night sky, the gold frame, the Constelar footer and the JPEG it is saved as.

export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
const JPEG_QUALITY = 0.9;

/** An image's art, or null when it cannot be had (offline): the picture is drawn without it. */
export function loadArt(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const art = new Image();
    art.onload = () => resolve(art);
    art.onerror = () => resolve(null);
    art.src = src;
  });
}

/** A canvas with the night's gradient and the gold frame drawn, text centred. */
export function storyCanvas(): { canvas: HTMLCanvasElement; g: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = STORY_WIDTH;
  canvas.height = STORY_HEIGHT;
  const g = canvas.getContext('2d')!;
  const sky = g.createRadialGradient(320, 380, 0, 320, 380, 1900);
  sky.addColorStop(0, '#2d1b5e');
  sky.addColorStop(0.45, '#1a1033');
  sky.addColorStop(1, '#0d0a1f');
  g.fillStyle = sky;
  g.fillRect(0, 0, STORY_WIDTH, STORY_HEIGHT);
  g.strokeStyle = 'rgba(212, 175, 55, 0.5)';
  g.lineWidth = 3;
  g.strokeRect(48, 48, STORY_WIDTH - 96, STORY_HEIGHT - 96);
  g.textAlign = 'center';
  return { canvas, g };
}

/** The spaced-out name and one line under it, at the foot of the image; then the image as a JPEG. */
export function finishStory(
  canvas: HTMLCanvasElement,
  g: CanvasRenderingContext2D,
  line: string,
): Promise<Blob> {
  g.fillStyle = '#2dd4bf';
  g.font = '600 40px Inter, sans-serif';
  g.fillText('C O N S T E L A R', STORY_WIDTH / 2, STORY_HEIGHT - 130);
  g.fillStyle = '#a5a0c8';
  g.font = '32px Inter, sans-serif';
  g.fillText(line, STORY_WIDTH / 2, STORY_HEIGHT - 80);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas'))),
      // A JPEG: the night's gradients make a PNG of 1.7 MB, too heavy to send from a phone.
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
