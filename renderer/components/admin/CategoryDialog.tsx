import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

interface CategoryDialogProps {
  /** The category being edited, or null to create one. */
  category: Category | null;
  onClose: () => void;
  onSubmit: (name: string) => Promise<boolean>;
}

/** The one dialog for adding and renaming a category; mount it fresh for each opening. */
export function CategoryDialog({ category, onClose, onSubmit }: CategoryDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [name, setName] = useState(category?.name ?? '');
  const [pending, setPending] = useState(false);
  const trimmed = name.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    setPending(true);
    const done = await onSubmit(trimmed);
    setPending(false);
    if (done) onClose();
  }

  return (
    <Dialog isOpen title={t(category ? 'categories.editTitle' : 'categories.addTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup label={t('categories.name')} labelFor="category-name">
            <InputGroup
              id="category-name"
              value={name}
              onValueChange={setName}
              placeholder={t('categories.namePlaceholder')}
              autoFocus
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="submit" intent="primary" disabled={!trimmed} loading={pending}>
                {t(category ? 'common.save' : 'common.create')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
