import type { Browser, BrowserContext } from 'playwright-core';
import type { Session } from './api';
import { newPage, type VIEWPORTS } from './browser';

/** Signs the app in before its first script runs, in the shape its persisted store reads back. */
export async function storeSession(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript(
    (value: string) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem('constelar-auth', value);
    },
    JSON.stringify({ state: { token: session.token, user: session.user }, version: 0 }),
  );
}

/** A fresh page signed in as `session`, or signed out when it is null. */
export async function sessionPage(
  browser: Browser,
  session: Session | null,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  options: { serviceWorker?: boolean; clock?: boolean; userAgent?: string } = {},
) {
  const { context, page } = await newPage(browser, viewport, options);
  if (session) await storeSession(context, session);
  return { context, page };
}
