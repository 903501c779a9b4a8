// The Stories image of a report that lives only in this browser (the last calculation, "Meu mapa", a
// person's chart): 1080×1920, drawn here because the server keeps no copy to draw. It shows what the
// saved report's server image shows, and nothing more: the first name, Sol, Lua, Ascendente, one arcanum.
import type { PersonalContent } from '@constelar/contract';
import { finishStory, loadArt, STORY_WIDTH as WIDTH, storyCanvas } from '../../../lib/story-canvas';
import { signOrNA } from './format';

export async function reportImage(content: PersonalContent, name: string): Promise<Blob> {
  const { canvas, g } = storyCanvas();
  g.fillStyle = '#2dd4bf';
  g.font = '600 34px Inter, sans-serif';
  g.fillText('A CONSTELAÇÃO DE', WIDTH / 2, 200);
  g.fillStyle = '#f3d98b';
  g.font = '600 96px Cinzel, Georgia, serif';
  g.fillText(name.split(/\s+/)[0] ?? name, WIDTH / 2, 320, WIDTH - 160);

  const { sun, moon, ascendant } = content.astrology;
  const rows: [string, string][] = [
    ['Sol', signOrNA(sun.sign)],
    ['Lua', signOrNA(moon.sign)],
  ];
  if (ascendant) rows.push(['Ascendente', signOrNA(ascendant.sign)]);
  rows.forEach(([label, sign], i) => {
    const y = 470 + i * 120;
    g.fillStyle = '#a5a0c8';
    g.font = '36px Inter, sans-serif';
    g.fillText(label, WIDTH / 2, y);
    g.fillStyle = '#ede9fe';
    g.font = '600 56px Cinzel, Georgia, serif';
    g.fillText(sign, WIDTH / 2, y + 62);
  });

  const arcanum = content.arcana.personalArcana;
  const art = await loadArt(`/images/arcana/${arcanum.id}.webp`);
  const top = 860;
  if (art) {
    const height = 640;
    const width = (art.naturalWidth / art.naturalHeight) * height;
    g.drawImage(art, (WIDTH - width) / 2, top, width, height);
  }
  g.fillStyle = '#a5a0c8';
  g.font = '36px Inter, sans-serif';
  g.fillText('Arcano pessoal', WIDTH / 2, top + 720);
  g.fillStyle = '#f3d98b';
  g.font = '600 64px Cinzel, Georgia, serif';
  g.fillText(arcanum.name, WIDTH / 2, top + 800, WIDTH - 160);

  return finishStory(canvas, g, `Descubra a sua em ${window.location.host}`);
}
