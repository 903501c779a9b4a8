import { describe, expect, it } from 'vitest';
import { exportFileName } from './download-filename';

const day = new Date(2025, 7, 26);

describe('exportFileName', () => {
  it('reads the quoted file name', () => {
    expect(exportFileName('attachment; filename="constelar-data-export-2025-08-25.json"', day)).toBe(
      'constelar-data-export-2025-08-25.json',
    );
  });
  it('prefers filename*', () => {
    expect(exportFileName("attachment; filename=a.json; filename*=UTF-8''d%C3%A1dos.json", day)).toBe(
      'dádos.json',
    );
  });
  it('reads an unquoted name and never a folder', () => {
    expect(exportFileName('attachment; filename=../x.json', day)).toBe('.._x.json');
  });
  it('falls back to the product name and the local date', () => {
    expect(exportFileName(null, day)).toBe('constelar-data-export-2025-08-26.json');
    expect(exportFileName('attachment', day)).toBe('constelar-data-export-2025-08-26.json');
  });
});
