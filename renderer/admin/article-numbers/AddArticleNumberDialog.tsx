import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  bulkArticleNumbersSchema,
  type BulkArticleNumbersRequest,
} from '../../../common/api/article-numbers';
import type { Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { CategoryCheckboxes } from '../categories/CategoryCheckboxes';
import { useDialogDraft } from '../shell/dialog-draft';
import { TextField } from '../shell/TextField';
import { useDialogSubmit } from '../shell/use-dialog-submit';
import { AdminDialog } from '../shell/AdminDialog';

/** What the add dialog keeps across a sign-in (see dialog-draft.ts). */
export interface AddArticleNumberDraft {
  number: string;
  categoryIds: number[];
}

export const ADD_ARTICLE_NUMBER_DIALOG = 'add-article-number-dialog';

export function addArticleNumberDraft(value: unknown): AddArticleNumberDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const draft = value as Partial<AddArticleNumberDraft>;
  if (typeof draft.number !== 'string' || !Array.isArray(draft.categoryIds)) return undefined;
  const categoryIds = draft.categoryIds.filter((id): id is number => typeof id === 'number');
  return { number: draft.number, categoryIds };
}

interface AddArticleNumberDialogProps {
  categories: Category[];
  /** Prefills the number field, e.g. with a number visitors looked up in vain. */
  initialNumber?: string;
  initialCategoryIds?: number[];
  onClose: () => void;
  onSubmit: (request: BulkArticleNumbersRequest) => Promise<boolean>;
}

export function AddArticleNumberDialog({
  categories,
  initialNumber = '',
  initialCategoryIds = [],
  onClose,
  onSubmit,
}: AddArticleNumberDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [number, setNumber] = useState(initialNumber);
  const [categoryIds, setCategoryIds] = useState<number[]>(initialCategoryIds);
  useDialogDraft(ADD_ARTICLE_NUMBER_DIALOG, { number, categoryIds } satisfies AddArticleNumberDraft);
  const {
    errors,
    pending,
    onSubmit: submit,
  } = useDialogSubmit(bulkArticleNumbersSchema, { number, categoryIds }, onSubmit, onClose);

  return (
    <AdminDialog isOpen title={t('articleNumbers.addTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            id="article-number"
            label={t('articleNumbers.number')}
            error={errors.number}
            value={number}
            onValueChange={setNumber}
            placeholder={t('articleNumbers.numberPlaceholder')}
            autoFocus
          />
          <FormGroup
            label={t('articleNumbers.categories')}
            intent={errors.categoryIds ? 'danger' : 'none'}
            helperText={errors.categoryIds ?? (categories.length === 0 ? t('form.noCategories') : undefined)}
          >
            <CategoryCheckboxes categories={categories} selected={categoryIds} onChange={setCategoryIds} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="submit" intent="primary" loading={pending}>
                {t('articleNumbers.add')}
              </Button>
            </>
          }
        />
      </form>
    </AdminDialog>
  );
}
