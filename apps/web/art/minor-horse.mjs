// The knights' horse, in the silhouette style of lib/figures.mjs: hooves at (0, 0), facing the viewer's
// right, withers about 280 units up; the rider is drawn first so the horse's back hides the robe's hem.
import { C, Sil, f2, line } from './lib/svg.mjs';
import { taper } from './lib/figures.mjs';

export function horse(x, y, { scale = 1 } = {}) {
  const s = new Sil({ scale });
  s.ell(0, -230, 135, 62);
  s.blob(
    taper(
      [
        [88, -250],
        [126, -320],
        [148, -376],
      ],
      92,
      56,
    ),
  );
  s.blob(
    taper(
      [
        [138, -384],
        [180, -362],
        [214, -334],
      ],
      54,
      30,
    ),
  );
  s.blob(`M132 -400l6 -30l14 26Z`);
  // Legs: the near foreleg lifted mid-stride, the others planted.
  s.blob(
    taper(
      [
        [96, -200],
        [128, -132],
        [104, -78],
      ],
      30,
      13,
      18,
    ),
  );
  s.blob(
    taper(
      [
        [72, -190],
        [76, -100],
        [80, -8],
      ],
      28,
      12,
      16,
    ),
  );
  s.blob(
    taper(
      [
        [-92, -200],
        [-116, -104],
        [-104, -8],
      ],
      36,
      12,
      18,
    ),
  );
  s.blob(
    taper(
      [
        [-64, -196],
        [-70, -100],
        [-60, -8],
      ],
      30,
      12,
      16,
    ),
  );
  s.limb('M-130 -250C-170 -236 -178 -170 -160 -120', 16);
  // Mane, eye, nostril, hooves and the rider's boot.
  s.detail('M134 -396C112 -360 100 -320 90 -282M126 -380q-14 10 -18 24M116 -352q-14 10 -16 24', 1.5);
  s.raw(`<circle cx="178" cy="-370" r="3.2" fill="${C.soft}"/>`);
  s.detail('M206 -334q4 4 2 8M150 -356q20 10 40 4', 1.2);
  s.detail('M94 -86l20 6M66 -12h28M-118 -12h28M-76 -12h28', 2);
  s.raw(
    `<path d="${taper(
      [
        [10, -268],
        [14, -210],
        [22, -168],
      ],
      24,
      14,
    )}" fill="url(#fig)" stroke="${C.gold}" stroke-width="${f2(2.6 / scale)}" stroke-linejoin="round"/>` +
      line('M6 -164h32', 2),
  );
  return s.render(`translate(${f2(x)} ${f2(y)}) scale(${scale})`);
}
