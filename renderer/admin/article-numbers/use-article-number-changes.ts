import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArticleNumberGroup, BulkArticleNumbersRequest } from '../../../common/api/article-numbers';
import {
  createArticleNumbers,
  deleteArticleNumberEverywhere,
  setArticleNumberCategories,
} from '../../api/admin-article-numbers';
import { invalidateAfter } from '../../api/invalidate';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import {
  ADD_ARTICLE_NUMBER_DIALOG,
  addArticleNumberDraft,
  type AddArticleNumberDraft,
} from './AddArticleNumberDialog';
import { takeDialogDraft } from '../shell/dialog-draft';
import { runChange, showFailureToast, showToast } from '../shell/toaster';

/** Adding, re-categorising and deleting article numbers: which dialog is open and what it saves. */
export function useArticleNumberChanges() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const client = useQueryClient();
  // The add dialog open when the session ended comes back, with what was typed, after signing in.
  const [adding, setAdding] = useState<AddArticleNumberDraft | null>(
    () => addArticleNumberDraft(takeDialogDraft(ADD_ARTICLE_NUMBER_DIALOG)) ?? null,
  );
  const [editing, setEditing] = useState<ArticleNumberGroup | null>(null);
  const [deleting, setDeleting] = useState<ArticleNumberGroup | null>(null);

  const refresh = () => invalidateAfter.articleNumberChange(client);

  async function create(request: BulkArticleNumbersRequest): Promise<boolean> {
    try {
      await createArticleNumbers(request);
      showToast({ title: t('common.success'), description: t('articleNumbers.created') });
      await refresh();
      return true;
    } catch (error) {
      showFailureToast(t('common.error'), error, t('common.unknownError'), (message) =>
        t('articleNumbers.createFailed', { message }),
      );
      return false;
    }
  }

  async function saveCategories(group: ArticleNumberGroup, categoryIds: number[]): Promise<boolean> {
    const saved = await runChange(
      () => setArticleNumberCategories(group.number, { categoryIds, baseRevision: group.revision }),
      {
        success: t('articleNumbers.skuUpdated'),
        failure: t('articleNumbers.skuUpdateFailed'),
      },
    );
    if (saved) await refresh();
    return saved;
  }

  async function removeSku(group: ArticleNumberGroup) {
    setDeleting(null);
    const removed = await runChange(() => deleteArticleNumberEverywhere(group.number), {
      success: t('articleNumbers.skuRemoved'),
      failure: t('articleNumbers.skuDeleteFailed'),
    });
    if (removed) await refresh();
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
