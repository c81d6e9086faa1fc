import { useState, type SubmitEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { categoryInputSchema, type Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useDialogDraft } from '../shell/dialog-draft';
import { focusFirstField } from '../shell/dialog-focus';
import { fieldErrors } from '../shell/field-errors';

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
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const trimmed = name.trim();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed) return;
    // The rules the server holds a name to: too long, control or direction-changing characters.
    const parsed = categoryInputSchema.safeParse({ name });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const form = event.currentTarget;
    setPending(true);
    const done = await onSubmit(parsed.data.name);
    setPending(false);
    if (done) onClose();
    else focusFirstField(form);
  }

  return (
    <Dialog isOpen title={t(category ? 'categories.editTitle' : 'categories.addTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label={t('categories.name')}
            labelFor="category-name"
            intent={errors.name ? 'danger' : 'none'}
            helperText={errors.name}
          >
            <InputGroup
              id="category-name"
              value={name}
              intent={errors.name ? 'danger' : 'none'}
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
