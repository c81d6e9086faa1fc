import { useState } from 'react';
import { AnchorButton, Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminInstructionListItem } from '../../../common/api/instructions';
import { LANGUAGES } from '../../../common/languages';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { TableScroll } from '../shell/TableScroll';
import { useContentReadOnly } from '../library/queries';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { DeleteRowButton } from '../shell/DeleteRowButton';
import { SkeletonRows } from '../shell/Skeletons';
import { runChange } from '../shell/toaster';
import { categoryName } from '../categories/category-name';
import { useCategoriesQuery } from '../categories/queries';
import { useDeleteInstruction, useInstructionsQuery } from './queries';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { BulkDocumentsDialog } from './BulkDocumentsDialog';
import { useIsAdmin } from '../session/role';

export function InstructionListPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const readOnly = useContentReadOnly();
  const mayDelete = useIsAdmin();
  const navigate = useNavigate();
  const { data: categories = [] } = useCategoriesQuery();
  const instructionsQuery = useInstructionsQuery();
  // null while the first load runs; an empty list after a failed one (its toast says why).
  const instructions = instructionsQuery.isPending ? null : (instructionsQuery.data ?? []);
  const [deleting, setDeleting] = useState<AdminInstructionListItem | null>(null);
  const removeInstruction = useDeleteInstruction();
  const [bulkOpen, setBulkOpen] = useState(false);

  async function remove(instruction: AdminInstructionListItem) {
    setDeleting(null);
    await runChange(() => removeInstruction.mutateAsync(instruction.id), {
      success: t('instructions.deleted'),
      failure: t('instructions.deleteFailed'),
    });
  }

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <AdminPageTitle>{t('instructions.title')}</AdminPageTitle>
        <div className="admin-page-actions">
          {mayDelete ? (
            <Button
              icon="trash"
              variant="minimal"
              onClick={() => void navigate('/admin/instructions/deleted')}
            >
              {t('instructions.deletedList')}
            </Button>
          ) : null}
          <Button
            icon="cloud-upload"
            disabled={readOnly || !instructions?.length}
            onClick={() => setBulkOpen(true)}
          >
            {t('bulkDocuments.open')}
          </Button>
          <Button
            icon="add"
            intent="primary"
            disabled={readOnly}
            onClick={() => void navigate('/admin/instructions/new')}
          >
            {t('instructions.add')}
          </Button>
        </div>
      </div>
      <Card>
        <TableScroll>
          <HTMLTable className="admin-table" striped>
            <thead>
              <tr>
                <th>{t('instructions.columnTitle')}</th>
                <th>{t('instructions.columnCategory')}</th>
                <th>{t('instructions.columnLanguages')}</th>
                <th className="actions-column">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {instructions === null ? <SkeletonRows columns={4} /> : null}
              {instructions?.length === 0 ? (
                <tr>
                  <td colSpan={4} className="empty-state">
                    {t('instructions.empty')}
                  </td>
                </tr>
              ) : null}
              {instructions?.map((instruction) => (
                <tr key={instruction.id}>
                  <td>
                    <Link to={`/admin/instructions/${instruction.id}`}>{instruction.title}</Link>
                    {instruction.hasDraft ? (
                      <Tag className="draft-tag" minimal intent="warning" icon="edit">
                        {t(instruction.published ? 'instructions.draft' : 'instructions.draftOnly')}
                      </Tag>
                    ) : null}
                  </td>
                  <td>
                    {instruction.isUniversal
                      ? t('instructions.universal')
                      : (categoryName(categories, instruction.categoryId) ?? t('common.unknown'))}
                  </td>
                  <td>
                    <div className="language-badges">
                      {instruction.contentLanguages.map((language) => (
                        <Tag key={language} minimal title={LANGUAGES[language].nativeName}>
                          {LANGUAGES[language].shortCode}
                        </Tag>
                      ))}
                      {instruction.documentLanguages.map((language) => (
                        <Tag
                          key={`pdf-${language}`}
                          minimal
                          intent="primary"
                          icon="document"
                          title={t('documents.label', { language: LANGUAGES[language].nativeName })}
                        >
                          {LANGUAGES[language].shortCode}
                        </Tag>
                      ))}
                    </div>
                  </td>
                  <td className="actions-column">
                    <AnchorButton
                      variant="minimal"
                      icon="edit"
                      aria-label={t('common.edit')}
                      title={t('common.edit')}
                      href={`/admin/instructions/${instruction.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        void navigate(`/admin/instructions/${instruction.id}`);
                      }}
                    />
                    {mayDelete ? (
                      <DeleteRowButton disabled={readOnly} onClick={() => setDeleting(instruction)} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </TableScroll>
      </Card>
      {bulkOpen ? (
        <BulkDocumentsDialog isOpen onClose={() => setBulkOpen(false)} instructions={instructions ?? []} />
      ) : null}
      <ConfirmAlert
        isOpen={deleting !== null}
        text={`${t('instructions.confirmDelete')} ${t('instructions.confirmDeleteKept')}`}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
