import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../components/icons';
import { prepareForPrint } from '../../components/print-preparation';

interface SavePdfButtonProps {
  /** Proposed file name, e.g. the article number and the title. */
  fileName: string;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** "Save as PDF", only in the desktop app; browsers on the network offer it in their print dialog. */
export function SavePdfButton({ fileName }: SavePdfButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<SaveState>('idle');
  const savePdf = window.kiosk?.savePdf;
  if (!savePdf) return null;

  const save = async () => {
    setState('saving');
    try {
      await prepareForPrint();
      const result = await savePdf(fileName);
      setState(result.saved ? 'saved' : result.message ? 'failed' : 'idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button
        size="large"
        icon={<DocumentIcon />}
        className="print-button save-pdf-button"
        loading={state === 'saving'}
        onClick={() => void save()}
      >
        {t('print.savePdf')}
      </Button>
      {state === 'saved' || state === 'failed' ? (
        <span role="status" className="print-button save-pdf-status">
          {t(state === 'saved' ? 'print.pdfSaved' : 'print.pdfFailed')}
        </span>
      ) : null}
    </>
  );
}
