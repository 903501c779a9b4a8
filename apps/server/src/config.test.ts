import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAVE_QUOTA, DEFAULT_WORK_QUEUE, defaultWorkThreads, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'constelar-config-'));

describe('loadConfig', () => {
  it('works with no environment at all, with the documented defaults', () => {
    const dir = tempDir();
    const result = loadConfig({ DATA_DIR: dir });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3333,
      host: '0.0.0.0',
      databaseUrl: undefined,
      adminEmails: [],
      betaTesterLimit: 500,
      corsOrigins: [],
      logLevel: 'info',
    });
  });

  it('generates a JWT secret once, persists it with mode 0600 and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    if (!first.ok || !second.ok) throw new Error('config failed');
    expect(first.config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.config.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET when given', () => {
    const result = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(40) });
    expect(result.ok && result.config.jwtSecret).toBe('x'.repeat(40));
  });

  it('parses comma-separated lists, lower-casing admin e-mails', () => {
    const result = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: ' Ana@Constelar.app , bia@constelar.app',
      CORS_ORIGINS: 'https://a.example,https://b.example',
    });
    if (!result.ok) throw new Error(result.problems.join());
    expect(result.config.adminEmails).toEqual(['ana@constelar.app', 'bia@constelar.app']);
    expect(result.config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('treats empty variables as unset', () => {
    const result = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' });
    expect(result.ok && result.config.port).toBe(3333);
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
  });

  it('reports one clear line per bad value and does not boot', () => {
    const result = loadConfig({
      DATA_DIR: tempDir(),
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      ADMIN_EMAILS: 'not-an-email',
      BETA_TESTER_LIMIT: '-1',
      REDIS_URL: 'http://nope',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.problems.map((line) => line.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'ADMIN_EMAILS.0',
        'BETA_TESTER_LIMIT',
        'REDIS_URL',
        'LOG_LEVEL',
        'JWT_SECRET',
      ]),
    );
    expect(result.problems).toHaveLength(7);
  });

  it('reads the mail and proxy settings, with defaults that need no configuration', () => {
    const plain = loadConfig({ DATA_DIR: tempDir(), PORT: '4010' });
    if (!plain.ok) throw new Error(plain.problems.join());
    expect(plain.config).toMatchObject({
      publicUrl: 'http://localhost:4010',
      smtpUrl: undefined,
      mailFrom: 'Constelar <nao-responda@constelar.app>',
      trustProxy: false,
    });
    const set = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_URL: 'https://constelar.app/',
      SMTP_URL: 'smtps://user:pass@smtp.exemplo.com:465',
      MAIL_FROM: 'Constelar <ola@constelar.app>',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    if (!set.ok) throw new Error(set.problems.join());
    expect(set.config).toMatchObject({
      publicUrl: 'https://constelar.app',
      smtpUrl: 'smtps://user:pass@smtp.exemplo.com:465',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    for (const [value, expected] of [
      ['true', true],
      ['false', false],
      ['2', 2],
      ['loopback', ['loopback']],
    ] as const) {
      const r = loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value });
      expect(r.ok && r.config.trustProxy).toEqual(expected);
    }
  });

  it('refuses malformed mail and proxy settings with one line each', () => {
    const result = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_URL: 'constelar.app',
      SMTP_URL: 'http://smtp.exemplo.com',
      TRUST_PROXY: 'qualquer-coisa',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'PUBLIC_URL',
      'SMTP_URL',
      'TRUST_PROXY',
    ]);
  });

  it('runs heavy work on one thread per core, up to four, behind a bounded queue, unless told otherwise', () => {
    expect([1, 2, 3, 8, 64].map(defaultWorkThreads)).toEqual([1, 2, 3, 4, 4]);
    const unset = loadConfig({ DATA_DIR: tempDir() });
    expect(unset.ok && unset.config.workThreads).toBe(defaultWorkThreads());
    expect(unset.ok && unset.config.workQueue).toBe(DEFAULT_WORK_QUEUE);
    expect(unset.ok && unset.config.saveQuota).toEqual(DEFAULT_SAVE_QUOTA);
    const raised = loadConfig({ DATA_DIR: tempDir(), SAVES_PER_MINUTE: '200', SAVES_PER_DAY: '900' });
    expect(raised.ok && raised.config.saveQuota).toEqual({ perMinute: 200, perDay: 900 });
    const none = loadConfig({ DATA_DIR: tempDir(), WORK_THREADS: '0', WORK_QUEUE: '8' });
    expect(none.ok && none.config.workThreads).toBe(0);
    expect(none.ok && none.config.workQueue).toBe(8);
    const bad = loadConfig({ DATA_DIR: tempDir(), WORK_THREADS: 'muitas', WORK_QUEUE: '0' });
    expect(!bad.ok && bad.problems.map((p) => p.split(':')[0])).toEqual(['WORK_THREADS', 'WORK_QUEUE']);
  });
  it('draws share images on one thread fewer than the pool has, at least one, and draws ahead unless told not to', () => {
    const four = loadConfig({ DATA_DIR: tempDir(), WORK_THREADS: '4' });
    expect(four.ok && four.config.shareImages).toEqual({ threads: 3, drawAhead: true });
    const inline = loadConfig({ DATA_DIR: tempDir(), WORK_THREADS: '0' });
    expect(inline.ok && inline.config.shareImages.threads).toBe(1);
    const set = loadConfig({
      DATA_DIR: tempDir(),
      WORK_THREADS: '2',
      SHARE_THREADS: '2',
      SHARE_DRAW_AHEAD: '0',
    });
    expect(set.ok && set.config.shareImages).toEqual({ threads: 2, drawAhead: false });
    const bad = loadConfig({ DATA_DIR: tempDir(), SHARE_THREADS: '0', SHARE_DRAW_AHEAD: 'sim' });
    expect(!bad.ok && bad.problems.map((p) => p.split(':')[0])).toEqual([
      'SHARE_THREADS',
      'SHARE_DRAW_AHEAD',
    ]);
  });
});

