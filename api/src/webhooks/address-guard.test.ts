import { describe, expect, it } from 'vitest';
import { addressKind, checkWebhookUrl } from './address-guard.ts';

describe('addressKind', () => {
  it('tells each network a webhook may not reach from the public Internet', () => {
    const kinds: Record<string, string> = {
      '127.0.0.1': 'loopback',
      '127.8.9.10': 'loopback',
      '::1': 'loopback',
      '10.1.2.3': 'private',
      '172.16.0.1': 'private',
      '172.31.255.255': 'private',
      '192.168.1.1': 'private',
      '100.64.0.1': 'private',
      'fd12:3456::1': 'private',
      '169.254.169.254': 'link-local',
      'fe80::1': 'link-local',
      '0.0.0.0': 'unspecified',
      '::': 'unspecified',
      '224.0.0.1': 'reserved',
      '255.255.255.255': 'reserved',
      'ff02::1': 'reserved',
      '8.8.8.8': 'public',
      '172.32.0.1': 'public',
      '100.128.0.1': 'public',
      '2606:4700::1111': 'public',
    };
    for (const [address, kind] of Object.entries(kinds))
      expect([address, addressKind(address)]).toEqual([address, kind]);
  });

  it('sees through the IPv6 forms of an IPv4 address', () => {
    expect(addressKind('::ffff:127.0.0.1')).toBe('loopback');
    expect(addressKind('::ffff:7f00:1')).toBe('loopback');
    expect(addressKind('::ffff:a00:1')).toBe('private');
    expect(addressKind('::10.0.0.1')).toBe('private');
    expect(addressKind('64:ff9b::a9fe:a9fe')).toBe('link-local');
    expect(addressKind('::ffff:8.8.8.8')).toBe('public');
  });
});

describe('checkWebhookUrl', () => {
  const refusal = async (url: string, allowed: Array<'loopback' | 'private'> = []) => {
    const checked = await checkWebhookUrl(url, allowed);
    return checked.ok ? 'ok' : checked.refusal;
  };

  it('refuses what is not http(s), and credentials in the address', async () => {
    expect(await refusal('ftp://8.8.8.8/hook')).toBe('url');
    expect(await refusal('not a url')).toBe('url');
    expect(await refusal('https://user:secret@8.8.8.8/hook')).toBe('credentials');
  });

  it('refuses a private address unless the configuration opens its network, whatever its spelling', async () => {
    expect(await refusal('http://127.0.0.1:8080/hook')).toBe('privateAddress');
    expect(await refusal('http://[::ffff:127.0.0.1]/hook')).toBe('privateAddress');
    expect(await refusal('http://2130706433/hook')).toBe('privateAddress');
    expect(await refusal('http://localhost/hook')).toBe('privateAddress');
    expect(await refusal('http://127.0.0.1:8080/hook', ['loopback'])).toBe('ok');
    expect(await refusal('http://10.0.0.1/hook', ['loopback'])).toBe('privateAddress');
    expect(await refusal('http://10.0.0.1/hook', ['private'])).toBe('ok');
    expect(await refusal('http://169.254.169.254/latest/meta-data', ['loopback', 'private'])).toBe(
      'privateAddress',
    );
  });

  it('asks for https on the public Internet, and answers the address to connect to', async () => {
    expect(await refusal('http://8.8.8.8/hook')).toBe('https');
    const checked = await checkWebhookUrl('https://8.8.8.8/hook', []);
    expect(checked.ok && checked.target.address).toBe('8.8.8.8');
  });

  it('refuses a name nobody can resolve', async () => {
    expect(await refusal('https://no-such-host.invalid/hook')).toBe('unresolved');
  });
});
