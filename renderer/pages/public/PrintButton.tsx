import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { withCommandFlag } from '../../components/CommandFlag';
import { PrintIcon, WarningSignIcon } from '../../components/icons';
import { useLibraryOrigin } from '../../hooks/useLibraryOrigin';
import { prepareForPrint } from '../../components/print-preparation';

/**
 * Print, but first say so when the printout's QR code could open only on this machine (a default
 * install listens on 127.0.0.1): the person printing can still print, knowing what they get. A PDF
 * manual first draws its pages for paper.
 */
export function PrintButton() {
  const { t } = useTranslation();
  const target = useLibraryOrigin();
  const [warning, setWarning] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const print = async () => {
    if (target && !target.opensOnPhones && !warning) {
      setWarning(true);
      return;
    }
    setWarning(false);
    setPreparing(true);
    try {
      await prepareForPrint();
    } finally {
      setPreparing(false);
    }
    window.print();
  };
  return (
    <>
      <Button
        size="large"
        icon={<PrintIcon />}
        className="print-button"
        loading={preparing}
        onClick={() => void print()}
      >
        {t('print.button')}
      </Button>
      {warning ? (
        <Callout
          intent="warning"
          icon={<WarningSignIcon />}
          role="alert"
          className="print-qr-warning"
          title={t('print.thisMachineOnlyTitle')}
        >
          <p>{withCommandFlag(t('print.thisMachineOnlyBody'))}</p>
          <Button intent="warning" onClick={() => void print()}>
            {t('print.printAnyway')}
          </Button>{' '}
          <Button variant="minimal" onClick={() => setWarning(false)}>
            {t('print.cancel')}
          </Button>
        </Callout>
      ) : null}
    </>
  );
}
