import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import type { PushConfig } from '../config';
import { retryDelayMs } from '../mail/retry-delay';
import { checkPushEndpoint, type Resolve } from './push-endpoint';
import type { QueuedPush } from './push-queue';

/** A push service that does not answer in this long is tried again later. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Retry-After beyond this is read as this: a day's text is stale after it anyway. */
const MAX_RETRY_AFTER_MS = 12 * 60 * 60 * 1000;

export type DeliveryOutcome =
  | { kind: 'sent'; status: number }
  /** 404 or 410: the browser dropped the subscription (RFC 8030 §7.3); it is deleted. */
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; delayMs: number; error: string }
  | { kind: 'failed'; error: string };

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `nowMs`; undefined if absent or bad. */
export function retryAfterMs(header: string | undefined, nowMs: number): number | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(MAX_RETRY_AFTER_MS, Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - nowMs));
}

export interface DeliveryDeps {
  push: PushConfig;
  resolve?: Resolve;
  now: () => Date;
}

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (RFC 8292, VAPID) with web-push, then posts it ourselves to the
 * address the endpoint check approved, so a DNS answer changed since the check cannot redirect it.
 */
export async function deliverPush(push: QueuedPush, deps: DeliveryDeps): Promise<DeliveryOutcome> {
  const check = await checkPushEndpoint(push.subscription.endpoint, {
    allowLoopback: deps.push.allowLoopback,
    allowedHosts: deps.push.allowedHosts,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
  });
  if (!check.ok || !check.address)
    return { kind: 'failed', error: `endpoint recusado: ${check.ok ? 'sem endereço' : check.error}` };
  const address = check.address;
  let details: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    details = encrypt(push, deps.push);
  } catch (error) {
    // A key off the curve (stored before keys were checked) fails this row only, never the pass (issue #44).
    return { kind: 'failed', error: `chaves da inscrição inválidas: ${(error as Error).message}` };
  }
  const url = check.url;
  const family = address.includes(':') ? 6 : 4;
  const client = url.protocol === 'https:' ? https : http;
  try {
    const response = await new Promise<{ status: number; retryAfter: string | undefined }>(
      (resolve, reject) => {
        const request = client.request(
          url,
          {
            method: 'POST',
            headers: details.headers as Record<string, string | number>,
            timeout: REQUEST_TIMEOUT_MS,
            // Connect to the checked address; TLS still verifies the certificate against the hostname.
            lookup: (_hostname, options, callback) => {
              if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
              else callback(null, address, family);
            },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
            );
            res.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error('tempo esgotado')));
        request.on('error', reject);
        request.end(details.body ?? undefined);
      },
    );
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: 'sent', status };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500) {
      const delayMs = retryAfterMs(response.retryAfter, deps.now().getTime()) ?? retryDelayMs(push.attempts);
      return { kind: 'retry', delayMs, error: `HTTP ${status}` };
    }
    return { kind: 'failed', error: `HTTP ${status}` };
  } catch (error) {
    return { kind: 'retry', delayMs: retryDelayMs(push.attempts), error: (error as Error).message };
  }
}

/** RFC 8291 encryption and the RFC 8292 VAPID header, by web-push: throws on a key that is not a P-256 point. */
function encrypt(push: QueuedPush, config: PushConfig) {
  return webPush.generateRequestDetails(
    {
      endpoint: push.subscription.endpoint,
      keys: { p256dh: push.subscription.p256dh, auth: push.subscription.auth },
    },
    JSON.stringify(push.payload),
    {
      TTL: push.ttlSeconds,
      urgency: push.urgency,
      contentEncoding: 'aes128gcm',
      vapidDetails: {
        subject: config.vapidSubject,
        publicKey: config.vapidPublicKey,
        privateKey: config.vapidPrivateKey,
      },
    },
  );
}
