import type { NetworkInterfaceInfo } from 'node:os';
import { lanAddresses } from '../server/http/lan-addresses';

/**
 * The addresses the shop's other machines can open, e.g. `http://192.168.1.20:8080`, from
 * os.networkInterfaces(): the same choice as the server's QR codes, so container bridges, virtual
 * machines' networks, VPN tunnels and link-local addresses are left out and the network card comes first.
 */
export function lanUrls(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, port: number): string[] {
  return lanAddresses(interfaces).map((address) => `http://${address}:${port}`);
}
