// The 12 zodiac sign images (480×480) and icons (24×24, currentColor), in the arcana style.
import { C, LW, f2, line, starPath, circlePath, ellipsePath, starField, hashSeed, Sil } from './lib/svg.mjs';
import { escapeXml, glow } from './lib/card.mjs';
import { person, shape, tube, taper, sampleCurve, fist } from './lib/figures.mjs';
import { SIGN_GLYPHS, GLYPH_LABELS_PT, GLYPH_STROKE_WIDTH } from '../src/components/glyphs/glyph-paths.ts';

const sampleCurveLocal = (pts) => sampleCurve(pts, 7);

const S = 480;
const CX = 240;
const CY = 240;

function shell(code, art) {
  const seed = hashSeed(`sign-${code}`);
  let ticks = '';
  for (let i = 0; i < 72; i++) {
    const a = (i * Math.PI) / 36;
    const r1 = i % 6 === 0 ? 196 : 201;
    ticks += `M${f2(CX + r1 * Math.cos(a))} ${f2(CY + r1 * Math.sin(a))}L${f2(CX + 207 * Math.cos(a))} ${f2(CY + 207 * Math.sin(a))}`;
  }
  const cardinal = [0, 1, 2]
    .map((i) => {
      const a = Math.PI + (i * Math.PI) / 2;
      const x = CX + 213 * Math.cos(a);
      const y = CY + 213 * Math.sin(a);
      return `<path d="${starPath(x, y, 9, 3, 4)}" fill="${C.soft}" stroke="${C.night}" stroke-width="3" paint-order="stroke"/>`;
    })
    .join('');
  const gx = CX;
  const gy = 428;
  const gs = 34;
  const medallion =
    `<circle cx="${gx}" cy="${gy}" r="31" fill="${C.night}" stroke="${C.gold}" stroke-width="2.2"/>` +
    `<circle cx="${gx}" cy="${gy}" r="25.5" fill="none" stroke="${C.gold}" stroke-width=".9" opacity=".6"/>` +
    `<path d="${SIGN_GLYPHS[code]}" transform="translate(${gx - gs / 2} ${gy - gs / 2}) scale(${f2(gs / 24)})" fill="none" stroke="${C.soft}" stroke-width="${f2((2.6 * 24) / gs)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const corners = [
    [30, 30],
    [450, 30],
    [30, 450],
    [450, 450],
  ]
    .map(([x, y]) => `<path d="${starPath(x, y, 7, 2.2, 4)}" fill="${C.soft}" opacity=".8"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<title>${escapeXml(GLYPH_LABELS_PT[code] ?? code)}</title>
<defs>
<radialGradient id="bg" cx="50%" cy="45%" r="72%"><stop offset="0" stop-color="#352170"/><stop offset=".5" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.night}"/></radialGradient>
<linearGradient id="fig" gradientUnits="userSpaceOnUse" x1="0" y1="40" x2="0" y2="440"><stop offset="0" stop-color="#3a2577"/><stop offset="1" stop-color="#24164d"/></linearGradient>
<linearGradient id="goldfill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.soft}"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${C.soft}" stop-opacity=".45"/><stop offset=".45" stop-color="${C.gold}" stop-opacity=".14"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>
<radialGradient id="tealhalo"><stop offset="0" stop-color="${C.teal}" stop-opacity=".2"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>
<clipPath id="disc"><circle cx="${CX}" cy="${CY}" r="194"/></clipPath>
</defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/>
${starField(seed + 7, { x: 0, y: 0, w: S, h: S, n: 50, sparkles: 0 })}
<circle cx="${CX}" cy="${CY}" r="194" fill="#1f1342" opacity=".55"/>
<g clip-path="url(#disc)">
${starField(seed, { x: 40, y: 40, w: 400, h: 400, n: 90, sparkles: 6 })}
${glow(CX, CY, 200, 'tealhalo')}
${art}
</g>
<circle cx="${CX}" cy="${CY}" r="194" fill="none" stroke="${C.gold}" stroke-width="2.4"/>
<path d="${ticks}" stroke="${C.gold}" stroke-width="1.1" opacity=".8"/>
<circle cx="${CX}" cy="${CY}" r="212" fill="none" stroke="${C.gold}" stroke-width="1.3" opacity=".7"/>
${cardinal}
${medallion}
${corners}
</svg>
`;
}

/** 24×24 icon from the shared glyph path. */
export function signIcon(code) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="${GLYPH_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="${escapeXml(GLYPH_LABELS_PT[code] ?? code)}"><path d="${SIGN_GLYPHS[code]}"/></svg>\n`;
}

