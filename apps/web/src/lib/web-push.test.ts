// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enablePush, pushSupport, PUSH_WORDS } from './web-push';

/** A browser with the Push API and a Notification whose permission the test sets. */
function browserWith(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push in the browser', () => {
  it('says when this browser cannot receive pushes', async () => {
    expect(pushSupport()).toBe('unsupported');
    expect(await enablePush({ topics: ['lunations'] })).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('never asks again once the permission was refused, and explains how to lift it', async () => {
    const ask = browserWith('denied');
    expect(pushSupport()).toBe('denied');
    expect(await enablePush({ topics: ['lunations'] })).toEqual({ ok: false, reason: 'denied' });
    expect(ask).not.toHaveBeenCalled();
    expect(PUSH_WORDS.denied).toMatch(/configurações do site/);
  });

  it('asks when called (from a click) and takes a dismissal as no, for now', async () => {
    const ask = browserWith('default', 'default');
    expect(await enablePush({ topics: ['lunations'] })).toEqual({ ok: false, reason: 'refusedNow' });
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
