import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { KioskBridgeSettings } from '../../common/kiosk-bridge';
import { createTapSeries, isInCorner } from './corner-taps';

/**
 * In kiosk mode, five quick taps in the top-left corner open the admin sign-in page. The taps only
 * lead to the password prompt; leaving kiosk mode still needs a signed-in admin.
 */
export function useCornerSignIn(settings: KioskBridgeSettings | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (settings?.mode !== 'kiosk') return;
    const series = createTapSeries();
    const onClick = (event: MouseEvent) => {
      if (!isInCorner(event.clientX, event.clientY) || !series.tap()) return;
      // The completing tap must not also follow a link under the finger (the header logo).
      event.preventDefault();
      event.stopPropagation();
      void navigate('/auth');
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, [settings, navigate]);
}
