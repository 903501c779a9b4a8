// The reading as an image to share (spec/tarot.md §4): 1080×1920, the spread's name and its cards, drawn
// with their art, never the question.
import type { TarotReading } from '@constelar/contract';
import { finishStory, loadArt, STORY_WIDTH as WIDTH, storyCanvas } from '../../../lib/story-canvas';

const GRID_TOP = 330;
/** Where the footer's room begins. */
const CONTENT_BOTTOM = 1700;
const GRID_WIDTH = 960;
const GAP = 24;
/** Every card's art is 600×1000; the frame keeps that shape even when one fails to load. */
const CARD_RATIO = 1000 / 600;

/** How many cards a row holds: a short spread in one row, the Cruz celta and the Mandala in fives, the Mesa Real in nines. */
const columnsFor = (cards: number) => (cards <= 5 ? cards : cards <= 13 ? 5 : 9);

export async function readingImage(reading: TarotReading): Promise<Blob> {
  const { canvas, g } = storyCanvas();
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

  return finishStory(canvas, g, 'As cartas foram embaralhadas antes da escolha');
}
