// The 22 major arcana (Marseille numbering), drawn as gold line-art on the night sky.
// Each entry draws its scene in card coordinates (600×1000); the shared shell in lib/card.mjs
// adds the background, stars, frame, numeral and name.
import { arcanaCard, glow } from './lib/card.mjs';
import { C, LW, f2, line, starPath, circlePath, ellipsePath, smooth, poly, Sil } from './lib/svg.mjs';
import {
  person,
  tube,
  shape,
  crown,
  cup,
  pentacle,
  sword,
  wand,
  rays,
  bigStar,
  ground,
  pillar,
  aura,
  crescent,
  throne,
  wings,
  dog,
  cloud,
  sphinx,
  taper,
  scallop,
} from './lib/figures.mjs';
import { SIGN_GLYPHS, PLANET_GLYPHS } from '../src/components/glyphs/glyph-paths.ts';

// ------------------------------------------------------------------ 1 · O Mago
function mago() {
  const hat = (s, { hx, hy, r }) => {
    // broad hat whose brim is a lemniscate
    const y0 = hy - r + 6;
    s.raw(
      shape(
        `M${hx - 19} ${y0 - 6}Q${hx - 18} ${y0 - 40} ${hx} ${y0 - 42}Q${hx + 18} ${y0 - 40} ${hx + 19} ${y0 - 6}Z`,
        LW,
      ),
    );
    s.raw(
      shape(
        `M${hx} ${y0 - 4}C${hx + 24} ${y0 - 30} ${hx + 78} ${y0 - 30} ${hx + 80} ${y0 - 4}C${hx + 82} ${y0 + 22} ${hx + 26} ${y0 + 18} ${hx} ${y0 - 4}C${hx - 26} ${y0 + 18} ${hx - 82} ${y0 + 22} ${hx - 80} ${y0 - 4}C${hx - 78} ${y0 - 30} ${hx - 24} ${y0 - 30} ${hx} ${y0 - 4}Z`,
        LW,
      ),
    );
    s.detail(
      `M${hx + 12} ${y0 - 6}C${hx + 30} ${y0 - 20} ${hx + 66} ${y0 - 20} ${hx + 67} ${y0 - 4}C${hx + 68} ${y0 + 10} ${hx + 32} ${y0 + 8} ${hx + 12} ${y0 - 6}ZM${hx - 12} ${y0 - 6}C${hx - 30} ${y0 - 20} ${hx - 66} ${y0 - 20} ${hx - 67} ${y0 - 4}C${hx - 68} ${y0 + 10} ${hx - 32} ${y0 + 8} ${hx - 12} ${y0 - 6}Z`,
      1.1,
    );
  };
  const fig = person({
    x: 300,
    y: 850,
    scale: 1.22,
    hem: 66,
    hair: 'short',
    headgear: hat,
    armL: [[-78, -372], [-62, -452], -88, { grip: true }],
    armR: [[70, -268], [86, -206], 80],
    holdL: wand(-60, -400, -64, -540, 9),
  });
  const tableTop = 648;
  const table =
    shape(`M96 ${tableTop}H504L510 ${tableTop + 18}H90Z`) +
    shape(
      `M100 ${tableTop + 18}H500V${tableTop + 196}Q475 ${tableTop + 212} 450 ${tableTop + 196}Q425 ${tableTop + 212} 400 ${tableTop + 196}Q375 ${tableTop + 212} 350 ${tableTop + 196}Q325 ${tableTop + 212} 300 ${tableTop + 196}Q275 ${tableTop + 212} 250 ${tableTop + 196}Q225 ${tableTop + 212} 200 ${tableTop + 196}Q175 ${tableTop + 212} 150 ${tableTop + 196}Q125 ${tableTop + 212} 100 ${tableTop + 196}Z`,
    ) +
    line(`M100 ${tableTop + 34}H500M100 ${tableTop + 40}H500`, 1.1, { opacity: 0.8 }) +
    [150, 200, 250, 300, 350, 400, 450]
      .map((x) => line(`M${x} ${tableTop + 40}V${tableTop + 194}`, 0.9, { opacity: 0.45 }))
      .join('') +
    `<path d="${starPath(300, tableTop + 92, 22, 9, 8)}" fill="none" stroke="${C.gold}" stroke-width="1.4"/>` +
    `<circle cx="300" cy="${tableTop + 92}" r="5" fill="${C.soft}"/>`;
  const onTable =
    cup(170, tableTop, 0.95) +
    pentacle(246, tableTop - 22, 21) +
    sword(350, tableTop - 10, 470, tableTop - 10, { w: 8, guard: 14, hilt: 22 });
  const flowers = [
    [82, 860],
    [518, 860],
  ]
    .map(([x, y]) =>
      [0, 1, 2]
        .map((i) => {
          const fx = x + (i - 1) * 18;
          const fy = y - 50 - (i % 2) * 26;
          return (
            line(`M${fx} ${y}Q${fx + 4} ${fy + 30} ${fx} ${fy}`, 1.4) +
            `<path d="${starPath(fx, fy, 11, 4.5, 5)}" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.4" stroke-linejoin="round"/>` +
            `<circle cx="${fx}" cy="${fy}" r="2.4" fill="${C.soft}"/>`
          );
        })
        .join(''),
    )
    .join('');
  return (
    glow(224, 222, 120) +
    rays(224, 222, 34, 110, 28, { w: 1, alt: 26, color: C.soft }) +
    fig +
    table +
    onTable +
    flowers
  );
}

/** Lettering helper for small inscriptions (B, J, TORA…). */
import { cinzelBold } from './lib/card.mjs';
const letters = (text, x, y, size, fill = C.soft) =>
  `<path d="${cinzelBold.textPath(text, { x, y, size, anchor: 'middle', tracking: 0.05 })}" fill="${fill}"/>`;

const mountains = (y, seed = 0) => {
  const pts = [];
  for (let i = 0; i <= 10; i++) {
    const x = 40 + i * 52;
    const h = ((i * 37 + seed * 13) % 5) * 18 + (i % 2 ? 10 : 60);
    pts.push([x, y - h]);
  }
  return (
    `<path d="${poly([[40, y + 40], ...pts, [560, y + 40]])}Z" fill="#1b1140" opacity=".9"/>` +
    line(poly(pts), 1.3, { opacity: 0.7 })
  );
};

const wheatSheaf = (x, y, s = 1, flip = false) => {
  let out = '';
  for (let i = -2; i <= 2; i++) {
    const a = i * 0.16;
    const tx = x + Math.sin(a) * 110 * s;
    const ty = y - Math.cos(a) * 110 * s;
    out += line(`M${x} ${y}Q${f2(x + Math.sin(a) * 50 * s)} ${f2(y - 60 * s)} ${f2(tx)} ${f2(ty)}`, 1.3);
    for (let k = 0; k < 4; k++) {
      const t = 0.62 + k * 0.1;
      const gx = x + (tx - x) * t;
      const gy = y + (ty - y) * t;
      out += `<path d="M${f2(gx)} ${f2(gy)}q-7 -4 -6 -12q6 3 6 12Zm0 0q7 -4 6 -12q-6 3 -6 12Z" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.1"/>`;
    }
    out += `<path d="M${f2(tx)} ${f2(ty + 2)}q-4 -8 0 -16q4 8 0 16Z" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.1"/>`;
  }
  return flip ? `<g transform="translate(${2 * x} 0) scale(-1 1)">${out}</g>` : out;
};

// ------------------------------------------------------------------ 0 · O Louco
function louco() {
  const cap = (s, { hx, hy, r }) => {
    s.raw(
      shape(
        `M${hx - r - 4} ${hy - 4}C${hx - r} ${hy - 40} ${hx + 10} ${hy - 52} ${hx + 44} ${hy - 34}C${hx + 30} ${hy - 30} ${hx + r + 6} ${hy - 20} ${hx + r + 4} ${hy - 4}Q${hx} ${hy - 14} ${hx - r - 4} ${hy - 4}Z`,
        LW,
      ),
    );
    s.raw(shape(`M${hx + 40} ${hy - 36}q10 -4 14 4q-8 6 -14 -4Z`, LW * 0.7));
    s.raw(
      shape(
        `M${hx - 8} ${hy - 34}C${hx - 30} ${hy - 70} ${hx - 64} ${hy - 80} ${hx - 90} ${hy - 70}C${hx - 60} ${hy - 60} ${hx - 30} ${hy - 50} ${hx - 8} ${hy - 34}Z`,
        LW * 0.7,
      ),
    );
    s.detail(`M${hx - 14} ${hy - 40}C${hx - 40} ${hy - 62} ${hx - 62} ${hy - 68} ${hx - 84} ${hy - 68}`, 1);
  };
  const bag =
    shape(
      'M-150 -470C-178 -470 -190 -440 -182 -418C-172 -396 -132 -398 -124 -420C-118 -440 -128 -470 -150 -470Z',
    ) + line('M-160 -466q10 8 22 0', 1.2);
  const rose =
    line('M108 -382q14 -30 8 -52', 1.4) +
    `<path d="${starPath(116, -440, 12, 6, 5)}" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.4"/>` +
    `<circle cx="116" cy="-440" r="3" fill="${C.soft}"/>`;
  const fool = person({
    x: 258,
    y: 792,
    scale: 1.05,
    body: 'tunic',
    hair: 'short',
    headgear: cap,
    look: 1,
    legs: {
      l: [
        [-40, -92],
        [-66, -6],
      ],
      r: [
        [26, -86],
        [34, -4],
      ],
      footDir: { l: -1, r: 1 },
    },
    armL: [[-78, -268], [-60, -336], -120, { grip: true }],
    armR: [[72, -290], [102, -370], -70, { grip: true }],
    holdL: tube('M-10 -280L-150 -452', 7) + bag,
    holdR: rose,
  });
  const cliff =
    `<path d="M40 790Q230 770 404 786L424 812L418 840L440 872H40Z" fill="#160e31"/>` +
    line('M40 790Q230 770 404 786L424 812L418 840L440 872', 2) +
    line('M404 786l-14 22M424 812l-22 10M418 840l-20 6', 1, { opacity: 0.6 });
  return (
    mountains(700, 2) +
    glow(446, 262, 110) +
    rays(446, 262, 50, 86, 16, { w: 1.4, alt: 14 }) +
    shape(circlePath(446, 262, 40), LW, 'url(#goldfill)') +
    cliff +
    fool +
    dog(372, 790, { scale: 0.82, flip: true, jump: true })
  );
}

