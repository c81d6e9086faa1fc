import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Bonjour } from 'bonjour-service';
import type { RelayMdnsConfig } from '../config/server-config';
import { log } from '../logs/log';
import { openMdns, RELAY_SERVICE_TYPE, type RelayAdvert } from './relay-mdns';

/**
 * Tells the shop's other kiosks by mDNS that this kiosk serves the library it applied: its port,
 * and in the TXT record which library (hub key id), channel and version. Only while asked to; a
 * changed version is announced again, and a withdrawal says goodbye so browsers drop it at once.
 */
export class RelayAdvertiser {
  /** Unique on the LAN even for kiosks cloned from one image with one host name. */
  readonly name = `${hostname().replace(/[^A-Za-z0-9-]/g, '-')}-${randomBytes(3).toString('hex')}`;
  private bonjour: Bonjour | undefined;
  private advertised: string | undefined;
  /** After the server's shutdown an apply ending late advertises nothing. */
  private closed = false;

  constructor(private readonly config: RelayMdnsConfig) {}

  /** Advertises what this kiosk serves on `port`, or nothing (undefined). */
  advertise(listing: { port: number; advert: RelayAdvert } | undefined): void {
    const wanted = listing && JSON.stringify(listing);
    if (this.closed || wanted === this.advertised) return;
    this.advertised = wanted;
    this.bonjour?.unpublishAll();
    if (!listing) {
      log.info('This kiosk no longer advertises itself as a relay on the LAN');
      return;
    }
    this.bonjour ??= openMdns(this.config, 'advertising this relay');
    const { key, channel, version } = listing.advert;
    this.bonjour.publish({
      name: this.name,
      type: RELAY_SERVICE_TYPE,
      port: listing.port,
      txt: { key, channel, version: String(version) },
      // The name is unique already; probing would hide a new version from browsers for a second.
      probe: false,
      disableIPv6: true,
    });
    log.info(
      `Advertising this kiosk as a relay on the LAN (mDNS): library ${key}, ${channel} channel, version ${version}`,
    );
  }

  /** Says goodbye on the LAN and closes the socket. */
  async stop(): Promise<void> {
    const bonjour = this.bonjour;
    this.bonjour = undefined;
    this.advertised = undefined;
    this.closed = true;
    if (!bonjour) return;
    await new Promise<void>((resolve) => bonjour.unpublishAll(() => resolve()));
    await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  }
}
