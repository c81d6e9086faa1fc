import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { kioskNameSchema, MAX_KIOSK_NAME, type FleetKiosk } from '../../../common/api/fleet';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { TextField } from '../shell/TextField';
import { runChange } from '../shell/toaster';
import { useDialogSubmit } from '../shell/use-dialog-submit';
import { useRenameKiosk } from './queries';

/** The hub's own name for a kiosk; left empty, the name the kiosk gives itself is shown. */
export function RenameKioskDialog({ kiosk, onClose }: { kiosk: FleetKiosk; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [name, setName] = useState(kiosk.hubName ?? '');
  const rename = useRenameKiosk();
  const { errors, pending, onSubmit } = useDialogSubmit(
    kioskNameSchema,
    { name },
    ({ name: chosen }) =>
      runChange(() => rename.mutateAsync({ id: kiosk.id, name: chosen }), {
        success: t('fleet.renamed'),
        failure: t('fleet.renameFailed'),
      }),
    onClose,
  );

  return (
    <Dialog isOpen title={t('fleet.renameTitle')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <TextField
            id="kiosk-hub-name"
            label={t('fleet.hubName')}
            hint={t('fleet.hubNameHint', { name: kiosk.reportedName || kiosk.keyId })}
            error={errors.name}
            value={name}
            maxLength={MAX_KIOSK_NAME}
            onValueChange={setName}
            autoFocus
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="submit" intent="primary" loading={pending}>
                {t('common.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