// ------------------------------------------------------------------ 2 · A Sacerdotisa
function sacerdotisa() {
  const moonCrown = (s, { hx, hy, r }) => {
    s.raw(shape(circlePath(hx, hy - r - 20, 13), LW, 'url(#goldfill)'));
    s.raw(shape(crescent(hx - 26, hy - r - 20, 18, { angle: 0, k: 0.5 }), LW * 0.8));
    s.raw(shape(crescent(hx + 26, hy - r - 20, 18, { angle: 180, k: 0.5 }), LW * 0.8));
  };
  const veilBack =
    shape('M150 330H450V800H150Z', 1.4) +
    Array.from({ length: 12 }, (_, i) => {
      const x = 180 + (i % 4) * 80 + (Math.floor(i / 4) % 2) * 40;
      const y = 380 + Math.floor(i / 4) * 120;
      return (
        shape(circlePath(x, y, 12), 1.2) +
        line(`M${x - 5} ${y - 11}l2 -7 3 5 3 -5 2 7`, 1) +
        line(`M${x} ${y + 12}q-18 16 -30 40M${x} ${y + 12}q18 16 30 40`, 0.9, { opacity: 0.55 })
      );
    }).join('') +
    line('M140 330H460', 3);
  const book =
    shape('M-62 -214Q-30 -226 0 -212Q30 -226 62 -214L60 -170Q30 -182 0 -168Q-30 -182 -60 -170Z') +
    line('M0 -212V-168M-50 -206q20 -6 40 0M-50 -196q20 -6 40 0M10 -206q20 -6 40 0M10 -196q20 -6 40 0', 1);
  const fig = person({
    x: 300,
    y: 836,
    scale: 1.06,
    body: 'seated',
    hem: 96,
    cape: true,
    headgear: moonCrown,
    armL: [[-64, -250], [-40, -196], 20, { over: true }],
    armR: [[64, -250], [40, -196], 160, { over: true }],
    holdL: book,
    extra: line('M0 -300V-266M-17 -283H17', 2.2, { stroke: C.soft }),
  });
  const pil = (x, label, fill) =>
    shape(`M${x - 24} 836V300H${x + 24}V836Z`, LW, fill) +
    shape(`M${x - 34} 300H${x + 34}V286H${x - 34}Z`) +
    shape(`M${x - 30} 286Q${x} 250 ${x + 30} 286Z`) +
    shape(`M${x - 34} 836H${x + 34}V852H${x - 34}Z`) +
    letters(label, x, 360, 30, fill === C.night ? C.soft : C.night);
  return (
    veilBack +
    pil(112, 'B', C.night) +
    pil(488, 'J', 'url(#goldfill)') +
    fig +
    shape(crescent(300, 858, 34, { angle: -90, k: 0.45 }), LW, 'url(#goldfill)')
  );
}

// ------------------------------------------------------------------ 3 · A Imperatriz
function imperatriz() {
  const starCrown = (s, hd) => {
    crown(5, { h: 20, w: 26 })(s, hd);
    for (let i = 0; i < 12; i++) {
      const a = Math.PI + (i * Math.PI) / 11;
      const sx = hd.hx + 78 * Math.cos(a);
      const sy = hd.hy - 10 + 78 * Math.sin(a);
      s.raw(`<path d="${starPath(sx, sy, 8, 3.2, 6)}" fill="${C.soft}"/>`);
    }
  };
  const scepter =
    tube('M-78 -230V-470', 8) +
    shape(circlePath(-78, -486, 16), LW, 'url(#goldfill)') +
    line('M-78 -502V-526M-88 -514H-68', 2.4);
  const shield =
    shape('M70 -250H150C150 -170 130 -120 110 -100C90 -120 70 -170 70 -250Z') +
    line(`M110 -224a14 14 0 1 0 0.1 0M110 -196V-160M98 -176H122`, 2.2, { stroke: C.soft });
  const fig = person({
    x: 300,
    y: 836,
    scale: 1.06,
    body: 'seated',
    hem: 100,
    headgear: starCrown,
    armL: [[-80, -262], [-78, -300], -90, { grip: true }],
    armR: [[70, -264], [96, -252], 10],
    holdL: scepter,
    holdR: shield,
  });
  return (
    aura(300, 452, 140) +
    throne(300, 836, { w: 250, h: 470 }) +
    fig +
    wheatSheaf(96, 868, 1) +
    wheatSheaf(504, 868, 1, true)
  );
}

// ------------------------------------------------------------------ 4 · O Imperador
function imperador() {
  const ram = (x, y, sx) =>
    shape(`M${x} ${y}m-16 0a16 16 0 1 0 32 0a16 16 0 1 0 -32 0`) +
    line(
      `M${x + sx * 6} ${y - 12}c${sx * 22} -14 ${sx * 40} 6 ${sx * 30} 24c${sx * -6} 12 ${sx * -22} 10 ${sx * -20} -2c${sx * 2} -8 ${sx * 12} -8 ${sx * 12} 0`,
      2.2,
    ) +
    line(`M${x - 5} ${y + 4}h1M${x + 5} ${y + 4}h1M${x - 4} ${y + 12}q4 3 8 0`, 1.4);
  const ankh =
    tube('M86 -220V-430', 8) +
    line('M86 -456m-12 0a12 16 0 1 0 24 0a12 16 0 1 0 -24 0M70 -432H102', 5, { stroke: C.gold }) +
    line('M86 -456m-12 0a12 16 0 1 0 24 0a12 16 0 1 0 -24 0M70 -432H102', 2.4, { stroke: '#2a1a58' });
  const orb =
    shape(circlePath(-86, -250, 18), LW, 'url(#goldfill)') +
    line('M-86 -268V-284M-93 -277H-79', 2.2) +
    line('M-104 -250H-68', 1.2, { stroke: C.night });
  const fig = person({
    x: 300,
    y: 836,
    scale: 1.08,
    body: 'seated',
    hem: 104,
    hair: 'short',
    beard: true,
    cape: true,
    headgear: crown(5, { h: 30, w: 28 }),
    armL: [[-82, -250], [-84, -232], -90],
    armR: [[82, -262], [86, -236], -90, { grip: true }],
    holdL: orb,
    holdR: ankh,
    extra: line('M-30 -320h60M-34 -300h68M-32 -280h64', 1, { opacity: 0.7 }),
  });
  return (
    mountains(640, 4) +
    shape('M140 836V250H460V836Z') +
    line('M156 836V266H444V836', 1.1, { opacity: 0.8 }) +
    ram(140, 250, -1) +
    ram(460, 250, 1) +
    `<path d="${SIGN_GLYPHS.aries}" transform="translate(270 266) scale(2.5)" fill="none" stroke="${C.soft}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>` +
    fig +
    shape('M120 836H480V872H120Z') +
    line('M120 848H480', 1, { opacity: 0.6 })
  );
}

// ------------------------------------------------------------------ 5 · O Hierofante
function hierofante() {
  const tiara = (s, { hx, hy, r }) => {
    const b = hy - r + 8;
    s.raw(
      shape(
        `M${hx - 26} ${b}C${hx - 30} ${b - 50} ${hx - 20} ${b - 82} ${hx} ${b - 92}C${hx + 20} ${b - 82} ${hx + 30} ${b - 50} ${hx + 26} ${b}Z`,
      ),
    );
    s.detail(
      `M${hx - 26} ${b - 12}H${hx + 26}M${hx - 27} ${b - 40}H${hx + 27}M${hx - 20} ${b - 66}H${hx + 20}`,
      2.2,
    );
    for (const yy of [b - 12, b - 40, b - 66])
      s.raw(`<circle cx="${hx}" cy="${yy - 6}" r="3" fill="${C.soft}"/>`);
    s.detail(`M${hx} ${b - 92}V${b - 112}M${hx - 8} ${b - 104}H${hx + 8}`, 2.4);
  };
  const staff =
    tube('M86 -240V-520', 7) +
    line('M64 -500H108M68 -478H104M72 -456H100', 5) +
    line('M64 -500H108M68 -478H104M72 -456H100', 2, { stroke: '#2a1a58' });
  const fig = person({
    x: 300,
    y: 800,
    scale: 1.02,
    body: 'seated',
    hem: 104,
    hair: 'short',
    beard: true,
    cape: true,
    headgear: tiara,
    armL: [[-86, -270], [-70, -346], -80],
    armR: [[82, -262], [86, -246], -90, { grip: true }],
    holdR: staff,
    extra:
      line('M0 -318V-20', 6, { stroke: C.gold }) +
      line('M0 -318V-20', 3, { stroke: C.soft }) +
      line('M-10 -200H10M-10 -120H10', 2),
  });
  const key = (x, y, a) =>
    `<g transform="translate(${x} ${y}) rotate(${a})">` +
    shape(circlePath(0, -46, 11)) +
    tube('M0 -35V30', 5) +
    line('M0 18h10M0 28h10', 3) +
    `</g>`;
  const acolyte = (x) =>
    person({
      x,
      y: 1010,
      scale: 0.62,
      hair: 'hood',
      eyes: 'none',
      body: 'robe',
      belt: false,
      armL: [
        [-54, -250],
        [-40, -210],
      ],
      armR: [
        [54, -250],
        [40, -210],
      ],
      hands: false,
      headgear: (s, { hx, hy }) =>
        s.raw(line(`M${hx - 14} ${hy + 4}Q${hx} ${hy + 14} ${hx + 14} ${hy + 4}`, 1.6 / 0.62)),
    });
  return (
    pillar(118, 330, 760, 40) +
    pillar(482, 330, 760, 40) +
    throne(300, 800, { w: 240, h: 440, top: 'point' }) +
    fig +
    key(272, 830, -30) +
    key(328, 830, 30) +
    acolyte(170) +
    acolyte(430)
  );
}

