// The reading as an image to share (spec/tarot.md §4): 1080×1920, the spread's name and its cards, drawn
// with their art, never the question.
import type { TarotReading } from '@constelar/contract';

const WIDTH = 1080;
const JPEG_QUALITY = 0.9;
const HEIGHT = 1920;
const GRID_TOP = 330;
/** Where the footer's room begins. */
const CONTENT_BOTTOM = 1700;
const GRID_WIDTH = 960;
const GAP = 24;
/** Every card's art is 600×1000; the frame keeps that shape even when one fails to load. */
const CARD_RATIO = 1000 / 600;

/** A card's art, or null when it cannot be had (offline): an empty frame stands in. */
function loadArt(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const art = new Image();
    art.onload = () => resolve(art);
    art.onerror = () => resolve(null);
    art.src = src;
  });
}

/** How many cards a row holds: a short spread in one row, the Cruz celta and the Mandala in fives, the Mesa Real in nines. */
const columnsFor = (cards: number) => (cards <= 5 ? cards : cards <= 13 ? 5 : 9);

export async function readingImage(reading: TarotReading): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const g = canvas.getContext('2d')!;
  const sky = g.createRadialGradient(320, 380, 0, 320, 380, 1900);
  sky.addColorStop(0, '#2d1b5e');
  sky.addColorStop(0.45, '#1a1033');
  sky.addColorStop(1, '#0d0a1f');
  g.fillStyle = sky;
  g.fillRect(0, 0, WIDTH, HEIGHT);
  g.strokeStyle = 'rgba(212, 175, 55, 0.5)';
  g.lineWidth = 3;
  g.strokeRect(48, 48, WIDTH - 96, HEIGHT - 96);
  g.textAlign = 'center';
  g.fillStyle = '#2dd4bf';
  g.font = '600 34px Inter, sans-serif';
  g.fillText('MINHA TIRAGEM', WIDTH / 2, 170);
  g.fillStyle = '#f3d98b';
  g.font = '600 72px Cinzel, Georgia, serif';
  g.fillText(reading.spreadName, WIDTH / 2, 260, WIDTH - 160);

  const count = reading.cards.length;
  const columns = columnsFor(count);
  const cardWidth = Math.min(280, (GRID_WIDTH - (columns - 1) * GAP) / columns);
  const cardHeight = cardWidth * CARD_RATIO;
  const rows = Math.ceil(count / columns);
  const gridHeight = rows * (cardHeight + GAP) - GAP;
  const namesHeight = count <= 5 ? count * 130 - 6 : count <= 10 ? count * 52 + 20 : 0;
  // The cards and their names sit a little above the middle of the room the title and footer leave.
  const top = GRID_TOP + Math.max(0, (CONTENT_BOTTOM - GRID_TOP - gridHeight - namesHeight) / 3);
  const arts = await Promise.all(reading.cards.map((c) => loadArt(c.card.image)));
  reading.cards.forEach((c, i) => {
    const row = Math.floor(i / columns);
    const inRow = Math.min(columns, count - row * columns);
    const rowLeft = (WIDTH - (inRow * cardWidth + (inRow - 1) * GAP)) / 2;
    const x = rowLeft + (i % columns) * (cardWidth + GAP);
    const y = top + row * (cardHeight + GAP);
    const art = arts[i];
    g.save();
    if (c.reversed) {
      // A reversed card is drawn upside down, as it lay on the table.
      g.translate(x + cardWidth / 2, y + cardHeight / 2);
      g.rotate(Math.PI);
      g.translate(-(x + cardWidth / 2), -(y + cardHeight / 2));
    }
    if (art) g.drawImage(art, x, y, cardWidth, cardHeight);
    else {
      g.strokeStyle = '#d4af37';
      g.strokeRect(x, y, cardWidth, cardHeight);
    }
    g.restore();
  });

  let y = top + gridHeight + 94;
  if (count <= 5) {
    // Each position and its card, on two lines.
    for (const c of reading.cards) {
      g.fillStyle = '#a5a0c8';
      g.font = '34px Inter, sans-serif';
      g.fillText(c.positionName, WIDTH / 2, y, WIDTH - 160);
      g.fillStyle = '#ede9fe';
      g.font = '600 46px Cinzel, Georgia, serif';
      g.fillText(`${c.card.name}${c.reversed ? ' (invertida)' : ''}`, WIDTH / 2, y + 54, WIDTH - 160);
      y += 130;
    }
  } else if (count <= 10) {
    g.font = '34px Inter, sans-serif';
    for (const c of reading.cards) {
      g.fillStyle = '#ede9fe';
      g.fillText(
        `${c.positionName}: ${c.card.name}${c.reversed ? ' (invertida)' : ''}`,
        WIDTH / 2,
        y,
        WIDTH - 160,
      );
      y += 52;
    }
  }

  g.fillStyle = '#2dd4bf';
  g.font = '600 40px Inter, sans-serif';
  g.fillText('C O N S T E L A R', WIDTH / 2, HEIGHT - 130);
  g.fillStyle = '#a5a0c8';
  g.font = '32px Inter, sans-serif';
  g.fillText('As cartas foram embaralhadas antes da escolha', WIDTH / 2, HEIGHT - 80);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas'))),
      // A JPEG: the night's gradients make a PNG of 1.7 MB, too heavy to send from a phone.
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
