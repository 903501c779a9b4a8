import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema';
import { createMailer } from '../../mail/create-mailer';
import { parseMime } from '../../test/parse-mime';
import { recordingLog } from '../../test/recording-log';
import { postgresAvailable } from '../../test/postgres';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { mondayOf, queueWeeklyLetters, weekEvents } from './weekly-letter';
import { nextWeeklyLetterAt } from '../../newsletter/weekly-scheduler';

// sky.md §7: "A semana no céu", every Monday at 09:00 in São Paulo, to confirmed subscribers.

const run = promisify(execFile);

/** The outbox's letters for a week, once `count` of them are there (several workers may deliver). */
async function lettersOfWeek(dataDir: string, week: string, count: number) {
  const outbox = join(dataDir, 'outbox');
  const read = () =>
    readdirSync(outbox)
      .filter((f) => f.includes('weekly-letter'))
      .map((f) => parseMime(readFileSync(join(outbox, f), 'utf8')))
      .filter((m) => m.headers.get('subject')?.includes(week));
  await expect.poll(() => read().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return read();
}
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
      await mail.flush();
      // The app's own mail worker polls the same queue: the letters go out through one or the other.
      const letters = await lettersOfWeek(t.config.dataDir, '22 a 28 de janeiro', 2);
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

  it.runIf(enabled && driver === 'postgres')(
    'sends once per address even when two instances queue and deliver the same week at once',
    async () => {
      const now = new Date();
      const emails = Array.from({ length: 12 }, (_, i) => `duas.instancias.${i}@exemplo.com`);
      await t.database.db
        .insert(newsletterSubscriptions)
        .values(emails.map((email) => ({ email, source: 'landing', confirmedAt: now })));
      const progress: number[] = [];
      const instances = [0, 1].map(() => {
        const mail = createMailer({ db: t.database.db, config: t.config, log: recordingLog().log });
        return { config: t.config, db: t.database.db, mail };
      });
      const queued = await Promise.all(
        instances.map((deps) => queueWeeklyLetters(deps, '2024-02-05', (p) => progress.push(p.done))),
      );
      // Every confirmed address of the table (these twelve and the two above), once between the two.
      expect(queued[0]! + queued[1]!).toBe(14);
      expect(progress).toContain(14);
      await Promise.all(instances.map((deps) => deps.mail.flush()));
      const sent = await lettersOfWeek(t.config.dataDir, '5 a 11 de fevereiro', 14);
      expect(sent.map((m) => m.headers.get('to')).sort()).toEqual(
        [...emails, 'lua@exemplo.com', 'sol@exemplo.com'].sort(),
      );
      await Promise.all(instances.map((deps) => deps.mail.stop()));
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
          cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
        },
      );
      const files = readdirSync(join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(stdout).toContain(files[0]);
      const letter = parseMime(readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8'));
      expect(letter.headers.get('subject')).toMatch(/^A semana no céu/);
      // No database was opened: a dry run leaves nothing behind but the file (and the generated JWT and VAPID keys).
      expect(readdirSync(dataDir).filter((f) => !['jwt-secret', 'vapid-keys.json'].includes(f))).toEqual([
        'outbox',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
