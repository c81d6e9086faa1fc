import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { KioskBridgeSettings } from '../../common/kiosk-bridge';

/**
 * Offered on the admin pages of a kiosk, i.e. after an admin signed in; the main process asks the
 * server again before it lets the window out of kiosk mode.
 */
export function LeaveKioskButton({ settings }: { settings: KioskBridgeSettings }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  if (settings.mode !== 'kiosk' || !pathname.startsWith('/admin')) return null;

  const leave = async () => {
    setPending(true);
    setRefusal(undefined);
    try {
      const result = await window.kiosk?.exitKiosk();
      if (result && !result.ok) setRefusal(result.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="kiosk-leave">
      {refusal ? (
        <Callout intent="danger" compact>
          {refusal}
        </Callout>
      ) : null}
      <Button icon="log-out" intent="warning" loading={pending} onClick={() => void leave()}>
        {t('kiosk.leave')}
      </Button>
    </div>
  );
}
