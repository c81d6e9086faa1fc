import { useEffect, useState } from 'react';
import { AnchorButton, Button, Card, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BulkArticleNumbersRequest } from '../../../common/api/article-numbers';
import type { MissedLookup, MissedLookupSort } from '../../../common/api/missed-lookups';
import { missedLookupsExportUrl, type MissedLookupFilterValues } from '../../api/admin-missed-lookups';
import { AddArticleNumberDialog } from '../article-numbers/AddArticleNumberDialog';
import { useCreateArticleNumbers } from '../article-numbers/queries';
import { useCategoriesQuery } from '../categories/queries';
import { KioskSourceSelect } from '../fleet/KioskSourceSelect';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime } from '../shell/format';
import { SkeletonRows } from '../shell/Skeletons';
import { TableScroll } from '../shell/TableScroll';
import { runChange, showFailureToast, showToast } from '../shell/toaster';
import { useDismissMissedLookup, useMissedLookups } from './queries';
import './missed-lookups.css';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { useIsAdmin } from '../session/role';

const COLUMNS = 6;
const FILTER_DELAY_MS = 250;

function SortHeader({
  sort,
  by,
  label,
  onSort,
}: {
  sort: MissedLookupSort;
  by: MissedLookupSort;
  label: string;
  onSort: (by: MissedLookupSort) => void;
}) {
  const active = sort === by;
  return (
    <th aria-sort={active ? 'descending' : 'none'} className="sortable-column">
      <Button
        variant="minimal"
        size="small"
        endIcon={active ? 'sort-desc' : 'double-caret-vertical'}
        active={active}
        onClick={() => onSort(by)}
      >
        {label}
      </Button>
    </th>
  );
}

