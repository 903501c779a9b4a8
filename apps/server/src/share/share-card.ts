import type { Sign } from '@constelar/core/codes';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { arcanumArt, GOLD, shareFonts, signGlyph, SOFT_GOLD } from './share-assets';
import { backdrop, halo, haloReach, inlineLayers } from './share-layers';

/** What a share image may show of a report: first name, three signs and one arcanum, nothing else. */
export interface ShareCardData {
  firstName: string;
  sun: Sign;
  moon: Sign;
  ascendant: Sign | null;
  arcanum: { id: number; name: string };
}

export const SHARE_FORMATS = {
  link: { width: 1200, height: 630 },
  stories: { width: 1080, height: 1920 },
} as const;
export type ShareFormat = keyof typeof SHARE_FORMATS;

// The palette of shared/guide/visual.md.
export const TEAL = '#2dd4bf';
export const TEXT = '#ede9fe';
export const MUTED = '#a5a0c8';

export type Style = Record<string, string | number>;
export interface Node {
  type: string;
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
}
export type Child = Node | string;

export const div = (style: Style, children?: Child | Child[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, ...(children === undefined ? {} : { children }) },
});
export const img = (src: string, width: number, height: number, style: Style = {}): Node => ({
  type: 'img',
  props: { src, width, height, style },
});

const placements = (data: ShareCardData, size: number): Node[] =>
  (
    [
      [data.sun, 'Sol'],
      [data.moon, 'Lua'],
      [data.ascendant, 'Ascendente'],
    ] as const
  ).flatMap(([sign, label]) => (sign ? [placement(sign, label, size)] : []));

/**
 * A box with CSS's `box-shadow: 0 0 {blur}px` in gold at 20 %, drawn from a halo prepared once
 * (share-layers.ts) instead of a blur filter on every render. `width`×`height` is the box's outer size,
 * its borders included (satori adds a border outside an explicit width).
 */
export function glowing(width: number, height: number, radius: number, blur: number, box: Node): Node {
  const reach = haloReach(blur);
  return div({ position: 'relative', flexShrink: 0 }, [
    img(halo(width, height, radius, blur, GOLD, 0.2), width + 2 * reach, height + 2 * reach, {
      position: 'absolute',
      left: -reach,
      top: -reach,
    }),
    // Positioned, so it paints over its halo.
    { ...box, props: { ...box.props, style: { ...box.props.style, position: 'relative' } } },
  ]);
}

/** A round frame for a glyph, gold-rimmed, glowing. */
export function glyphRing(sign: Sign, size: number, glyph: number, blur: number, border = 3): Node {
  return glowing(
    size + 2 * border,
    size + 2 * border,
    size / 2 + border,
    blur,
    div(
      {
        width: size,
        height: size,
        borderRadius: size / 2,
        border: `${border}px solid ${GOLD}88`,
        backgroundColor: '#2d1b5ecc',
        alignItems: 'center',
        justifyContent: 'center',
      },
      img(signGlyph(sign), glyph, glyph),
    ),
  );
}

function card(art: number, width: number, height: number): Node {
  // The art, 10 px of frame and a 2 px rim on each side.
  return div(
    { alignSelf: 'center' },
    glowing(
      width + 24,
      height + 24,
      24,
      60,
      div(
        {
          padding: 10,
          borderRadius: 24,
          border: `2px solid ${GOLD}88`,
          backgroundColor: '#1a1033',
        },
        img(arcanumArt(art), width, height, { borderRadius: 16 }),
      ),
    ),
  );
}

export const brand = (size: number): Node =>
  div(
    { fontFamily: 'Inter', fontWeight: 600, fontSize: size, letterSpacing: size * 0.35, color: TEAL },
    'CONSTELAR',
  );

function placement(sign: Sign, label: string, size: number): Node {
  return div({ alignItems: 'center', gap: size * 0.6 }, [
    div(
      {
        width: size * 2.4,
        height: size * 2.4,
        borderRadius: size * 1.2,
        border: `2px solid ${GOLD}66`,
        backgroundColor: '#2d1b5ecc',
        alignItems: 'center',
        justifyContent: 'center',
      },
      img(signGlyph(sign), size * 1.5, size * 1.5),
    ),
    div({ flexDirection: 'column' }, [
      div(
        { fontFamily: 'Inter', fontSize: size * 0.62, color: MUTED, letterSpacing: 2 },
        label.toUpperCase(),
      ),
      div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: size, color: SOFT_GOLD }, SIGN_NAMES[sign]),
    ]),
  ]);
}

const title = (name: string, size: number, alignItems = 'flex-start'): Node =>
  div(
    {
      flexDirection: 'column',
      alignItems,
      fontFamily: 'Cinzel',
      fontWeight: 700,
      color: GOLD,
      lineHeight: 1.15,
    },
    [div({ fontSize: size * 0.55, color: SOFT_GOLD }, 'A Constelação de'), div({ fontSize: size }, name)],
  );