// ------------------------------------------------------------------ 6 · Os Enamorados
function enamorados() {
  const tree = (x, fruit) => {
    let out = tube(`M${x} 836C${x - 6} 760 ${x + 8} 700 ${x} 620`, 14);
    out += tube(`M${x} 700L${x - 30} 660M${x + 2} 680L${x + 30} 646`, 6);
    if (fruit === 'apple') {
      out += shape(
        `M${x - 66} 600C${x - 92} 584 ${x - 84} 540 ${x - 56} 538C${x - 60} 500 ${x - 14} 480 ${x + 6} 502C${x + 30} 478 ${x + 76} 496 ${x + 70} 532C${x + 96} 546 ${x + 88} 594 ${x + 60} 600C${x + 50} 626 ${x + 10} 630 ${x} 614C${x - 16} 632 ${x - 56} 628 ${x - 66} 600Z`,
      );
      out += line(`M${x - 40} 560q14 -8 28 0M${x + 10} 540q14 -8 28 0M${x - 10} 590q14 -8 28 0`, 1, {
        opacity: 0.6,
      });
      for (const [dx, dy] of [
        [-40, 580],
        [0, 530],
        [36, 574],
        [-22, 548],
        [52, 540],
      ])
        out += shape(circlePath(x + dx, dy, 8), 1.6, 'url(#goldfill)');
      out += line(`M${x - 4} 836c-20 -20 24 -40 0 -60s24 -40 0 -60s20 -30 10 -50`, 3, { stroke: C.teal });
      out += `<circle cx="${x + 6}" cy="666" r="5" fill="${C.teal}"/>`;
    } else {
      // the tree of flames: twelve flame-leaves
      for (let i = 0; i < 12; i++) {
        const a = -Math.PI / 2 + ((i - 5.5) / 11) * Math.PI * 1.1;
        const fx = x + Math.cos(a) * 62;
        const fy = 600 + Math.sin(a) * 70;
        out += line(`M${x} 640L${f2(fx)} ${f2(fy + 10)}`, 1.2);
        out += `<path d="M${f2(fx)} ${f2(fy + 12)}c-9 -9 -8 -22 0 -32c8 10 9 23 0 32Z" fill="${C.soft}" stroke="${C.gold}" stroke-width="1" transform="rotate(${f2((a * 180) / Math.PI + 90)} ${f2(fx)} ${f2(fy)})"/>`;
      }
    }
    return out;
  };
  const woman = person({
    x: 205,
    y: 836,
    scale: 0.84,
    look: 1,
    armL: [[-54, -262], [-50, -196], 90],
    armR: [[68, -270], [112, -238], 0, { grip: true }],
  });
  const man = person({
    x: 395,
    y: 836,
    scale: 0.84,
    hair: 'short',
    look: -1,
    armL: [[-68, -270], [-112, -238], 180, { grip: true }],
    armR: [[54, -262], [50, -196], 90],
  });
  const angel = person({
    x: 300,
    y: 560,
    scale: 0.52,
    hair: 'long',
    armL: [[-90, -330], [-150, -380], -150],
    armR: [[90, -330], [150, -380], -30],
    behind: wings(1.1, { up: 0.3 }),
    headgear: (s, { hx, hy, r }) => s.raw(line(circlePath(hx, hy, r + 12), 2.4, { stroke: C.soft })),
  });
  return (
    glow(300, 300, 150) +
    rays(300, 300, 96, 170, 36, { w: 1.1, alt: 30, color: C.soft }) +
    shape(circlePath(300, 300, 92), 1.6, 'none') +
    mountains(690, 1) +
    tree(120, 'apple') +
    tree(480, 'flame') +
    angel +
    cloud(300, 548, 230) +
    woman +
    man
  );
}

