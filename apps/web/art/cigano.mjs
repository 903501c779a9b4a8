// The baralho cigano's 36 cards (spec/tarot.md §5), in the house style of the majors: each card's emblem
// in gold line-art on the night sky, its number above, its name below, and its playing-card insert in a
// small card of its own. The shell is the majors' (lib/card.mjs); every emblem is drawn here.
import { arcanaCard, cinzelBold, glow } from './lib/card.mjs';
import { C, LW, DW, f2, line, circlePath, ellipsePath, starPath, poly } from './lib/svg.mjs';
import { person, tube, shape, rays, bigStar, ground, crescent, cloud, dog } from './lib/figures.mjs';

const CX = 300;

// ------------------------------------------------------------ the inserts' suit signs
const SUIT_SIGNS = {
  copas: (x, y, s) =>
    shape(
      `M${x} ${f2(y + 9 * s)}C${f2(x - 14 * s)} ${f2(y - 1 * s)} ${f2(x - 11 * s)} ${f2(y - 12 * s)} ${x} ${f2(y - 5 * s)}C${f2(x + 11 * s)} ${f2(y - 12 * s)} ${f2(x + 14 * s)} ${f2(y - 1 * s)} ${x} ${f2(y + 9 * s)}Z`,
      1.4,
      C.gold,
    ),
  ouros: (x, y, s) =>
    shape(
      poly(
        [
          [x, y - 11 * s],
          [x + 8 * s, y],
          [x, y + 11 * s],
          [x - 8 * s, y],
        ].map((p) => p.map(f2)),
        true,
      ),
      1.4,
      C.gold,
    ),
  espadas: (x, y, s) =>
    shape(
      `M${x} ${f2(y - 11 * s)}C${f2(x + 14 * s)} ${f2(y + 1 * s)} ${f2(x + 9 * s)} ${f2(y + 9 * s)} ${x} ${f2(y + 3 * s)}C${f2(x - 9 * s)} ${f2(y + 9 * s)} ${f2(x - 14 * s)} ${f2(y + 1 * s)} ${x} ${f2(y - 11 * s)}Z`,
      1.4,
      C.gold,
    ) + shape(`M${x} ${f2(y + 2 * s)}L${f2(x + 4 * s)} ${f2(y + 11 * s)}H${f2(x - 4 * s)}Z`, 1.2, C.gold),
  paus: (x, y, s) =>
    [
      [0, -5],
      [-6, 2],
      [6, 2],
    ]
      .map(([dx, dy]) => shape(circlePath(x + dx * s, y + dy * s, 5 * s), 1.2, C.gold))
      .join('') +
    shape(`M${x} ${f2(y + 1 * s)}L${f2(x + 4 * s)} ${f2(y + 11 * s)}H${f2(x - 4 * s)}Z`, 1.2, C.gold),
};

/** The insert as a little playing card in the window's lower right: its rank and its suit's sign. */
function insertCard(rank, suit) {
  const x = 468;
  const y = 762;
  const rankD = cinzelBold.textPath(rank, {
    x: x + 32,
    y: y + 36,
    size: 26,
    tracking: 0.02,
    anchor: 'middle',
  });
  return (
    `<rect x="${x}" y="${y}" width="64" height="92" rx="7" fill="${C.night}" stroke="${C.gold}" stroke-width="2"/>` +
    `<rect x="${x + 5}" y="${y + 5}" width="54" height="82" rx="4" fill="none" stroke="${C.gold}" stroke-width=".8" opacity=".6"/>` +
    `<path d="${rankD}" fill="${C.soft}"/>` +
    SUIT_SIGNS[suit](x + 32, y + 63, 1.25)
  );
}

// ------------------------------------------------------------ small pieces
const flower = (x, y, r, petals = 6) =>
  Array.from({ length: petals }, (_, i) => {
    const a = (i * 2 * Math.PI) / petals;
    return shape(
      ellipsePath(0, -r, r * 0.45, r * 0.8),
      DW * 1.2,
      'url(#fig)',
      ` transform="translate(${f2(x)} ${f2(y)}) rotate(${f2((a * 180) / Math.PI)})"`,
    );
  }).join('') + shape(circlePath(x, y, r * 0.38), DW, C.gold);
