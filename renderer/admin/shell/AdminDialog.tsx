import { useId } from 'react';
import { Button, Classes, Dialog, H2, type DialogProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/**
 * Blueprint's Dialog with a header of our own: Blueprint names its × "Close" in English whatever
 * the admin's language, so a German screen reader heard English. No × while `onClose` is absent
 * (a dialog that must not close, such as an upload under way).
 */
export function AdminDialog({ title, onClose, children, ...props }: DialogProps & { title: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const titleId = useId();
  return (
    <Dialog {...props} onClose={onClose} aria-labelledby={titleId}>
      <div className={Classes.DIALOG_HEADER}>
        <H2 id={titleId}>{title}</H2>
        {onClose ? (
          <Button
            aria-label={t('common.close')}
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon="small-cross"
            variant="minimal"
            onClick={onClose}
          />
        ) : null}
      </div>
      {children}
    </Dialog>
  );
}
