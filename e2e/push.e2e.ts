import type { Horoscope } from '@constelar/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUp } from './support/api';
import { sessionPage } from './support/session-page';
import { newPage, screenshots, VIEWPORTS } from './support/browser';
import { CHROMIUM_FLAGS, FULL_CHROMIUM_PATH } from './support/chromium';
import { expectNoSeriousAxeViolations } from './support/checks';

const shot = screenshots(process.env.PUSH_SHOTS_DIR);

// push.md in the browser: the manifest as Chromium reads it, the app installable, the worker in control,
// the app opening offline, the last horóscopo readable offline, and a push delivered to the real worker.

const baseURL = inject('baseURL');

// The full browser of its own, not the suite's headless shell: only the full browser has a push service
// and offers to install an app.
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: FULL_CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
});
afterAll(async () => browser?.close());

/** The page once the worker controls it (the worker claims its clients as soon as it activates). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker's registration id as DevTools knows it, for ServiceWorker.deliverPushMessage. */
async function registrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

describe('the installable app', () => {
  it('has a manifest Chromium accepts, is installable, and the worker controls the page', async () => {
    // A profile on disk: Chromium never offers to install from an incognito-like context.
    const profile = mkdtempSync(join(tmpdir(), 'constelar-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: FULL_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      headless: true,
      viewport: VIEWPORTS.mobile,
      locale: 'pt-BR',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await controlled(page);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { sizes: string; purpose: string; type: string }[];
    };
    expect(data).toMatchObject({
      name: 'Constelar',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0d0a1f',
      background_color: '#0d0a1f',
    });
    for (const size of ['192x192', '512x512']) {
      expect(data.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

    const files = await page.evaluate(async () =>
      Promise.all(
        ['/manifest.webmanifest', '/apple-touch-icon.png', '/favicon.ico', '/sw.js'].map(async (path) => {
          const response = await fetch(path, { cache: 'no-store' });
          return [path, response.status, response.headers.get('content-type')];
        }),
      ),
    );
    expect(files).toEqual([
      ['/manifest.webmanifest', 200, expect.stringContaining('application/manifest+json')],
      ['/apple-touch-icon.png', 200, 'image/png'],
      ['/favicon.ico', 200, expect.stringMatching(/image\/(x-icon|vnd\.microsoft\.icon)/)],
      ['/sw.js', 200, expect.stringContaining('javascript')],
    ]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('opens offline, with the last horóscopo still readable', async () => {
    const { context, page } = await newPage(browser, 'mobile', { serviceWorker: true });
    await page.goto(baseURL);
    await controlled(page);
    const today = await call<Horoscope>('/horoscope/leo');
    await page.goto(`${baseURL}/horoscopo/leao`);
    await page.getByText(today.body.paragraphs[0]!).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByText(today.body.paragraphs[0]!).waitFor();
    await page.goto(baseURL);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Decodifique');
    await context.setOffline(false);
    await context.close();
  });

  it('keeps the last Seu dia for its own session offline, and forgets it at logout', async () => {
    const session = await signUp('Lívia Offline');
    const birth = { birthDate: '1990-08-15', birthTime: '12:00', birthPlace: 'São Paulo, SP' };
    const put = await call('/users/profile', {
      method: 'PUT',
      token: session.token,
      body: { name: 'Lívia Offline', email: session.email, birth },
    });
    expect(put.status).toBe(200);
    const today = (await call<{ text: string }>('/users/me/today', { token: session.token })).body;
    const { context, page } = await sessionPage(browser, session, 'desktop', { serviceWorker: true });
    await page.goto(baseURL);
    await controlled(page);
    await page.goto(`${baseURL}/dashboard`);
    await page.getByText(today.text).waitFor();
    await expect.poll(() => page.evaluate(() => caches.has('constelar-user'))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(today.text).waitFor();
    await context.setOffline(false);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect.poll(() => page.evaluate(() => caches.has('constelar-user'))).toBe(false);
    await context.close();
  });

  it('offers "Receber todo dia" on the horóscopo, asking nothing before the click', async () => {
    const { context, page } = await newPage(browser, 'mobile', { serviceWorker: true });
    let asked = 0;
    await page.exposeFunction('__permissionAsked', () => asked++);
    await page.addInitScript(() => {
      if (!('Notification' in window)) return;
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args) => {
        (window as unknown as { __permissionAsked: () => void }).__permissionAsked();
        return original(...args);
      };
    });
    await page.goto(`${baseURL}/horoscopo/leao`);
    const button = page.getByRole('button', { name: 'Receber todo dia' });
    await button.waitFor();
    await expectNoSeriousAxeViolations(page);
    expect(asked).toBe(0);
    // Headless Chromium answers the question itself with a refusal: the page explains it.
    await button.click();
    await page
      .getByRole('status')
      .filter({ hasText: /bloqueadas|sem sua permissão/ })
      .waitFor();
    expect(asked).toBe(1);
    await shot(page, 'horoscope-push-refused-mobile', false);
    await context.close();
  });
});

describe('the Notificações tab', () => {
  it('lists the topics as switches that the keyboard works, and explains a refusal', async () => {
    const session = await signUp('Clara Notificada');
    const { context, page } = await sessionPage(browser, session, 'mobile', { serviceWorker: true });
    await page.goto(`${baseURL}/dashboard`);
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
    await dialog.getByRole('tab', { name: 'Notificações' }).click();
    const switches = dialog.getByRole('switch');
    await switches.first().waitFor();
    expect(await switches.allInnerTexts()).toEqual([
      expect.stringContaining('Horóscopo do dia'),
      expect.stringContaining('Luas Novas, Luas Cheias e eclipses'),
      expect.stringContaining('Lua fora de curso'),
      expect.stringContaining('Seu dia'),
      expect.stringContaining('Trânsitos exatos'),
      expect.stringContaining('Planetas lentos nas suas casas'),
    ]);
    const day = dialog.getByRole('switch', { name: /Seu dia/ });
    expect(await day.getAttribute('aria-checked')).toBe('false');
    await day.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => day.getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByLabel('Signo do horóscopo').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Hora dos textos do dia (Brasília)').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    // Headless Chromium refuses the permission itself: the tab says so, in words.
    await dialog.getByRole('button', { name: 'Ativar notificações' }).click();
    await dialog
      .locator('[role="status"], [role="alert"]')
      .filter({ hasText: /bloqueadas|sem sua permissão|Não foi possível ativar/ })
      .first()
      .waitFor();
    await shot(page, 'profile-notifications-mobile', false);
    await context.close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`starts the horóscopo on the member's own Sun sign (${viewport}, issue #45)`, async () => {
      const session = await signUp('Marina Peixoto');
      const put = await call('/users/profile', {
        method: 'PUT',
        token: session.token,
        body: {
          name: 'Marina Peixoto',
          email: session.email,
          birth: { birthDate: '1992-03-05', birthTime: '10:00', birthPlace: 'Salvador, BA' },
        },
      });
      expect(put.status).toBe(200);
      const { context, page } = await sessionPage(browser, session, viewport, { serviceWorker: true });
      await page.goto(`${baseURL}/dashboard`);
      await page.getByRole('button', { name: 'Meu Perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Meu Perfil' });
      await dialog.getByRole('tab', { name: 'Notificações' }).click();
      const sign = dialog.getByLabel('Signo do horóscopo');
      await expect.poll(() => sign.inputValue()).toBe('pisces');
      expect(await sign.locator('option:checked').textContent()).toBe('Peixes');
      await shot(page, `profile-notifications-own-sign-${viewport}`, false);
      await context.close();
    });
  }
});

describe('a push', () => {
  it('reaches the real worker, which shows it and tells the page', async () => {
    const { context, page } = await newPage(browser, 'mobile', { serviceWorker: true });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto(baseURL);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, `${baseURL}/`);

    const heard = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => {
            const data = event.data as { type?: string; notice?: unknown };
            if (data?.type === 'constelar-push') resolve(data.notice);
          });
        }),
    );
    const notice = {
      title: 'Horóscopo de Leão',
      body: 'A Lua passa pela sua casa 9: um dia para olhar longe.',
      url: '/horoscopo/leao',
      tag: 'horoscope-e2e',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId: id,
      data: JSON.stringify(notice),
    });
    expect(await heard).toEqual(notice);
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      // Chromium still has Notification.badge; TypeScript 7's DOM types dropped it (non-standard).
      return (await registration.getNotifications({ tag: 'horoscope-e2e' })).map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        badge: (n as Notification & { badge: string }).badge,
        data: n.data as unknown,
      }));
    });
    expect(shown).toEqual([
      {
        title: notice.title,
        body: notice.body,
        icon: `${baseURL}/icons/icon-192.png`,
        badge: `${baseURL}/icons/badge-96.png`,
        data: { url: '/horoscopo/leao' },
      },
    ]);
    await context.close();
  });
});
