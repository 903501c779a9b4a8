// The Stories image of a report that lives only in this browser (the last calculation, "Meu mapa", a
// person's chart): 1080×1920, drawn here because the server keeps no copy to draw. It shows what the
// saved report's server image shows, and nothing more: the first name, Sol, Lua, Ascendente, one arcanum.
import type { PersonalContent } from '@constelar/contract';
import { signOrNA } from './format';

const WIDTH = 1080;
const JPEG_QUALITY = 0.9;
const HEIGHT = 1920;

/** The arcanum's art, or null when it cannot be had (offline): the image is drawn without it. */
function loadArt(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const art = new Image();
    art.onload = () => resolve(art);
    art.onerror = () => resolve(null);
    art.src = src;
  });
}

export async function reportImage(content: PersonalContent, name: string): Promise<Blob> {
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

  g.fillStyle = '#2dd4bf';
  g.font = '600 40px Inter, sans-serif';
  g.fillText('C O N S T E L A R', WIDTH / 2, HEIGHT - 130);
  g.fillStyle = '#a5a0c8';
  g.font = '32px Inter, sans-serif';
  g.fillText(`Descubra a sua em ${window.location.host}`, WIDTH / 2, HEIGHT - 80);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas'))),
      // A JPEG: the night's gradients make a PNG of 1.7 MB, too heavy to send from a phone.
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
