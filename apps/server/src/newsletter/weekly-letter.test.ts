import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../db/schema';
import { createMailer } from '../mail/create-mailer';
import { parseMime } from '../mail/parse-mime';
import { recordingLog } from '../mail/recording-log';
import { postgresAvailable } from '../test/postgres';
import { buildTestApp, type TestApp } from '../test/test-app';
import { mondayOf, queueWeeklyLetters, weekEvents } from './weekly-letter';
import { nextWeeklyLetterAt } from './weekly-scheduler';

// sky.md §7: "A semana no céu", every Monday at 09:00 in São Paulo, to confirmed subscribers.

const run = promisify(execFile);
const hasPostgres = await postgresAvailable();

describe('when the letter goes out', () => {
  it('is the next Monday 09:00 in São Paulo (12:00 UTC)', () => {
    expect(mondayOf(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-23'); // a Thursday
    expect(mondayOf(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-16'); // still Sunday in São Paulo
    expect(nextWeeklyLetterAt(new Date('2026-11-23T11:59:00Z')).at.toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
    expect(nextWeeklyLetterAt(new Date('2026-11-23T12:00:01Z')).at.toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    );
    expect(nextWeeklyLetterAt(new Date('2026-11-29T20:00:00Z'))).toEqual({
      monday: '2026-11-30',
      at: new Date('2026-11-30T12:00:00Z'),
    });
  });

  it('holds the week’s events, Monday to Sunday in Brasília time', () => {
    const events = weekEvents('2024-01-22');
    // The full moon of 25 January 2024, 17:54 UTC.
    expect(
      events.some((e) => e.type === 'phase' && e.kind === 'full' && e.time.startsWith('2024-01-25T17:5')),
    ).toBe(true);
    for (const e of events) {
      const when = e.type === 'void-of-course' ? e.end : e.time;
      expect(when >= '2024-01-22T03:00:00Z').toBe(true);
    }
    expect(events.some((e) => e.type === 'void-of-course')).toBe(true);
  });
});

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('queueing the weekly letter on $driver', ({ driver, run: enabled }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (enabled) t = await buildTestApp({ driver, env: { PUBLIC_URL: 'https://constelar.test' } });
  });
  afterAll(async () => t?.close());

  it.runIf(enabled)(
    'mails each confirmed subscriber once a week, with the way out in its headers',
    async () => {
      const now = new Date();
      await t.database.db.insert(newsletterSubscriptions).values([
        { email: 'lua@exemplo.com', source: 'landing', confirmedAt: now },
        { email: 'sol@exemplo.com', source: 'landing', confirmedAt: now },
        { email: 'pendente@exemplo.com', source: 'landing' },
        { email: 'saiu@exemplo.com', source: 'landing', confirmedAt: now, unsubscribedAt: now },
      ]);
      const mail = createMailer({ db: t.database.db, config: t.config, log: recordingLog().log });
      const deps = { config: t.config, db: t.database.db, mail };
      expect(await queueWeeklyLetters(deps, '2024-01-22')).toBe(2);
      expect(await queueWeeklyLetters(deps, '2024-01-22')).toBe(0); // a second instance, or a restart
      expect(await mail.flush()).toBe(2);

      const outbox = join(t.config.dataDir, 'outbox');
      const letters = readdirSync(outbox)
        .filter((f) => f.includes('weekly-letter'))
        .map((f) => parseMime(readFileSync(join(outbox, f), 'utf8')));
      expect(letters.map((m) => m.headers.get('to')).sort()).toEqual(['lua@exemplo.com', 'sol@exemplo.com']);
      for (const letter of letters) {
        expect(letter.headers.get('subject')).toMatch(/A semana no céu/);
        expect(letter.headers.get('list-unsubscribe')).toMatch(
          /^<https:\/\/constelar\.test\/api\/newsletter\/unsubscribe\?token=/,
        );
        expect(letter.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
        expect(letter.text).toMatch(/Lua Cheia/);
        expect(letter.text).toMatch(/\d{2}h\d{2}/);
      }
      await mail.stop();
    },
  );
});

describe('npm run newsletter:send -- --dry-run', () => {
  it('writes the week’s letter to the outbox and sends nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'constelar-letter-'));
    try {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/newsletter-send.ts', '--dry-run'],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
          cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
        },
      );
      const files = readdirSync(join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(stdout).toContain(files[0]);
      const letter = parseMime(readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8'));
      expect(letter.headers.get('subject')).toMatch(/^A semana no céu/);
      // No database was opened: a dry run leaves nothing behind but the file (and the generated secret).
      expect(readdirSync(dataDir).filter((f) => f !== 'jwt-secret')).toEqual(['outbox']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