const stem = (x1, y1, x2, y2, bend = 0) =>
  line(`M${x1} ${y1}Q${f2((x1 + x2) / 2 + bend)} ${f2((y1 + y2) / 2)} ${x2} ${y2}`, LW);
const leaf = (x, y, a, s = 1) =>
  shape(
    `M0 0Q${f2(14 * s)} ${f2(-12 * s)} ${f2(34 * s)} 0Q${f2(14 * s)} ${f2(12 * s)} 0 0Z`,
    DW,
    'url(#fig)',
    ` transform="translate(${x} ${y}) rotate(${a})"`,
  );
const bird = (x, y, s) =>
  line(
    `M${f2(x - 40 * s)} ${f2(y - 6 * s)}Q${f2(x - 20 * s)} ${f2(y - 30 * s)} ${x} ${y}Q${f2(x + 20 * s)} ${f2(y - 30 * s)} ${f2(x + 40 * s)} ${f2(y - 6 * s)}`,
    LW * 1.3,
  );
const smallStars = (pts) =>
  pts.map(([x, y, r]) => `<path d="${starPath(x, y, r, r * 0.4, 4, 0)}" fill="${C.soft}"/>`).join('');

// ------------------------------------------------------------ the 36 emblems
const EMBLEMS = {
  1: () =>
    glow(CX, 470, 170) +
    tube(`M230 600C210 420 240 330 300 330C360 330 390 420 370 600`, 34) +
    [0, 1, 2, 3]
      .map((i) =>
        shape(circlePath(i < 2 ? 236 - i * 4 : 364 + (i - 2) * 4, 560 - (i % 2) * 90, 7), DW, C.gold),
      )
      .join('') +
    line('M120 640H220M140 680H240M100 720H200', 2, { opacity: 0.7 }) +
    ground(760),
  2: () =>
    glow(CX, 460, 150) +
    tube('M300 500Q310 620 270 720', 10) +
    [-90, 30, 150]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return shape(
          `M0 0C-40 -10 -70 -60 -40 -90C-20 -110 0 -90 0 -70C0 -90 20 -110 40 -90C70 -60 40 -10 0 0Z`,
          LW,
          'url(#fig)',
          ` transform="translate(${f2(300 + Math.cos(r) * 6)} ${f2(480 + Math.sin(r) * 6)}) rotate(${a + 90})"`,
        );
      })
      .join('') +
    line('M300 480L300 420M300 480L352 510M300 480L248 510', DW) +
    ground(760),
  3: () =>
    shape('M150 600H450L410 670H190Z') +
    tube('M300 600V300', 8) +
    shape('M308 320Q420 420 308 560Z') +
    shape('M292 340Q200 430 292 560Z') +
    line('M300 300l40 14-40 14', 2) +
    line('M80 700q40-24 80 0t80 0t80 0t80 0t80 0t80 0M100 740q40-24 80 0t80 0t80 0t80 0t80 0', 2, {
      opacity: 0.75,
    }),
  4: () =>
    glow(CX, 480, 180) +
    shape('M170 720V470L300 350L430 470V720Z') +
    shape('M150 480L300 340L450 480L430 490L300 372L170 490Z') +
    shape('M270 720V600Q300 570 330 600V720Z') +
    shape('M190 520H250V580H190Z') +
    shape('M350 520H410V580H350Z') +
    line('M220 520V580M190 550H250M380 520V580M350 550H410', DW) +
    ground(740),
  5: () =>
    tube('M300 760V520', 34) +
    tube('M300 600L240 540M300 580L360 520', 14) +
    [
      [300, 400, 90],
      [220, 470, 70],
      [380, 470, 70],
      [260, 360, 60],
      [350, 370, 60],
    ]
      .map(([x, y, r]) => shape(circlePath(x, y, r)))
      .join('') +
    ground(760),
  6: () =>
    cloud(250, 430, 260) +
    cloud(360, 540, 240) +
    line('M250 600l-14 40M300 610l-14 40M350 620l-14 40M400 615l-14 40', 2, { opacity: 0.8 }),
  7: () =>
    tube('M220 760C120 700 160 620 260 620C380 620 420 540 320 500C220 460 230 380 320 380', 30) +
    shape(ellipsePath(340, 370, 34, 22)) +
    line('M372 372l26-6M398 366l10-8M398 366l12 4', 2, { stroke: C.teal }) +
    `<circle cx="346" cy="362" r="4" fill="${C.soft}"/>`,
  8: () =>
    glow(CX, 500, 170) +
    shape('M260 300H340L390 380L360 740H240L210 380Z') +
    line('M300 380V600M250 450H350', LW * 1.4) +
    ground(760),
  9: () =>
    stem(300, 720, 230, 450, -20) +
    stem(300, 720, 300, 420) +
    stem(300, 720, 370, 450, 20) +
    leaf(300, 600, -140) +
    leaf(300, 600, -40) +
    flower(230, 440, 46) +
    flower(370, 440, 46) +
    flower(300, 390, 54, 7) +
    shape('M270 640L300 620L330 640L320 680L300 660L280 680Z', DW, C.gold),
  10: () =>
    tube('M380 760L260 300', 14) +
    shape('M262 306C170 300 120 350 100 420C160 370 210 352 270 350Z') +
    line('M330 560L300 580', LW * 2) +
    ground(760),
  11: () =>
    tube('M200 740L270 580', 18) +
    shape(circlePath(196, 748, 12)) +
    line('M270 580C330 480 180 450 260 380C340 310 420 380 380 440C350 490 430 520 460 470', LW * 1.5) +
    line('M460 470l14-20M460 470l20-6', DW),
  12: () =>
    glow(CX, 460, 170) +
    bird(230, 440, 1.4) +
    bird(380, 520, 1.1) +
    tube('M140 640Q300 610 460 650', 10) +
    line('M160 640v20M440 650v20', DW),
  13: () =>
    glow(CX, 480, 160) +
    shape(circlePath(300, 420, 44)) +
    shape('M300 470L370 690H230Z') +
    tube('M270 520L220 580M330 520L380 580', 12) +
    smallStars([
      [230, 380, 10],
      [380, 370, 8],
      [400, 460, 6],
    ]) +
    ground(760),
  14: () =>
    shape('M300 640L200 430L230 330L280 410H320L370 330L400 430Z') +
    line('M255 470l18 8M345 470l-18 8', LW) +
    shape(circlePath(300, 600, 12), DW, C.gold) +
    tube('M380 640Q470 640 470 730Q440 690 390 700', 18),
  15: () =>
    shape(circlePath(230, 380, 34)) +
    shape(circlePath(370, 380, 34)) +
    shape(circlePath(300, 480, 110)) +
    shape(ellipsePath(300, 530, 46, 34)) +
    shape(ellipsePath(300, 512, 14, 10), DW, C.gold) +
    `<circle cx="260" cy="460" r="7" fill="${C.soft}"/><circle cx="340" cy="460" r="7" fill="${C.soft}"/>`,
  16: () =>
    glow(CX, 470, 190) +
    bigStar(300, 470, 90) +
    [
      [170, 330, 30],
      [440, 340, 26],
      [190, 620, 24],
      [420, 610, 30],
      [300, 700, 18],
    ]
      .map(([x, y, r]) => bigStar(x, y, r, 8))
      .join(''),
  17: () =>
    shape(ellipsePath(300, 470, 90, 44)) +
    tube('M360 450Q410 390 380 330', 12) +
    shape(circlePath(380, 322, 18)) +
    shape('M394 318L470 334L396 332Z', DW, C.gold) +
    line('M280 510L270 640L250 700M320 510L330 640', LW) +
    line('M210 470Q170 440 160 500', LW) +
    ground(720),
  18: () => glow(CX, 560, 160) + dog(300, 720, { scale: 1.8 }) + ground(730),
  19: () =>
    glow(CX, 420, 170) +
    shape('M240 760V330H360V760Z') +
    shape('M225 330V290H250V310H275V290H300V310H325V290H350V310H375V290V330Z') +
    shape('M285 420Q300 395 315 420V470H285Z') +
    shape('M285 560Q300 535 315 560V610H285Z') +
    ground(760),
  20: () =>
    ground(700) +
    [
      [180, 560],
      [300, 520],
      [420, 560],
    ]
      .map(([x, y]) => tube(`M${x} 700V${y + 40}`, 14) + shape(circlePath(x, y, 54)))
      .join('') +
    line('M100 660V720M140 660V720M460 660V720M500 660V720M90 675H520', DW) +
    flower(240, 680, 14, 5) +
    flower(360, 680, 14, 5),
  21: () =>
    shape('M80 760L240 380L330 520L390 440L520 760Z') +
    shape('M240 380L205 462L230 450L250 470L275 440Z', DW, '#f3d98b33') +
    shape('M390 440L365 500L385 490L400 505Z', DW, '#f3d98b33'),
  22: () =>
    ground(720) +
    line('M250 860L290 560M350 860L310 560', LW) +
    line('M290 560L190 420M300 560L240 420M310 560L360 420M300 560L410 420', LW) +
    line('M300 820V780M300 740V700M300 660V630', DW, { opacity: 0.8 }) +
    shape(circlePath(300, 380, 10), DW, C.gold),
  23: () =>
    shape(ellipsePath(300, 560, 110, 62)) +
    shape(circlePath(220, 500, 30)) +
    shape('M200 560L150 580L198 594Z') +
    line('M410 560C480 560 500 640 440 660C400 672 420 720 470 720', LW) +
    `<circle cx="196" cy="572" r="5" fill="${C.soft}"/>` +
    ground(630),
  24: () =>
    glow(CX, 480, 180) +
    shape(
      'M300 660C170 560 170 400 250 390C280 386 300 410 300 440C300 410 320 386 350 390C430 400 430 560 300 660Z',
    ) +
    line('M300 440V600', DW, { opacity: 0.5 }),
  25: () =>
    glow(CX, 470, 170) +
    `<path d="${circlePath(300, 520, 110)}" fill="none" stroke="${C.gold}" stroke-width="30"/>` +
    `<path d="${circlePath(300, 520, 110)}" fill="none" stroke="#2d1b5e" stroke-width="24"/>` +
    shape('M300 360L340 400L300 440L260 400Z', LW, 'url(#goldfill)'),
  26: () =>
    shape('M300 440Q220 400 130 420V680Q220 660 300 700Z') +
    shape('M300 440Q380 400 470 420V680Q380 660 300 700Z') +
    line(
      'M160 470Q220 460 280 480M160 510Q220 500 280 520M160 550Q220 540 280 560M320 480Q380 460 440 470M320 520Q380 500 440 510M320 560Q380 540 440 550',
      DW,
    ),
  27: () =>
    glow(CX, 500, 170) +
    shape('M140 400H460V640H140Z') +
    line('M140 400L300 530L460 400M140 640L260 510M460 640L340 510', LW) +
    shape(circlePath(300, 540, 22), DW, 'url(#goldfill)'),
  28: () => person({ x: 300, y: 850, scale: 1.15, hair: 'short', beard: true }),
  29: () => person({ x: 300, y: 850, scale: 1.15, hair: 'long' }),
  30: () =>
    [
      [230, 420, -16],
      [300, 380, 0],
      [370, 420, 16],
    ]
      .map(
        ([x, y, a]) =>
          stem(300, 740, x, y + 40, (x - 300) * 0.2) +
          shape(
            `M0 0C-30 -20 -36 -70 -20 -100L0 -70L20 -100C36 -70 30 -20 0 0Z`,
            LW,
            'url(#fig)',
            ` transform="translate(${x} ${y + 40}) rotate(${a})"`,
          ),
      )
      .join('') +
    leaf(300, 640, -150, 1.4) +
    leaf(300, 660, -30, 1.4) +
    ground(740),
  31: () =>
    glow(CX, 480, 220) +
    rays(300, 480, 110, 190, 24, { w: 2, wavy: true }) +
    shape(circlePath(300, 480, 96), LW, 'url(#goldfill)'),
  32: () =>
    glow(CX, 480, 190) +
    shape(crescent(300, 480, 130, { angle: 20 }), LW, 'url(#goldfill)') +
    smallStars([
      [170, 330, 10],
      [430, 350, 8],
      [410, 620, 12],
      [190, 650, 7],
      [460, 500, 6],
    ]),
  33: () =>
    glow(CX, 380, 150) +
    `<path d="${circlePath(300, 360, 64)}" fill="none" stroke="${C.gold}" stroke-width="26"/>` +
    `<path d="${circlePath(300, 360, 64)}" fill="none" stroke="#2d1b5e" stroke-width="20"/>` +
    tube('M300 430V720', 20) +
    shape('M300 640H360V670H300Z') +
    shape('M300 690H350V716H300Z'),
  34: () =>
    shape('M170 500C240 400 380 410 420 500C380 590 240 600 170 500Z') +
    shape('M410 500L480 440L470 500L480 560Z') +
    `<circle cx="220" cy="490" r="8" fill="${C.soft}"/>` +
    line('M280 470Q300 500 280 530M320 465Q340 500 320 535', DW) +
    line('M100 650q40-20 80 0t80 0t80 0t80 0t80 0', 2, { opacity: 0.7 }),
  35: () =>
    glow(CX, 500, 170) +
    `<path d="${circlePath(300, 330, 26)}" fill="none" stroke="${C.gold}" stroke-width="14"/>` +
    tube('M300 356V700', 20) +
    tube('M240 420H360', 16) +
    tube('M170 600Q200 720 300 720Q400 720 430 600', 18) +
    shape('M160 570L150 630L200 610Z') +
    shape('M440 570L450 630L400 610Z'),
  36: () =>
    glow(CX, 470, 200) +
    rays(300, 470, 150, 210, 16, { w: 1.4 }) +
    shape('M280 300H320V430H400V470H320V700H280V470H200V430H280Z', LW, 'url(#goldfill)') +
    ground(740),
};