const wave = (x0, x1, y, amp = 6, len = 30) => {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += len) d += `q${len / 4} ${-amp} ${len / 2} 0t${len / 2} 0`;
  return d;
};

// ---------------------------------------------------------------- figures

function ram() {
  const s = new Sil();
  const horn = (sx) => {
    const pts = [];
    for (let k = 0; k <= 40; k += 2) {
      const t = k / 40;
      const a = -Math.PI / 2 - 0.7 + t * Math.PI * 2.15;
      const r = 64 * (1 - t * 0.74);
      const x = 326 + Math.cos(a) * r;
      const y = 214 + Math.sin(a) * r;
      pts.push([sx > 0 ? x : 480 - x, y]);
    }
    return pts;
  };
  const H = { l: horn(-1), r: horn(1) };
  // face
  s.blob(
    'M240 138C280 138 294 168 290 206C286 248 274 290 264 318C258 338 250 348 240 348C230 348 222 338 216 318C206 290 194 248 190 206C186 168 200 138 240 138Z',
  );
  // ears
  s.blob('M196 236C172 250 146 252 130 244C146 230 170 224 194 224Z');
  s.blob('M284 236C308 250 334 252 350 244C334 230 310 224 286 224Z');
  const hornSvg = (P) => {
    let out = shape(taper(P, 38, 10), LW);
    for (let k = 1; k < P.length - 2; k += 1) {
      const [x, y] = P[k];
      const [x2, y2] = P[k + 1];
      const nx = -(y2 - y);
      const ny = x2 - x;
      const l = Math.hypot(nx, ny) || 1;
      const w = 17 * (1 - (k / P.length) * 0.7);
      out += line(
        `M${f2(x + (nx / l) * w)} ${f2(y + (ny / l) * w)}L${f2(x - (nx / l) * w)} ${f2(y - (ny / l) * w)}`,
        1,
        { opacity: 0.65 },
      );
    }
    return out;
  };
  s.raw(hornSvg(H.l) + hornSvg(H.r));
  // wool on the brow
  for (const [x, y] of [
    [226, 150],
    [240, 146],
    [254, 150],
    [233, 164],
    [247, 164],
    [240, 178],
  ])
    s.detail(`M${x - 6} ${y}a6 6 0 1 1 6 6`, 1.2);
  s.detail('M208 226q10 -7 20 0M252 226q10 -7 20 0', 2);
  s.raw(
    `<circle cx="218" cy="229" r="2.5" fill="${C.gold}"/><circle cx="262" cy="229" r="2.5" fill="${C.gold}"/>`,
  );
  s.detail('M240 196V300', 1, { opacity: 0.45 });
  s.raw(`<path d="M226 322q6 -8 12 0q-6 6 -12 0ZM242 322q6 -8 12 0q-6 6 -12 0Z" fill="${C.gold}"/>`);
  s.detail('M228 338q12 6 24 0', 1.4);
  const neck = shape('M176 440C182 380 204 340 222 332H258C276 340 298 380 304 440Z');
  const wool = [
    [200, 400],
    [226, 380],
    [254, 380],
    [280, 400],
    [214, 424],
    [266, 424],
    [240, 404],
  ]
    .map(([x, y]) => line(`M${x - 8} ${y}a8 8 0 1 1 8 8`, 1.2, { opacity: 0.8 }))
    .join('');
  return glow(240, 230, 130) + neck + wool + s.render('translate(0 6)');
}

