import type { RelaySearch } from '../../common/api/library-bundles';
import type { HubLimits } from '../config/server-config';
import { log } from '../logs/log';
import type { FollowSettings } from './follow-settings';
import { librarySource, type Offer } from './library-source';
import type { BundleManifest } from './manifest';
import { keyIdText, parsePublicKey } from './minisign';
import { askRelay, type RelayOffer } from './relay';
import type { RelayDiscovery } from './relay-discovery';
import { checkChannel } from './verify-bundle';

/** One place to take a version from, in the order they are tried. */
export interface UpdateSource {
  label: string;
  offer: Offer;
  manifest: BundleManifest;
}

type FoundRelay = RelayOffer & { address: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The configured relay's offer, or else the first relay found on the LAN whose manifest the hub's
 * key signed for this channel; undefined when none can help and the hub is asked alone. A look on
 * the LAN is told to `searched`, so the admin sees what it found.
 */
async function relayOffer(
  settings: FollowSettings,
  discovery: RelayDiscovery,
  limits: HubLimits,
  signal: AbortSignal,
  searched: (search: RelaySearch) => void,
): Promise<FoundRelay | undefined> {
  const channel = settings.channel ?? 'pilot';
  const ask = async (address: string) => {
    const offer = await askRelay(address, channel, settings.publicKey, limits, signal);
    return offer && { ...offer, address };
  };
  if (settings.relay) return ask(settings.relay);
  if (!settings.findRelay) return undefined;
  const key = keyIdText(parsePublicKey(settings.publicKey).keyId);
  const found = await discovery.relays({ key, channel }, signal);
  if (found.length === 0)
    log.info('No relay for this library and channel answered on the LAN; asking the hub');
  const at = new Date().toISOString();
  for (const address of found) {
    const offer = await ask(address);
    if (offer) {
      searched({ at, found: address });
      return offer;
    }
  }
  searched({ at, found: null });
  return undefined;
}

/**
 * The relay first when it offers the hub's version (or when the hub cannot be asked), then the hub.
 * A relay behind the hub is passed over.
 */
function inOrder(relay: FoundRelay | undefined, hub: UpdateSource | undefined): UpdateSource[] {
  if (!relay) return hub ? [hub] : [];
  const fromRelay = { label: `the relay at ${relay.address}`, offer: relay.offer, manifest: relay.manifest };
  if (!hub) return [fromRelay];
  if (relay.manifest.version < hub.manifest.version) {
    log.info(
      `The relay at ${relay.address} offers version ${relay.manifest.version}, the hub ${hub.manifest.version}; taking it from the hub`,
    );
    return [hub];
  }
  return [fromRelay, hub];
}

/**
 * Where this check takes a version from: the shop's relay (configured or found on the LAN) and the
 * hub at `hubUrl`, in the order they are tried. `trust` checks the hub's manifest against the key
 * this kiosk trusts. A hub that cannot be asked ends the check, unless a relay can stand in.
 */
export async function chooseUpdateSources(
  settings: FollowSettings,
  hubUrl: string,
  options: {
    discovery: RelayDiscovery;
    limits: HubLimits;
    trust: (offer: Offer) => Promise<BundleManifest>;
    signal: AbortSignal;
    relaySearched: (search: RelaySearch) => void;
  },
): Promise<UpdateSource[]> {
  const { discovery, limits, trust, signal, relaySearched } = options;
  const channel = settings.channel ?? 'pilot';
  const relay = await relayOffer(settings, discovery, limits, signal, relaySearched);
  let hub: UpdateSource | undefined;
  try {
    const offer = await librarySource(hubUrl, channel, limits)(signal);
    if (offer) {
      const manifest = await trust(offer);
      checkChannel(manifest, channel, hubUrl);
      hub = { label: `the hub at ${hubUrl}`, offer, manifest };
    }
  } catch (error) {
    if (!relay || signal.aborted) throw error;
    log.warn(`The hub was not asked (${errorText(error)}); taking the relay's version`);
  }
  return inOrder(relay, hub);
}