const arcanumLine = (data: ShareCardData, size: number): Node =>
  div({ flexDirection: 'column', gap: 4 }, [
    div({ fontFamily: 'Inter', fontSize: size * 0.62, color: MUTED, letterSpacing: 2 }, 'ARCANO PESSOAL'),
    div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: size, color: TEXT }, data.arcanum.name),
  ]);

/**
 * The whole canvas with its margins. satori adds a root's padding to its size (the image would crop the
 * far edges), so the margin is an inner box of explicit size instead.
 */
export function canvas(format: ShareFormat, [x, y]: [number, number], style: Style, children: Child[]): Node {
  const { width, height } = SHARE_FORMATS[format];
  return div({ width, height, position: 'relative' }, [
    img(backdrop(width, height), width, height, { position: 'absolute', left: 0, top: 0 }),
    // Positioned too, so it paints over the backdrop, as CSS paints positioned boxes in order.
    div(
      {
        position: 'relative',
        width: width - 2 * x,
        height: height - 2 * y,
        marginLeft: x,
        marginTop: y,
        ...style,
      },
      children,
    ),
  ]);
}

function linkLayout(data: ShareCardData): Node {
  return canvas('link', [48, 48], { gap: 56, alignItems: 'center' }, [
    card(data.arcanum.id, 300, 500),
    div({ flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, height: 500 }, [
      brand(20),
      title(data.firstName, 54),
      div({ flexDirection: 'column', gap: 12 }, placements(data, 26)),
      arcanumLine(data, 26),
    ]),
  ]);
}

function storiesLayout(data: ShareCardData): Node {
  return canvas(
    'stories',
    [90, 130],
    { flexDirection: 'column', alignItems: 'center', justifyContent: 'space-between' },
    [
      brand(30),
      title(data.firstName, 84, 'center'),
      card(data.arcanum.id, 420, 700),
      div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: 44, color: TEXT }, data.arcanum.name),
      div({ flexDirection: 'column', gap: 26, width: 560 }, placements(data, 42)),
      div({ fontFamily: 'Inter', fontSize: 30, color: MUTED }, 'Descubra a sua no Constelar'),
    ],
  );
}

function siteLayout(): Node {
  const signs: Sign[] = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo'];
  const more: Sign[] = ['libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
  const row = (list: Sign[]) =>
    div(
      { gap: 22 },
      list.map((s) => img(signGlyph(s, `${GOLD}cc`), 44, 44)),
    );
  return canvas('link', [48, 48], { gap: 64, alignItems: 'center' }, [
    card(17, 300, 500),
    div({ flexDirection: 'column', justifyContent: 'center', gap: 34, flexGrow: 1 }, [
      brand(22),
      div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: 88, color: GOLD }, 'Constelar'),
      div(
        { fontFamily: 'Inter', fontSize: 34, color: TEXT, lineHeight: 1.35, maxWidth: 640 },
        'Seu guia para as estrelas e os arquétipos.',
      ),
      div({ flexDirection: 'column', gap: 18 }, [row(signs), row(more)]),
      div({ fontFamily: 'Inter', fontSize: 24, color: MUTED }, 'Mapa astral · Numerologia · Arcanos do tarô'),
    ]),
  ]);
}

export async function toPng(node: Node, width: number, height: number): Promise<Buffer> {
  // satori's element type is React's; a plain { type, props } tree is what it reads.
  const svg = await satori(node as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: shareFonts(),
  });
  // Text is already paths; system fonts would only cost start-up time.
  const png = await renderAsync(inlineLayers(svg), {
    font: { loadSystemFonts: false },
    fitTo: { mode: 'original' },
  });
  return png.asPng();
}

/** A report's share image: 1200×630 for link previews, 1080×1920 for stories. */
export function renderShareCard(data: ShareCardData, format: ShareFormat): Promise<Buffer> {
  const { width, height } = SHARE_FORMATS[format];
  return toPng(format === 'link' ? linkLayout(data) : storiesLayout(data), width, height);
}

/** The site's own 1200×630 card, for every page whose preview shows no report. */
export function renderSiteCard(): Promise<Buffer> {
  return toPng(siteLayout(), 1200, 630);
}

function signLayout(sign: Sign): Node {
  return canvas('link', [64, 56], { gap: 72, alignItems: 'center' }, [
    glyphRing(sign, 380, 240, 80),
    div({ flexDirection: 'column', justifyContent: 'center', gap: 28, flexGrow: 1 }, [
      brand(22),
      div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: 40, color: SOFT_GOLD }, 'Horóscopo do dia'),
      div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: 96, color: GOLD }, SIGN_NAMES[sign]),
      div(
        { fontFamily: 'Inter', fontSize: 30, color: TEXT, lineHeight: 1.35, maxWidth: 600 },
        'A Lua, os aspectos e os eventos do céu de hoje, lidos para o seu signo solar.',
      ),
    ]),
  ]);
}

/** The 1200×630 card of a sign's horóscopo pages (the same every day: the page's text changes, not it). */
export function renderSignCard(sign: Sign): Promise<Buffer> {
  return toPng(signLayout(sign), 1200, 630);
}
