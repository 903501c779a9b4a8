import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import { freePort } from '../test/child-server';
import { postgresAvailable } from '../test/postgres';
import { createMailer, MAX_ATTEMPTS } from './create-mailer';
import type { Mailer, OutgoingMail } from './mailer';
import { recordingLog } from '../test/recording-log';
import { newsletterHeaders } from './templates/newsletter-headers';
import { verifyEmailMessage } from './templates/verify-email';
import {
  makeEverythingDue,
  mailRows,
  openTestMailDatabase,
  type TestMailDatabase,
} from '../test/mail-database';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';

const hasPostgres = await postgresAvailable();
const MAIL_FROM = 'Constelar <nao-responda@constelar.app>';
const LINK = 'https://constelar.app/confirmar-email?token=segredo-do-link-0123456789abcdef';

function verifyMail(to = 'maria@exemplo.com.br'): OutgoingMail {
  return { kind: 'verify-email', to, ...verifyEmailMessage({ name: 'Maria José', link: LINK }) };
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each([
  { driver: 'pglite' as const, run: true },
  { driver: 'postgres' as const, run: hasPostgres },
])('the mailer over SMTP on $driver', ({ driver, run }) => {
  let t: TestMailDatabase;
  let smtp: TestSmtpServer;
  const mailers: Mailer[] = [];
  const mailerFor = (database: Database, smtpUrl: string | undefined = smtp.url) => {
    const recorder = recordingLog();
    const mailer = createMailer({
      db: database.db,
      config: { smtpUrl, mailFrom: MAIL_FROM, dataDir: t.dataDir },
      log: recorder.log,
    });
    mailers.push(mailer);
    return { mailer, ...recorder };
  };

  beforeAll(async () => {
    if (!run) return;
    t = await openTestMailDatabase(driver);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await Promise.all(mailers.map((m) => m.stop()));
    await smtp?.close();
    await t?.close();
  });
  beforeEach(async () => {
    if (!run) return;
    await Promise.all(mailers.splice(0).map((m) => m.stop()));
    await t.database.db.delete(mailQueue);
    smtp.received.length = 0;
    smtp.rejectNext(0);
  });

  it.runIf(run)(
    'delivers a queued message with both parts and its headers, then clears the bodies',
    async () => {
      const { mailer, dump, lines } = mailerFor(t.database);
      expect(mailer.transport).toBe('smtp');
      const headers = newsletterHeaders({
        unsubscribeUrl: 'https://constelar.app/api/newsletter/unsubscribe?token=t0k',
        mailto: 'descadastro@constelar.app',
      });
      expect(await mailer.send({ ...verifyMail(), headers })).toBe(true);
      expect(smtp.received).toHaveLength(0); // send() only queues
      expect(await mailer.flush()).toBe(1);

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      const [row] = await mailRows(t.database);
      expect(mail.envelopeTo).toEqual(['maria@exemplo.com.br']);
      expect(mail.headers.get('to')).toBe('maria@exemplo.com.br');
      expect(mail.headers.get('from')).toBe(MAIL_FROM);
      expect(mail.headers.get('subject')).toBe('Confirme seu e-mail no Constelar');
      expect(mail.headers.get('message-id')).toBe(`<${row!.id}@constelar.app>`);
      expect(mail.headers.get('list-unsubscribe')).toBe(headers['List-Unsubscribe']);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.contentType).toMatch(/^multipart\/alternative/);
      expect(mail.text).toContain('Olá, Maria!'); // the first name (issue #37)
      expect(mail.text!.split(/\r?\n/)).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK}"`);

      expect(row).toMatchObject({ attempts: 1, text_body: null, html_body: null, locked: false, sent: true });
      expect(row!.last_error).toBeNull();
      expect(await mailer.flush()).toBe(0);
      expect(smtp.received).toHaveLength(1);

      expect(lines).toEqual([
        expect.objectContaining({
          level: 'info',
          message: 'e-mail enviado',
          details: { kind: 'verify-email', mailId: row!.id, domain: 'exemplo.com.br', attempts: 1 },
        }),
      ]);
      expect(dump()).not.toMatch(/segredo-do-link|maria@|Olá/);
    },
  );

  it.runIf(run)('says false and queues nothing for a dedupe key already queued', async () => {
    const { mailer } = mailerFor(t.database);
    expect(await mailer.send({ ...verifyMail(), dedupeKey: 'semana:maria' })).toBe(true);
    expect(await mailer.send({ ...verifyMail(), dedupeKey: 'semana:maria' })).toBe(false);
    expect(await mailer.flush()).toBe(1);
    expect(await mailer.send({ ...verifyMail(), dedupeKey: 'semana:maria' })).toBe(false);
    expect(await mailer.flush()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it.runIf(run)('retries a refused message with back-off and delivers it once', async () => {
    const { mailer, dump, lines } = mailerFor(t.database);
    smtp.rejectNext(1, 451);
    await mailer.send(verifyMail());
    expect(await mailer.flush()).toBe(0);
    const [waiting] = await mailRows(t.database);
    expect(waiting).toMatchObject({ sent: false, failed: false, locked: false, attempts: 1 });
    expect(waiting!.due_in_s).toBeGreaterThan(20); // 30 s ± 10 %, on the database clock
    expect(waiting!.due_in_s).toBeLessThan(34);
    expect(waiting!.last_error).toMatch(/^EENVELOPE 451/);
    expect(waiting!.text_body).not.toBeNull();
    expect(lines[0]).toMatchObject({ level: 'warn', details: { attempts: 1, domain: 'exemplo.com.br' } });

    expect(await mailer.flush()).toBe(0); // not due yet
    await makeEverythingDue(t.database);
    expect(await mailer.flush()).toBe(1);
    expect(smtp.received.map((m) => m.headers.get('subject'))).toEqual(['Confirme seu e-mail no Constelar']);
    const [sent] = await mailRows(t.database);
    expect(sent).toMatchObject({ attempts: 2, text_body: null, sent: true });
    expect(dump()).not.toContain(smtp.password);
    expect(dump()).not.toContain('maria@');
  });

  it.runIf(run)('gives up at once on a permanent refusal (5xx), keeping the row for inspection', async () => {
    const { mailer, lines } = mailerFor(t.database);
    smtp.rejectNext(1, 550);
    await mailer.send(verifyMail());
    expect(await mailer.flush()).toBe(0);
    const [row] = await mailRows(t.database);
    expect(row).toMatchObject({ sent: false, failed: true, attempts: 1, text_body: null, html_body: null });
    expect(row!.last_error).toMatch(/^EENVELOPE 550/);
    expect(lines.map((l) => l.level)).toEqual(['error']);
    await makeEverythingDue(t.database);
    expect(await mailer.flush()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it.runIf(run)(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const { mailer, lines } = mailerFor(t.database);
    await mailer.send(verifyMail());
    await t.database.db.execute(sql`UPDATE mail_queue SET attempts = ${MAX_ATTEMPTS - 1}`);
    smtp.rejectNext(1, 421);
    expect(await mailer.flush()).toBe(0);
    const [row] = await mailRows(t.database);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent: false, failed: true });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        details: expect.objectContaining({ attempts: MAX_ATTEMPTS }),
      }),
    ]);
  });

  it.runIf(run)('delivers in the background once started: send() wakes the worker', async () => {
    const { mailer } = mailerFor(t.database);
    mailer.start();
    await mailer.send(verifyMail('a@exemplo.com.br'));
    await t.database.db.transaction(async (tx) => {
      await mailer.send(verifyMail('b@exemplo.com.br'), tx);
    });
    // Well under the 5 s poll: the wake-ups did it.
    await until(() => smtp.received.length === 2, 3_000);
    await mailer.stop();
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'a@exemplo.com.br',
      'b@exemplo.com.br',
    ]);
  });

  it.runIf(run)('boots with the SMTP server down, keeps the mail, and delivers once it is up', async () => {
    const port = await freePort();
    const url = `smtp://constelar:senha-secreta@127.0.0.1:${port}`;
    const { mailer, dump } = mailerFor(t.database, url); // must neither throw nor connect
    mailer.start();
    await mailer.stop();
    for (const n of [1, 2, 3]) await mailer.send(verifyMail(`p${n}@exemplo.com.br`));
    const started = Date.now();
    expect(await mailer.flush()).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    const rows = await mailRows(t.database);
    // The first refusal ends the pass: the other two were handed back untried.
    expect(rows.map((r) => r.attempts)).toEqual([1, 0, 0]);
    expect(rows[0]!.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(rows.every((r) => !r.sent && !r.locked && r.text_body !== null)).toBe(true);

    const late = await startTestSmtpServer({ port });
    try {
      await makeEverythingDue(t.database);
      expect(await mailer.flush()).toBe(3);
      // Delivered in one pass; the SMTP server may see them in any order.
      expect(late.received.map((m) => m.envelopeTo[0]).sort()).toEqual(
        [1, 2, 3].map((n) => `p${n}@exemplo.com.br`),
      );
    } finally {
      await late.close();
    }
    expect(dump()).not.toContain('senha-secreta');
  });

  it.runIf(run)('stop() waits for the pass in flight, and the worker then stays quiet', async () => {
    const slow = await startTestSmtpServer({ delayMs: 300 });
    try {
      const { mailer } = mailerFor(t.database, slow.url);
      await mailer.send(verifyMail());
      mailer.start();
      // No sleep: the pass is in flight once the message is on the wire (the slow server holds its
      // answer 300 ms), or has already sent it. Holding the row's lease is not enough: a pass told to
      // stop before its first delivery releases what it claimed, by design.
      // Each look yields to the event loop (PGlite answers on microtasks alone, which would starve the
      // worker's socket and timers), and gives up with the test's own time-out.
      await expect
        .poll(
          async () => {
            await new Promise((r) => setImmediate(r));
            const [row] = await mailRows(t.database);
            return slow.receiving() > 0 || row?.sent === true;
          },
          { timeout: 20_000, interval: 5 },
        )
        .toBe(true);
      await mailer.stop();
      expect(slow.received).toHaveLength(1);
      expect((await mailRows(t.database))[0]).toMatchObject({ sent: true });
      await mailer.send(verifyMail());
      await new Promise((r) => setTimeout(r, 300));
      expect(slow.received).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it.runIf(run)(
    'delivers each of 20 messages exactly once with two instances flushing together',
    async () => {
      const slow = await startTestSmtpServer({ delayMs: 50 });
      try {
        const second = driver === 'postgres' ? await t.openAnother() : t.database;
        const a = mailerFor(t.database, slow.url).mailer;
        const b = mailerFor(second, slow.url).mailer;
        for (let n = 0; n < 20; n++) await a.send(verifyMail(`pessoa${n}@exemplo.com.br`));
        const counts = await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
        expect(counts.reduce((x, y) => x + y, 0)).toBe(20);
        if (driver === 'postgres')
          expect(Math.min(counts[0]! + counts[2]!, counts[1]! + counts[3]!)).toBeGreaterThan(0);
        const recipients = slow.received.map((m) => m.envelopeTo[0]);
        expect(recipients).toHaveLength(20);
        expect(new Set(recipients).size).toBe(20);
        const rows = await mailRows(t.database);
        expect(rows.every((r) => r.sent && r.attempts === 1)).toBe(true);
      } finally {
        await slow.close();
      }
    },
  );
});
