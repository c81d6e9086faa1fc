import { Button, Card, HTMLTable, Tag, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTopMissedLookups } from './queries';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime } from '../shell/format';
import { SkeletonRows } from '../shell/Skeletons';
import './missed-lookups.css';

/** The dashboard's five most missed lookups of the last seven days. */
export function MissedLookupsCard() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const top = useTopMissedLookups();

  return (
    <Card className="dashboard-section" data-testid="missed-lookups-card">
      <div className="dashboard-section-header">
        <H2 className="admin-card-title">{t('missedLookups.topTitle')}</H2>
        <Button
          variant="minimal"
          endIcon="arrow-right"
          onClick={() => void navigate('/admin/missed-lookups')}
        >
          {t('missedLookups.showAll')}
        </Button>
      </div>
      {top.isError ? <p className="empty-state">{t('common.loadFailed')}</p> : null}
      {top.data && top.data.length === 0 ? (
        <p className="empty-state">{t('missedLookups.topEmpty')}</p>
      ) : null}
      {top.isPending || (top.data && top.data.length > 0) ? (
        <HTMLTable className="admin-table" compact striped>
          <tbody>
            {top.isPending ? <SkeletonRows columns={3} /> : null}
            {(top.data ?? []).map((entry) => (
              <tr key={entry.id}>
                <td>
                  <Tag minimal intent={entry.kind === 'number' ? 'primary' : 'none'}>
                    {t(`missedLookups.kind.${entry.kind}`)}
                  </Tag>{' '}
                  <span className={entry.kind === 'number' ? 'article-number' : undefined}>{entry.text}</span>
                </td>
                <td>{t('missedLookups.times', { count: entry.count })}</td>
                <td className="activity-time">{formatActivityTime(entry.lastSeen, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </Card>
  );
}
