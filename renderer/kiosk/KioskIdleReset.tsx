import { useState } from 'react';
import { LanAddressNotice } from './LanAddressNotice';
import { LeaveKioskButton } from './LeaveKioskButton';
import { shellSettings } from './kiosk-bridge';
import { useIdleReset } from './useIdleReset';
import './kiosk.css';

/**
 * The desktop shell's part of the page, mounted once inside the router: the kiosk's idle reset, the
 * LAN address notice and the leave-kiosk button. Renders nothing in an ordinary browser.
 */
export function KioskIdleReset() {
  const [settings] = useState(shellSettings);
  useIdleReset(settings);
  if (!settings) return null;
  return (
    <>
      <LanAddressNotice settings={settings} />
      <LeaveKioskButton settings={settings} />
    </>
  );
}