function bull() {
  const s = new Sil();
  // horns
  s.blob('M196 170C160 168 120 150 104 104C126 130 160 140 200 140Z');
  s.blob('M284 170C320 168 360 150 376 104C354 130 320 140 280 140Z');
  // ears
  s.blob('M186 178C160 186 132 184 118 170C140 160 166 160 192 164Z');
  s.blob('M294 178C320 186 348 184 362 170C340 160 314 160 288 164Z');
  // head
  s.blob(
    'M240 128C284 128 300 150 296 190C292 228 286 262 282 290C280 318 266 336 240 336C214 336 200 318 198 290C194 262 188 228 184 190C180 150 196 128 240 128Z',
  );
  // muzzle over
  s.raw(shape(ellipsePath(240, 316, 44, 32)));
  s.raw(`<path d="M216 310q6 -8 12 0q-6 7 -12 0ZM252 310q6 -8 12 0q-6 7 -12 0Z" fill="${C.gold}"/>`);
  s.detail('M226 334q14 6 28 0', 1.4);
  s.detail('M206 210q10 -8 20 0M254 210q10 -8 20 0', 2);
  s.raw(
    `<circle cx="216" cy="214" r="2.5" fill="${C.gold}"/><circle cx="264" cy="214" r="2.5" fill="${C.gold}"/>`,
  );
  for (const [x, y] of [
    [222, 150],
    [240, 146],
    [258, 150],
    [231, 164],
    [249, 164],
  ])
    s.detail(`M${x - 6} ${y}a6 6 0 1 1 6 6`, 1.2);
  s.detail('M240 176V276M222 240q18 8 36 0', 1, { opacity: 0.5 });
  // neck and chest
  const neck = shape('M170 440C176 380 196 340 216 330H264C284 340 304 380 310 440Z');
  return neck + s.render('translate(0 20)');
}

function twins() {
  const star = (x, y) => `<path d="${starPath(x, y, 12, 4, 8)}" fill="url(#goldfill)"/>` + glow(x, y, 26);
  const a = person({
    x: 190,
    y: 400,
    scale: 0.66,
    body: 'tunic',
    hair: 'short',
    look: 1,
    legs: {
      l: [
        [-24, -96],
        [-30, -8],
      ],
      r: [
        [22, -96],
        [24, -8],
      ],
    },
    armL: [
      [-60, -262],
      [-62, -196],
    ],
    armR: [[60, -300], [112, -300], 0],
  });
  const b = person({
    x: 290,
    y: 400,
    scale: 0.66,
    body: 'tunic',
    hair: 'long',
    look: -1,
    legs: {
      l: [
        [-22, -96],
        [-24, -8],
      ],
      r: [
        [24, -96],
        [30, -8],
      ],
    },
    armL: [[-60, -300], [-112, -300], 180],
    armR: [
      [60, -262],
      [62, -196],
    ],
  });
  return star(190, 114) + star(290, 114) + a + b;
}