describe('push keys', () => {
  it('generates one VAPID pair into DATA_DIR and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'constelar-vapid-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      const second = loadConfig({ DATA_DIR: dir });
      if (!first.ok || !second.ok) throw new Error('config failed');
      expect(first.config.push.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first.config.push.vapidPrivateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.config.push).toEqual(first.config.push);
      expect(first.config.push.vapidSubject).toBe('mailto:contato@constelar.app');
      expect(first.config.push.allowLoopback).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the pair from the environment, and refuses half of one', () => {
    const env = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'b'.repeat(43),
      VAPID_SUBJECT: 'https://constelar.app',
      PUSH_ALLOW_LOOPBACK: '1',
      PUSH_ALLOWED_HOSTS: ' push.exemplo.com.br, *.Avisos.exemplo.net ',
    };
    const set = loadConfig(env);
    expect(set.ok && set.config.push).toEqual({
      vapidPublicKey: env.VAPID_PUBLIC_KEY,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY,
      vapidSubject: 'https://constelar.app',
      allowLoopback: true,
      allowedHosts: ['push.exemplo.com.br', '*.avisos.exemplo.net'],
    });
    const half = loadConfig({ VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY });
    expect(half.ok).toBe(false);
    const badHosts = loadConfig({ PUSH_ALLOWED_HOSTS: 'https://push.exemplo.com.br/x' });
    expect(!badHosts.ok && badHosts.problems[0]).toMatch(/^PUSH_ALLOWED_HOSTS/);
    const badSubject = loadConfig({ VAPID_SUBJECT: 'http://constelar.app' });
    expect(!badSubject.ok && badSubject.problems[0]).toMatch(/^VAPID_SUBJECT/);
  });
});
