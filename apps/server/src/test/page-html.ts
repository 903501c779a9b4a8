import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Reading the pages the server writes with their words (reach.md §1), as a reader without JavaScript would.

/** A built web app's index.html in a folder of its own: #root and the entry script, nothing else. */
export function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'constelar-web-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="description" content="x" /><title>t</title></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  return root;
}

/** The text a reader without JavaScript sees: the markup without its tags, entities decoded. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every script of a type (JSON-LD, the page's data), parsed. */
export const scriptsOf = (html: string, type: string) =>
  [
    ...html.matchAll(
      new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>([\\s\\S]*?)</script>`, 'g'),
    ),
  ].map((m) => JSON.parse(m[1]!) as unknown);

/** What the server wrote inside #root. */
export const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
