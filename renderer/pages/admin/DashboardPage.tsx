import { Button, Card, Classes, H2, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../components/admin/admin-i18n';
import {
  useActivitiesQuery,
  useArticleNumbersQuery,
  useCategoriesQuery,
  useInstructionsQuery,
} from '../../components/admin/admin-queries';
import { groupArticleNumbers } from '../../components/admin/article-number-groups';
import { formatActivityTime } from '../../components/admin/format';
import { MissedLookupsCard } from '../../components/admin/MissedLookupsCard';

export function DashboardPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const categories = useCategoriesQuery();
  const instructions = useInstructionsQuery();
  const articleNumbers = useArticleNumbersQuery();
  const activitiesQuery = useActivitiesQuery();
  const activities = activitiesQuery.data;

  const counts = [
    {
      key: 'dashboard.categories',
      query: categories,
      count: categories.data?.length,
      path: '/admin/categories',
    },
    {
      key: 'dashboard.instructions',
      query: instructions,
      count: instructions.data?.length,
      path: '/admin/instructions',
    },
    {
      key: 'dashboard.articleNumbers',
      query: articleNumbers,
      count: articleNumbers.data ? groupArticleNumbers(articleNumbers.data).length : undefined,
      path: '/admin/article-numbers',
    },
  ];

  return (
    <div className="admin-page">
      <H2>{t('dashboard.title')}</H2>
      <div className="dashboard-counts">
        {counts.map((count) => (
          <Card
            key={count.key}
            className="dashboard-count"
            interactive
            onClick={() => void navigate(count.path)}
          >
            <div className="dashboard-count-label">{t(count.key)}</div>
            <div
              className={`dashboard-count-value ${count.query.isPending ? Classes.SKELETON : ''}`}
              data-testid={count.key}
            >
              {count.count ?? 0}
            </div>
          </Card>
        ))}
      </div>
      <Card className="dashboard-section">
        <H4>{t('dashboard.quickActions')}</H4>
        <div className="dashboard-actions">
          <Button icon="add" intent="primary" onClick={() => void navigate('/admin/instructions/new')}>
            {t('dashboard.newInstruction')}
          </Button>
          <Button icon="folder-new" onClick={() => void navigate('/admin/categories')}>
            {t('dashboard.manageCategories')}
          </Button>
          <Button icon="barcode" onClick={() => void navigate('/admin/article-numbers')}>
            {t('dashboard.manageArticleNumbers')}
          </Button>
          <Button icon="media" onClick={() => void navigate('/admin/media-gallery')}>
            {t('dashboard.openMediaGallery')}
          </Button>
        </div>
      </Card>
      <MissedLookupsCard />
      <Card className="dashboard-section">
        <H4>{t('dashboard.recentActivity')}</H4>
        {!activitiesQuery.isPending && (activities ?? []).length === 0 ? (
          <p className="empty-state">{t('dashboard.noActivities')}</p>
        ) : (
          <HTMLTable className="admin-table" compact striped>
            <tbody>
              {(activities ?? []).map((activity) => (
                <tr key={activity.id}>
                  <td>
                    <Tag minimal intent={activity.action === 'delete' ? 'danger' : 'primary'}>
                      {t(`activity.action.${activity.action}`)}
                    </Tag>
                  </td>
                  <td>
                    {t(`activity.entity.${activity.entityType}`, { defaultValue: activity.entityType })}
                  </td>
                  <td>{activity.details}</td>
                  <td className="activity-time">{formatActivityTime(activity.createdAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </div>
  );
}