// ------------------------------------------------------------------ 7 · O Carro
function carro() {
  const canopy =
    tube('M170 560V250M430 560V250', 10) +
    shape('M150 250Q300 200 450 250L440 272Q300 226 160 272Z') +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="${starPath(180 + i * 40, 238 - Math.sin((i / 6) * Math.PI) * 20, 7, 2.8, 6)}" fill="${C.soft}"/>`,
    ).join('');
  const driver = person({
    x: 300,
    y: 700,
    scale: 1.02,
    body: 'robe',
    hair: 'short',
    headgear: (s, hd) => {
      crown(3, { h: 18, w: 26 })(s, hd);
      s.raw(`<path d="${starPath(hd.hx, hd.hy - hd.r - 28, 10, 4, 8)}" fill="${C.soft}"/>`);
    },
    armL: [[-70, -280], [-60, -232], 80],
    armR: [[74, -300], [84, -364], -90, { grip: true }],
    holdR: wand(84, -330, 84, -470, 8),
    extra:
      shape('M-34 -330Q0 -318 34 -330L30 -280Q0 -270 -30 -280Z') +
      shape(crescent(-44, -330, 16, { angle: 20 }), 1.6, 'url(#goldfill)') +
      shape(crescent(44, -330, 16, { angle: 160 }), 1.6, 'url(#goldfill)') +
      line('M-26 -310h52M-24 -295h48', 1),
  });
  const box =
    shape('M150 540H450V700H150Z') +
    line('M164 554H436V686H164Z', 1.1, { opacity: 0.8 }) +
    shape(circlePath(300, 610, 20), LW, 'url(#goldfill)') +
    shape('M280 610C240 580 200 584 186 600C220 600 250 610 280 620Z') +
    shape('M320 610C360 580 400 584 414 600C380 600 350 610 320 620Z') +
    line('M190 596c20 -4 50 4 80 16M410 596c-20 -4 -50 4 -80 16', 1) +
    shape('M274 656H326L300 680Z', 1.6);
  const wheel = (x) =>
    shape(circlePath(x, 712, 46)) +
    line(circlePath(x, 712, 34), 1.1) +
    rays(x, 712, 8, 34, 8, { w: 1.6 }) +
    shape(circlePath(x, 712, 8), 1.6, 'url(#goldfill)');
  return (
    `<path d="M50 860Q300 840 550 860V872H50Z" fill="#160e31"/>` +
    line('M50 860Q300 840 550 860', 1.6) +
    canopy +
    driver +
    box +
    wheel(160) +
    wheel(440) +
    line('M300 700V790M300 790L210 830M300 790L390 830', 1.4, { opacity: 0.7 }) +
    sphinx(186, 864, { scale: 0.66, fill: 'url(#goldfill)' }) +
    sphinx(414, 864, { scale: 0.66, flip: true, fill: C.night })
  );
}

// ------------------------------------------------------------------ 8 · A Justiça
function justica() {
  const scales =
    line('M92 -296V-340', 2.4) +
    tube('M20 -340H164', 5) +
    shape(circlePath(92, -344, 6), 1.6, 'url(#goldfill)') +
    line('M20 -340L4 -250M20 -340L36 -250M164 -340L148 -250M164 -340L180 -250', 1.2) +
    shape('M-6 -250H46Q20 -226 -6 -250Z', 1.8, 'url(#goldfill)') +
    shape('M138 -250H190Q164 -226 138 -250Z', 1.8, 'url(#goldfill)');
  const fig = person({
    x: 300,
    y: 836,
    scale: 1.04,
    body: 'seated',
    hem: 100,
    cape: true,
    headgear: (s, hd) => {
      crown(3, { h: 24, w: 26 })(s, hd);
      s.raw(shape(`M${hd.hx - 6} ${hd.hy - hd.r - 6}h12v8h-12Z`, 1.4, C.teal));
    },
    armL: [[-84, -270], [-88, -300], -90, { grip: true }],
    armR: [[80, -270], [92, -296], -90, { grip: true }],
    holdL: sword(-88, -270, -88, -520, { w: 11, guard: 24, hilt: 30 }),
    holdR: scales,
  });
  const curtain =
    shape('M150 300H450V836H150Z') +
    [190, 230, 270, 310, 350, 390, 430]
      .map((x) => line(`M${x} 310C${x - 8} 500 ${x + 8} 640 ${x} 830`, 0.9, { opacity: 0.45 }))
      .join('');
  return (
    curtain +
    pillar(120, 300, 836, 40) +
    pillar(480, 300, 836, 40) +
    aura(300, 460, 120) +
    throne(300, 836, { w: 230, h: 440, top: 'point' }) +
    fig
  );
}

// ------------------------------------------------------------------ 9 · O Eremita
function eremita() {
  const lantern =
    line('M-100 -352V-372', 1.6) +
    shape('M-120 -352H-80L-76 -344H-124Z') +
    shape('M-120 -344H-80L-84 -290H-116Z', LW, 'url(#fig)') +
    `<path d="${starPath(-100, -318, 15, 7, 6)}" fill="${C.soft}"/>` +
    shape('M-118 -290H-82L-90 -280H-110Z');
  const fig = person({
    x: 330,
    y: 800,
    scale: 1.08,
    body: 'robe',
    hem: 78,
    hair: 'hood',
    beard: true,
    look: -1,
    cape: true,
    armL: [[-92, -300], [-100, -382], -90, { grip: true }],
    armR: [[70, -270], [96, -300], -90, { grip: true }],
    holdR: tube('M96 -420L112 10', 9),
    extra: '',
  });
  // lantern hangs from the raised fist (drawn in card space)
  const lx = 330 - 100 * 1.08;
  const ly = 800 - 382 * 1.08;
  const lan = `<g transform="translate(${f2(lx)} ${f2(ly + 14)}) scale(1.08) translate(100 330)">${lantern}</g>`;
  const peaks =
    `<path d="M50 872V780L140 700L210 760L300 690L420 790L480 740L550 800V872Z" fill="#1b1140"/>` +
    line('M50 780L140 700L210 760L300 690L420 790L480 740L550 800', 1.6) +
    line('M124 714l16 14 14-12M280 706l20 14 18-14', 1.1, { opacity: 0.8 }) +
    `<path d="M50 872V818Q300 790 550 818V872Z" fill="#160e31"/>` +
    line('M50 818Q300 790 550 818', 2);
  return peaks + fig + glow(lx, ly + 50, 110) + lan + rays(lx, ly + 48, 40, 80, 12, { w: 1, color: C.soft });
}

// ------------------------------------------------------------------ 10 · A Roda da Fortuna
function roda() {
  const cx = 300;
  const cy = 520;
  const R = 170;
  let wheel = glow(cx, cy, 240, 'tealhalo');
  wheel += shape(circlePath(cx, cy, R + 14));
  wheel += line(circlePath(cx, cy, R), 1.4);
  wheel += line(circlePath(cx, cy, R - 46), 1.4);
  wheel += line(circlePath(cx, cy, 46), 1.4);
  wheel += rays(cx, cy, 46, R - 46, 8, { w: 2.2, rot: Math.PI / 8 });
  wheel += rays(cx, cy, R - 46, R, 24, { w: 0.8, rot: 0 });
  'TARO'.split('').forEach((ch, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 2;
    const r = R - 23;
    wheel += `<circle cx="${f2(cx + r * Math.cos(a))}" cy="${f2(cy + r * Math.sin(a))}" r="17" fill="${C.night}" stroke="${C.gold}" stroke-width="1.4"/>`;
    wheel += letters(ch, cx + r * Math.cos(a), cy + r * Math.sin(a) + 8, 22);
  });
  const glyphAt = (key, x, y, sz = 30) =>
    `<path d="${PLANET_GLYPHS[key]}" transform="translate(${f2(x - sz / 2)} ${f2(y - sz / 2)}) scale(${sz / 24})" fill="none" stroke="${C.soft}" stroke-width="${f2((1.6 * 24) / sz)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  wheel += ['mercury', 'saturn', 'jupiter', 'venus']
    .map((k, i) => {
      const a = -Math.PI / 4 + (i * Math.PI) / 2;
      return glyphAt(k, cx + (R - 23) * Math.cos(a), cy + (R - 23) * Math.sin(a), 24);
    })
    .join('');
  wheel +=
    shape(circlePath(cx, cy, 30), LW, 'url(#goldfill)') +
    `<path d="${starPath(cx, cy, 18, 7, 8)}" fill="${C.night}" opacity=".5"/>`;
  const snake =
    line(`M${cx - R - 26} ${cy - 120}c-30 40 26 70 -4 110s26 70 -4 110s20 60 4 90`, 8, { stroke: C.gold }) +
    line(`M${cx - R - 26} ${cy - 120}c-30 40 26 70 -4 110s26 70 -4 110s20 60 4 90`, 4, { stroke: C.teal }) +
    shape(ellipsePath(cx - R - 26, cy - 126, 10, 8), 1.6, C.teal);
  const sph =
    sphinx(cx - 30, cy - R - 12, { scale: 0.72, fill: 'url(#fig)' }) +
    sword(cx + 20, cy - R - 60, cx + 20, cy - R - 150, { w: 7, guard: 14, hilt: 18 });
  const corner = (x, y, key) =>
    cloud(x, y + 22, 110) +
    `<circle cx="${x}" cy="${y}" r="30" fill="${C.night}" stroke="${C.gold}" stroke-width="1.8"/>` +
    `<path d="${SIGN_GLYPHS[key]}" transform="translate(${x - 16} ${y - 16}) scale(${32 / 24})" fill="none" stroke="${C.soft}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/>`;
  return (
    wheel +
    snake +
    sph +
    corner(120, 250, 'aquarius') +
    corner(480, 250, 'scorpio') +
    corner(120, 800, 'taurus') +
    corner(480, 800, 'leo')
  );
}

// ------------------------------------------------------------------ 11 · A Força
// The lion of A Força, facing left with its jaws open so the woman's hands can rest on them: the card has
// to read as "a woman gently holding a lion's mouth" even at thumbnail size.
function forcaLion() {
  const body = new Sil();
  body.ell(438, 708, 88, 50);
  const leg = (pts, w0, w1) => body.blob(taper(pts, w0, w1));
  leg(
    [
      [372, 712],
      [366, 772],
      [360, 830],
    ],
    36,
    20,
  );
  leg(
    [
      [404, 720],
      [404, 776],
      [398, 830],
    ],
    30,
    18,
  );
  leg(
    [
      [476, 722],
      [488, 776],
      [478, 830],
    ],
    36,
    20,
  );
  leg(
    [
      [504, 716],
      [518, 772],
      [508, 830],
    ],
    30,
    18,
  );
  // tail sweeping up behind, ending in a tuft
  body.blob(
    taper(
      [
        [520, 692],
        [540, 660],
        [530, 618],
        [512, 598],
      ],
      11,
      7,
    ),
  );
  body.ell(508, 590, 10, 13);
  let out = body.render();
  // paws and claws
  for (const x of [360, 398, 478, 508])
    out += line(`M${x - 8} 830v-6M${x} 830v-7M${x + 8} 830v-6`, 1, { opacity: 0.7 });
  // mane: two rings of locks around the head, drawn over the shoulders
  out += shape(scallop(378, 622, 76, 18, 18));
  out += line(scallop(378, 622, 56, 16, 10), 1.1, { opacity: 0.65 });
  // head in profile: brow, long muzzle and the open jaws
  out += shape(
    'M350 566C376 560 396 580 392 610C390 630 378 646 360 652L336 640C328 624 318 618 300 616C290 615 284 608 288 600C292 590 302 586 314 584C326 578 336 570 350 566Z',
  );
  out += shape('M336 642C322 648 310 656 300 660C296 668 306 674 318 672C334 670 352 662 362 652Z');
  out += shape('M302 616C316 620 328 626 336 640C318 640 306 634 296 624Z', 1.4, C.night);
  // teeth, nose, eye, ear and whisker dots
  out += `<path d="M300 617l4 8 4-7ZM322 623l3 8 4-7ZM308 660l4-8 4 7Z" fill="${C.soft}"/>`;
  out += `<path d="M286 598q4-8 12-6l-3 10Z" fill="${C.gold}"/>`;
  out += `<path d="M330 590q8-7 16 0q-8 5-16 0Z" fill="url(#goldfill)" stroke="${C.gold}" stroke-width="1.2"/>`;
  out += `<circle cx="338" cy="590" r="2.2" fill="${C.night}"/>`;
  out += line('M326 582q10-8 22-4', 1.3);
  out += shape('M362 566C360 552 372 544 384 550C384 562 376 570 366 572Z', 1.8);
  out += `<circle cx="306" cy="606" r="1.5" fill="${C.gold}"/><circle cx="314" cy="610" r="1.5" fill="${C.gold}"/>`;
  out += line('M300 606l-22-4M302 611l-20 6', 1, { opacity: 0.6 });
  return out;
}

function forca() {
  const hat = (s, { hx, hy, r }) => {
    const y0 = hy - r + 6;
    s.raw(
      shape(
        `M${hx} ${y0 - 4}C${hx + 20} ${y0 - 26} ${hx + 62} ${y0 - 26} ${hx + 64} ${y0 - 4}C${hx + 66} ${y0 + 18} ${hx + 22} ${y0 + 14} ${hx} ${y0 - 4}C${hx - 22} ${y0 + 14} ${hx - 66} ${y0 + 18} ${hx - 64} ${y0 - 4}C${hx - 62} ${y0 - 26} ${hx - 20} ${y0 - 26} ${hx} ${y0 - 4}Z`,
        LW,
      ),
    );
    s.detail(
      `M${hx + 10} ${y0 - 5}C${hx + 26} ${y0 - 17} ${hx + 54} ${y0 - 17} ${hx + 54} ${y0 - 4}C${hx + 54} ${y0 + 8} ${hx + 26} ${y0 + 6} ${hx + 10} ${y0 - 5}ZM${hx - 10} ${y0 - 5}C${hx - 26} ${y0 - 17} ${hx - 54} ${y0 - 17} ${hx - 54} ${y0 - 4}C${hx - 54} ${y0 + 8} ${hx - 26} ${y0 + 6} ${hx - 10} ${y0 - 5}Z`,
      1.1,
    );
  };
  // one hand on the upper jaw, the other under the lower jaw (coordinates local to the woman at 196, 836)
  const woman = person({
    x: 196,
    y: 836,
    scale: 1.0,
    hem: 70,
    look: 1,
    headgear: hat,
    armL: [[46, -236], [108, -172], 10, { over: true }],
    armR: [[70, -292], [100, -230], -20, { over: true }],
    extra: line('M-30 -230C-20 -150 -40 -60 -40 0M30 -230c10 60 0 140 20 220', 1, { opacity: 0.5 }),
  });
  const flowers = Array.from({ length: 9 }, (_, i) => {
    const x = 110 + i * 48;
    const y = 520 + Math.sin(i) * 20;
    return (
      `<path d="${starPath(x, y, 7, 3, 5)}" fill="${C.soft}" opacity=".8"/>` +
      line(`M${x} ${y + 6}q4 14 -2 30`, 1, { opacity: 0.5 })
    );
  }).join('');
  return mountains(720, 3) + flowers + forcaLion() + woman;
}

