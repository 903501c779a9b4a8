// The 56 minor arcana, in the house style of the majors (lib/card.mjs shell): the pip cards show their
// suit's sign in number over the suit's element at the foot of the window; the court cards a figure
// holding the sign. Each `svg()` is a 600×1000 card; generate.mjs writes them to art/tarot/{code}.svg.
import { arcanaCard, glow } from './lib/card.mjs';
import { C, LW, f2, line, starPath } from './lib/svg.mjs';
import {
  person,
  shape,
  crown,
  cup,
  pentacle,
  sword,
  wand,
  throne,
  cloud,
  hand,
  fist,
  crescent,
  taper,
} from './lib/figures.mjs';
import { horse } from './minor-horse.mjs';

const SUITS = [
  { code: 'wands', name: 'Paus' },
  { code: 'cups', name: 'Copas' },
  { code: 'swords', name: 'Espadas' },
  { code: 'pentacles', name: 'Ouros' },
];
const RANKS = [
  ['ace', 'Ás', 'ÁS'],
  ['2', 'Dois', 'II'],
  ['3', 'Três', 'III'],
  ['4', 'Quatro', 'IV'],
  ['5', 'Cinco', 'V'],
  ['6', 'Seis', 'VI'],
  ['7', 'Sete', 'VII'],
  ['8', 'Oito', 'VIII'],
  ['9', 'Nove', 'IX'],
  ['10', 'Dez', 'X'],
  ['page', 'Valete'],
  ['knight', 'Cavaleiro'],
  ['queen', 'Rainha'],
  ['king', 'Rei'],
];

// ---------------------------------------------------------------- the elements at the window's foot

/** Fire (Paus): rolling hills with small flames along the crest. */
function hills() {
  const crest = 'M40 800Q150 752 260 792Q380 836 470 774Q520 744 560 770';
  const flames = [118, 300, 488]
    .map((x) => {
      const y = x === 300 ? 800 : x < 200 ? 772 : 768;
      return `<path d="M${x} ${y}c-10 -10 -8 -22 0 -34c2 10 10 12 8 22c4 -4 4 -8 4 -12c8 10 4 20 -12 24Z" fill="url(#goldfill)" opacity=".85"/>`;
    })
    .join('');
  return `<path d="${crest}V880H40Z" fill="#160e31"/>` + line(crest, 2) + flames;
}

/** Water (Copas): three rows of waves. */
function waves() {
  let out = `<path d="M40 790H560V880H40Z" fill="#150f33"/>`;
  for (let row = 0; row < 3; row++) {
    const y = 792 + row * 24;
    let d = `M40 ${y}`;
    for (let x = 40; x < 560; x += 40) d += `q10 -9 20 0t20 0`;
    out += line(d, row === 0 ? 2 : 1.2, { opacity: row === 0 ? 1 : 0.6 });
  }
  return out;
}

/** Air (Espadas): low clouds and lines of wind. */
function wind() {
  return (
    cloud(130, 830, 150) +
    cloud(460, 820, 170) +
    line('M60 786q60 -12 120 0t120 0M300 858q60 -12 120 0t120 0M200 808q40 -10 80 0', 1.3, { opacity: 0.7 })
  );
}

/** Earth (Ouros): ploughed fields with sprouts. */
function fields() {
  const crest = 'M40 790Q300 770 560 790';
  let furrows = '';
  for (let i = 1; i <= 4; i++) furrows += `M40 ${790 + i * 20}Q300 ${776 + i * 22} 560 ${790 + i * 20}`;
  const sprouts = [90, 170, 250, 350, 430, 510]
    .map((x) => line(`M${x} 784v-14m0 4q-10 -8 -12 -2q6 6 12 2m0 -4q10 -8 12 -2q-6 6 -12 2`, 1.3))
    .join('');
  return (
    `<path d="${crest}V880H40Z" fill="#160e31"/>` +
    line(crest, 2) +
    line(furrows, 1, { opacity: 0.5 }) +
    sprouts
  );
}

const ELEMENT = { wands: hills, cups: waves, swords: wind, pentacles: fields };

// ---------------------------------------------------------------- pips

/** Pip centres for cups and pentacles, in rank order: two columns, with the middle filled as cards do. */
function grid(n) {
  const L = 180;
  const R = 420;
  const M = 300;
  const rows = (k, y0, y1) => Array.from({ length: k }, (_, i) => y0 + ((y1 - y0) * i) / Math.max(1, k - 1));
  const cols = (ys) =>
    ys.flatMap((y) => [
      [L, y],
      [R, y],
    ]);
  switch (n) {
    case 2:
      return [
        [M, 300],
        [M, 620],
      ];
    case 3:
      return [
        [M, 270],
        [M, 460],
        [M, 650],
      ];
    case 4:
      return cols([330, 600]);
    case 5:
      return [...cols([300, 640]), [M, 470]];
    case 6:
      return cols(rows(3, 280, 660));
    case 7:
      return [...cols(rows(3, 280, 660)), [M, 370]];
    case 8:
      return [...cols(rows(3, 280, 660)), [M, 370], [M, 570]];
    case 9:
      return [...cols(rows(4, 260, 680)), [M, 470]];
    default:
      return [...cols(rows(4, 260, 680)), [M, 330], [M, 610]];
  }
}

