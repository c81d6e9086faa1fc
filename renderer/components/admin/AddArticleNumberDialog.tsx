import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  bulkArticleNumbersSchema,
  type BulkArticleNumbersRequest,
} from '../../../common/api/article-numbers';
import type { Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { CategoryCheckboxes } from './CategoryCheckboxes';
import { fieldErrors } from './field-errors';

interface AddArticleNumberDialogProps {
  categories: Category[];
  /** Prefills the number field, e.g. with a number visitors looked up in vain. */
  initialNumber?: string;
  onClose: () => void;
  onSubmit: (request: BulkArticleNumbersRequest) => Promise<boolean>;
}

export function AddArticleNumberDialog({
  categories,
  initialNumber = '',
  onClose,
  onSubmit,
}: AddArticleNumberDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [number, setNumber] = useState(initialNumber);
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = bulkArticleNumbersSchema.safeParse({ number, categoryIds });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    const done = await onSubmit(parsed.data);
    setPending(false);
    if (done) onClose();
  }

  return (
    <Dialog isOpen title={t('articleNumbers.addTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label={t('articleNumbers.number')}
            labelFor="article-number"
            intent={errors.number ? 'danger' : 'none'}
            helperText={errors.number}
          >
            <InputGroup
              id="article-number"
              value={number}
              onValueChange={setNumber}
              placeholder={t('articleNumbers.numberPlaceholder')}
              intent={errors.number ? 'danger' : 'none'}
              autoFocus
            />
          </FormGroup>
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
    </Dialog>
  );
}
