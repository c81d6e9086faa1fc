import { isIP } from 'node:net';
import { hostname as machineName, networkInterfaces } from 'node:os';

import { WILDCARD_HOSTS } from '../../common/settings/listen-hosts';

/** The host name of a Host header, lower-cased, without port, brackets or trailing dot; undefined when unreadable. */
export function hostNameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(`http://${hostHeader}`);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password || parsed.pathname !== '/' || parsed.search || parsed.hash)
    return undefined;
  const name = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return name === '' ? undefined : name;
}

/** RFC 6761: "localhost" and its sub-names always mean this machine, so no other site can claim them. */
export function isLoopbackName(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1' || /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(name);
}

/** The addresses of this machine's network interfaces, read when asked: a laptop's address changes. */
function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map((entry) => entry.address.toLowerCase().replace(/%.*$/, ''));
}

/**
 * Decides which Host names the server answers to. A page on another site that rebinds its own name
 * to this machine's address still sends its own name as Host, so it is refused (DNS rebinding).
 * Listening beyond the loopback, the machine's addresses and its name (also as `<name>.local`) count.
 */
export function hostPolicy(listenHost: string, configured: readonly string[]): (name: string) => boolean {
  const fixed = new Set(configured.map((name) => name.toLowerCase().replace(/\.$/, '')));
  const listen = listenHost.toLowerCase();
  const onNetwork = !isLoopbackName(listen);
  if (onNetwork && !WILDCARD_HOSTS.has(listen)) fixed.add(listen);
  if (onNetwork) {
    const own = machineName().toLowerCase();
    fixed.add(own);
    fixed.add(`${own}.local`);
  }
  return (name) =>
    isLoopbackName(name) ||
    fixed.has(name) ||
    (onNetwork && WILDCARD_HOSTS.has(listen) && isIP(name) !== 0 && interfaceAddresses().includes(name));
}
