import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { outboxFileName } from './outbox-transport';
import { parseMime } from '../test/parse-mime';
import { recordingLog } from '../test/recording-log';
import { newsletterConfirmMessage } from './templates/newsletter-confirm';
import { newsletterHeaders } from './templates/newsletter-headers';
import { mailRows, openTestMailDatabase, type TestMailDatabase } from '../test/mail-database';

describe('the outbox transport (no SMTP_URL)', () => {
  let t: TestMailDatabase;
  beforeAll(async () => {
    t = await openTestMailDatabase('pglite');
  });
  afterAll(async () => t?.close());

  it('writes each message as a parseable .eml with both parts and every header, and says where', async () => {
    const { log, lines, dump } = recordingLog();
    const mailer = createMailer({
      db: t.database.db,
      config: { smtpUrl: undefined, mailFrom: 'Constelar <nao-responda@constelar.app>', dataDir: t.dataDir },
      log,
    });
    expect(mailer.transport).toBe('outbox');
    const link = 'https://constelar.app/newsletter/confirmar?token=do-outbox';
    const headers = newsletterHeaders({
      unsubscribeUrl: 'https://constelar.app/u?token=sair',
      mailto: 'sair@constelar.app',
    });
    await mailer.send({
      kind: 'newsletter-confirm',
      to: 'leitora@exemplo.com.br',
      headers,
      ...newsletterConfirmMessage({ link }),
    });
    expect(await mailer.flush()).toBe(1);

    const dir = join(t.dataDir, 'outbox');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1); // no temp file left behind
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-newsletter-confirm-[0-9a-f]{8}\.eml$/);
    const path = join(dir, files[0]!);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const raw = readFileSync(path, 'utf8');
    expect(raw).toMatch(/\r\n/); // RFC 5322 line ends
    const eml = parseMime(raw);
    const [row] = await mailRows(t.database);
    expect(eml.headers.get('from')).toBe('Constelar <nao-responda@constelar.app>');
    expect(eml.headers.get('to')).toBe('leitora@exemplo.com.br');
    expect(eml.headers.get('subject')).toBe('Confirme sua inscrição na carta semanal do Constelar');
    expect(eml.headers.get('message-id')).toBe(`<${row!.id}@constelar.app>`);
    expect(eml.headers.get('list-unsubscribe')).toBe(headers['List-Unsubscribe']);
    expect(eml.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(eml.headers.get('mime-version')).toBe('1.0');
    expect(eml.contentType).toMatch(/^multipart\/alternative/);
    expect(eml.text!.split(/\r?\n/)).toContain(link);
    expect(eml.html).toContain(`href="${link}"`);

    expect(row).toMatchObject({ sent: true, text_body: null, html_body: null });
    expect(lines).toEqual([expect.objectContaining({ level: 'info', message: `e-mail gravado em ${path}` })]);
    expect(dump()).not.toContain('do-outbox');
  });

  it('names files so they sort by creation and a retry overwrites its own', () => {
    const mail = {
      id: '1a2b3c4d-0000-4000-8000-000000000000',
      kind: 'Verify Email!',
      createdAt: new Date('2026-11-23T16:04:05.123Z'),
    };
    expect(outboxFileName(mail)).toBe('2026-11-23T16-04-05.123Z-verify-email-1a2b3c4d.eml');
    expect(outboxFileName({ ...mail, kind: 'reset-password' })).toBe(
      '2026-11-23T16-04-05.123Z-reset-password-1a2b3c4d.eml',
    );
  });
});
