import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, ENDPOINT_ERRORS, isPrivateAddress } from './push-endpoint';

const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('checkPushEndpoint', () => {
  it.each([
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.1.10'],
    ['169.254.169.254'],
    ['127.0.0.1'],
    ['0.0.0.0'],
    ['::1'],
    ['fd00::1'],
    ['fc00::1'],
    ['fe80::1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:127.0.0.1'],
    // Every IPv6 form that carries an IPv4 address inside (issue #44).
    ['::127.0.0.1'],
    ['::7f00:1'],
    ['::ffff:0:127.0.0.1'],
    ['::ffff:0:a00:1'],
    ['2002:7f00:1::1'],
    ['2002:a9fe:a9fe::'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['64:ff9b::127.0.0.1'],
    ['64:ff9b::8.8.8.8'],
    ['64:ff9b:1::1'],
    ['fe80::1%eth0'],
  ])('knows %s is not public', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['142.250.79.36'],
    ['172.32.0.1'],
    ['2607:f8b0:4004:c07::5e'],
    ['::8.8.8.8'],
    ['2002:808:808::1'],
  ])('knows %s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('accepts https on a name that resolves to public addresses, and connects to the checked one', async () => {
    const check = await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', {
      allowLoopback: false,
      resolve: resolvingTo('142.250.79.36'),
    });
    expect(check).toMatchObject({ ok: true, address: '142.250.79.36' });
  });

  it.each([
    ['https://10.0.0.5/push', ENDPOINT_ERRORS.privateAddress],
    ['https://[fd12::1]/push', ENDPOINT_ERRORS.privateAddress],
    ['https://[::1]/push', ENDPOINT_ERRORS.privateAddress],
    ['http://127.0.0.1:8080/push', ENDPOINT_ERRORS.privateAddress],
    ['http://localhost:8080/push', ENDPOINT_ERRORS.privateAddress],
    ['http://push.example.com/push', ENDPOINT_ERRORS.notHttps],
    ['ftp://push.example.com/push', ENDPOINT_ERRORS.notHttps],
    ['https://user:secret@push.example.com/push', ENDPOINT_ERRORS.credentials],
  ])('refuses %s without the loopback flag', async (endpoint, error) => {
    const check = await checkPushEndpoint(endpoint, {
      allowLoopback: false,
      resolve: resolvingTo('142.250.79.36'),
    });
    expect(check).toEqual({ ok: false, error });
  });

  it('refuses a public name that resolves to a private address, even among public ones', async () => {
    const check = await checkPushEndpoint('https://push.example.com/x', {
      allowLoopback: false,
      allowedHosts: ['push.example.com'],
      resolve: resolvingTo('142.250.79.36', '192.168.0.4'),
    });
    expect(check).toEqual({ ok: false, error: ENDPOINT_ERRORS.privateAddress });
  });

  it('refuses a name that does not resolve', async () => {
    const check = await checkPushEndpoint('https://nowhere.invalid/x', {
      allowLoopback: false,
      allowedHosts: ['nowhere.invalid'],
      resolve: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect(check).toEqual({ ok: false, error: ENDPOINT_ERRORS.unresolved });
  });

  it('takes a push service at subscribe without resolving it, and resolves it at every send', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups++;
      return ['10.0.0.9'];
    };
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(await checkPushEndpoint(endpoint, { allowLoopback: false, lookup: false, resolve })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(lookups).toBe(0);
    expect(await checkPushEndpoint(endpoint, { allowLoopback: false, resolve })).toEqual({
      ok: false,
      error: ENDPOINT_ERRORS.privateAddress,
    });
    expect(lookups).toBe(1);
  });

  it.each([
    ['https://push.example.com/x', ENDPOINT_ERRORS.unknownService],
    ['https://evilfcm.googleapis.com/x', ENDPOINT_ERRORS.unknownService],
    ['https://push.apple.com.example/x', ENDPOINT_ERRORS.unknownService],
    ['https://fcm.googleapis.com:444/x', ENDPOINT_ERRORS.port],
  ])('refuses %s: not a browser push service on 443', async (endpoint, error) => {
    expect(await checkPushEndpoint(endpoint, { allowLoopback: true, lookup: false })).toEqual({
      ok: false,
      error,
    });
  });

  it('allows plain http to loopback only with the flag, and still no private range', async () => {
    for (const endpoint of ['http://127.0.0.1:9/push', 'http://localhost:9/push', 'http://[::1]:9/push']) {
      expect((await checkPushEndpoint(endpoint, { allowLoopback: true })).ok).toBe(true);
    }
    expect(await checkPushEndpoint('http://10.0.0.1/push', { allowLoopback: true })).toEqual({
      ok: false,
      error: ENDPOINT_ERRORS.notHttps,
    });
    expect(await checkPushEndpoint('https://192.168.0.1/push', { allowLoopback: true })).toEqual({
      ok: false,
      error: ENDPOINT_ERRORS.privateAddress,
    });
    // A name is never resolved for plain http: only the loopback names themselves pass.
    expect(
      await checkPushEndpoint('http://loopback.example/push', {
        allowLoopback: true,
        resolve: async () => ['127.0.0.1'],
      }),
    ).toEqual({ ok: false, error: ENDPOINT_ERRORS.notHttps });
  });
});
