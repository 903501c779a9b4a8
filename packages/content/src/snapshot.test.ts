import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderSnapshot } from './snapshot';

it('snapshot.md is up to date with the texts (npm run snapshot -w @constelar/content)', () => {
  const committed = readFileSync(join(import.meta.dirname, '..', 'snapshot.md'), 'utf8');
  // toBe on the strings, so a failure prints the lines that differ.
  expect(committed).toBe(renderSnapshot());
});
