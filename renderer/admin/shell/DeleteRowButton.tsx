import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/** The trash button at the end of a table row: named for screen readers and on hover alike. */
export function DeleteRowButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Button
      variant="minimal"
      intent="danger"
      icon="trash"
      disabled={disabled}
      aria-label={t('common.delete')}
      title={t('common.delete')}
      onClick={onClick}
    />
  );
}