// ------------------------------------------------------------------ 12 · O Enforcado
function enforcado() {
  const trunk = (x) =>
    shape(
      `M${x - 20} 872C${x - 14} 700 ${x - 24} 400 ${x - 16} 236H${x + 16}C${x + 22} 400 ${x + 14} 700 ${x + 20} 872Z`,
    ) +
    shape(`M${x - 16} 560l-24 -18l6 -8l20 12Z`, 1.8) +
    shape(`M${x + 16} 460l24 -16l6 8l-26 16Z`, 1.8) +
    line(`M${x - 6} 300c4 100 -4 300 2 560M${x + 6} 320c-4 120 4 260 0 500`, 0.9, { opacity: 0.5 });
  const beam =
    shape('M110 214H490V246H110Z') +
    line('M140 224h60M260 236h80M400 224h60', 0.9, { opacity: 0.6 }) +
    shape('M190 214l-10 -12h10l8 12Z', 1.6) +
    shape('M420 214l10 -12h-10l-8 12Z', 1.6);
  const fig = person({
    x: 300,
    y: 306,
    scale: 0.96,
    rotate: 180,
    body: 'tunic',
    hair: 'short',
    belt: true,
    legs: {
      l: [
        [-10, -96],
        [-6, -4],
      ],
      r: [
        [84, -112],
        [8, -66],
      ],
      footDir: { l: -1, r: -1 },
    },
    armL: [[-62, -262], [-16, -236], 30],
    armR: [[62, -262], [16, -236], 150],
    hands: false,
  });
  const headY = 306 + 372 * 0.96;
  return (
    trunk(130) +
    trunk(470) +
    beam +
    tube('M300 246V300', 5) +
    line('M290 296h20M290 304h20', 2) +
    glow(300, headY, 90) +
    rays(300, headY, 40, 70, 18, { w: 1.2, color: C.soft }) +
    fig +
    ground(862, { x0: 50, x1: 550, seed: 3 })
  );
}

/** A skeleton in local person units (feet at 0,0), striding to the right. */
function skeleton(x, y, scale = 1) {
  const bone = (pts, w = 8) =>
    tube(smooth(pts), w) +
    pts
      .slice(1)
      .map(([px, py]) => shape(circlePath(px, py, w * 0.75), 1.8))
      .join('');
  let g = '';
  // legs
  g += bone([
    [-14, -176],
    [-40, -96],
    [-62, -8],
  ]);
  g += bone([
    [14, -176],
    [30, -94],
    [26, -6],
  ]);
  g += shape('M-62 -8l-22 6h20l10-4Z', 1.8) + shape('M26 -6l24 4l-4 -6Z', 1.8);
  // pelvis
  g += shape('M-34 -196C-40 -170 -20 -160 0 -168C20 -160 40 -170 34 -196C20 -186 -20 -186 -34 -196Z');
  // spine
  g += tube('M0 -344C-6 -300 6 -240 0 -186', 7);
  for (let i = 0; i < 9; i++) g += line(`M-5 ${-330 + i * 16}h10`, 1.4);
  // ribs
  for (let i = 0; i < 5; i++) {
    const yy = -326 + i * 17;
    const w = 40 - Math.abs(i - 1.5) * 4;
    g += line(
      `M0 ${yy}C${-w} ${yy - 6} ${-w - 4} ${yy + 14} ${-w + 8} ${yy + 20}M0 ${yy}C${w} ${yy - 6} ${w + 4} ${yy + 14} ${w - 8} ${yy + 20}`,
      3.2,
    );
    g += line(
      `M0 ${yy}C${-w} ${yy - 6} ${-w - 4} ${yy + 14} ${-w + 8} ${yy + 20}M0 ${yy}C${w} ${yy - 6} ${w + 4} ${yy + 14} ${w - 8} ${yy + 20}`,
      1.2,
      { stroke: C.night },
    );
  }
  g += tube('M-42 -344Q0 -350 42 -344', 6);
  // arms holding the scythe shaft
  g += bone(
    [
      [-42, -340],
      [-24, -270],
      [30, -262],
    ],
    7,
  );
  g += bone(
    [
      [42, -340],
      [86, -300],
      [118, -330],
    ],
    7,
  );
  // skull
  g += shape('M-24 -376C-26 -408 26 -408 24 -376C24 -362 16 -352 12 -346H-12C-16 -352 -24 -362 -24 -376Z');
  g += `<path d="M-15 -380a6 7 0 1 0 12 0a6 7 0 1 0 -12 0ZM3 -380a6 7 0 1 0 12 0a6 7 0 1 0 -12 0ZM0 -372l-4 9h8Z" fill="${C.night}" stroke="${C.gold}" stroke-width="1.2"/>`;
  g += line('M-9 -352V-346M-3 -352V-345M3 -352V-345M9 -352V-346M-12 -352H12', 1.2);
  return `<g transform="translate(${f2(x)} ${f2(y)}) scale(${scale})">${g}</g>`;
}

// ------------------------------------------------------------------ 13 · A Morte
function morte() {
  const scythe =
    tube('M168 290L364 780', 9) +
    shape('M356 760C300 790 220 800 150 780C210 770 280 750 340 730Z', LW, 'url(#goldfill)');
  const tower = (x) =>
    shape(`M${x - 18} 720V600H${x + 18}V720Z`) +
    shape(`M${x - 22} 600v-12h8v6h6v-6h8v6h6v-6h8v12Z`, 1.6) +
    `<path d="M${x - 5} 640h10v16h-10Z" fill="${C.soft}" opacity=".8"/>`;
  const sun =
    glow(300, 712, 120) +
    rays(300, 712, 60, 120, 20, { w: 1.2, color: C.soft }) +
    shape(circlePath(300, 712, 48), LW, 'url(#goldfill)');
  const field =
    `<path d="M50 720H550V872H50Z" fill="#160e31"/>` +
    line('M50 720H550', 1.6) +
    line('M60 760q40 -8 80 0t80 0t80 0t80 0t80 0t80 0', 1, { opacity: 0.5 }) +
    line('M60 800q40 -8 80 0t80 0t80 0t80 0t80 0t80 0', 1, { opacity: 0.4 });
  const roses = [130, 460]
    .map(
      (x, i) =>
        line(`M${x} 850q${i ? -14 : 14} -30 ${i ? -6 : 6} -60`, 1.4) +
        `<path d="${starPath(x + (i ? -6 : 6), 786, 12, 6, 5)}" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.4"/>` +
        `<circle cx="${x + (i ? -6 : 6)}" cy="786" r="3.4" fill="${C.soft}"/>`,
    )
    .join('');
  return sun + tower(190) + tower(410) + field + roses + skeleton(250, 842, 1.18) + scythe;
}

// ------------------------------------------------------------------ 14 · A Temperança
function temperanca() {
  const cupL = `<g transform="rotate(-28 -84 -352)">${cup(-84, -340, 0.62)}</g>`;
  const cupR = cup(74, -196, 0.62);
  const stream =
    line('M-100 -372C-40 -420 60 -330 74 -236', 5, { stroke: C.teal, opacity: 0.85 }) +
    line('M-100 -372C-40 -420 60 -330 74 -236', 1.6, { stroke: C.text });
  const fig = person({
    x: 300,
    y: 820,
    scale: 1.02,
    hem: 74,
    behind: wings(0.78, { up: -0.4 }),
    headgear: (s, { hx, hy, r }) => {
      s.raw(line(circlePath(hx, hy, r + 14), 2.2, { stroke: C.soft }));
      s.raw(`<circle cx="${hx}" cy="${hy - r - 2}" r="5" fill="${C.soft}"/>`);
    },
    armL: [[-86, -300], [-84, -352], -60, { grip: true }],
    armR: [[76, -250], [74, -210], 90, { grip: true }],
    holdL: cupL,
    holdR: cupR,
    extra: shape('M-14 -300H14L0 -276Z', 1.6, 'url(#goldfill)') + stream,
  });
  const pool =
    `<path d="M50 800C120 780 220 790 260 820C280 840 240 872 200 872H50Z" fill="#1a2a4a"/>` +
    line('M50 800C120 780 220 790 260 820C280 840 240 872 200 872', 1.8, { stroke: C.teal }) +
    line('M80 830q20 -6 40 0t40 0M120 850q20 -6 40 0t40 0', 1.1, { stroke: C.teal, opacity: 0.7 });
  const land =
    `<path d="M260 820C300 800 420 800 550 790V872H200Z" fill="#160e31"/>` +
    line('M260 820C300 800 420 800 550 790', 1.8);
  const iris = (x, y) =>
    line(`M${x} ${y}V${y - 60}`, 1.4) +
    `<path d="M${x} ${y - 60}c-10 -4 -12 -18 0 -26c12 8 10 22 0 26Zm0 0c-14 2 -20 8 -20 14c10 0 18 -6 20 -14Zm0 0c14 2 20 8 20 14c-10 0 -18 -6 -20 -14Z" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.3"/>`;
  const path = line('M420 800C440 740 470 690 480 640', 1.3, { opacity: 0.7, 'stroke-dasharray': '4 6' });
  const sunrise =
    glow(486, 610, 50) +
    shape(crown(5, { h: 14, w: 16 }) ? 'M470 620l4-16 6 10 6-12 6 12 6-10 4 16Z' : '', 1.4, 'url(#goldfill)');
  return mountains(660, 5) + path + sunrise + land + pool + iris(470, 830) + iris(500, 846) + fig;
}