// The inserts of the Brazilian deck, by card: rank and suit.
const INSERTS = [
  ['9', 'copas'],
  ['6', 'ouros'],
  ['10', 'espadas'],
  ['K', 'copas'],
  ['7', 'copas'],
  ['K', 'paus'],
  ['Q', 'paus'],
  ['9', 'ouros'],
  ['Q', 'espadas'],
  ['J', 'ouros'],
  ['J', 'paus'],
  ['7', 'ouros'],
  ['J', 'espadas'],
  ['9', 'paus'],
  ['10', 'paus'],
  ['6', 'copas'],
  ['Q', 'copas'],
  ['10', 'copas'],
  ['6', 'espadas'],
  ['8', 'espadas'],
  ['8', 'paus'],
  ['Q', 'ouros'],
  ['7', 'paus'],
  ['J', 'copas'],
  ['A', 'paus'],
  ['10', 'ouros'],
  ['7', 'espadas'],
  ['A', 'copas'],
  ['A', 'espadas'],
  ['K', 'espadas'],
  ['A', 'ouros'],
  ['8', 'copas'],
  ['8', 'ouros'],
  ['K', 'ouros'],
  ['9', 'espadas'],
  ['6', 'paus'],
];

const NAMES = [
  'O Cavaleiro',
  'O Trevo',
  'O Navio',
  'A Casa',
  'A Árvore',
  'As Nuvens',
  'A Serpente',
  'O Caixão',
  'O Buquê',
  'A Foice',
  'O Chicote',
  'Os Pássaros',
  'A Criança',
  'A Raposa',
  'O Urso',
  'As Estrelas',
  'A Cegonha',
  'O Cachorro',
  'A Torre',
  'O Jardim',
  'A Montanha',
  'O Caminho',
  'O Rato',
  'O Coração',
  'O Anel',
  'O Livro',
  'A Carta',
  'O Cigano',
  'A Cigana',
  'Os Lírios',
  'O Sol',
  'A Lua',
  'A Chave',
  'O Peixe',
  'A Âncora',
  'A Cruz',
];

export const CIGANO = NAMES.map((name, i) => {
  const n = i + 1;
  const [rank, suit] = INSERTS[i];
  return {
    id: n,
    name,
    svg: () =>
      arcanaCard({
        id: `cigano-${n}`,
        numeral: String(n),
        name,
        art: EMBLEMS[n](),
        front: insertCard(rank, suit),
      }),
  };
});
