import type { Changelog } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  emptyForm,
  formFromChangelog,
  hasErrors,
  newChangeRow,
  toChangelogInput,
  validateChangelogForm,
} from './changelog-form';

describe('changelog form', () => {
  it('starts empty, unpublished, with one feature row', () => {
    const form = emptyForm();
    expect(form).toMatchObject({ version: '', title: '', description: '', isPublished: false });
    expect(form.changes).toHaveLength(1);
    expect(form.changes[0]).toMatchObject({ type: 'feature', description: '' });
  });

  it('gives every new row its own key', () => {
    expect(newChangeRow().key).not.toBe(newChangeRow().key);
  });

  it('requires version, title and every change description', () => {
    const form = emptyForm();
    form.changes.push(newChangeRow('fix', 'Corrige o mapa'));
    form.version = '   ';
    const errors = validateChangelogForm(form);
    expect(errors.version).toBe(MESSAGES.version);
    expect(errors.title).toBe(MESSAGES.title);
    expect(errors.rows).toEqual({ [form.changes[0]!.key]: MESSAGES.change });
    expect(hasErrors(errors)).toBe(true);
  });

  it('requires at least one change', () => {
    const errors = validateChangelogForm({ ...emptyForm(), version: '1.0.0', title: 'T', changes: [] });
    expect(errors).toEqual({ changes: MESSAGES.noChanges });
  });

  it('accepts a complete form and trims the body, with a blank description as null', () => {
    const form = {
      version: ' 1.2.0 ',
      title: ' Luas novas ',
      description: '  ',
      isPublished: true,
      changes: [newChangeRow('security', ' Senhas mais fortes ')],
    };
    expect(hasErrors(validateChangelogForm(form))).toBe(false);
    expect(toChangelogInput(form)).toEqual({
      version: '1.2.0',
      title: 'Luas novas',
      description: null,
      isPublished: true,
      changes: [{ type: 'security', description: 'Senhas mais fortes' }],
    });
  });

  it('fills the form from a saved changelog, unknown types falling back to feature', () => {
    const saved: Changelog = {
      id: 'x',
      version: '2.0.0',
      title: 'Grande lua',
      description: null,
      isPublished: true,
      releaseDate: '2025-01-01T00:00:00.000Z',
      createdBy: { name: 'Ana' },
      changes: [
        { type: 'fix', description: 'A', icon: 'bug' },
        // A type from an older release, which the contract no longer names.
        { type: 'legacy' as 'feature', description: 'B', icon: 'sparkles' },
      ],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    const form = formFromChangelog(saved);
    expect(form).toMatchObject({ version: '2.0.0', title: 'Grande lua', description: '', isPublished: true });
    expect(form.changes.map((c) => [c.type, c.description])).toEqual([
      ['fix', 'A'],
      ['feature', 'B'],
    ]);
  });
});
