// Writes packages/content/snapshot.md. Run: npm run snapshot -w @constelar/content
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSnapshot } from '../src/snapshot';

writeFileSync(join(import.meta.dirname, '..', 'snapshot.md'), renderSnapshot());
console.log('snapshot.md written');
