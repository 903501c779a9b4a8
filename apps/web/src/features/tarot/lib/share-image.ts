// The reading as an image to share (spec/tarot.md §4): 1080×1920, the spread's name and its cards,
// never the question.
import type { TarotReading } from '@constelar/contract';

export async function readingImage(reading: TarotReading): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 1080;
  canvas.height = 1920;
  const g = canvas.getContext('2d')!;
  const sky = g.createLinearGradient(0, 0, 0, 1920);
  sky.addColorStop(0, '#120b28');
  sky.addColorStop(1, '#2d1b5e');
  g.fillStyle = sky;
  g.fillRect(0, 0, 1080, 1920);
  g.strokeStyle = '#d4af37';
  g.lineWidth = 4;
  g.strokeRect(40, 40, 1000, 1840);
  g.fillStyle = '#f3d98b';
  g.textAlign = 'center';
  g.font = '600 72px Georgia, serif';
  g.fillText(reading.spreadName, 540, 200);
  const rows = reading.cards.length;
  const lineHeight = Math.min(110, 1400 / rows);
  g.font = `${Math.round(lineHeight * 0.4)}px Georgia, serif`;
  reading.cards.forEach((c, i) => {
    const y = 340 + i * lineHeight;
    g.fillStyle = '#9fd8d1';
    g.fillText(c.positionName, 540, y);
    g.fillStyle = '#f8f1dc';
    g.fillText(`${c.card.name}${c.reversed ? ' (invertida)' : ''}`, 540, y + lineHeight * 0.45);
  });
  g.fillStyle = '#d4af37';
  g.font = '600 48px Georgia, serif';
  g.fillText('Constelar', 540, 1820);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/png'),
  );
}
