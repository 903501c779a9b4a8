/** The next page's `before` from `Link: </api/reports?before=…>; rel="next"`, or null without one. */
export function nextBeforeFromLink(link: string | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (!match?.[1]) continue;
    const before = new URL(match[1], 'http://x').searchParams.get('before');
    if (before) return before;
  }
  return null;
}
