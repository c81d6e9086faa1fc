import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanUrls } from '../../electron/lan';
import { lanAddresses } from '../../server/http/lan-addresses';

function ipv4(address: string, internal = false): NetworkInterfaceInfo {
  return { address, netmask: '255.255.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal, cidr: null };
}

describe('the LAN address a QR code points to', () => {
  it('is the shop network card, not a container bridge listed first', () => {
    expect(
      lanAddresses({
        lo: [ipv4('127.0.0.1', true)],
        docker0: [ipv4('172.17.0.1')],
        eth0: [ipv4('192.168.50.10')],
      })[0],
    ).toBe('192.168.50.10');
  });

  it('leaves out VPN tunnels and container interfaces altogether', () => {
    expect(
      lanAddresses({
        tun0: [ipv4('10.8.0.2')],
        wg0: [ipv4('10.66.0.3')],
        tailscale0: [ipv4('100.100.1.2')],
        'br-3f2a': [ipv4('172.18.0.1')],
        veth12ab: [ipv4('172.18.0.5')],
        virbr0: [ipv4('192.168.122.1')],
        wlp2s0: [ipv4('10.0.0.23')],
      }),
    ).toEqual(['10.0.0.23']);
  });

  it('prefers a private address of the network card over a public or unnamed one, and skips link-local', () => {
    expect(
      lanAddresses({
        eth1: [ipv4('169.254.3.4'), ipv4('203.0.113.9')],
        bond0: [ipv4('172.20.1.5')],
        enp3s0: [ipv4('172.16.4.2')],
      }),
    ).toEqual(['172.16.4.2', '172.20.1.5', '203.0.113.9']);
  });

  it('is none when only containers and tunnels have addresses', () => {
    expect(lanAddresses({ docker0: [ipv4('172.17.0.1')], tun0: [ipv4('10.8.0.2')] })).toEqual([]);
  });
});

describe('the addresses the desktop app’s LAN notice lists', () => {
  it('are only those other machines in the shop can reach, with the port', () => {
    expect(
      lanUrls(
        {
          lo: [ipv4('127.0.0.1', true)],
          docker0: [ipv4('172.17.0.1')],
          'br-3f2a': [ipv4('172.18.0.1')],
          veth12ab: [ipv4('172.18.0.5')],
          virbr0: [ipv4('192.168.122.1')],
          vmnet8: [ipv4('192.168.200.1')],
          vboxnet0: [ipv4('192.168.56.1')],
          tun0: [ipv4('10.8.0.2')],
          tap0: [ipv4('10.9.0.2')],
          eth0: [ipv4('169.254.10.20'), ipv4('192.168.1.20')],
          wlan0: [ipv4('10.0.0.7')],
        },
        8080,
      ),
    ).toEqual(['http://192.168.1.20:8080', 'http://10.0.0.7:8080']);
  });

  it('are none on a machine whose only network is a container bridge', () => {
    expect(lanUrls({ lo: [ipv4('127.0.0.1', true)], docker0: [ipv4('172.17.0.1')] }, 8080)).toEqual([]);
  });
});