// ------------------------------------------------------------------ 15 · O Diabo
function diabo() {
  const horns = (s, { hx, hy, r }) => {
    s.raw(
      shape(
        `M${hx - 14} ${hy - r + 4}C${hx - 30} ${hy - 50} ${hx - 50} ${hy - 60} ${hx - 62} ${hy - 50}C${hx - 44} ${hy - 50} ${hx - 30} ${hy - 36} ${hx - 24} ${hy - r + 10}Z`,
        LW,
      ),
    );
    s.raw(
      shape(
        `M${hx + 14} ${hy - r + 4}C${hx + 30} ${hy - 50} ${hx + 50} ${hy - 60} ${hx + 62} ${hy - 50}C${hx + 44} ${hy - 50} ${hx + 30} ${hy - 36} ${hx + 24} ${hy - r + 10}Z`,
        LW,
      ),
    );
  };
  const batWings = (() => {
    const one = (sx) => {
      const X = (v) => sx * v;
      return (
        shape(
          `M${X(24)} -320L${X(120)} -430L${X(200)} -400L${X(210)} -300Q${X(180)} -310 ${X(170)} -270Q${X(140)} -290 ${X(120)} -250Q${X(90)} -280 ${X(40)} -240Z`,
        ) +
        line(
          `M${X(120)} -430L${X(170)} -270M${X(120)} -430L${X(120)} -250M${X(200)} -400L${X(210)} -300`,
          1.2,
        )
      );
    };
    return one(-1) + one(1);
  })();
  let pent = '';
  for (let i = 0; i < 5; i++) {
    const a = Math.PI / 2 + (i * 4 * Math.PI) / 5;
    pent += `${i ? 'L' : 'M'}${f2(300 + 22 * Math.cos(a))} ${f2(196 + 22 * Math.sin(a))}`;
  }
  const torch =
    tube('M92 -240L150 -130', 7) +
    `<path d="M150 -130c12 10 14 30 2 44c-2 -12 -10 -16 -12 -28c-6 10 -4 18 -2 26c-14 -10 -12 -32 12 -42Z" fill="${C.soft}" transform="rotate(180 150 -112)"/>`;
  const devil = person({
    x: 300,
    y: 640,
    scale: 0.9,
    body: 'nude',
    hair: 'short',
    headgear: horns,
    behind: batWings,
    legs: {
      l: [
        [-30, -96],
        [-34, -8],
      ],
      r: [
        [30, -96],
        [34, -8],
      ],
    },
    armL: [[-86, -330], [-92, -410], -90],
    armR: [[70, -280], [92, -240], 40, { grip: true }],
    holdR: torch,
  });
  const pedestal =
    shape('M200 640H400V760H200Z') +
    line('M214 654H386V746H214Z', 1, { opacity: 0.7 }) +
    shape(circlePath(300, 700, 12), 2.2, 'none');
  const imp = (x, flip) =>
    person({
      x,
      y: 860,
      scale: 0.5,
      flip,
      body: 'nude',
      hair: flip ? 'long' : 'short',
      look: flip ? -1 : 1,
      headgear: (s, { hx, hy, r }) =>
        s.raw(
          shape(`M${hx - 12} ${hy - r + 4}l-6 -22l14 14ZM${hx + 12} ${hy - r + 4}l6 -22l-14 14Z`, LW / 0.5),
        ),
      armL: [
        [-60, -250],
        [-50, -190],
      ],
      armR: [
        [60, -250],
        [50, -190],
      ],
      extra: line('M20 -160c40 20 60 -20 80 10', 4) + `<path d="M100 -150l10 -4l-4 10Z" fill="${C.gold}"/>`,
    });
  const chain = (x2) => {
    let d = '';
    const n = 6;
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5) / n;
      const cx = 300 + (x2 - 300) * t;
      const cy = 712 + (690 - 712) * t + Math.sin(t * Math.PI) * 20;
      d += ellipsePath(cx, cy, 7, 4.5);
    }
    return line(d, 1.6);
  };
  return (
    glow(300, 196, 60) +
    line(pent + 'Z', 2.2, { stroke: C.soft }) +
    devil +
    pedestal +
    chain(210) +
    chain(390) +
    imp(200, false) +
    imp(400, true) +
    ground(862, { seed: 5 })
  );
}

// ------------------------------------------------------------------ 16 · A Torre
function torre() {
  const tower =
    shape('M236 860L248 330H352L364 860Z') +
    shape('M232 330V296H250V310H266V296H284V310H300V296H316V310H334V296H350V310H368V330Z') +
    [400, 520, 640]
      .map(
        (y, i) =>
          shape(
            `M${i % 2 ? 280 : 300} ${y + 40}V${y}Q${i % 2 ? 290 : 310} ${y - 14} ${i % 2 ? 300 : 320} ${y}V${y + 40}Z`,
            1.8,
            C.night,
          ) +
          `<path d="M${i % 2 ? 290 : 310} ${y + 36}c-8 -8 -6 -18 0 -28c6 10 8 20 0 28Z" fill="${C.soft}"/>`,
      )
      .join('') +
    line(
      'M250 400H350M252 460H348M254 520H346M256 580H344M258 640H342M260 700H340M262 760H338M264 820H336',
      0.9,
      { opacity: 0.5 },
    );
  const crownOff = `<g transform="rotate(24 360 270)">${shape('M330 290L326 254L342 268L356 246L370 268L386 254L382 290Z', LW, 'url(#goldfill)')}</g>`;
  const bolt = `<path d="M540 150L430 250L462 258L370 320L400 322L318 392L420 296L388 292L478 226L446 220Z" fill="url(#goldfill)" stroke="${C.gold}" stroke-width="1.6" stroke-linejoin="round"/>`;
  const flames = [
    [250, 330],
    [350, 330],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y}c-18 -10 -18 -40 0 -60c0 20 14 20 10 40c10 -10 12 -20 8 -30c14 20 10 44 -18 50Z" fill="${C.soft}" opacity=".9"/>`,
    )
    .join('');
  const faller = (x, y, rot, flip, hair) =>
    person({
      x,
      y,
      scale: 0.42,
      rotate: rot,
      flip,
      body: 'tunic',
      hair,
      legs: {
        l: [
          [-40, -90],
          [-30, -10],
        ],
        r: [
          [40, -110],
          [80, -60],
        ],
      },
      armL: [
        [-90, -340],
        [-130, -400],
      ],
      armR: [
        [90, -300],
        [140, -330],
      ],
    });
  const yods = Array.from({ length: 12 }, (_, i) => {
    const x = 90 + ((i * 83) % 420);
    const y = 250 + ((i * 137) % 420);
    if (x > 220 && x < 380) return '';
    return `<path d="M${x} ${y}c-6 -6 -5 -14 0 -20c5 6 6 14 0 20Z" fill="${C.soft}" opacity=".85"/>`;
  }).join('');
  const rock =
    `<path d="M120 872L180 820L236 800H364L420 820L490 872Z" fill="#1b1140" stroke="${C.gold}" stroke-width="2" stroke-linejoin="round"/>` +
    line('M200 840l30 -20M400 840l-30 -20M300 830v30', 1, { opacity: 0.6 });
  return (
    cloud(150, 210, 170) +
    cloud(470, 170, 150) +
    glow(420, 250, 160) +
    yods +
    tower +
    flames +
    crownOff +
    bolt +
    rock +
    faller(150, 470, 200, false, 'long') +
    faller(450, 560, 150, true, 'short')
  );
}

