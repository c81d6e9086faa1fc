import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { KioskBridgeSettings } from '../../common/kiosk-bridge';

/** Where other machines on the network reach this library, when LAN serving is on. */
export function LanAddressNotice({ settings }: { settings: KioskBridgeSettings }) {
  const { t } = useTranslation();
  if (settings.lanUrls.length === 0) return null;
  return (
    <Tag className="kiosk-lan-notice" icon="globe-network" minimal round>
      {t('kiosk.network', { addresses: settings.lanUrls.join(' · ') })}
    </Tag>
  );
}