/** What visitors looked for and did not find: unknown article numbers and word searches without results. */
export function MissedLookupsPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  // Adding article numbers and forgetting entries are an admin's (server/auth/permissions.ts).
  const isAdmin = useIsAdmin();
  const categories = useCategoriesQuery().data ?? [];
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<MissedLookupFilterValues>({
    q: '',
    from: '',
    to: '',
    sort: 'count',
    source: 'all',
  });
  const [adding, setAdding] = useState<MissedLookup | null>(null);
  const list = useMissedLookups(filter);

  useEffect(() => {
    const timer = setTimeout(() => setFilter((current) => ({ ...current, q: text })), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const rangeInvalid = Boolean(filter.from && filter.to && filter.from > filter.to);

  const addNumbers = useCreateArticleNumbers();
  const dismissEntry = useDismissMissedLookup();

  function dismiss(entry: MissedLookup): Promise<boolean> {
    return runChange(() => dismissEntry.mutateAsync(entry.id), {
      success: t('missedLookups.dismissed', { text: entry.text }),
      failure: t('missedLookups.dismissFailed'),
    });
  }

  async function addNumber(entry: MissedLookup, request: BulkArticleNumbersRequest): Promise<boolean> {
    try {
      await addNumbers.mutateAsync(request);
    } catch (error) {
      showFailureToast(t('common.error'), error, t('common.unknownError'), (message) =>
        t('articleNumbers.createFailed', { message }),
      );
      return false;
    }
    showToast({ title: t('common.success'), description: t('articleNumbers.created') });
    // The number is known now, so its misses are no longer a to-do. The number stays added (the
    // dialog closes) even when forgetting the entry fails; the toast says what is left to do.
    // Misses only kiosks reported (id 0) are not this install's to forget.
    if (entry.id === 0) return true;
    try {
      await dismissEntry.mutateAsync(entry.id);
    } catch (error) {
      showFailureToast(t('missedLookups.dismissFailed'), error, t('common.unknownError'));
    }
    return true;
  }

  const entries = list.data?.entries ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(filter.q.trim() || filter.from || filter.to);

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <div>
          <AdminPageTitle>{t('missedLookups.title')}</AdminPageTitle>
          <p className="admin-subtitle">{t('missedLookups.subtitle')}</p>
        </div>
        <div className="admin-page-actions">
          <AnchorButton
            icon="download"
            href={missedLookupsExportUrl(filter)}
            download
            disabled={total === 0 || rangeInvalid}
          >
            {t('missedLookups.exportCsv')}
          </AnchorButton>
        </div>
      </div>
      <Card>
        <div className="missed-filters">
          <InputGroup
            className="admin-search"
            leftIcon="search"
            type="search"
            value={text}
            onValueChange={setText}
            placeholder={t('missedLookups.filter')}
            aria-label={t('missedLookups.filter')}
          />
          <KioskSourceSelect
            id="missed-source"
            source={filter.source}
            onChange={(source) => setFilter((current) => ({ ...current, source }))}
          />
          <FormGroup label={t('missedLookups.from')} labelFor="missed-from" inline>
            <InputGroup
              id="missed-from"
              type="date"
              value={filter.from}
              onValueChange={(from) => setFilter((current) => ({ ...current, from }))}
            />
          </FormGroup>
          <FormGroup
            label={t('missedLookups.to')}
            labelFor="missed-to"
            inline
            intent={rangeInvalid ? 'danger' : 'none'}
            helperText={rangeInvalid ? t('missedLookups.rangeInvalid') : undefined}
          >
            <InputGroup
              id="missed-to"
              type="date"
              value={filter.to}
              intent={rangeInvalid ? 'danger' : 'none'}
              onValueChange={(to) => setFilter((current) => ({ ...current, to }))}
            />
          </FormGroup>
        </div>
        {list.data && total > entries.length ? (
          <p className="admin-subtitle">{t('missedLookups.shownOf', { shown: entries.length, total })}</p>
        ) : null}
        <TableScroll>
          <HTMLTable className="admin-table missed-table" striped>
            <thead>
              <tr>
                <th>{t('missedLookups.text')}</th>
                <SortHeader
                  sort={filter.sort}
                  by="count"
                  label={t('missedLookups.count')}
                  onSort={(sort) => setFilter((current) => ({ ...current, sort }))}
                />
                <th>{t('missedLookups.firstSeen')}</th>
                <SortHeader
                  sort={filter.sort}
                  by="lastSeen"
                  label={t('missedLookups.lastSeen')}
                  onSort={(sort) => setFilter((current) => ({ ...current, sort }))}
                />
                <th>{t('missedLookups.languages')}</th>
                <th className="actions-column">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.isPending && !rangeInvalid ? <SkeletonRows columns={COLUMNS} /> : null}
              {list.isError ? (
                <tr>
                  <td colSpan={COLUMNS} className="empty-state">
                    {rangeInvalid ? t('missedLookups.rangeInvalid') : t('common.loadFailed')}
                  </td>
                </tr>
              ) : null}
              {list.data && entries.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS} className="empty-state">
                    {filtered ? t('missedLookups.noMatch') : t('missedLookups.empty')}
                  </td>
                </tr>
              ) : null}
              {entries.map((entry) => (
                <tr key={`${entry.kind}:${entry.text}`}>
                  <td>
                    <div className="missed-text">
                      <Tag minimal intent={entry.kind === 'number' ? 'primary' : 'none'}>
                        {t(`missedLookups.kind.${entry.kind}`)}
                      </Tag>
                      <span
                        className={
                          entry.kind === 'number' ? 'missed-text-value article-number' : 'missed-text-value'
                        }
                      >
                        {entry.text}
                      </span>
                    </div>
                  </td>
                  <td className="missed-count">{entry.count}</td>
                  <td className="activity-time">{formatActivityTime(entry.firstSeen, i18n.language)}</td>
                  <td className="activity-time">{formatActivityTime(entry.lastSeen, i18n.language)}</td>
                  <td>{entry.languages.map((code) => code.toUpperCase()).join(' ')}</td>
                  <td className="actions-column missed-actions">
                    {entry.kind === 'number' && isAdmin ? (
                      <Button icon="add" size="small" onClick={() => setAdding(entry)}>
                        {t('missedLookups.addNumber')}
                      </Button>
                    ) : null}
                    {isAdmin && entry.id > 0 ? (
                      <Button
                        icon="eye-off"
                        size="small"
                        variant="minimal"
                        onClick={() => void dismiss(entry)}
                      >
                        {t('missedLookups.dismiss')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </TableScroll>
      </Card>
      {adding ? (
        <AddArticleNumberDialog
          categories={categories}
          initialNumber={adding.text}
          onClose={() => setAdding(null)}
          onSubmit={(request) => addNumber(adding, request)}
        />
      ) : null}
    </div>
  );
}
