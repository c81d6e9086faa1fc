import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleNumberGroup, BulkArticleNumbersRequest } from '../../../common/api/article-numbers';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import {
  ADD_ARTICLE_NUMBER_DIALOG,
  addArticleNumberDraft,
  type AddArticleNumberDraft,
} from './AddArticleNumberDialog';
import { takeDialogDraft } from '../shell/dialog-draft';
import { runChange, showFailureToast, showToast } from '../shell/toaster';
import { useCreateArticleNumbers, useDeleteArticleNumber, useSetArticleNumberCategories } from './queries';

/** Adding, re-categorising and deleting article numbers: which dialog is open and what it saves. */
export function useArticleNumberChanges() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // The add dialog open when the session ended comes back, with what was typed, after signing in.
  const [adding, setAdding] = useState<AddArticleNumberDraft | null>(
    () => addArticleNumberDraft(takeDialogDraft(ADD_ARTICLE_NUMBER_DIALOG)) ?? null,
  );
  const [editing, setEditing] = useState<ArticleNumberGroup | null>(null);
  const [deleting, setDeleting] = useState<ArticleNumberGroup | null>(null);

  const createNumbers = useCreateArticleNumbers();
  const setCategories = useSetArticleNumberCategories();
  const deleteNumber = useDeleteArticleNumber();

  async function create(request: BulkArticleNumbersRequest): Promise<boolean> {
    try {
      await createNumbers.mutateAsync(request);
      showToast({ title: t('common.success'), description: t('articleNumbers.created') });
      return true;
    } catch (error) {
      showFailureToast(t('common.error'), error, t('common.unknownError'), (message) =>
        t('articleNumbers.createFailed', { message }),
      );
      return false;
    }
  }

  function saveCategories(group: ArticleNumberGroup, categoryIds: number[]): Promise<boolean> {
    return runChange(
      () =>
        setCategories.mutateAsync({
          number: group.number,
          request: { categoryIds, baseRevision: group.revision },
        }),
      {
        success: t('articleNumbers.skuUpdated'),
        failure: t('articleNumbers.skuUpdateFailed'),
      },
    );
  }

  async function removeSku(group: ArticleNumberGroup) {
    setDeleting(null);
    await runChange(() => deleteNumber.mutateAsync(group.number), {
      success: t('articleNumbers.skuRemoved'),
      failure: t('articleNumbers.skuDeleteFailed'),
    });
  }

  return {
    adding,
    editing,
    deleting,
    startAdding: () => setAdding({ number: '', categoryIds: [] }),
    stopAdding: () => setAdding(null),
    setEditing,
    setDeleting,
    create,
    saveEditedCategories: (categoryIds: number[]) =>
      editing ? saveCategories(editing, categoryIds) : Promise.resolve(false),
    confirmDelete: () => deleting && void removeSku(deleting),
  };
}
