import { useState } from 'react';
import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/api/categories';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useContentReadOnly } from '../library/queries';
import { CATEGORY_DIALOG, CategoryDialog, categoryDialogDraft } from './CategoryDialog';
import { takeDialogDraft } from '../shell/dialog-draft';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { DeleteRowButton } from '../shell/DeleteRowButton';
import { SkeletonRows } from '../shell/Skeletons';
import { runChange } from '../shell/toaster';
import { useCategoriesQuery, useDeleteCategory, useSaveCategory } from './queries';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { useIsAdmin } from '../session/role';

type DialogState = { category: Category | null; initialName?: string } | null;

export function CategoriesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const readOnly = useContentReadOnly();
  // An editor adds and renames categories but deletes none (server/auth/permissions.ts).
  const mayDelete = useIsAdmin();
  const { data: categories = [], isPending } = useCategoriesQuery();
  const loaded = !isPending;
  // A dialog open when the session ended comes back, with what was typed, after signing in.
  const [dialog, setDialog] = useState<DialogState>(() => {
    const draft = categoryDialogDraft(takeDialogDraft(CATEGORY_DIALOG));
    return draft ? { category: draft.category, initialName: draft.name } : null;
  });
  const [deleting, setDeleting] = useState<Category | null>(null);
  const saveCategory = useSaveCategory();
  const removeCategory = useDeleteCategory();

  function save(name: string): Promise<boolean> {
    const editing = dialog?.category;
    return runChange(
      () => saveCategory.mutateAsync({ id: editing?.id, name }),
      editing
        ? { success: t('categories.updated'), failure: t('categories.updateFailed') }
        : { success: t('categories.created'), failure: t('categories.createFailed') },
    );
  }

  async function remove(category: Category) {
    setDeleting(null);
    await runChange(() => removeCategory.mutateAsync(category.id), {
      success: t('categories.deleted'),
      failure: t('categories.deleteFailed'),
    });
  }

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <AdminPageTitle>{t('categories.title')}</AdminPageTitle>
        <Button icon="add" intent="primary" disabled={readOnly} onClick={() => setDialog({ category: null })}>
          {t('categories.add')}
        </Button>
      </div>
      <Card>
        <HTMLTable className="admin-table" striped>
          <thead>
            <tr>
              <th>{t('categories.name')}</th>
              <th className="actions-column">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {!loaded ? <SkeletonRows columns={2} /> : null}
            {loaded && categories.length === 0 ? (
              <tr>
                <td colSpan={2} className="empty-state">
                  {t('categories.empty')}
                </td>
              </tr>
            ) : null}
            {categories.map((category) => (
              <tr key={category.id}>
                <td>{category.name}</td>
                <td className="actions-column">
                  <Button
                    variant="minimal"
                    icon="edit"
                    disabled={readOnly}
                    aria-label={t('common.edit')}
                    title={t('common.edit')}
                    onClick={() => setDialog({ category })}
                  />
                  {mayDelete ? (
                    <DeleteRowButton disabled={readOnly} onClick={() => setDeleting(category)} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      {dialog ? (
        <CategoryDialog
          category={dialog.category}
          initialName={dialog.initialName}
          onClose={() => setDialog(null)}
          onSubmit={save}
        />
      ) : null}
      <ConfirmAlert
        isOpen={deleting !== null}
        text={t('categories.confirmDelete')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
