import { createSocket } from 'node:dgram';
import type { Browser, Service } from 'bonjour-service';
import type { RelayMdnsConfig } from '../../../server/config/server-config';

/**
 * mDNS kept on this machine: the loopback interface (Linux delivers multicast there once a socket
 * joins the group on 127.0.0.1) and a free port of this test's own instead of 5353, so neither the
 * LAN nor another test run hears it.
 */
export async function loopbackMdns(): Promise<RelayMdnsConfig> {
  const socket = createSocket('udp4');
  const port = await new Promise<number>((resolve) =>
    socket.bind(0, '127.0.0.1', () => resolve(socket.address().port)),
  );
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return { port, interface: '127.0.0.1' };
}

/**
 * Resolves once the browser has a service for which `matches` holds (`up`), or once such a
 * service said goodbye (`down`).
 */
export function serviceEvent(
  browser: Browser,
  event: 'up' | 'down',
  matches: (service: Service) => boolean,
): Promise<Service> {
  return new Promise((resolve) => {
    const known = event === 'up' ? browser.services.find(matches) : undefined;
    if (known) return resolve(known);
    const check = (service: Service) => {
      if (!matches(service)) return;
      browser.off(event, check);
      resolve(service);
    };
    browser.on(event, check);
  });
}
