import { Tag } from '@blueprintjs/core';
import type { KioskBridgeSettings } from '../../common/kiosk-bridge';

/** Where other machines on the network reach this library, when LAN serving is on. */
export function LanAddressNotice({ settings }: { settings: KioskBridgeSettings }) {
  if (settings.lanUrls.length === 0) return null;
  return (
    <Tag className="kiosk-lan-notice" icon="globe-network" minimal round>
      {`Network: ${settings.lanUrls.join(' · ')}`}
    </Tag>
  );
}
