const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;
const DNS_NAME =
  /^(?=.{1,253}\.?$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * A host name or address a person may list as an extra name of the server (--allowed-hosts,
 * ALLOWED_HOSTS, the desktop settings' allowedHosts): a DNS name or an IPv4/IPv6 address, no port.
 */
export function isValidHostEntry(entry: string): boolean {
  if (IPV4.test(entry)) return true;
  if (entry.includes(':')) return IPV6.test(entry) && entry.split(':').length <= 8;
  return DNS_NAME.test(entry);
}
