import { networkInterfaces } from 'node:os';

/** The IPv4 addresses other machines on the network can reach this one at. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}
