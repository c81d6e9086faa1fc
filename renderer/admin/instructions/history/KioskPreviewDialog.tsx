import { useState, type SubmitEvent } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { normaliseArticleNumber } from '../../../../common/article-number-rules';
import type { Language } from '../../../../common/languages';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { kioskPreviewPath } from './preview-paths';
import { usePreviewNumbersQuery } from './queries';
import { AdminDialog } from '../../shell/AdminDialog';

interface KioskPreviewDialogProps {
  instructionId: number;
  instructionNumber: string;
  language: Language;
  onClose: () => void;
}

/**
 * Picks the article number whose kiosk pages to preview: one the instruction is shown for, or any
 * number typed. The preview opens in a tab of its own, so the form with its unsaved edits stays.
 */
export function KioskPreviewDialog({
  instructionId,
  instructionNumber,
  language,
  onClose,
}: KioskPreviewDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const numbers = usePreviewNumbersQuery(instructionId, true);
  const [typed, setTyped] = useState('');
  const open = (articleNumber: string) => {
    window.open(kioskPreviewPath(articleNumber, language, instructionNumber), '_blank', 'noopener');
    onClose();
  };

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog's portal passes events up the React tree: the instruction form must not submit.
    event.stopPropagation();
    const articleNumber = normaliseArticleNumber(typed);
    if (articleNumber) open(articleNumber);
  }

  return (
    <AdminDialog isOpen title={t('preview.kioskTitle')} onClose={onClose} className="kiosk-preview-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>{t('preview.kioskHelp')}</p>
          <FormGroup label={t('preview.shownFor')}>
            {numbers.data ? (
              numbers.data.length > 0 ? (
                <div className="kiosk-preview-numbers">
                  {numbers.data.map((number) => (
                    <Button key={number} icon="eye-open" onClick={() => open(number)}>
                      {number}
                    </Button>
                  ))}
                </div>
              ) : (
                <p className="empty-text">{t('preview.noNumbers')}</p>
              )
            ) : numbers.isError ? (
              <p className="empty-text">{t('preview.failed')}</p>
            ) : (
              <Spinner size={20} />
            )}
          </FormGroup>
          <FormGroup label={t('preview.anyNumber')} labelFor="kiosk-preview-number">
            <InputGroup id="kiosk-preview-number" value={typed} onValueChange={setTyped} autoFocus />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button
                type="submit"
                intent="primary"
                icon="eye-open"
                disabled={!normaliseArticleNumber(typed)}
              >
                {t('preview.openKiosk')}
              </Button>
            </>
          }
        />
      </form>
    </AdminDialog>
  );
}
