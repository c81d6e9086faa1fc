import { useEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { AnchorButton, Button, Card, H2, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type {
  ArticleNumberRecord,
  BulkArticleNumbersRequest,
  ImportResult,
} from '../../../common/api/article-numbers';
import { labelsSearch, type LabelSelection } from '../../api/admin-labels';
import { api, ApiError, errorMessage } from '../../api/client';
import { AddArticleNumberDialog } from '../../components/admin/AddArticleNumberDialog';
import { ADMIN_NAMESPACE } from '../../components/admin/admin-i18n';
import {
  filterGroups,
  groupArticleNumbers,
  type ArticleNumberGroup,
} from '../../components/admin/article-number-groups';
import { ConfirmAlert } from '../../components/admin/ConfirmAlert';
import { EditSkuCategoriesDialog } from '../../components/admin/EditSkuCategoriesDialog';
import { SkeletonRows } from '../../components/admin/Skeletons';
import { runChange, showFailureToast, showToast } from '../../components/admin/toaster';
import { useAdminList } from '../../components/admin/use-admin-list';
import { categoryName, useAdminCategories } from '../../stores/admin-categories';

const BASE = '/api/admin/article-numbers';

const labelsHref = (selection: LabelSelection) => `/admin/labels?${labelsSearch(selection)}`;

function skuUrl(number: string): string {
  return `${BASE}/sku/${encodeURIComponent(number)}`;
}

export function ArticleNumbersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const { categories, load: loadCategories } = useAdminCategories();
  const { items: records, reload: load } = useAdminList<ArticleNumberRecord>(BASE);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ArticleNumberGroup | null>(null);
  const [deleting, setDeleting] = useState<ArticleNumberGroup | null>(null);
  const [importFile, setImportFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    loadCategories().catch(() => undefined);
  }, [loadCategories]);

  const groups = useMemo(() => groupArticleNumbers(records ?? []), [records]);
  const visible = useMemo(() => filterGroups(groups, search), [groups, search]);

  async function create(request: BulkArticleNumbersRequest): Promise<boolean> {
    try {
      await api.post(`${BASE}/bulk`, request);
      showToast({ title: t('common.success'), description: t('articleNumbers.created') });
      await load();
      return true;
    } catch (error) {
      const message = errorMessage(error, error instanceof Error ? error.message : t('common.unknownError'));
      showToast({
        title: t('common.error'),
        description: t('articleNumbers.createFailed', { message }),
        variant: 'destructive',
      });
      return false;
    }
  }

  async function saveCategories(group: ArticleNumberGroup, categoryIds: number[]): Promise<boolean> {
    const saved = await runChange(() => api.put(skuUrl(group.number), { categoryIds }), {
      success: t('articleNumbers.skuUpdated'),
      failure: t('articleNumbers.skuUpdateFailed'),
    });
    if (saved) await load();
    return saved;
  }

  async function removeSku(group: ArticleNumberGroup) {
    setDeleting(null);
    const removed = await runChange(() => api.delete(skuUrl(group.number)), {
      success: t('articleNumbers.skuRemoved'),
      failure: t('articleNumbers.skuDeleteFailed'),
    });
    if (removed) await load();
  }

  function chooseImportFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.csv')) {
      showToast({
        title: t('articleNumbers.invalidFile'),
        description: t('articleNumbers.selectCsv'),
        variant: 'destructive',
      });
      return;
    }
    setImportFile(file);
  }

  async function runImport(file: File) {
    setImportFile(null);
    setImporting(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const result = await api.post<ImportResult>(`${BASE}/import`, form);
      showToast({
        title: t('articleNumbers.importSuccess'),
        description: t('articleNumbers.importResult', {
          message: result.message,
          errors: result.results.errors.length,
        }),
      });
      await Promise.all([load(), loadCategories()]);
    } catch (error) {
      const fallback =
        error instanceof ApiError
          ? t('articleNumbers.importFailedFallback')
          : t('articleNumbers.importFailedNetwork');
      showFailureToast(t('articleNumbers.importFailed'), error, fallback);
    } finally {
      setImporting(false);
    }
  }

  const hasData = groups.length > 0;

  function followLabels(selection: LabelSelection) {
    return (event: MouseEvent) => {
      event.preventDefault();
      void navigate(labelsHref(selection));
    };
  }

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <div>
          <H2>{t('articleNumbers.title')}</H2>
          <p className="admin-subtitle" data-testid="article-numbers-subtitle">
            {t('articleNumbers.subtitle', { count: groups.length })}
          </p>
        </div>
        <div className="admin-page-actions">
          <AnchorButton
            icon="print"
            href={labelsHref({ search: search.trim() })}
            disabled={visible.length === 0}
            onClick={followLabels({ search: search.trim() })}
          >
            {t('articleNumbers.printLabels')}
          </AnchorButton>
          <AnchorButton icon="download" href={`${BASE}/export`} download disabled={!hasData}>
            {t('articleNumbers.exportCsv')}
          </AnchorButton>
          <Button icon="import" loading={importing} onClick={() => fileInput.current?.click()}>
            {t('articleNumbers.importCsv')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={chooseImportFile}
            data-testid="import-csv-input"
          />
          <Button icon="add" intent="primary" onClick={() => setAdding(true)}>
            {t('articleNumbers.add')}
          </Button>
        </div>
      </div>
      <Card>
        <InputGroup
          className="admin-search"
          leftIcon="search"
          type="search"
          value={search}
          onValueChange={setSearch}
          placeholder={t('articleNumbers.search')}
          aria-label={t('articleNumbers.search')}
        />
        <HTMLTable className="admin-table" striped>
          <thead>
            <tr>
              <th>{t('articleNumbers.number')}</th>
              <th>{t('articleNumbers.categories')}</th>
              <th className="actions-column">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {records === null ? <SkeletonRows columns={3} /> : null}
            {records !== null && !hasData ? (
              <tr>
                <td colSpan={3} className="empty-state">
                  <strong>{t('articleNumbers.empty')}</strong>
                  <div>{t('articleNumbers.emptyHint')}</div>
                </td>
              </tr>
            ) : null}
            {hasData && visible.length === 0 ? (
              <tr>
                <td colSpan={3} className="empty-state">
                  {t('articleNumbers.noMatch', { search: search.trim() })}
                </td>
              </tr>
            ) : null}
            {visible.map((group) => (
              <tr key={group.number}>
                <td className="article-number">{group.number}</td>
                <td>
                  <div className="category-badges">
                    {group.categoryIds.map((id) => (
                      <Tag key={id} minimal intent="primary">
                        {categoryName(categories, id) ?? t('common.unknown')}
                      </Tag>
                    ))}
                  </div>
                </td>
                <td className="actions-column">
                  <AnchorButton
                    variant="minimal"
                    icon="print"
                    title={t('articleNumbers.printLabel')}
                    aria-label={t('articleNumbers.printLabel')}
                    href={labelsHref({ numbers: [group.number] })}
                    onClick={followLabels({ numbers: [group.number] })}
                  />
                  <Button
                    variant="minimal"
                    icon="edit"
                    title={t('articleNumbers.editCategories')}
                    aria-label={t('articleNumbers.editCategories')}
                    onClick={() => setEditing(group)}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    title={t('articleNumbers.deleteSku')}
                    aria-label={t('articleNumbers.deleteSku')}
                    onClick={() => setDeleting(group)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      {adding ? (
        <AddArticleNumberDialog categories={categories} onClose={() => setAdding(false)} onSubmit={create} />
      ) : null}
      {editing ? (
        <EditSkuCategoriesDialog
          number={editing.number}
          categories={categories}
          initial={editing.categoryIds}
          onClose={() => setEditing(null)}
          onSubmit={(categoryIds) => saveCategories(editing, categoryIds)}
        />
      ) : null}
      <ConfirmAlert
        isOpen={deleting !== null}
        text={t('articleNumbers.confirmDeleteSku', { number: deleting?.number ?? '' })}
        onConfirm={() => deleting && void removeSku(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmAlert
        isOpen={importFile !== null}
        intent="primary"
        text={t('articleNumbers.confirmImport')}
        confirmText={t('articleNumbers.importCsv')}
        onConfirm={() => importFile && void runImport(importFile)}
        onCancel={() => setImportFile(null)}
      />
    </div>
  );
}
