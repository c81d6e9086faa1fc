import { useState } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { categoryInputSchema, type Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useDialogDraft } from '../shell/dialog-draft';
import { TextField } from '../shell/TextField';
import { useDialogSubmit } from '../shell/use-dialog-submit';
import { AdminDialog } from '../shell/AdminDialog';

interface CategoryDialogProps {
  /** The category being edited, or null to create one. */
  category: Category | null;
  onClose: () => void;
  onSubmit: (name: string) => Promise<boolean>;
  /** The name typed before the session ended, when the dialog is reopened after signing in. */
  initialName?: string;
}

/** What the category dialog keeps across a sign-in (see dialog-draft.ts). */
export interface CategoryDialogDraft {
  category: Category | null;
  name: string;
}

export const CATEGORY_DIALOG = 'category-dialog';

export function categoryDialogDraft(value: unknown): CategoryDialogDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const draft = value as Partial<CategoryDialogDraft>;
  if (typeof draft.name !== 'string') return undefined;
  const category = draft.category;
  const validCategory =
    category === null || (!!category && typeof category.id === 'number' && typeof category.name === 'string');
  return validCategory ? { category: category ?? null, name: draft.name } : undefined;
}

/** The one dialog for adding and renaming a category; mount it fresh for each opening. */
export function CategoryDialog({ category, onClose, onSubmit, initialName }: CategoryDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [name, setName] = useState(initialName ?? category?.name ?? '');
  useDialogDraft(CATEGORY_DIALOG, { category, name } satisfies CategoryDialogDraft);
  const trimmed = name.trim();
  // The rules the server holds a name to: too long, control or direction-changing characters.
  const {
    errors,
    pending,
    onSubmit: submit,
  } = useDialogSubmit(categoryInputSchema, { name }, (parsed) => onSubmit(parsed.name), onClose);

  return (
    <AdminDialog
      isOpen
      title={t(category ? 'categories.editTitle' : 'categories.addTitle')}
      onClose={onClose}
    >
      <form onSubmit={(event) => (trimmed ? submit(event) : event.preventDefault())} noValidate>
        <DialogBody>
          <TextField
            id="category-name"
            label={t('categories.name')}
            error={errors.name}
            value={name}
            onValueChange={setName}
            placeholder={t('categories.namePlaceholder')}
            autoFocus
          />
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
    </AdminDialog>
  );
}
