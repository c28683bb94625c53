import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, refusedAddress } from './webhook-addresses';

describe('the addresses production may send webhooks to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    // An IPv6 address carrying an IPv4 one is judged as that address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['[::ffff:a9fe:a9fe]', 'link-local'],
    // NAT64 reaches IPv4 addresses it does not show: refused whatever they are.
    ['64:ff9b::a00:1', 'NAT64'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedAddress(address)).toContain(range);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(refusedAddress(address)).toBeUndefined();
    },
  );

  it('refuses what is not an address at all', () => {
    expect(refusedAddress('example.org')).toContain('not an IP address');
  });
});

describe('an endpoint URL', () => {
  const problemOf = (url: string, reach: 'public' | 'local' = 'public') => {
    const checked = checkWebhookUrl(url, reach);
    return 'problem' in checked ? checked.problem : undefined;
  };

  it('is https in production, with a host that may be reached', () => {
    expect(problemOf('https://hooks.example.org/paradise')).toBeUndefined();
    expect(problemOf('http://hooks.example.org/paradise')).toBe('Must start with https://');
    expect(problemOf('ftp://hooks.example.org/')).toBe('Must start with https://');
    expect(problemOf('https://user:secret@hooks.example.org/')).toContain('user name');
    expect(problemOf('not a url')).toBe('Not a web address');
  });

  it('refuses the metadata server and this machine by name, and addresses written in it', () => {
    expect(problemOf('https://metadata.google.internal/computeMetadata/v1/')).toContain(
      'may not receive webhooks',
    );
    expect(problemOf('https://METADATA.google.internal./')).toContain('may not receive');
    expect(problemOf('https://localhost:8443/')).toContain('may not receive');
    expect(problemOf('https://169.254.169.254/latest/meta-data')).toContain('link-local');
    expect(problemOf('https://[::1]/')).toContain('loopback');
    // Browsers' URL parsing turns these into 127.0.0.1 and 10.0.0.1.
    expect(problemOf('https://2130706433/')).toContain('loopback');
    expect(problemOf('https://0x0a.0.0.1/')).toContain('private');
  });

  it('in the emulators, may be http and on this machine', () => {
    expect(problemOf('http://127.0.0.1:4242/webhooks', 'local')).toBeUndefined();
    expect(problemOf('http://localhost:4242/webhooks', 'local')).toBeUndefined();
    expect(problemOf('ftp://127.0.0.1/', 'local')).toBe('Must start with https://');
  });
});
