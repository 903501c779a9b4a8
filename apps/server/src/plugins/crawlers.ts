import { APP_ROUTES, HOROSCOPE_PATHS, type AppRoute } from '@constelar/contract/app-routes';

/**
 * The paths a sitemap lists: every page of the app that is public (no `noindex`) and has no parameter.
 * A page with parameters (a later /horoscopo/:sign) lists its own paths by adding them to `extra`.
 */
export function sitemapPaths(
  routes: readonly AppRoute[] = APP_ROUTES,
  extra: readonly string[] = HOROSCOPE_PATHS,
): string[] {
  const fixed = routes.filter((r) => !r.noindex && !r.pattern.includes(':')).map((r) => r.pattern);
  return [...new Set([...fixed, ...extra])];
}

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function sitemapXml(publicUrl: string, paths: readonly string[] = sitemapPaths()): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The API is no page to index; the link-preview card under /api/share stays reachable for crawlers. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /horoscopo',
    'Allow: /api/share/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
