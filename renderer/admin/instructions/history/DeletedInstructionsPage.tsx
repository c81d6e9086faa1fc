import { useState } from 'react';
import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { DeletedInstruction } from '../../../../common/api/instruction-revisions';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { AdminPageTitle } from '../../shell/AdminPageTitle';
import { ConfirmAlert } from '../../shell/ConfirmAlert';
import { formatActivityTime } from '../../shell/format';
import { SkeletonRows } from '../../shell/Skeletons';
import { runChange } from '../../shell/toaster';
import { useDeletedInstructionsQuery, useUndeleteInstruction } from './queries';

/** `/admin/instructions/deleted`: deleted instructions, with their history, brought back by an admin. */
export function DeletedInstructionsPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const deletedQuery = useDeletedInstructionsQuery();
  const undelete = useUndeleteInstruction();
  const [restoring, setRestoring] = useState<DeletedInstruction | null>(null);

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <Button variant="minimal" icon="arrow-left" onClick={() => void navigate('/admin/instructions')}>
          {t('form.back')}
        </Button>
        <AdminPageTitle>{t('deletedInstructions.title')}</AdminPageTitle>
      </div>
      <Card>
        <HTMLTable className="admin-table" striped>
          <thead>
            <tr>
              <th>{t('instructions.columnTitle')}</th>
              <th>{t('deletedInstructions.columnDeleted')}</th>
              <th className="actions-column">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {deletedQuery.isPending ? <SkeletonRows columns={3} /> : null}
            {deletedQuery.data?.length === 0 ? (
              <tr>
                <td colSpan={3} className="empty-state">
                  {t('deletedInstructions.empty')}
                </td>
              </tr>
            ) : null}
            {deletedQuery.data?.map((entry) => (
              <tr key={entry.id}>
                <td>
                  {entry.instructionNumber} · {entry.title}{' '}
                  <Link to={`/admin/instructions/${entry.id}/history`}>
                    {t('deletedInstructions.history')}
                  </Link>
                </td>
                <td>
                  {formatActivityTime(entry.deletedAt, i18n.language)} ·{' '}
                  {entry.deletedBy ?? t('common.unknown')}
                </td>
                <td className="actions-column">
                  <Button icon="undo" onClick={() => setRestoring(entry)} disabled={undelete.isPending}>
                    {t('deletedInstructions.restore')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      <ConfirmAlert
        isOpen={restoring !== null}
        intent="primary"
        text={t('deletedInstructions.confirm', { title: restoring?.title ?? '' })}
        confirmText={t('deletedInstructions.restore')}
        onConfirm={() => {
          const entry = restoring;
          setRestoring(null);
          if (!entry) return;
          void runChange(() => undelete.mutateAsync(entry.id), {
            success: t('deletedInstructions.restored', { title: entry.title }),
            failure: t('deletedInstructions.restoreFailed'),
          });
        }}
        onCancel={() => setRestoring(null)}
      />
    </div>
  );
}
