// Card and medallion shells: background, star field, ornamental frame and Cinzel lettering.
import { createRequire } from 'node:module';
import { C, f2, starField, sparklePath, starPath, line, hashSeed } from './svg.mjs';
import { loadFont } from './font.mjs';

const require = createRequire(import.meta.url);
const fontFile = (w) => require.resolve(`@fontsource/cinzel/files/cinzel-latin-${w}-normal.woff`);
export const cinzel = loadFont(fontFile(600));
export const cinzelBold = loadFont(fontFile(700));

/** Art window of an arcana card (everything the illustration may use). */
export const WIN = { x0: 50, x1: 550, top: 116, shoulder: 206, base: 872 };
const winPath = `M${WIN.x0} ${WIN.base}V${WIN.shoulder}A${(WIN.x1 - WIN.x0) / 2} ${WIN.shoulder - WIN.top} 0 0 1 ${WIN.x1} ${WIN.shoulder}V${WIN.base}Z`;

export const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const defs = (extra = '') => `<defs>
<radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="${C.violet}"/><stop offset=".55" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.night}"/></radialGradient>
<radialGradient id="sky" cx="50%" cy="30%" r="75%"><stop offset="0" stop-color="#342069"/><stop offset=".5" stop-color="#221448"/><stop offset="1" stop-color="#120c2a"/></radialGradient>
<linearGradient id="fig" gradientUnits="userSpaceOnUse" x1="0" y1="120" x2="0" y2="880"><stop offset="0" stop-color="#3a2577"/><stop offset="1" stop-color="#24164d"/></linearGradient>
<linearGradient id="goldfill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.soft}"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${C.soft}" stop-opacity=".55"/><stop offset=".45" stop-color="${C.gold}" stop-opacity=".18"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>
<radialGradient id="tealhalo"><stop offset="0" stop-color="${C.teal}" stop-opacity=".35"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>
${extra}</defs>`;

/** Soft radial glow behind something bright. */
export const glow = (cx, cy, r, id = 'halo') =>
  `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="url(#${id})"/>`;

function diamond(cx, cy, s, fill = C.gold) {
  return `<path d="M${f2(cx)} ${f2(cy - s)}L${f2(cx + s * 0.7)} ${f2(cy)}L${f2(cx)} ${f2(cy + s)}L${f2(cx - s * 0.7)} ${f2(cy)}Z" fill="${fill}"/>`;
}

function fitText(font, text, maxW, size, tracking) {
  let s = size;
  while (font.measure(text, s, tracking) > maxW && s > 10) s -= 0.5;
  return s;
}

function cornerOrnament(x, y, sx, sy) {
  // L-shaped flourish with a small star, mirrored into each corner
  const p = (dx, dy) => `${f2(x + dx * sx)} ${f2(y + dy * sy)}`;
  return (
    line(`M${p(0, 34)}L${p(0, 0)}L${p(34, 0)}`, 1.6) +
    line(`M${p(8, 46)}C${p(8, 20)} ${p(20, 8)} ${p(46, 8)}`, 1.1, { opacity: 0.8 }) +
    `<path d="${starPath(x + 15 * sx, y + 15 * sy, 6, 2, 4, 0)}" fill="${C.soft}"/>`
  );
}

