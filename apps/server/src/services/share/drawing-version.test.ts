import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawingInputs, drawingVersion } from '../../../drawing-version.mjs';

describe('the drawing version the build writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'drawing-version-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('moves when the code or any file a drawing reads changes, and only then', () => {
    const bundle = file('work-worker.js', 'export const draw = () => "Sol em Áries";');
    const icon = file('aries.svg', '<svg stroke="currentColor"/>');
    const first = drawingVersion([bundle, icon]);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(drawingVersion([bundle, icon])).toBe(first);
    file('aries.svg', '<svg stroke="currentColor" stroke-width="2"/>');
    const iconChanged = drawingVersion([bundle, icon]);
    expect(iconChanged).not.toBe(first);
    file('work-worker.js', 'export const draw = () => "Sol em Touro";');
    expect(drawingVersion([bundle, icon])).not.toBe(iconChanged);
  });

  it('tells apart bytes moved from one file to the next', () => {
    const a = file('a.svg', 'ab');
    const b = file('b.svg', 'c');
    const before = drawingVersion([a, b]);
    file('a.svg', 'a');
    file('b.svg', 'bc');
    expect(drawingVersion([a, b])).not.toBe(before);
  });

  it('covers the bundle, the sign icons, the arcana, the fonts and the renderers', () => {
    const inputs = drawingInputs('/dist/work-worker.js');
    expect(inputs[0]).toBe('/dist/work-worker.js');
    expect(inputs.filter((path) => path.includes('/public/images/signs/icons/'))).toHaveLength(12);
    expect(inputs.filter((path) => path.includes('/art/arcana/'))).toHaveLength(22);
    expect(inputs.filter((path) => path.endsWith('.woff'))).toHaveLength(3);
    expect(inputs.some((path) => path.endsWith('satori/package.json'))).toBe(true);
    expect(inputs.some((path) => path.endsWith('resvg-js/package.json'))).toBe(true);
  });
});
