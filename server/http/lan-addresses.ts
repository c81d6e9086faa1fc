import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * Container bridges and VPN tunnels: a phone on the shop's Wi-Fi cannot reach their addresses, so a
 * QR code must never point there, even when the system lists them first (docker0 usually is).
 */
const UNREACHABLE_FROM_THE_SHOP =
  /^(docker|br-|veth|virbr|cni|flannel|podman|lxcbr|lxdbr|vboxnet|vmnet|vethernet|tun|tap|wg|tailscale|zt|utun|ppp)/i;

/** Ethernet and Wi-Fi as Linux, macOS and Windows name them. */
const SHOP_NETWORK_CARD = /^(eth|en|wl|wi-?fi|ethernet)/i;

/** 10/8, 172.16/12 and 192.168/16: the addresses a shop's router hands out. */
function isPrivateIpv4(address: string): boolean {
  const [a = -1, b = -1] = address.split('.').map(Number);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function rank(name: string, address: string): number {
  return (isPrivateIpv4(address) ? 0 : 2) + (SHOP_NETWORK_CARD.test(name) ? 0 : 1);
}

/**
 * The IPv4 addresses other machines in the shop can reach this one at, best first: a private
 * address of an Ethernet or Wi-Fi card before any other; container, VPN and link-local ones left out.
 */
export function lanAddresses(interfaces: Interfaces = networkInterfaces()): string[] {
  return Object.entries(interfaces)
    .filter(([name]) => !UNREACHABLE_FROM_THE_SHOP.test(name))
    .flatMap(([name, entries]) =>
      (entries ?? [])
        .filter(
          (entry) => entry.family === 'IPv4' && !entry.internal && !entry.address.startsWith('169.254.'),
        )
        .map((entry) => ({ address: entry.address, rank: rank(name, entry.address) })),
    )
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.address);
}
