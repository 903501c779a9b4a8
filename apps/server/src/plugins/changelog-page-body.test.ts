import type { Changelog } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { CHANGELOG_INTRO } from '@constelar/content/changelog-words';
import { changelogBody, releaseDate } from './changelog-page-body';
import { escapeHtml } from './page-head';

// reach.md §1: /changelog carries its releases in the HTML, the very answer of GET /api/changelog.

const release = (version: string, title: string, description: string | null): Changelog => ({
  id: `id-${version}`,
  version,
  title,
  description,
  isPublished: true,
  releaseDate: '2026-05-03T12:00:00.000Z',
  createdBy: { name: 'Admin' },
  changes: [
    { type: 'feature', description: 'O horóscopo <da semana> & do mês', icon: 'sparkles' },
    { type: 'fix', description: 'A Lua fora de curso no fuso certo', icon: 'bug' },
  ],
  createdAt: '2026-05-03T12:00:00.000Z',
  updatedAt: '2026-05-03T12:00:00.000Z',
});

describe('the changelog page in the HTML', () => {
  it('writes the h1, every release with its date, title, description and changes, and the answer', () => {
    const entries = [
      release('1.10.0', 'Céu do mês', 'Tudo novo.\nE mais.'),
      release('1.9.0', 'Sinastria', null),
    ];
    const body = changelogBody(entries);
    expect(body.html).toMatch(/<h1[^>]*>Changelog<\/h1>/);
    // The intro comes from packages/content, the same words the app draws.
    expect(body.html).toContain(`>${CHANGELOG_INTRO}</p>`);
    for (const entry of entries) {
      expect(body.html).toContain(`>v${entry.version}</span>`);
      expect(body.html).toContain(`>${escapeHtml(entry.title)}</h2>`);
      if (entry.description) expect(body.html).toContain(`>${escapeHtml(entry.description)}</p>`);
      for (const c of entry.changes) expect(body.html).toContain(`>${escapeHtml(c.description)}</span>`);
    }
    expect(body.html).toContain('<time datetime="2026-05-03T12:00:00.000Z">03 de mai, 2026</time>');
    expect(body.html.match(/Mais recente/g)).toHaveLength(1);
    expect(body.html).toContain('>Nova Feature<');
    expect(body.html).toContain('>Correção<');
    expect(body.queries).toEqual([{ key: ['changelog', 'published'], data: entries }]);
  });

  it('says when nothing is published yet, and dates a release in Brasília', () => {
    expect(changelogBody([]).html).toContain('Nenhum changelog publicado ainda');
    // 02:00 UTC on the 1st is still the 31st in Brasília.
    expect(releaseDate('2026-06-01T02:00:00.000Z')).toBe('31 de mai, 2026');
  });
});
