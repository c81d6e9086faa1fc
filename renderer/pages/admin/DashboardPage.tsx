import { useEffect, useState } from 'react';
import { Button, Card, Classes, H2, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Activity } from '../../../common/api/activities';
import type { ArticleNumberRecord } from '../../../common/api/article-numbers';
import type { Category } from '../../../common/api/categories';
import type { AdminInstructionListItem } from '../../../common/api/instructions';
import { api } from '../../api/client';
import { ADMIN_NAMESPACE } from '../../components/admin/admin-i18n';
import { groupArticleNumbers } from '../../components/admin/article-number-groups';
import { formatActivityTime } from '../../components/admin/format';
import { MissedLookupsCard } from '../../components/admin/MissedLookupsCard';

interface DashboardData {
  categories: number;
  instructions: number;
  articleNumbers: number;
  activities: Activity[];
}

export function DashboardPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const [data, setData] = useState<DashboardData | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([
      api.get<Category[]>('/api/admin/categories'),
      api.get<AdminInstructionListItem[]>('/api/admin/instructions'),
      api.get<ArticleNumberRecord[]>('/api/admin/article-numbers'),
      api.get<Activity[]>('/api/admin/activities'),
    ])
      .then(([categories, instructions, articleNumbers, activities]) => {
        if (!current) return;
        setData({
          categories: categories.length,
          instructions: instructions.length,
          articleNumbers: groupArticleNumbers(articleNumbers).length,
          activities,
        });
      })
      .catch(() => current && setData({ categories: 0, instructions: 0, articleNumbers: 0, activities: [] }));
    return () => {
      current = false;
    };
  }, []);

  const loadingClass = data ? '' : Classes.SKELETON;
  const counts = [
    { key: 'dashboard.categories', value: data?.categories, path: '/admin/categories' },
    { key: 'dashboard.instructions', value: data?.instructions, path: '/admin/instructions' },
    { key: 'dashboard.articleNumbers', value: data?.articleNumbers, path: '/admin/article-numbers' },
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
            <div className={`dashboard-count-value ${loadingClass}`} data-testid={count.key}>
              {count.value ?? 0}
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
        {data && data.activities.length === 0 ? (
          <p className="empty-state">{t('dashboard.noActivities')}</p>
        ) : (
          <HTMLTable className="admin-table" compact striped>
            <tbody>
              {(data?.activities ?? []).map((activity) => (
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
