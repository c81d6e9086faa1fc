import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/errors';
import { isPublicUnicastAddress } from '../../server/services/image-proxy/address-policy';
import { resolveAllowedAddress } from '../../server/services/image-proxy/resolve';
import { hostOf, parseProxyUrl } from '../../server/services/image-proxy/url';

async function statusOf(run: () => unknown): Promise<number | 'ok'> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('isPublicUnicastAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '151.101.1.69',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
  ])('allows the public address %s', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback range', '127.255.255.254'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.31', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local', '169.254.1.1'],
    ['cloud metadata', '169.254.169.254'],
    ['CGNAT', '100.64.0.1'],
    ['CGNAT top', '100.127.255.254'],
    ['this network', '0.0.0.0'],
    ['this network range', '0.1.2.3'],
    ['broadcast', '255.255.255.255'],
    ['multicast', '224.0.0.1'],
    ['multicast top', '239.255.255.250'],
    ['reserved 240/4', '240.0.0.1'],
    ['documentation', '192.0.2.1'],
    ['benchmarking', '198.18.0.1'],
    ['IETF protocol assignments', '192.0.0.170'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with zone', 'fe80::1%eth0'],
    ['IPv6 unique-local', 'fc00::1'],
    ['IPv6 unique-local fd', 'fd12:3456:789a::1'],
    ['IPv6 site-local (deprecated)', 'fec0::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-translated', '::ffff:0:7f00:1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of metadata', '64:ff9b::169.254.169.254'],
    ['local NAT64', '64:ff9b:1::a00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of private', '2002:c0a8:101::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 discard', '100::1'],
    ['not an address', 'localhost'],
    ['empty', ''],
    ['decimal spelling', '2130706433'],
    ['hex spelling', '0x7f.0.0.1'],
    ['octal spelling', '0177.0.0.1'],
    ['short spelling', '127.1'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isPublicUnicastAddress(address)).toBe(false);
  });
});

describe('parseProxyUrl and resolveAllowedAddress', () => {
  const refusedUrls = [
    'http://127.0.0.1/a.png',
    'http://localhost/a.png',
    'http://LOCALHOST/a.png',
    'http://2130706433/a.png',
    'http://0x7f000001/a.png',
    'http://0x7f.1/a.png',
    'http://0177.0.0.1/a.png',
    'http://127.1/a.png',
    'http://127.000.000.001/a.png',
    'http://0/a.png',
    'http://0.0.0.0/a.png',
    'http://[::1]/a.png',
    'http://[::]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://[::ffff:7f00:1]/a.png',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/a.png',
    'http://[::ffff:169.254.169.254]/latest/meta-data',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/latest/meta-data/',
    'http://[fe80::1]/a.png',
    'http://[fd00::1]/a.png',
    'http://[64:ff9b::7f00:1]/a.png',
    'http://[2002:7f00:1::1]/a.png',
    'http://10.0.0.1/a.png',
    'http://192.168.0.1:8080/a.png',
    'http://172.16.5.4/a.png',
    'http://100.64.0.1/a.png',
    'https://127.0.0.1:443/a.png',
    'http://%31%32%37.0.0.1/a.png',
    'http://１２７.０.０.１/a.png',
  ];

  it.each(refusedUrls)('refuses %s with 403', async (raw) => {
    expect(await statusOf(() => resolveAllowedAddress(hostOf(parseProxyUrl(raw))))).toBe(403);
  });

  it('refuses a host when any one of its addresses is not public', async () => {
    const lookupAll = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 as const },
        { address: '10.0.0.5', family: 4 as const },
      ]);
    expect(await statusOf(() => resolveAllowedAddress('mixed.example', lookupAll))).toBe(403);
  });

  it('answers with the first checked address when all are public', async () => {
    const lookupAll = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 as const },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 as const },
      ]);
    expect(await resolveAllowedAddress('example.com', lookupAll)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('answers 502 when the host does not resolve', async () => {
    const lookupAll = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await statusOf(() => resolveAllowedAddress('nowhere.invalid', lookupAll))).toBe(502);
  });

  it.each([
    ['', 400],
    ['not a url', 400],
    ['/relative/path.png', 400],
    ['ftp://example.com/a.png', 400],
    ['file:///etc/passwd', 400],
    ['javascript:alert(1)', 400],
    ['data:image/png;base64,AAAA', 400],
    ['gopher://127.0.0.1:6379/_INFO', 400],
    ['http://user:pass@example.com/a.png', 400],
    [`http://example.com/${'a'.repeat(3000)}`, 400],
  ])('parseProxyUrl refuses %j with %i', async (raw, status) => {
    expect(await statusOf(() => parseProxyUrl(raw))).toBe(status);
  });

  it('parseProxyUrl refuses a missing or repeated parameter', async () => {
    expect(await statusOf(() => parseProxyUrl(undefined))).toBe(400);
    expect(await statusOf(() => parseProxyUrl(['http://a/', 'http://b/']))).toBe(400);
  });
});
