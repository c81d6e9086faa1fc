import { Button, Card, Classes, HTMLTable, Tag, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Activity } from '../../../common/api/activities';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { activityEntityText, activityRevision, activityText } from './activity-text';
import { DraftsWaitingCard } from './DraftsWaitingCard';
import { articleNumberQueries } from '../article-numbers/queries';
import { useActivitiesQuery } from './queries';
import { formatActivityTime } from '../shell/format';
import { MissedLookupsCard } from '../missed-lookups/MissedLookupsCard';
import { FeedbackCard } from '../feedback/FeedbackCard';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { TableScroll } from '../shell/TableScroll';
import { useIsAdmin } from '../session/role';

function RevisionLink({ activity }: { activity: Activity }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const target = activityRevision(activity);
  if (!target) return null;
  return (
    <>
      {' '}
      <Link to={`/admin/instructions/${target.instructionId}/history?revision=${target.revision}`}>
        {t('history.revisionOption', { revision: target.revision })}
      </Link>
    </>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  // Article numbers are an admin's page: an editor sees their count, without a way in.
  const isAdmin = useIsAdmin();
  // One counts call: at a million article numbers the lists themselves are tens of megabytes.
  // Fetched afresh on every visit, since changes elsewhere in the admin alter them.
  const countsQuery = useQuery({ ...articleNumberQueries.counts(), refetchOnMount: 'always' });
  const activitiesQuery = useActivitiesQuery();
  const activities = activitiesQuery.data;

  const counts = [
    { key: 'dashboard.categories', count: countsQuery.data?.categories, path: '/admin/categories' },
    { key: 'dashboard.instructions', count: countsQuery.data?.instructions, path: '/admin/instructions' },
    {
      key: 'dashboard.articleNumbers',
      count: countsQuery.data?.articleNumbers,
      path: isAdmin ? '/admin/article-numbers' : undefined,
    },
  ];

  return (
    <div className="admin-page">
      <AdminPageTitle>{t('dashboard.title')}</AdminPageTitle>
      <div className="dashboard-counts">
        {counts.map((count) => (
          <Card
            key={count.key}
            className="dashboard-count"
            interactive={count.path !== undefined}
            onClick={() => count.path && void navigate(count.path)}
          >
            <div className="dashboard-count-label">{t(count.key)}</div>
            <div
              className={`dashboard-count-value ${countsQuery.isPending ? Classes.SKELETON : ''}`}
              data-testid={count.key}
            >
              {new Intl.NumberFormat(i18n.language).format(count.count ?? 0)}
            </div>
          </Card>
        ))}
      </div>
      <Card className="dashboard-section">
        <H2 className="admin-card-title">{t('dashboard.quickActions')}</H2>
        <div className="dashboard-actions">
          <Button icon="add" intent="primary" onClick={() => void navigate('/admin/instructions/new')}>
            {t('dashboard.newInstruction')}
          </Button>
          <Button icon="folder-new" onClick={() => void navigate('/admin/categories')}>
            {t('dashboard.manageCategories')}
          </Button>
          {isAdmin ? (
            <Button icon="barcode" onClick={() => void navigate('/admin/article-numbers')}>
              {t('dashboard.manageArticleNumbers')}
            </Button>
          ) : null}
          <Button icon="media" onClick={() => void navigate('/admin/media-gallery')}>
            {t('dashboard.openMediaGallery')}
          </Button>
        </div>
      </Card>
      <DraftsWaitingCard />
      <MissedLookupsCard />
      <FeedbackCard />
      <Card className="dashboard-section">
        <H2 className="admin-card-title">{t('dashboard.recentActivity')}</H2>
        {!activitiesQuery.isPending && (activities ?? []).length === 0 ? (
          <p className="empty-state">{t('dashboard.noActivities')}</p>
        ) : (
          <TableScroll>
            <HTMLTable className="admin-table" compact striped>
              <tbody>
                {(activities ?? []).map((activity) => (
                  <tr key={activity.id}>
                    <td>
                      <Tag minimal intent={activity.action === 'delete' ? 'danger' : 'primary'}>
                        {t(`activity.action.${activity.action}`)}
                      </Tag>
                    </td>
                    <td>{activityEntityText(activity, t)}</td>
                    <td className="activity-details">
                      {activityText(activity, t, i18n.language)}
                      <RevisionLink activity={activity} />
                    </td>
                    <td className="activity-time">{formatActivityTime(activity.createdAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </TableScroll>
        )}
      </Card>
    </div>
  );
}
