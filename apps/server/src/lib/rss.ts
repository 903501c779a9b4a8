/** One RSS 2.0 item; `description` is HTML, escaped into the XML here. */
export interface RssItem {
  title: string;
  link: string;
  description: string;
  /** RFC 822, as Date.prototype.toUTCString writes it. */
  pubDate: string;
  /** Stable and not a URL: readers recognise an item they already have by it. */
  guid: string;
}

export interface RssChannel {
  title: string;
  link: string;
  /** The feed's own URL, for atom:link rel="self". */
  self: string;
  description: string;
  /** RFC 822. */
  lastBuildDate: string;
  /** Minutes a reader may keep the feed before asking again. */
  ttlMinutes: number;
  items: readonly RssItem[];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text and attribute values for XML; characters XML 1.0 forbids are dropped. */
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** An RSS 2.0 document (https://www.rssboard.org/rss-specification), pt-BR, with its atom:link. */
export function rssXml(channel: RssChannel): string {
  const e = escapeXml;
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      <title>${e(item.title)}</title>`,
      `      <link>${e(item.link)}</link>`,
      `      <description>${e(item.description)}</description>`,
      `      <pubDate>${e(item.pubDate)}</pubDate>`,
      `      <guid isPermaLink="false">${e(item.guid)}</guid>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${e(channel.title)}</title>`,
    `    <link>${e(channel.link)}</link>`,
    `    <atom:link href="${e(channel.self)}" rel="self" type="application/rss+xml" />`,
    `    <description>${e(channel.description)}</description>`,
    '    <language>pt-BR</language>',
    `    <lastBuildDate>${e(channel.lastBuildDate)}</lastBuildDate>`,
    `    <ttl>${channel.ttlMinutes}</ttl>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
