import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RunnerTestSuite } from 'vitest';
import { VitestTestRunner } from 'vitest/runners';

/**
 * Lanes that share one list of files (scripts/test.mjs sets E2E_CLAIMS to a directory they all see): a
 * file runs in the lane that claims it first, and every other lane skips it whole, its hooks included.
 * A claim is a directory made with mkdir, which the system makes for one caller only, named by the file's
 * path from the root (scripts/test.mjs's claimOf names it alike).
 */
export default class LaneRunner extends VitestTestRunner {
  override async onBeforeRunSuite(suite: RunnerTestSuite) {
    const claims = process.env.E2E_CLAIMS;
    if (claims && suite.file === suite && suite.mode !== 'skip' && !claim(claims, suite.file.filepath)) {
      suite.mode = 'skip';
    }
    return super.onBeforeRunSuite(suite);
  }
}

function claim(dir: string, filepath: string): boolean {
  try {
    mkdirSync(join(dir, relative(process.cwd(), filepath).replaceAll('/', '__')));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
