import { Card, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime } from '../shell/format';
import { useDraftsWaitingQuery } from './queries';

/** Drafts waiting for review (issue 28): how many, and each with a link to its form. */
export function DraftsWaitingCard() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const drafts = useDraftsWaitingQuery().data ?? [];
  return (
    <Card className="dashboard-section drafts-waiting">
      <H2 className="admin-card-title">
        {t('drafts.dashboardTitle')}{' '}
        <Tag round intent={drafts.length > 0 ? 'warning' : 'none'}>
          {drafts.length}
        </Tag>
      </H2>
      {drafts.length === 0 ? (
        <p className="empty-state">{t('drafts.none')}</p>
      ) : (
        <HTMLTable className="admin-table" compact striped>
          <tbody>
            {drafts.map((draft) => (
              <tr key={draft.id}>
                <td>
                  <Link to={`/admin/instructions/${draft.id}`}>
                    {draft.instructionNumber} · {draft.title}
                  </Link>
                  {draft.published ? null : (
                    <Tag minimal intent="warning" className="draft-tag">
                      {t('instructions.draftOnly')}
                    </Tag>
                  )}
                </td>
                <td>{draft.savedBy ?? t('common.unknown')}</td>
                <td className="activity-time">{formatActivityTime(draft.savedAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