function crab() {
  const s = new Sil();
  // legs (four per side)
  for (let i = 0; i < 4; i++) {
    const y = 250 + i * 20;
    s.blob(
      taper(
        [
          [200, y],
          [140 - i * 6, y - 10 + i * 8],
          [110 - i * 8, y + 40 + i * 8],
        ],
        16,
        6,
        12,
      ),
    );
    s.blob(
      taper(
        [
          [280, y],
          [340 + i * 6, y - 10 + i * 8],
          [370 + i * 8, y + 40 + i * 8],
        ],
        16,
        6,
        12,
      ),
    );
  }
  // claws
  s.blob(
    taper(
      [
        [200, 230],
        [150, 190],
        [150, 150],
      ],
      22,
      18,
    ),
  );
  s.blob(
    taper(
      [
        [280, 230],
        [330, 190],
        [330, 150],
      ],
      22,
      18,
    ),
  );
  s.blob('M150 160C118 150 108 110 126 86C134 110 150 116 166 114C176 130 170 156 150 160Z');
  s.blob('M330 160C362 150 372 110 354 86C346 110 330 116 314 114C304 130 310 156 330 160Z');
  s.blob('M150 150C170 140 176 116 166 100C160 112 152 118 142 120Z');
  s.blob('M330 150C310 140 304 116 314 100C320 112 328 118 338 120Z');
  // carapace
  s.raw(
    shape(
      'M240 198C306 198 334 236 330 270C326 310 286 330 240 330C194 330 154 310 150 270C146 236 174 198 240 198Z',
    ),
  );
  s.raw(
    line('M176 250C200 236 280 236 304 250M186 290C210 304 270 304 294 290M240 236V304', 1.2, {
      opacity: 0.6,
    }),
  );
  s.raw(shape(circlePath(220, 190, 8)) + shape(circlePath(260, 190, 8)));
  s.raw(line('M220 198V208M260 198V208', 2));
  s.raw(
    `<circle cx="220" cy="190" r="3" fill="${C.gold}"/><circle cx="260" cy="190" r="3" fill="${C.gold}"/>`,
  );
  s.detail('M122 92l20 20M358 92l-20 20', 1);
  return glow(240, 250, 120) + s.render();
}

function leo() {
  const cx = 240;
  const cy = 226;
  const petals = (r, n, depth, rot = 0) => {
    let d = '';
    for (let k = 0; k <= n; k++) {
      const a = rot + (k * 2 * Math.PI) / n;
      const x = cx + r * Math.cos(a);
      const y = cy + r * 1.08 * Math.sin(a);
      if (k === 0) d += `M${f2(x)} ${f2(y)}`;
      else {
        const am = rot + ((k - 0.5) * 2 * Math.PI) / n;
        d += `Q${f2(cx + (r + depth) * Math.cos(am))} ${f2(cy + (r + depth) * 1.08 * Math.sin(am))} ${f2(x)} ${f2(y)}`;
      }
    }
    return d + 'Z';
  };
  let out = glow(cx, cy, 170);
  out += shape(petals(150, 18, 26), LW);
  out += shape(petals(122, 18, 20, 0.17), LW);
  out += line(petals(100, 18, 12), 1.1, { opacity: 0.6 });
  // ears
  out +=
    shape('M168 142C160 118 172 100 192 104C196 120 188 134 180 146Z') +
    shape('M312 142C320 118 308 100 288 104C284 120 292 134 300 146Z');
  // face
  out += shape(
    `M${cx} 130C290 130 316 162 314 210C312 250 296 290 276 310C264 322 252 330 ${cx} 330C228 330 216 322 204 310C184 290 168 250 166 210C164 162 190 130 ${cx} 130Z`,
  );
  // brow, eyes
  out += line('M196 198q18 -14 34 -2M284 198q-18 -14 -34 -2', 2);
  out += `<path d="M200 212q12 -8 24 0q-12 7 -24 0ZM256 212q12 -8 24 0q-12 7 -24 0Z" fill="url(#goldfill)" stroke="${C.gold}" stroke-width="1.4"/>`;
  out += `<circle cx="212" cy="212" r="3" fill="${C.night}"/><circle cx="268" cy="212" r="3" fill="${C.night}"/>`;
  // nose bridge and muzzle
  out += line('M228 220C230 240 228 256 226 264M252 220C250 240 252 256 254 264', 1.4);
  out += shape('M222 262H258L246 280H234Z', 1.8, 'url(#goldfill)');
  out += shape('M240 280V292C230 304 212 304 204 292M240 292C250 304 268 304 276 292', 1.8, 'none');
  out += `<path d="M240 280V292M240 292C230 304 212 304 204 292M240 292C250 304 268 304 276 292" fill="none" stroke="${C.gold}" stroke-width="2" stroke-linecap="round"/>`;
  out += line('M206 286l-26 -4M206 294l-24 6M274 286l26 -4M274 294l24 6', 1, { opacity: 0.7 });
  out += `<circle cx="212" cy="280" r="1.6" fill="${C.gold}"/><circle cx="220" cy="290" r="1.6" fill="${C.gold}"/><circle cx="268" cy="280" r="1.6" fill="${C.gold}"/><circle cx="260" cy="290" r="1.6" fill="${C.gold}"/>`;
  out += line('M226 318q14 8 28 0', 1.4);
  out += line('M240 150V176M226 154l4 18M254 154l-4 18', 1, { opacity: 0.6 });
  return out;
}

