import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the shell', () => {
  it('loads / with the header, the six nav entries and the footer', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(baseURL);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pt-BR');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const label of ['Mapa Astral', 'Tarot', 'Sinastria', 'Horóscopo', 'O Céu', 'Blog']) {
      expect(await nav.getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Iniciar Jornada' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Meu Oráculo' }).isVisible()).toBe(true);
    const footer = page.locator('footer');
    expect(await footer.getByText('Seu guia para as estrelas e os arquétipos.').isVisible()).toBe(true);
    expect(await footer.getByText('Receba a carta semanal do céu').isVisible()).toBe(true);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    expect(await page.locator('[data-particles] .particle').count()).toBe(50);
    await context.close();
  });

  it('serves deep links and guards the dashboard and admin routes', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(`${baseURL}/sinastria/resultado`);
    expect(new URL(page.url()).pathname).toBe('/sinastria/resultado');
    await page.goto(`${baseURL}/dashboard`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto(`${baseURL}/admin`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('opens the full-screen menu on mobile', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The menu's code arrives on its first opening.
    await menu.waitFor();
    expect(await menu.getByText('Sinastria').isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'O Céu' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Horóscopo' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    await context.close();
  });
});
