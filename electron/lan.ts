import type { NetworkInterfaceInfo } from 'node:os';

/** The addresses other machines can open, e.g. `http://192.168.1.20:8080`, from os.networkInterfaces(). */
export function lanUrls(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, port: number): string[] {
  const urls: string[] = [];
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) urls.push(`http://${entry.address}:${port}`);
    }
  }
  return urls;
}