function maiden() {
  const wheat = (() => {
    let out = '';
    for (let i = -2; i <= 2; i++) {
      const a = i * 0.14 - 0.5;
      const x0 = 10;
      const y0 = -190;
      const tx = x0 + Math.sin(a) * 220;
      const ty = y0 - Math.cos(a) * 220;
      out += line(`M${x0} ${y0}L${f2(tx)} ${f2(ty)}`, 1.4 / 0.7);
      for (let k = 0; k < 4; k++) {
        const t = 0.66 + k * 0.09;
        const gx = x0 + (tx - x0) * t;
        const gy = y0 + (ty - y0) * t;
        out += `<g transform="translate(${f2(gx)} ${f2(gy)}) rotate(${f2((a * 180) / Math.PI)})"><path d="M0 0q-9 -5 -8 -16q8 4 8 16Zm0 0q9 -5 8 -16q-8 4 -8 16Z" fill="url(#fig)" stroke="${C.gold}" stroke-width="1.8"/></g>`;
      }
    }
    return out;
  })();
  const fig = person({
    x: 240,
    y: 410,
    scale: 0.72,
    hem: 66,
    look: -1,
    armL: [[-50, -250], [0, -210], 0, { over: true, grip: true }],
    armR: [[58, -262], [28, -196], 200, { over: true }],
    holdL: wheat,
    headgear: (sl, { hx, hy, r }) =>
      sl.raw(`<path d="${starPath(hx, hy - r - 24, 10, 4, 8)}" fill="${C.soft}"/>`),
  });
  return fig;
}

function libra() {
  const pan = (x) =>
    line(`M${x} 200L${x - 50} 300M${x} 200L${x + 50} 300M${x} 200V300`, 1.3) +
    shape(
      `M${x - 62} 300H${x + 62}Q${x + 50} 336 ${x} 340Q${x - 50} 336 ${x - 62} 300Z`,
      LW,
      'url(#goldfill)',
    ) +
    line(`M${x - 48} 312H${x + 48}`, 1, { stroke: C.night, opacity: 0.5 });
  return (
    glow(240, 200, 150) +
    shape('M228 160H252V380H228Z') +
    shape('M196 380H284L300 410H180Z') +
    line('M234 180V370M246 180V370', 1, { opacity: 0.6 }) +
    tube('M110 190Q240 170 370 190', 10) +
    shape(circlePath(240, 176, 16), LW, 'url(#goldfill)') +
    `<path d="${starPath(240, 176, 9, 3.5, 8)}" fill="${C.night}"/>` +
    shape('M236 150L240 120L244 150Z', 1.8) +
    shape(circlePath(110, 192, 7)) +
    shape(circlePath(370, 192, 7)) +
    pan(110) +
    pan(370)
  );
}