function cupsPips(n) {
  const s = n <= 3 ? 1.75 : n <= 6 ? 1.5 : 1.25;
  return grid(n)
    .map(([x, y]) => cup(x, y + 30 * s, s))
    .join('');
}

function pentaclesPips(n) {
  const r = n <= 3 ? 62 : n <= 6 ? 54 : 44;
  return grid(n)
    .map(([x, y]) => pentacle(x, y, r))
    .join('');
}

/** Wands stand as a row of staves, each tilted a little about its middle, with a pair of leaves. */
function wandsPips(n) {
  const span = n === 1 ? 0 : Math.min(400, 70 + n * 38);
  return Array.from({ length: n }, (_, i) => {
    const x = n === 1 ? 300 : 300 - span / 2 + (span * i) / (n - 1);
    const lean = n === 1 ? 0 : (i % 2 ? 1 : -1) * 6;
    const top = 230 + (i % 2) * 50 + (n > 6 ? (i % 3) * 10 : 0);
    const bottom = 700 - (i % 2) * 30;
    const ly = top + 70;
    const lx = x + lean - (lean * 2 * 70) / (bottom - top);
    return (
      wand(x - lean, bottom, x + lean, top, 10) +
      `<path d="M${f2(lx)} ${ly}q-16 -14 -26 -6q10 12 26 6Z" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.3"/>` +
      `<path d="M${f2(lx)} ${ly + 26}q16 -14 26 -6q-10 12 -26 6Z" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.3"/>`
    );
  }).join('');
}

/** Swords rise as a fan from the foot of the window, tips in an arc. */
function swordsPips(n) {
  const spread = Math.min(60, 12 + n * 5.5);
  return Array.from({ length: n }, (_, i) => {
    const a = n === 1 ? 0 : -spread / 2 + (spread * i) / (n - 1);
    const rad = (a * Math.PI) / 180;
    const hx = 300 + Math.sin(rad) * 260;
    const hy = 730 - Math.cos(rad) * 60;
    const len = 420 - Math.abs(a) * 1.8;
    return sword(hx, hy, hx + Math.sin(rad) * len, hy - Math.cos(rad) * len, { w: 10, guard: 20, hilt: 30 });
  }).join('');
}

const PIPS = { wands: wandsPips, cups: cupsPips, swords: swordsPips, pentacles: pentaclesPips };

/** One large sign for an ace, centred at (x, y). */
function bigSign(suit, x, y) {
  if (suit === 'cups') return cup(x, y + 150, 2.6);
  if (suit === 'pentacles') return pentacle(x, y + 40, 100);
  if (suit === 'swords') return sword(x, y + 170, x, y - 290, { w: 20, guard: 44, hilt: 60 });
  return wand(x, y + 240, x, y - 220, 20);
}

/** Ás: a hand from a cloud offers the suit's sign, under a wreath of rays. */
function ace(suit) {
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    const r2 = i % 2 ? 178 : 200;
    return `M${f2(300 + 150 * Math.cos(a))} ${f2(400 + 150 * Math.sin(a))}L${f2(300 + r2 * Math.cos(a))} ${f2(400 + r2 * Math.sin(a))}`;
  }).join('');
  const long = suit === 'wands' || suit === 'swords';
  // The open hand lifts a cup or a coin from below; a fist closes round a staff or a hilt.
  const hold = long
    ? `<g transform="translate(300 600) scale(2.6)">${fist(0, 0, -90, { lw: LW / 2.6 })}</g>`
    : hand(258, 574, -8, { size: 2.8 });
  const sleeve = shape(
    taper(
      [
        [118, 690],
        [180, long ? 640 : 610],
        [long ? 276 : 262, long ? 606 : 588],
      ],
      58,
      40,
      48,
    ),
  );
  return (
    glow(300, 400, 230) +
    line(rays, 1.1, { stroke: C.soft, opacity: 0.7 }) +
    bigSign(suit, 300, 400) +
    sleeve +
    hold +
    cloud(112, 700, 180)
  );
}

// ---------------------------------------------------------------- court cards

