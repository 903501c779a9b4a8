import type { Plugin } from 'vite';

/**
 * Preloads the faces the first paint uses (Inter 400 for text, Cinzel 600 for headings, which the
 * unweighted <h1> resolves to): index.html names them by their hashed file names, so they are fetched
 * with the stylesheet instead of after it.
 */
export const CRITICAL_FONTS = [
  /inter-latin-400-normal-[\w-]+\.woff2$/,
  /cinzel-latin-600-normal-[\w-]+\.woff2$/,
];

export function fontPreload(): Plugin {
  return {
    name: 'constelar-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return CRITICAL_FONTS.map((pattern) => {
          const file = files.find((f) => pattern.test(f));
          if (!file) throw new Error(`font-preload: no emitted file matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