function scorpion() {
  const s = new Sil();
  // legs
  for (let i = 0; i < 4; i++) {
    const y = 236 + i * 18;
    s.blob(
      taper(
        [
          [226, y],
          [180, y - 16 + i * 6],
          [160, y + 20 + i * 10],
        ],
        10,
        5,
      ),
    );
    s.blob(
      taper(
        [
          [254, y],
          [300, y - 16 + i * 6],
          [320, y + 20 + i * 10],
        ],
        10,
        5,
      ),
    );
  }
  // claws
  s.blob(
    taper(
      [
        [226, 210],
        [180, 190],
        [166, 140],
      ],
      14,
      12,
    ),
  );
  s.blob(
    taper(
      [
        [254, 210],
        [300, 190],
        [314, 140],
      ],
      14,
      12,
    ),
  );
  s.blob('M166 150C140 140 136 104 152 84C156 104 170 110 184 108C190 126 184 146 166 150Z');
  s.blob('M314 150C340 140 344 104 328 84C324 104 310 110 296 108C290 126 296 146 314 150Z');
  // body segments
  const body = [
    [240, 210, 26, 22],
    [240, 244, 32, 18],
    [240, 274, 34, 18],
    [240, 304, 32, 18],
    [240, 332, 26, 16],
  ];
  for (const [x, y, rx, ry] of body) s.raw(shape(ellipsePath(x, y, rx, ry)));
  // tail arcing up and over to the right
  const tail = [
    [240, 358],
    [262, 380],
    [300, 388],
    [338, 370],
    [360, 330],
    [364, 286],
    [350, 250],
  ];
  s.raw(shape(taper(tail, 28, 16, 24)));
  const ts = sampleCurveLocal(tail);
  for (let i = 1; i < ts.length - 1; i++) {
    const [x, y] = ts[i];
    const [x2, y2] = ts[i + 1];
    const nx = -(y2 - y);
    const ny = x2 - x;
    const l = Math.hypot(nx, ny) || 1;
    const w = 13 - i * 0.5;
    s.raw(
      line(
        `M${f2(x + (nx / l) * w)} ${f2(y + (ny / l) * w)}Q${f2(x + (x2 - x) * 0.3)} ${f2(y + (y2 - y) * 0.3)} ${f2(x - (nx / l) * w)} ${f2(y - (ny / l) * w)}`,
        1.3,
      ),
    );
  }
  s.raw(
    shape(
      'M346 256C334 232 338 206 358 196C352 212 358 224 368 232C366 244 358 254 346 256Z',
      LW,
      'url(#goldfill)',
    ),
  );
  s.raw(
    `<circle cx="232" cy="200" r="2.6" fill="${C.gold}"/><circle cx="248" cy="200" r="2.6" fill="${C.gold}"/>`,
  );
  return glow(240, 260, 120) + s.render('translate(-10 -6)');
}

