import { useEffect } from 'react';
import type { KioskBridgeSettings } from '../../common/kiosk-bridge';
import { api } from '../api/client';
import { changeLanguage } from '../i18n/setup';
import { createIdleTimer } from './idle-timer';

// Touch, key and pointer input; `input` also covers on-screen keyboards and scanners.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'input'] as const;

/**
 * In kiosk mode: every page load starts in the kiosk's default language, and after `idleMs`
 * without input the kiosk signs out any admin and loads the home page afresh. A full load, not a
 * client-side navigation, so the search field, open dialogs and every store start empty.
 */
export function useIdleReset(settings: KioskBridgeSettings | undefined): void {
  useEffect(() => {
    if (settings?.mode !== 'kiosk') return;
    changeLanguage(settings.defaultLanguage);
    let touched = false;
    const timer = createIdleTimer(settings.idleMs, () => {
      // A kiosk left untouched on its home page is already reset; reloading it would only flicker.
      if (!touched && window.location.pathname === '/') return;
      void api
        .post('/api/logout')
        .catch(() => undefined)
        .finally(() => window.location.assign('/'));
    });
    const onActivity = () => {
      touched = true;
      timer.poke();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    timer.poke();
    return () => {
      timer.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [settings]);
}
