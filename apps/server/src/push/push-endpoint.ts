import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a push is never posted to (push.md §2): an endpoint is a URL anyone may send us, so without
 * this the server would post wherever it is told, its own network included (SSRF).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  // Teredo and local-use NAT64: IPv4 behind them, which no push service needs.
  ['2001::', 32],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv6 address as its 16 bytes, however it is written (`::`, a dotted IPv4 tail, a zone); else null. */
export function ipv6Bytes(raw: string): Uint8Array | null {
  let text = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[2 * i] = value >> 8;
    bytes[2 * i + 1] = value & 255;
  });
  return bytes;
}

const dotted = (bytes: Uint8Array, at: number) => Array.from(bytes.subarray(at, at + 4)).join('.');
const zero = (bytes: Uint8Array, from: number, to: number) => bytes.subarray(from, to).every((b) => b === 0);

/**
 * The IPv4 address an IPv6 one carries inside, judged as that IPv4 address (issue #44): mapped
 * (::ffff:0:0/96), translated (::ffff:0:0:0/96), compatible (::/96, so [::127.0.0.1]) and 6to4 (2002::/16).
 * NAT64 (64:ff9b::/96) and Teredo (2001::/32) stay in PRIVATE whole: no push service is reached through them.
 */
function embeddedIPv4(bytes: Uint8Array): string | null {
  if (zero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return dotted(bytes, 12);
  if (zero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(bytes, 10, 12))
    return dotted(bytes, 12);
  // :: and ::1 are themselves (unspecified, loopback), both in PRIVATE already.
  if (zero(bytes, 0, 15) && bytes[15]! <= 1) return null;
  if (zero(bytes, 0, 12)) return dotted(bytes, 12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return dotted(bytes, 2);
  return null;
}

/** An address as the family and text BlockList judges it by: the embedded IPv4 when there is one. */
function judged(raw: string): { address: string; family: 'ipv4' | 'ipv6' } {
  if (isIP(raw) === 4) return { address: raw, family: 'ipv4' };
  const bytes = ipv6Bytes(raw);
  if (!bytes) return { address: raw, family: 'ipv6' };
  const v4 = embeddedIPv4(bytes);
  if (v4) return { address: v4, family: 'ipv4' };
  const hex = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));
  return { address: hex.join(':'), family: 'ipv6' };
}

export const isPrivateAddress = (raw: string): boolean => {
  if (isIP(raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '')) === 0) return true;
  const { address, family } = judged(raw);
  return PRIVATE.check(address, family);
};

export const isLoopbackAddress = (raw: string): boolean => {
  const { address, family } = judged(raw);
  return LOOPBACK.check(address, family);
};

export type Resolve = (hostname: string) => Promise<string[]>;

export const resolveHost: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The browsers' push services (Chrome and Edge's FCM, Firefox, Safari, Windows); PUSH_ALLOWED_HOSTS adds more. */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Whether `host` is one of `patterns`: exactly, or under a `*.` pattern's domain. */
export function isPushServiceHost(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((pattern) =>
    pattern.startsWith('*.')
      ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1
      : name === pattern,
  );
}

export type EndpointCheck =
  | {
      ok: true;
      url: URL;
      /** The address to connect to: the one checked, so DNS cannot change it after (absent when not resolved). */
      address?: string;
    }
  | { ok: false; error: string };

export const ENDPOINT_ERRORS = {
  notHttps: 'O endereço de inscrição deve usar https.',
  privateAddress: 'O endereço de inscrição aponta para uma rede privada: não enviamos notificações para lá.',
  unresolved: 'Não encontramos o servidor do endereço de inscrição.',
  credentials: 'O endereço de inscrição não pode conter usuário ou senha.',
  port: 'O endereço de inscrição deve usar a porta padrão do https (443).',
  unknownService: 'O endereço de inscrição não é de um serviço de notificações de navegador que conhecemos.',
} as const;

export interface EndpointOptions {
  /** Tests: loopback endpoints, on any port and scheme, as a local push service. */
  allowLoopback: boolean;
  /** Hosts accepted beside PUSH_SERVICE_HOSTS (PUSH_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** false at subscribe: an allowed host is taken without a DNS lookup. Every send resolves it. */
  lookup?: boolean;
  resolve?: Resolve;
}

const LOOPBACK_NAME = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/**
 * Whether a push may be posted to `endpoint` (push.md §2, issue #44): https on port 443 at a browser's push
 * service, and, when `lookup` is on (every send), only if every address its name resolves to is public.
 * With `allowLoopback` (tests), loopback endpoints on any port and scheme.
 */
export async function checkPushEndpoint(endpoint: string, options: EndpointOptions): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, error: ENDPOINT_ERRORS.notHttps };
  }
  if (url.username || url.password) return { ok: false, error: ENDPOINT_ERRORS.credentials };
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, error: ENDPOINT_ERRORS.notHttps };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (LOOPBACK_NAME.test(host) || (isIP(host) && isLoopbackAddress(host))) {
    // Named loopback: never resolved, accepted only with the flag.
    if (!options.allowLoopback) return { ok: false, error: ENDPOINT_ERRORS.privateAddress };
    return { ok: true, url, address: isIP(host) ? host : '127.0.0.1' };
  }
  if (url.protocol !== 'https:') return { ok: false, error: ENDPOINT_ERRORS.notHttps };
  if (url.port !== '') return { ok: false, error: ENDPOINT_ERRORS.port };
  if (isIP(host)) {
    return {
      ok: false,
      error: isPrivateAddress(host) ? ENDPOINT_ERRORS.privateAddress : ENDPOINT_ERRORS.unknownService,
    };
  }
  if (!isPushServiceHost(host, [...PUSH_SERVICE_HOSTS, ...(options.allowedHosts ?? [])]))
    return { ok: false, error: ENDPOINT_ERRORS.unknownService };
  if (options.lookup === false) return { ok: true, url };
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveHost)(host);
  } catch {
    return { ok: false, error: ENDPOINT_ERRORS.unresolved };
  }
  if (addresses.length === 0) return { ok: false, error: ENDPOINT_ERRORS.unresolved };
  if (addresses.some(isPrivateAddress)) return { ok: false, error: ENDPOINT_ERRORS.privateAddress };
  return { ok: true, url, address: addresses[0]! };
}
