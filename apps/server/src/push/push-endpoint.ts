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

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 4 ? 'ipv4' : 'ipv6' };
}

export const isPrivateAddress = (raw: string): boolean => {
  const { address, family } = unmapped(raw);
  return PRIVATE.check(address, family);
};

export const isLoopbackAddress = (raw: string): boolean => {
  const { address, family } = unmapped(raw);
  return LOOPBACK.check(address, family);
};

export type Resolve = (hostname: string) => Promise<string[]>;

export const resolveHost: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export type EndpointCheck =
  | {
      ok: true;
      url: URL;
      /** The address to connect to: the one checked, so DNS cannot change it after. */ address: string;
    }
  | { ok: false; error: string };

export const ENDPOINT_ERRORS = {
  notHttps: 'O endereço de inscrição deve usar https.',
  privateAddress: 'O endereço de inscrição aponta para uma rede privada: não enviamos notificações para lá.',
  unresolved: 'Não encontramos o servidor do endereço de inscrição.',
  credentials: 'O endereço de inscrição não pode conter usuário ou senha.',
} as const;

/**
 * Whether a push may be posted to `endpoint`: https on public addresses only, every address its name
 * resolves to included. Plain http (or https) to 127.0.0.1, ::1 or localhost only when `allowLoopback`
 * (tests). Checked at subscribe time and again before each send, since DNS can change in between.
 */
export async function checkPushEndpoint(
  endpoint: string,
  options: { allowLoopback: boolean; resolve?: Resolve },
): Promise<EndpointCheck> {
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
  const namedLoopback = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i.test(host);
  // Plain http only ever to a loopback name or address, and only with the flag: no name is resolved for it.
  if (url.protocol === 'http:' && !(namedLoopback && options.allowLoopback)) {
    return { ok: false, error: namedLoopback ? ENDPOINT_ERRORS.privateAddress : ENDPOINT_ERRORS.notHttps };
  }
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else if (host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost'))
    addresses = ['127.0.0.1'];
  else {
    try {
      addresses = await (options.resolve ?? resolveHost)(host);
    } catch {
      return { ok: false, error: ENDPOINT_ERRORS.unresolved };
    }
  }
  if (addresses.length === 0) return { ok: false, error: ENDPOINT_ERRORS.unresolved };
  const loopback = addresses.every(isLoopbackAddress);
  if (loopback && options.allowLoopback) return { ok: true, url, address: addresses[0]! };
  if (addresses.some(isPrivateAddress)) return { ok: false, error: ENDPOINT_ERRORS.privateAddress };
  if (url.protocol !== 'https:') return { ok: false, error: ENDPOINT_ERRORS.notHttps };
  return { ok: true, url, address: addresses[0]! };
}