// ------------------------------------------------------------------ 17 · A Estrela
function estrela() {
  // amphora whose mouth points along `rot` (degrees, 0 = up)
  const jar = (x, y, rot) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    shape(
      'M-10 -34C-10 -26 -24 -20 -24 0C-24 22 -12 32 0 32C12 32 24 22 24 0C24 -20 10 -26 10 -34Z',
      LW,
      'url(#goldfill)',
    ) +
    shape('M-14 -40H14V-33H-14Z', 1.6, 'url(#goldfill)') +
    line('M-20 -6H20M-22 6H22', 1.2, { stroke: C.night, opacity: 0.5 }) +
    `</g>`;
  const fig = person({
    x: 280,
    y: 936,
    scale: 0.96,
    body: 'nude',
    hair: 'long',
    look: 1,
    legs: {
      l: [
        [-52, -100],
        [-118, -100],
      ],
      r: [
        [66, -196],
        [70, -104],
      ],
      footDir: { l: -1, r: 1 },
    },
    armL: [[-84, -280], [-132, -236], 110, { grip: true }],
    armR: [[84, -280], [140, -238], 70, { grip: true }],
  });
  // hands at (153, 709) and (414, 707) in card space
  const jars = jar(140, 716, -120) + jar(428, 714, 120);
  const sL = 'M112 730C96 750 92 790 104 826';
  const sR = 'M456 728C474 750 482 790 470 830';
  const streams = [sL, sR]
    .map((d) => line(d, 5, { stroke: C.teal, opacity: 0.8 }) + line(d, 1.5, { stroke: C.text }))
    .join('');
  const pool =
    `<path d="M50 820C100 806 190 810 220 836L230 872H50Z" fill="#1a2a4a"/>` +
    line('M50 820C100 806 190 810 220 836L230 872', 1.8, { stroke: C.teal }) +
    line('M70 846q20 -6 40 0t40 0', 1.1, { stroke: C.teal, opacity: 0.7 }) +
    line('M104 826q-10 6 -20 2M104 826q10 6 20 2', 1.2, { stroke: C.text });
  const land =
    `<path d="M220 836C300 820 420 828 550 820V872H230Z" fill="#160e31"/>` +
    line('M220 836C300 820 420 828 550 820', 1.8);
  let stars =
    glow(300, 270, 150) + bigStar(300, 270, 76, 8) + rays(300, 270, 86, 120, 16, { w: 1, color: C.soft });
  const small = [
    [130, 230],
    [470, 230],
    [100, 360],
    [500, 360],
    [170, 450],
    [430, 450],
    [300, 420],
  ];
  for (const [x, y] of small) stars += glow(x, y, 30) + bigStar(x, y, 20, 8);
  const tree =
    tube('M512 826C508 760 518 700 508 600', 9) +
    tube('M510 680L476 650M508 640L534 612', 5) +
    shape(
      'M470 610C446 600 450 560 478 560C480 530 520 524 530 548C556 540 568 580 548 596C552 620 520 630 506 616C496 630 470 628 470 610Z',
    ) +
    line('M486 580q10 -6 20 0M510 596q10 -6 18 2', 1, { opacity: 0.6 });
  const ibis =
    shape(ellipsePath(508, 542, 16, 10)) +
    tube('M520 538C528 530 526 518 520 512', 4) +
    shape(circlePath(520, 510, 5)) +
    line('M524 510C532 512 538 520 540 530', 2.2) +
    line('M500 550l-4 12M510 551l0 11', 1.4);
  return stars + tree + ibis + land + pool + fig + jars + streams;
}

const glyphMedallion = (x, y, key, r = 30) =>
  cloud(x, y + r * 0.75, r * 3.7) +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.night}" stroke="${C.gold}" stroke-width="1.8"/>` +
  `<circle cx="${x}" cy="${y}" r="${r - 5}" fill="none" stroke="${C.gold}" stroke-width=".8" opacity=".6"/>` +
  `<path d="${SIGN_GLYPHS[key]}" transform="translate(${x - r * 0.55} ${y - r * 0.55}) scale(${(r * 1.1) / 24})" fill="none" stroke="${C.soft}" stroke-width="${f2((1.5 / ((r * 1.1) / 24)) * 1.3)}" stroke-linecap="round" stroke-linejoin="round"/>`;

const drops = (pts) =>
  pts
    .map(
      ([x, y]) => `<path d="M${x} ${y}c-6 -6 -5 -14 0 -20c5 6 6 14 0 20Z" fill="${C.soft}" opacity=".85"/>`,
    )
    .join('');

// ------------------------------------------------------------------ 18 · A Lua
function lua() {
  const mx0 = 300;
  const my0 = 296;
  let moon = glow(mx0, my0, 170, 'tealhalo') + glow(mx0, my0, 130);
  for (let i = 0; i < 32; i++) {
    const a = (i * Math.PI) / 16;
    const r2 = i % 2 ? 118 : 136;
    moon += line(
      `M${f2(mx0 + 92 * Math.cos(a))} ${f2(my0 + 92 * Math.sin(a))}L${f2(mx0 + r2 * Math.cos(a))} ${f2(my0 + r2 * Math.sin(a))}`,
      i % 2 ? 1 : 1.6,
      { stroke: C.soft },
    );
  }
  moon += shape(circlePath(mx0, my0, 84), 2, 'url(#fig)');
  moon += shape(crescent(mx0, my0, 84, { angle: 0, k: 0.46, inner: 0.9 }), 1.8, 'url(#goldfill)');
  // profile face on the inner edge of the crescent
  moon += line(`M${mx0 - 20} ${my0 - 50}q-6 10 -2 16q-10 4 -8 10l10 2q-8 10 -2 18q6 2 8 10`, 1.8, {
    stroke: C.night,
  });
  moon += line(`M${mx0 - 40} ${my0 - 20}q6 4 12 0`, 1.8, { stroke: C.night });
  const tower = (x) =>
    shape(`M${x - 26} 790V560H${x + 26}V790Z`) +
    shape(`M${x - 30} 560v-16h10v8h10v-8h10v8h10v-8h10v16Z`, 1.6) +
    shape(`M${x - 7} 620v-22q7 -10 14 0v22Z`, 1.4, C.night) +
    `<path d="M${x - 4} 616c-3 -5 -2 -10 4 -14c4 4 5 9 0 14Z" fill="${C.soft}"/>`;
  const land =
    `<path d="M50 780Q300 760 550 780V872H50Z" fill="#160e31"/>` + line('M50 780Q300 760 550 780', 1.8);
  const pool =
    `<path d="M170 872C180 830 240 810 300 810C360 810 420 830 430 872Z" fill="#1a2a4a"/>` +
    line('M170 872C180 830 240 810 300 810C360 810 420 830 430 872', 1.8, { stroke: C.teal }) +
    line('M210 850q20 -6 40 0t40 0t40 0t40 0', 1, { stroke: C.teal, opacity: 0.7 });
  const path = line('M300 812C280 760 330 720 300 680S290 620 300 580', 1.3, {
    'stroke-dasharray': '5 7',
    opacity: 0.75,
  });
  // crayfish climbing out of the pool
  let cray = '';
  for (let i = 0; i < 5; i++) cray += shape(ellipsePath(0, 14 + i * 11, 11 - i * 1.2, 7), 1.6);
  cray += shape('M-12 68l12 -10l12 10l-12 8Z', 1.6);
  cray += shape(ellipsePath(0, 0, 12, 14), 1.8);
  cray += tube('M-8 -8C-20 -20 -22 -34 -18 -44', 5) + tube('M8 -8C20 -20 22 -34 18 -44', 5);
  cray +=
    shape('M-18 -44c-10 -4 -12 -18 -4 -24c2 8 6 10 10 10c-2 6 -2 10 -6 14Z', 1.6) +
    shape('M18 -44c10 -4 12 -18 4 -24c-2 8 -6 10 -10 10c2 6 2 10 6 14Z', 1.6);
  cray += line(
    'M-4 -12C-12 -40 -30 -50 -40 -70M4 -12C12 -40 30 -50 40 -70M-11 8l-14 -4M-11 20l-14 2M-10 32l-12 6M11 8l14 -4M11 20l14 2M10 32l12 6',
    1.1,
  );
  return (
    moon +
    drops([
      [220, 440],
      [380, 440],
      [260, 490],
      [340, 490],
      [300, 460],
      [180, 500],
      [420, 500],
    ]) +
    mountains(720, 7) +
    land +
    tower(110) +
    tower(490) +
    path +
    dog(170, 800, { scale: 0.72, howl: true }) +
    dog(430, 800, { scale: 0.72, howl: true, wolf: true, flip: true }) +
    pool +
    `<g transform="translate(300 812) scale(.95)">${cray}</g>`
  );
}

// ------------------------------------------------------------------ 19 · O Sol
function sol() {
  const cx = 300;
  const cy = 300;
  let sun = glow(cx, cy, 200) + rays(cx, cy, 98, 170, 16, { w: 2, color: C.gold });
  for (let i = 0; i < 16; i++) {
    const a = (i + 0.5) * (Math.PI / 8);
    const p = (r, da = 0) => `${f2(cx + r * Math.cos(a + da))} ${f2(cy + r * Math.sin(a + da))}`;
    sun += line(`M${p(98)}Q${p(118, 0.06)} ${p(128)}T${p(150)}`, 1.4, { stroke: C.soft });
  }
  sun +=
    shape(circlePath(cx, cy, 86), LW, 'url(#goldfill)') +
    line(circlePath(cx, cy, 76), 1, { stroke: C.night, opacity: 0.4 });
  sun += line(
    `M${cx - 36} ${cy - 12}q12 9 24 0M${cx + 12} ${cy - 12}q12 9 24 0M${cx} ${cy - 6}l-6 24h10M${cx - 22} ${cy + 34}q22 14 44 0M${cx - 40} ${cy - 30}q14 -10 26 -4M${cx + 40} ${cy - 30}q-14 -10 -26 -4`,
    2.2,
    { stroke: C.night },
  );
  const wall =
    shape('M50 700H550V872H50Z', LW, '#24164d') +
    Array.from(
      { length: 6 },
      (_, r) =>
        line(`M50 ${700 + (r + 1) * 26}H550`, 1, { opacity: 0.55 }) +
        Array.from({ length: 9 }, (_, c) =>
          line(`M${f2(50 + c * 62 + (r % 2) * 31)} ${700 + r * 26}v26`, 1, { opacity: 0.55 }),
        ).join(''),
    ).join('') +
    shape('M44 686H556V702H44Z');
  const sunflower = (x, y) =>
    line(`M${x} ${y + 60}V${y}`, 1.6) +
    `<path d="${starPath(x, y, 20, 11, 12)}" fill="url(#goldfill)" stroke="${C.gold}" stroke-width="1"/>` +
    shape(circlePath(x, y, 8), 1.2, '#3a2577');
  const child = (x, flip, hair) =>
    person({
      x,
      y: 860,
      scale: 0.6,
      flip,
      body: 'nude',
      hair,
      look: 1,
      legs: {
        l: [
          [-24, -96],
          [-30, -8],
        ],
        r: [
          [24, -96],
          [30, -8],
        ],
      },
      armL: [
        [-64, -270],
        [-66, -204],
      ],
      armR: [[70, -300], [120, -310], 0],
      extra: shape('M-36 -176Q0 -150 36 -176L40 -140Q0 -120 -40 -140Z', LW / 0.6),
    });
  return (
    sun +
    drops([
      [140, 470],
      [460, 470],
      [200, 520],
      [400, 520],
      [300, 500],
      [110, 560],
      [490, 560],
    ]) +
    sunflower(110, 650) +
    sunflower(490, 650) +
    sunflower(160, 670) +
    sunflower(440, 670) +
    wall +
    child(232, false, 'short') +
    child(368, true, 'long')
  );
}

