import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPaths, sitemapXml } from './crawlers';

describe('crawler files', () => {
  it('lists the public pages without parameters, and takes more paths', () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/ceu');
    expect(paths.some((p) => p.includes(':'))).toBe(false);
    expect(paths).not.toContain('/dashboard');
    const routes = [{ pattern: '/horoscopo/:sign', title: 'x', description: 'y' }];
    expect(sitemapPaths(routes, ['/horoscopo/aries', '/horoscopo/aries'])).toEqual(['/horoscopo/aries']);
  });

  it('writes absolute, escaped URLs at the public origin', () => {
    const xml = sitemapXml('https://c.example/', ['/', '/a&b']);
    expect(xml).toContain('<loc>https://c.example/</loc>');
    expect(xml).toContain('<loc>https://c.example/a&amp;b</loc>');
    expect(robotsTxt('https://c.example/')).toContain('Sitemap: https://c.example/sitemap.xml');
  });
});