// Sagittarius is the centaur: a horse's body with a human torso drawing a bow, aimed up at the sky.
function archer() {
  const s = new Sil();
  // horse body, neck joint and four legs (front pair raised mid-stride)
  s.ell(196, 318, 92, 44);
  s.blob(
    taper(
      [
        [150, 330],
        [140, 372],
        [132, 418],
      ],
      26,
      14,
    ),
  );
  s.blob(
    taper(
      [
        [124, 326],
        [108, 370],
        [104, 418],
      ],
      28,
      14,
    ),
  );
  s.blob(
    taper(
      [
        [248, 336],
        [262, 376],
        [254, 418],
      ],
      24,
      14,
    ),
  );
  s.blob(
    taper(
      [
        [270, 326],
        [298, 356],
        [292, 392],
      ],
      22,
      13,
    ),
  );
  // human torso rising from the withers, with shoulders, neck and head
  s.blob(
    taper(
      [
        [256, 318],
        [262, 268],
        [268, 226],
      ],
      66,
      50,
    ),
  );
  s.ell(268, 226, 38, 16);
  s.blob(
    taper(
      [
        [268, 222],
        [268, 196],
      ],
      16,
      14,
    ),
  );
  s.circ(268, 172, 22);
  // tail
  s.blob(
    taper(
      [
        [106, 300],
        [82, 318],
        [72, 356],
        [80, 392],
      ],
      16,
      6,
    ),
  );
  // arms: the front one holds the bow out, the other draws the string back to the chin
  s.blob(
    taper(
      [
        [300, 224],
        [330, 200],
        [356, 176],
      ],
      18,
      12,
    ),
  );
  s.blob(
    taper(
      [
        [236, 228],
        [222, 206],
        [252, 196],
        [284, 196],
      ],
      18,
      12,
    ),
  );
  let out = s.render();
  const bow = 'M336 104C394 118 404 196 374 236';
  out += line(bow, 7, { stroke: C.gold }) + line(bow, 3, { stroke: '#3a2577' });
  out += line('M336 104L286 196L374 236', 1.2, { stroke: C.soft });
  out += line('M286 196L408 142', 3, { stroke: C.soft });
  out += `<path d="M414 139l-18 -4 4 13Z" fill="${C.soft}"/>`;
  out += line('M296 191l-10 -7M296 191l-6 9M304 188l-10 -7M304 188l-6 9', 1.5, { stroke: C.soft });
  out += fist(360, 172, -40) + fist(286, 196, 0);
  // face, hair, chest and hooves
  out += line('M274 168q4 -3 8 0', 1.4) + line('M248 170c-2 -20 16 -34 36 -24', 2.4);
  out += line('M254 244c8 6 20 6 28 0', 1, { opacity: 0.6 });
  out += line('M126 418h14M96 418h16M246 418h16M286 392l10 2', 2);
  out += line('M228 300c-20 12 -50 14 -80 6M244 348c-30 8 -70 8 -100 -2', 1, { opacity: 0.55 });
  return glow(360, 150, 90) + out;
}

function seaGoat() {
  const s = new Sil();
  // fish tail curling to the right
  s.blob(
    taper(
      [
        [220, 300],
        [300, 330],
        [360, 300],
        [370, 240],
        [340, 210],
      ],
      80,
      16,
      44,
    ),
  );
  s.blob('M340 214C320 190 316 160 330 140C340 170 356 180 380 178C370 200 356 212 340 214Z');
  // goat body, front legs and head (facing left)
  s.ell(210, 290, 70, 46);
  s.blob(
    taper(
      [
        [170, 300],
        [130, 330],
        [120, 380],
      ],
      20,
      12,
    ),
  );
  s.blob(
    taper(
      [
        [200, 310],
        [170, 350],
        [176, 396],
      ],
      20,
      12,
    ),
  );
  s.blob(
    taper(
      [
        [190, 268],
        [160, 220],
        [150, 190],
      ],
      60,
      42,
    ),
  );
  s.raw(
    shape(
      'M160 170C130 170 110 190 100 214C96 226 104 236 118 234C130 232 140 224 150 222C166 220 182 206 180 186C178 176 172 170 160 170Z',
    ),
  );
  s.raw(shape('M156 172C164 130 194 100 230 100C206 112 188 136 176 176Z', LW, 'url(#goldfill)'));
  s.raw(shape('M140 176C130 160 128 144 136 130C142 148 152 160 162 170Z'));
  s.raw(shape('M112 230C108 250 114 264 124 270C124 256 122 244 118 232Z'));
  s.raw(`<circle cx="138" cy="194" r="2.6" fill="${C.gold}"/>`);
  s.detail('M104 216q4 2 8 0', 1.4);
  s.detail('M186 210v-6M176 176l6 -6M194 174l-4 -8', 0.9, { opacity: 0.6 });
  // scales along the tail
  for (const [x, y] of [
    [262, 318],
    [288, 326],
    [314, 324],
    [276, 296],
    [302, 304],
    [330, 302],
    [344, 276],
    [350, 252],
  ])
    s.detail(`M${x - 8} ${y}a8 8 0 0 0 16 0`, 1.1, { opacity: 0.8 });
  s.detail('M122 380l-8 4M176 396l-8 4', 2);
  return glow(240, 250, 130, 'tealhalo') + s.render('translate(0 10)');
}

