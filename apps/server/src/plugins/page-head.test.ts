import { describe, expect, it } from 'vitest';
import { escapeHtml, headFor, renderIndexHtml } from './page-head';

const TEMPLATE =
  '<html><head>\n<meta name="description" content="x" />\n<title>x</title>\n</head><body></body></html>';

describe('renderIndexHtml', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('replaces the title and description and adds preview tags inside the head', () => {
    const { head, preview } = headFor('/changelog', 'https://c.example/');
    const html = renderIndexHtml(TEMPLATE, head, preview);
    expect(html).toContain('<title>Changelog · Constelar</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:url" content="https://c.example/changelog" />');
    expect(html).toContain('<link rel="canonical" href="https://c.example/changelog" />');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
  });

  it('marks unknown paths as not found and keeps them out of search engines', () => {
    const { route, head, preview } = headFor('/n%C3%A3o-existe', 'https://c.example');
    expect(route).toBeUndefined();
    expect(preview).toBe(false);
    const html = renderIndexHtml(TEMPLATE, head, preview);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
  });

  it('matches percent-encoded paths against the decoded route list', () => {
    expect(headFor('/pol%C3%ADtica', 'https://c.example').route).toBeUndefined();
    expect(headFor('/politica-de-privacidade', 'https://c.example').route?.pattern).toBe(
      '/politica-de-privacidade',
    );
    expect(headFor('/resultado/%E0%A4%A', 'https://c.example').route?.pattern).toBe('/resultado/:reportId?');
  });
});