/** The sign a court figure holds, drawn in the figure's local units at its hand (hx, hy). */
function held(suit, hx, hy, big = 1) {
  if (suit === 'cups') return cup(hx, hy + 12, 1.15 * big);
  if (suit === 'pentacles') return pentacle(hx, hy - 34 * big, 34 * big);
  if (suit === 'swords') return sword(hx, hy + 10, hx, hy - 250 * big, { w: 9, guard: 22, hilt: 30 });
  return wand(hx, hy + 90, hx, hy - 230 * big, 10);
}

const helmet = (s, { hx, hy, r }) => {
  s.raw(
    shape(
      `M${hx - r - 3} ${hy - 2}C${hx - r - 4} ${hy - 40} ${hx + r + 4} ${hy - 40} ${hx + r + 3} ${hy - 2}Z`,
      LW / s.scale,
    ),
  );
  s.raw(shape(`M${hx - 3} ${hy - 36}q10 -30 34 -34q-12 12 -24 36Z`, LW / s.scale));
};

const beret = (s, { hx, hy, r }) => {
  s.raw(
    shape(
      `M${hx - r - 6} ${hy - 8}Q${hx - r} ${hy - r - 22} ${hx + 12} ${hy - r - 18}Q${hx + r + 16} ${hy - r - 10} ${hx + r + 6} ${hy - 8}Q${hx} ${hy - 16} ${hx - r - 6} ${hy - 8}Z`,
      LW / s.scale,
    ),
  );
};

function page(suit) {
  const grip = suit === 'wands' || suit === 'swords';
  const armR = grip ? [[64, -300], [74, -360], -90, { grip: true }] : [[70, -290], [84, -330], -30];
  const fig = person({
    x: 300,
    y: 770,
    scale: 1.2,
    body: 'tunic',
    hair: 'short',
    headgear: beret,
    look: 1,
    armL: [
      [-58, -262],
      [-62, -196],
    ],
    armR,
    holdR: held(suit, armR[1][0], armR[1][1]),
  });
  return glow(360, 300, 150) + fig;
}

function knight(suit) {
  const grip = suit === 'wands' || suit === 'swords';
  const armR = grip ? [[64, -300], [76, -372], -90, { grip: true }] : [[70, -292], [96, -320], -20];
  const rider = person({
    x: 290,
    y: 612,
    scale: 0.92,
    body: 'robe',
    hem: 70,
    hair: 'short',
    headgear: helmet,
    cape: true,
    look: 1,
    armL: [[-50, -262], [-20, -220], 10, { grip: true }],
    armR,
    holdR: held(suit, armR[1][0], armR[1][1], 0.9),
  });
  return glow(300, 340, 170) + rider + horse(300, 780, { scale: 1 });
}

function seated(suit, queen) {
  const grip = suit === 'wands' || suit === 'swords';
  const armR = grip ? [[80, -262], [86, -300], -90, { grip: true }] : [[74, -262], [90, -258], 0];
  const fig = person({
    x: 300,
    y: 790,
    scale: 1.04,
    body: 'seated',
    hem: queen ? 100 : 104,
    hair: queen ? 'long' : 'short',
    beard: !queen,
    cape: !queen,
    headgear: crown(queen ? 5 : 3, queen ? { h: 22, w: 26 } : { h: 30, w: 28 }),
    armL: [[-64, -250], [-40, -196], 20, { over: true }],
    armR,
    holdR: held(suit, armR[1][0], armR[1][1]),
  });
  const back = throne(300, 790, { w: 240, h: 470, top: queen ? 'round' : 'peak' });
  return glow(300, 320, 170) + back + fig;
}

// ---------------------------------------------------------------- the cards

function scene(suit, rank) {
  const n = Number(rank);
  if (rank === 'ace') return ace(suit);
  if (rank === 'page') return page(suit);
  if (rank === 'knight') return knight(suit);
  if (rank === 'queen') return seated(suit, true);
  if (rank === 'king') return seated(suit, false);
  const moon =
    suit === 'swords' || suit === 'cups'
      ? shape(crescent(480, 200, 22, { angle: -150, k: 0.5 }), LW, 'url(#goldfill)')
      : `<path d="${starPath(480, 196, 18, 7, 8)}" fill="url(#goldfill)"/>`;
  return glow(300, 470, 210) + moon + PIPS[suit](n);
}

export const MINORS = SUITS.flatMap((suit) =>
  RANKS.map(([rank, rankName, numeral]) => {
    const code = `${suit.code}-${rank}`;
    const name = `${rankName} de ${suit.name}`;
    const plate = numeral ?? suit.name.toLocaleUpperCase('pt-BR');
    return {
      code,
      name,
      svg: () =>
        arcanaCard({
          id: code,
          numeral: plate,
          name,
          art: scene(suit.code, rank) + ELEMENT[suit.code](),
          stars: { n: 90, sparkles: 6 },
        }),
    };
  }),
);