// ------------------------------------------------------------------ 20 · O Julgamento
function julgamento() {
  const trumpet =
    tube('M20 -360L200 -210', 7) +
    shape('M190 -226L236 -178L210 -160L180 -204Z', LW, 'url(#goldfill)') +
    shape('M100 -290L150 -250L150 -180L120 -196L100 -180Z', 1.8, C.text) +
    line('M125 -262V-196M112 -238H138', 3, { stroke: '#c0392b' });
  const angel = person({
    x: 300,
    y: 560,
    scale: 0.66,
    hair: 'long',
    look: 1,
    behind: wings(1.25, { up: 0.2 }),
    armL: [[-40, -300], [20, -350], -20, { over: true, grip: true }],
    armR: [[60, -290], [80, -300], -40, { over: true, grip: true }],
    holdR: trumpet,
  });
  const riser = (x, scale, hair) =>
    person({
      x,
      y: 930,
      scale,
      body: 'nude',
      hair,
      look: 0,
      armL: [[-86, -390], [-74, -470], -100],
      armR: [[86, -390], [74, -470], -80],
      legs: {
        l: [
          [-24, -100],
          [-26, -8],
        ],
        r: [
          [24, -100],
          [26, -8],
        ],
      },
    });
  const tomb = (x0, x1) =>
    shape(`M${x0} 800H${x1}L${x1 - 10} 872H${x0 + 10}Z`) +
    line(`M${x0 + 8} 812H${x1 - 8}`, 1.1, { opacity: 0.7 }) +
    shape(`M${x0 - 16} 790L${x0 + 4} 800V870L${x0 - 20} 860Z`, 1.8);
  const sea =
    `<path d="M50 760H550V872H50Z" fill="#1a2a4a"/>` +
    line('M50 760H550', 1.6, { stroke: C.teal }) +
    line('M70 780q20 -6 40 0t40 0t40 0M360 790q20 -6 40 0t40 0t40 0', 1, { stroke: C.teal, opacity: 0.6 });
  return (
    glow(300, 330, 190) +
    rays(300, 360, 110, 260, 30, { w: 1.1, color: C.soft, alt: 60 }) +
    mountains(740, 8) +
    sea +
    angel +
    cloud(300, 552, 380) +
    riser(150, 0.5, 'long') +
    riser(300, 0.56, 'short') +
    riser(450, 0.5, 'long') +
    tomb(90, 210) +
    tomb(240, 360) +
    tomb(390, 510)
  );
}

// ------------------------------------------------------------------ 21 · O Mundo
function mundo() {
  const cx = 300;
  const cy = 500;
  const rx = 158;
  const ry = 262;
  let wreath = line(ellipsePath(cx, cy, rx, ry), 2.2);
  const N = 44;
  for (let i = 0; i < N; i++) {
    const t = (i / N) * Math.PI * 2;
    if (Math.abs(Math.sin(t)) > 0.985) continue; // leave room for the ribbons
    const x = cx + rx * Math.cos(t);
    const y = cy + ry * Math.sin(t);
    const tx = -rx * Math.sin(t);
    const ty = ry * Math.cos(t);
    const a = (Math.atan2(ty, tx) * 180) / Math.PI;
    const leaf = 'M0 0C6 -8 18 -10 26 -6C18 -1 8 2 0 0Z';
    wreath += `<g transform="translate(${f2(x)} ${f2(y)}) rotate(${f2(a + 22)})"><path d="${leaf}" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.4"/></g>`;
    wreath += `<g transform="translate(${f2(x)} ${f2(y)}) rotate(${f2(a - 22)}) scale(1 -1)"><path d="${leaf}" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.4"/></g>`;
  }
  const ribbon = (y, up) => {
    const s = up ? -1 : 1;
    return (
      shape(
        `M${cx - 30} ${y - 12}L${cx + 30} ${y + 12}L${cx + 30} ${y - 12}L${cx - 30} ${y + 12}Z`,
        1.8,
        C.teal,
      ) +
      shape(
        `M${cx - 8} ${y}C${cx - 40} ${y + s * 20} ${cx - 50} ${y + s * 40} ${cx - 70} ${y + s * 44}L${cx - 60} ${y + s * 30}L${cx - 78} ${y + s * 30}C${cx - 50} ${y + s * 24} ${cx - 36} ${y + s * 10} ${cx - 8} ${y}Z`,
        1.4,
        C.teal,
      ) +
      shape(
        `M${cx + 8} ${y}C${cx + 40} ${y + s * 20} ${cx + 50} ${y + s * 40} ${cx + 70} ${y + s * 44}L${cx + 60} ${y + s * 30}L${cx + 78} ${y + s * 30}C${cx + 50} ${y + s * 24} ${cx + 36} ${y + s * 10} ${cx + 8} ${y}Z`,
        1.4,
        C.teal,
      )
    );
  };
  const sash =
    `<path d="M-40 -330C-80 -260 -20 -200 -50 -150C-70 -110 -30 -90 40 -120C20 -160 50 -220 60 -260C30 -220 0 -230 -10 -290Z" fill="${C.violet}" stroke="${C.gold}" stroke-width="${f2(LW / 0.78)}" stroke-linejoin="round"/>` +
    line('M-30 -300C-50 -240 -10 -190 -40 -150M20 -230C10 -190 30 -160 20 -130', 1.2 / 0.78);
  const dancer = person({
    x: 300,
    y: 700,
    scale: 0.78,
    body: 'nude',
    hair: 'long',
    look: 1,
    legs: {
      l: [
        [-10, -96],
        [-6, -6],
      ],
      r: [
        [70, -110],
        [10, -70],
      ],
      footDir: { l: -1, r: -1 },
    },
    armL: [[-84, -300], [-120, -250], 150, { grip: true }],
    armR: [[84, -300], [120, -250], 30, { grip: true }],
    holdL: wand(-104, -300, -136, -200, 7),
    holdR: wand(104, -300, 136, -200, 7),
    extra: sash,
  });
  return (
    glow(cx, cy, 220, 'tealhalo') +
    wreath +
    ribbon(cy - ry, true) +
    ribbon(cy + ry, false) +
    dancer +
    glyphMedallion(112, 240, 'aquarius') +
    glyphMedallion(488, 240, 'scorpio') +
    glyphMedallion(112, 800, 'taurus') +
    glyphMedallion(488, 800, 'leo')
  );
}

export const ARCANA = [
  { id: 0, numeral: '0', name: 'O Louco', draw: louco },
  { id: 1, numeral: 'I', name: 'O Mago', draw: mago },
  { id: 2, numeral: 'II', name: 'A Sacerdotisa', draw: sacerdotisa },
  { id: 3, numeral: 'III', name: 'A Imperatriz', draw: imperatriz },
  { id: 4, numeral: 'IV', name: 'O Imperador', draw: imperador },
  { id: 5, numeral: 'V', name: 'O Hierofante', draw: hierofante },
  { id: 6, numeral: 'VI', name: 'Os Enamorados', draw: enamorados },
  { id: 7, numeral: 'VII', name: 'O Carro', draw: carro },
  { id: 8, numeral: 'VIII', name: 'A Justiça', draw: justica },
  { id: 9, numeral: 'IX', name: 'O Eremita', draw: eremita },
  { id: 10, numeral: 'X', name: 'A Roda da Fortuna', draw: roda },
  { id: 11, numeral: 'XI', name: 'A Força', draw: forca },
  { id: 12, numeral: 'XII', name: 'O Enforcado', draw: enforcado },
  { id: 13, numeral: 'XIII', name: 'A Morte', draw: morte },
  { id: 14, numeral: 'XIV', name: 'A Temperança', draw: temperanca },
  { id: 15, numeral: 'XV', name: 'O Diabo', draw: diabo },
  { id: 16, numeral: 'XVI', name: 'A Torre', draw: torre },
  { id: 17, numeral: 'XVII', name: 'A Estrela', draw: estrela },
  { id: 18, numeral: 'XVIII', name: 'A Lua', draw: lua },
  { id: 19, numeral: 'XIX', name: 'O Sol', draw: sol },
  { id: 20, numeral: 'XX', name: 'O Julgamento', draw: julgamento },
  { id: 21, numeral: 'XXI', name: 'O Mundo', draw: mundo },
].map((c) => ({
  ...c,
  svg: () => arcanaCard({ id: c.id, numeral: c.numeral, name: c.name, art: c.draw() }),
}));