/** Complete 600×1000 arcana card. `art` is SVG drawn in card coordinates (clipped to WIN). */
export function arcanaCard({ id, numeral, name, art, front = '', stars = {} }) {
  const seed = hashSeed(`arcana-${id}`);
  const W = 600;
  const H = 1000;
  const numSize = fitText(cinzelBold, numeral, 140, 34, 0.12);
  const numeralD = cinzelBold.textPath(numeral, {
    x: W / 2,
    y: 82,
    size: numSize,
    tracking: 0.12,
    anchor: 'middle',
  });
  const nameU = name.toLocaleUpperCase('pt-BR');
  const nameSize = fitText(cinzel, nameU, 400, 31, 0.1);
  const nameD = cinzel.textPath(nameU, { x: W / 2, y: 939, size: nameSize, tracking: 0.1, anchor: 'middle' });
  const nameW = cinzel.measure(nameU, nameSize, 0.1);
  const numW = cinzelBold.measure(numeral, numSize, 0.12);

  const frame =
    `<rect x="14" y="14" width="572" height="972" rx="22" fill="none" stroke="${C.gold}" stroke-width="3"/>` +
    `<rect x="25" y="25" width="550" height="950" rx="14" fill="none" stroke="${C.gold}" stroke-width="1.2" opacity=".75"/>` +
    cornerOrnament(25, 25, 1, 1) +
    cornerOrnament(575, 25, -1, 1) +
    cornerOrnament(25, 975, 1, -1) +
    cornerOrnament(575, 975, -1, -1);

  // numeral plate
  const nx0 = W / 2 - numW / 2 - 26;
  const nx1 = W / 2 + numW / 2 + 26;
  const numeralPlate =
    line(`M${f2(nx0)} 70H${f2(nx0 - 60)}M${f2(nx1)} 70H${f2(nx1 + 60)}`, 1.2) +
    diamond(nx0 - 66, 70, 5) +
    diamond(nx1 + 66, 70, 5) +
    `<path d="${numeralD}" fill="${C.soft}"/>`;

  // window, plus the moon and sun in the spandrels above the arch
  const spandrels =
    `<path d="M96 118a20 20 0 1 0 18 27 16 16 0 1 1-18-27Z" fill="none" stroke="${C.gold}" stroke-width="1.4"/>` +
    `<circle cx="496" cy="136" r="11" fill="none" stroke="${C.gold}" stroke-width="1.4"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return line(
        `M${f2(496 + 15 * Math.cos(a))} ${f2(136 + 15 * Math.sin(a))}L${f2(496 + 21 * Math.cos(a))} ${f2(136 + 21 * Math.sin(a))}`,
        1.3,
      );
    }).join('');

  const windowFrame =
    `<path d="${winPath}" fill="none" stroke="${C.gold}" stroke-width="2.6"/>` +
    `<path d="M${WIN.x0 - 8} ${WIN.base + 8}V${WIN.shoulder}A${(WIN.x1 - WIN.x0) / 2 + 8} ${WIN.shoulder - WIN.top + 8} 0 0 1 ${WIN.x1 + 8} ${WIN.shoulder}V${WIN.base + 8}Z" fill="none" stroke="${C.gold}" stroke-width="1" opacity=".6"/>` +
    `<path d="${sparklePath(300, WIN.top, 9)}" fill="${C.soft}" stroke="${C.night}" stroke-width="3" paint-order="stroke"/>`;

  const nameBanner =
    line(`M${f2(W / 2 - nameW / 2 - 22)} 930H60M${f2(W / 2 + nameW / 2 + 22)} 930H540`, 1.1, {
      opacity: 0.7,
    }) +
    diamond(W / 2 - nameW / 2 - 14, 930, 4.5) +
    diamond(W / 2 + nameW / 2 + 14, 930, 4.5) +
    line('M70 903H530M70 958H530', 1, { opacity: 0.55 }) +
    `<path d="${nameD}" fill="${C.soft}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Cinzel, Georgia, serif">
<title>${escapeXml(`${numeral} · ${name}`)}</title>
${defs(`<clipPath id="win"><path d="${winPath}"/></clipPath>`)}
<rect width="${W}" height="${H}" rx="26" fill="url(#bg)"/>
${starField(seed + 1, { x: 30, y: 30, w: 540, h: 940, n: 40, sparkles: 0 })}
<path d="${winPath}" fill="url(#sky)"/>
<g clip-path="url(#win)">
${starField(seed, { x: WIN.x0, y: WIN.top, w: WIN.x1 - WIN.x0, h: WIN.base - WIN.top, n: stars.n ?? 120, sparkles: stars.sparkles ?? 8, avoid: stars.avoid ?? [] })}
${art}
</g>
${windowFrame}
${front}
${spandrels}
${frame}
${numeralPlate}
${nameBanner}
</svg>
`;
}
