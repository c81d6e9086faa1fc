/** This machine only: the server's address unless LAN serving is chosen. */
export const LOOPBACK_HOST = '127.0.0.1';

/** Every network interface (IPv4), so browsers on the shop network reach the same pages. */
export const LAN_HOST = '0.0.0.0';

/** Addresses that listen on every interface rather than naming one. */
export const WILDCARD_HOSTS: ReadonlySet<string> = new Set([LAN_HOST, '::']);
