import { Button, Card, H2, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { SkeletonRows } from '../shell/Skeletons';
import { useFeedbackTop } from './queries';
import './feedback.css';

/**
 * The dashboard's five instructions with most open problems (30 days). What visitors missed has a
 * card of its own (MissedLookupsCard), for this install and its kiosks alike.
 */
export function FeedbackCard() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const top = useFeedbackTop();
  return (
    <Card className="dashboard-section" data-testid="feedback-card">
      <div className="dashboard-section-header">
        <H2 className="admin-card-title">{t('feedback.topProblems')}</H2>
        <Button variant="minimal" endIcon="arrow-right" onClick={() => void navigate('/admin/feedback')}>
          {t('feedback.showAll')}
        </Button>
      </div>
      {top.isError ? <p className="empty-state">{t('common.loadFailed')}</p> : null}
      {top.data?.problems.length === 0 ? <p className="empty-state">{t('feedback.noOpenProblems')}</p> : null}
      {top.isPending || (top.data && top.data.problems.length > 0) ? (
        <HTMLTable className="admin-table feedback-top-table" compact striped>
          <tbody>
            {top.isPending ? <SkeletonRows columns={2} /> : null}
            {(top.data?.problems ?? []).map((entry) => (
              <tr key={entry.instructionId}>
                <td>
                  <Link to={`/admin/instructions/${entry.instructionId}`}>
                    {entry.title ?? entry.instructionNumber ?? t('feedback.deletedInstruction')}
                  </Link>
                </td>
                <td className="numeric">{t('feedback.openReports', { count: entry.open })}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </Card>
  );
}
