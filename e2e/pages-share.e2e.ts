import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp, type Session } from './support/api';
import { downloadedBytes, launchBrowser } from './support/browser';
import { sessionPage } from './support/session-page';

const baseURL = inject('baseURL');
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', birthPlace: 'Campinas, SP' };
let browser: Browser;
let owner: Session;
let reportId: string;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signUp('Dalva Teixeira');
  const created = await call<{ id: string }>('/reports', {
    method: 'POST',
    token: owner.token,
    body: { ...BIRTH, name: 'Dalva Teixeira' },
  });
  expect(created.status).toBe(201);
  reportId = created.body.id;
});
afterAll(async () => browser?.close());

describe('sharing a saved report', () => {
  it('downloads the stories image from the share menu where the browser has no share sheet', async () => {
    const { context, page } = await sessionPage(browser, owner, 'desktop');
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`${baseURL}/resultado/${reportId}`);
    await page.getByRole('heading', { name: /A Constelação de/ }).waitFor();
    expect(await page.title()).toBe('A Constelação de Dalva Teixeira · Constelar');
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    // The owner's image comes with the session: script fetches it, no plain link could.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar imagem para Stories' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('constelar-stories.png');
    const png = await downloadedBytes(download);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1080, height: 1920 });
    await context.close();
  });

  it('hands the image file to the share sheet on a phone that can share files', async () => {
    const { context, page } = await sessionPage(browser, owner, 'mobile');
    // Headless Chromium has no share sheet: stand one in that records what it was given.
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.assign(navigator, {
        canShare: (data: ShareData) => Boolean(data),
        share: async (data: ShareData) => {
          shared.push({
            title: data.title,
            text: data.text,
            url: data.url,
            files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
          });
        },
      });
    });
    await page.goto(`${baseURL}/resultado/${reportId}`);
    await page.getByRole('heading', { name: /A Constelação de/ }).waitFor();
    // One "Compartilhar" and no menu: the image travels inside the share.
    expect(await page.getByRole('button', { name: 'Compartilhar' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const shared = await page.waitForFunction(() => {
      const list = (window as unknown as { __shared: unknown[] }).__shared;
      return list.length > 0 ? list[0] : undefined;
    });
    const data = (await shared.jsonValue()) as {
      title: string;
      text: string;
      url: string;
      files: { name: string; type: string; size: number }[];
    };
    expect(data.title).toBe('A Constelação de Dalva Teixeira');
    expect(data.text).toMatch(/^A constelação de Dalva Teixeira: Sol em .+ Descubra a sua no Constelar:$/);
    // Never the private report's own address: the landing, where the friend makes their own.
    expect(data.url).toBe(`${baseURL}/`);
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ name: 'constelar-stories.png', type: 'image/png' });
    expect(data.files[0]!.size).toBeGreaterThan(50_000);
    await context.close();
  });

  it('keeps the report itself out of the page head that link previews read', async () => {
    const html = await (await fetch(`${baseURL}/resultado/${reportId}`)).text();
    expect(html).toContain('property="og:image"');
    expect(html).not.toContain('Dalva');
  });
});
