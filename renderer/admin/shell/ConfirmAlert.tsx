import { Alert } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

interface ConfirmAlertProps {
  isOpen: boolean;
  text: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  intent?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
  /** More to read before confirming, below the text. */
  children?: ReactNode;
}

/** The confirm step before a destructive or sweeping change. */
export function ConfirmAlert({
  isOpen,
  text,
  title,
  confirmText,
  cancelText,
  intent = 'danger',
  onConfirm,
  onCancel,
  children,
}: ConfirmAlertProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Alert
      isOpen={isOpen}
      intent={intent}
      icon={intent === 'danger' ? 'trash' : 'warning-sign'}
      confirmButtonText={confirmText ?? t('common.delete')}
      cancelButtonText={cancelText ?? t('common.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel
    >
      {title ? <h4 className="confirm-title">{title}</h4> : null}
      <p>{text}</p>
      {children}
    </Alert>
  );
}
