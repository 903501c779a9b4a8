import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describe('page titles and descriptions', () => {
  it('differ per page, from the server on load and from the app on client navigation', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(`${baseURL}/changelog`);
    await expect.poll(() => page.title()).toBe('Changelog · Constelar');
    const changelogDescription = await description(page);

    // The logo is a client-side link: no new document, and the tab follows.
    await page.getByRole('link', { name: 'Constelar, página inicial' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.title()).toBe('Constelar — Seu guia para as estrelas e os arquétipos');
    const homeDescription = await description(page);
    expect(homeDescription).not.toBe(changelogDescription);

    await page.getByRole('navigation', { name: 'Principal' }).getByText('Sinastria', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sinastria');
    await expect.poll(() => page.title()).toBe('Sinastria · Constelar');
    expect(await description(page)).not.toBe(homeDescription);
    // One description tag, updated in place, never a pile of them.
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    await page.goBack();
    await expect.poll(() => page.title()).toBe('Constelar — Seu guia para as estrelas e os arquétipos');
    await context.close();
  });
});

describe('unknown paths', () => {
  it('answer 404 with the not-found page and a way home', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const response = await page.goto(`${baseURL}/caminho/que/nao/existe`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    expect(await page.title()).toBe('Página não encontrada · Constelar');
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.title()).toMatch(/^Constelar — /);
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await context.close();
  });

  it('keep known deep links at 200', async () => {
    for (const path of ['/', '/sinastria/resultado', '/resultado', '/politica-de-privacidade']) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, path).toBe(200);
    }
  });
});

describe('source maps', () => {
  it('are not published next to the scripts', async () => {
    const html = await (await fetch(baseURL)).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const js = await (await fetch(`${baseURL}${script}`)).text();
      expect(js).not.toMatch(/sourceMappingURL=/);
      expect((await fetch(`${baseURL}${script}.map`)).status).toBe(404);
    }
  });
});
