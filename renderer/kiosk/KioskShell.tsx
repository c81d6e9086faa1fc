import { useState } from 'react';
import { LanAddressNotice } from './LanAddressNotice';
import { LeaveKioskButton } from './LeaveKioskButton';
import { shellSettings } from './kiosk-bridge';
import { useCornerSignIn } from './useCornerSignIn';
import { useIdleReset } from './useIdleReset';
import './kiosk.css';

/**
 * The desktop shell's part of the page, mounted once inside the router: the kiosk's idle reset and
 * corner sign-in, the LAN address notice and the leave-kiosk button. Nothing in an ordinary browser.
 */
export function KioskShell() {
  const [settings] = useState(shellSettings);
  useIdleReset(settings);
  useCornerSignIn(settings);
  if (!settings) return null;
  return (
    <>
      <LanAddressNotice settings={settings} />
      <LeaveKioskButton settings={settings} />
    </>
  );
}