function waterBearer() {
  const urn =
    `<g transform="translate(100 -336) rotate(100)">` +
    shape('M-20 -30C-36 -4 -30 30 0 36C30 30 36 -4 20 -30L12 -44H-12Z', LW / 0.7, 'url(#goldfill)') +
    line('M-16 -34H16M-24 4H24', 1.6, { stroke: C.night, opacity: 0.6 }) +
    shape('M22 -10C40 -12 44 10 28 16', LW / 0.7, 'none') +
    `</g>`;
  const fig = person({
    x: 200,
    y: 410,
    scale: 0.7,
    hem: 64,
    hair: 'long',
    look: 1,
    armL: [[-30, -250], [30, -236], 0, { over: true }],
    armR: [[90, -270], [100, -336], -90, { grip: true }],
    holdR: urn,
  });
  const w = 'M306 170C340 190 350 240 360 290C368 330 400 370 440 392';
  const water =
    line(w, 12, { stroke: C.teal, opacity: 0.45 }) +
    line(w, 2.4, { stroke: C.text }) +
    line('M312 180C338 200 342 240 350 290', 1.2, { stroke: C.teal });
  const waves =
    line(wave(40, 460, 392, 7, 40), 2.2, { stroke: C.teal }) +
    line(wave(40, 460, 412, 6, 40), 1.4, { stroke: C.teal, opacity: 0.6 });
  return fig + water + waves;
}

function fishPair() {
  const fish = (x, y, flip, rot) => {
    const s = new Sil();
    s.blob('M-80 0C-50 -46 40 -50 70 -10C76 -4 76 4 70 10C40 50 -50 46 -80 0Z');
    s.blob('M-70 0L-120 -36C-112 -12 -112 12 -120 36Z');
    s.blob('M-10 -40C0 -62 24 -66 40 -58C26 -50 16 -40 14 -34Z');
    s.blob('M-10 40C0 58 20 62 34 56C22 50 14 42 12 36Z');
    s.raw(
      `<circle cx="46" cy="-8" r="5" fill="none" stroke="${C.gold}" stroke-width="1.8"/><circle cx="46" cy="-8" r="2" fill="${C.gold}"/>`,
    );
    s.detail('M30 -28C38 -14 38 14 30 28', 1.6);
    for (let i = 0; i < 4; i++)
      for (let j = -1; j <= 1; j++)
        s.detail(`M${-40 + i * 18} ${j * 16 - 8}a9 9 0 0 0 0 16`, 1, { opacity: 0.7 });
    s.detail('M-112 -26L-76 0L-112 26M-100 -18v36', 1, { opacity: 0.7 });
    return s.render(`translate(${x} ${y}) rotate(${rot}) scale(${flip ? -1 : 1} 1)`);
  };
  const cord = line('M290 150C360 180 370 260 240 240S110 300 190 340', 2.2, {
    stroke: C.soft,
    'stroke-dasharray': '1 0',
  });
  return (
    glow(240, 240, 150, 'tealhalo') +
    cord +
    fish(300, 150, false, 10) +
    fish(180, 330, true, 10) +
    line(wave(40, 460, 410, 6, 36), 1.8, { stroke: C.teal, opacity: 0.7 })
  );
}

export const SIGNS = [
  { code: 'aries', draw: ram },
  { code: 'taurus', draw: bull },
  { code: 'gemini', draw: twins },
  { code: 'cancer', draw: crab },
  { code: 'leo', draw: leo },
  { code: 'virgo', draw: maiden },
  { code: 'libra', draw: libra },
  { code: 'scorpio', draw: scorpion },
  { code: 'sagittarius', draw: archer },
  { code: 'capricorn', draw: seaGoat },
  { code: 'aquarius', draw: waterBearer },
  { code: 'pisces', draw: fishPair },
].map((s) => ({ ...s, svg: () => shell(s.code, s.draw()) }));
