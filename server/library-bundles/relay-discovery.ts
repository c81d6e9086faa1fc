import { setTimeout as delay } from 'node:timers/promises';
import type { Bonjour, Browser } from 'bonjour-service';
import type { LibraryChannel } from '../../common/api/library-bundles';
import type { RelayMdnsConfig } from '../config/server-config';
import { log } from '../logs/log';
import { openMdns, readAdvert, RELAY_SERVICE_TYPE, serviceAddress, type RelayAdvert } from './relay-mdns';

/** How long a check listens for relays that answer its question (on a LAN, a few milliseconds). */
const ANSWER_WAIT_MS = 1_000;

/** At most this many advertised relays are asked in one check before the hub. */
const MAX_ASKED = 3;

interface FoundRelay {
  name: string;
  address: string;
  advert: RelayAdvert;
}

/**
 * Finds the shop's relays by mDNS while relay discovery is on: a browser that keeps what the LAN
 * announces, asked again at each check. Browsing is off unless a kiosk is set to find a relay, so
 * nothing multicasts unasked.
 */
export class RelayDiscovery {
  private bonjour: Bonjour | undefined;
  private browser: Browser | undefined;

  constructor(
    private readonly config: RelayMdnsConfig,
    /** This kiosk's own advertisement, never its own relay. */
    private readonly ownName: () => string,
  ) {}

  /** Starts or stops browsing. */
  browse(on: boolean): void {
    if (on === Boolean(this.browser)) return;
    if (!on) {
      void this.stop();
      return;
    }
    this.bonjour = openMdns(this.config, 'finding a relay');
    this.browser = this.bonjour.find({ type: RELAY_SERVICE_TYPE });
    log.info('Looking for a relay on the LAN (mDNS)');
  }

  /**
   * The addresses of relays that advertise the library with this hub key id on this channel, the
   * highest version first, then by name so every check asks them in the same order.
   */
  async relays(library: { key: string; channel: LibraryChannel }, signal: AbortSignal): Promise<string[]> {
    const browser = this.browser;
    if (!browser) return [];
    browser.update();
    await delay(ANSWER_WAIT_MS, undefined, { signal }).catch(() => undefined);
    browser.expire();
    const found: FoundRelay[] = [];
    for (const service of browser.services) {
      const advert = readAdvert(service.txt);
      const address = serviceAddress(service);
      if (!advert || !address || service.name === this.ownName()) continue;
      if (advert.key !== library.key || advert.channel !== library.channel) continue;
      found.push({ name: service.name, address, advert });
    }
    found.sort((a, b) => b.advert.version - a.advert.version || (a.name < b.name ? -1 : 1));
    return found.slice(0, MAX_ASKED).map((relay) => relay.address);
  }

  async stop(): Promise<void> {
    const bonjour = this.bonjour;
    this.browser?.stop();
    this.browser = undefined;
    this.bonjour = undefined;
    if (bonjour) await new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
  }
}
