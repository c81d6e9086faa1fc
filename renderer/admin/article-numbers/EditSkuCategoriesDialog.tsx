import { useRef, useState } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { CategoryCheckboxes } from '../categories/CategoryCheckboxes';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { focusFirstField } from '../shell/dialog-focus';
import { AdminDialog } from '../shell/AdminDialog';

interface EditSkuCategoriesDialogProps {
  number: string;
  categories: Category[];
  initial: number[];
  onClose: () => void;
  onSubmit: (categoryIds: number[]) => Promise<boolean>;
}

/** Replaces the categories one article number is linked to (none chosen removes the number). */
export function EditSkuCategoriesDialog({
  number,
  categories,
  initial,
  onClose,
  onSubmit,
}: EditSkuCategoriesDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [selected, setSelected] = useState(initial);
  const [pending, setPending] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const fields = useRef<HTMLDivElement>(null);

  async function save() {
    setConfirmingRemoval(false);
    setPending(true);
    const done = await onSubmit(selected);
    setPending(false);
    if (done) onClose();
    else focusFirstField(fields.current);
  }

  return (
    <AdminDialog isOpen title={t('articleNumbers.editTitle', { number })} onClose={onClose}>
      <DialogBody>
        <div ref={fields}>
          <CategoryCheckboxes categories={categories} selected={selected} onChange={setSelected} />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              intent="primary"
              loading={pending}
              onClick={() => (selected.length === 0 ? setConfirmingRemoval(true) : void save())}
            >
              {t('form.save')}
            </Button>
          </>
        }
      />
      <ConfirmAlert
        isOpen={confirmingRemoval}
        text={t('articleNumbers.confirmNoCategories', { number })}
        confirmText={t('articleNumbers.deleteSku')}
        onConfirm={() => void save()}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </AdminDialog>
  );
}
