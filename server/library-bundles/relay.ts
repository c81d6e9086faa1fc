import type { LibraryChannel } from '../../common/api/library-bundles';
import type { HubLimits } from '../config/server-config';
import { log } from '../logs/log';
import { librarySource, type Offer } from './library-source';
import type { BundleManifest } from './manifest';
import { parsePublicKey } from './minisign';
import { checkChannel, checkSignedManifest } from './verify-bundle';

/** A relay's offer once its manifest is checked: signed by the hub's key, for this kiosk's channel. */
export interface RelayOffer {
  offer: Offer;
  manifest: BundleManifest;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks the shop's relay (another kiosk serving what it applied, or a copy of the library folder)
 * what it offers. Never throws: an unreachable relay, one with nothing to offer or one whose
 * manifest the hub's key did not sign is no relay, and the caller asks the hub.
 */
export async function askRelay(
  address: string,
  channel: LibraryChannel,
  publicKey: string,
  limits: HubLimits,
  signal: AbortSignal,
): Promise<RelayOffer | undefined> {
  // A kiosk serves what it applied under its public API, whatever the channel; the signed
  // manifest says which channel that is. A folder keeps each channel's manifest apart.
  const bareAddress = /^https?:\/\/[^/]+$/i.test(address);
  try {
    const offer = await librarySource(address, bareAddress ? 'pilot' : channel, limits)(signal);
    if (!offer) {
      log.info(`The relay at ${address} offers no library version; asking the hub`);
      return undefined;
    }
    const manifest = checkSignedManifest(
      Buffer.from(offer.manifest),
      offer.signature,
      parsePublicKey(publicKey),
    );
    checkChannel(manifest, channel, `the relay at ${address}`);
    return { offer, manifest };
  } catch (error) {
    log.warn(`The relay at ${address} was not used (${reason(error)}); asking the hub`);
    return undefined;
  }
}
