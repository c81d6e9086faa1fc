import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { AnchorButton, Button, Card, Checkbox, H2, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ArticleNumberJob } from '../../../common/api/article-number-jobs';
import type {
  ArticleNumberGroup,
  BulkArticleNumbersRequest,
  ImportResult,
} from '../../../common/api/article-numbers';
import {
  articleNumberQueryKeys,
  cancelArticleNumberImport,
  fetchArticleNumberCounts,
  fetchArticleNumberPage,
  startArticleNumberImport,
} from '../../api/admin-article-number-jobs';
import {
  ARTICLE_NUMBERS_EXPORT_URL,
  createArticleNumbers,
  deleteArticleNumberEverywhere,
  setArticleNumberCategories,
} from '../../api/admin-article-numbers';
import { labelsSearch, type LabelSelection } from '../../api/admin-labels';
import { ApiError } from '../../api/client';
import { invalidateAfter } from '../../api/invalidate';
import {
  ADD_ARTICLE_NUMBER_DIALOG,
  AddArticleNumberDialog,
  addArticleNumberDraft,
  type AddArticleNumberDraft,
} from '../../components/admin/AddArticleNumberDialog';
import { takeDialogDraft } from '../../components/admin/dialog-draft';
import { PickedNumbersBar } from '../../components/admin/article-numbers/PickedNumbersBar';
import { usePickedNumbers } from '../../components/admin/article-numbers/use-picked-numbers';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useContentReadOnly } from '../../components/admin/library/use-library-status';
import { ConfirmAlert } from '../../components/admin/ConfirmAlert';
import { EditSkuCategoriesDialog } from '../../components/admin/EditSkuCategoriesDialog';
import { ImportResultDialog } from '../../components/admin/ImportResultDialog';
import { JobProgressCard } from '../../components/admin/JobProgressCard';
import { SkeletonRows } from '../../components/admin/Skeletons';
import { failureText } from '../../components/admin/server-error-text';
import { runChange, showFailureToast, showToast } from '../../components/admin/toaster';
import { useArticleNumberJobs, useRefreshJobs } from '../../components/admin/use-article-number-jobs';
import { categoryName } from '../../stores/admin-categories';
import { useCategoriesQuery } from '../../components/admin/admin-queries';

const PAGE_SIZE = 50;

const labelsHref = (selection: LabelSelection) => `/admin/labels?${labelsSearch(selection)}`;

export function ArticleNumbersPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const readOnly = useContentReadOnly();
  const navigate = useNavigate();
  const client = useQueryClient();
  const categoriesQuery = useCategoriesQuery();
  const categories = categoriesQuery.data ?? [];
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  // The add dialog open when the session ended comes back, with what was typed, after signing in.
  const [adding, setAdding] = useState<AddArticleNumberDraft | null>(
    () => addArticleNumberDraft(takeDialogDraft(ADD_ARTICLE_NUMBER_DIALOG)) ?? null,
  );
  const [editing, setEditing] = useState<ArticleNumberGroup | null>(null);
  const [deleting, setDeleting] = useState<ArticleNumberGroup | null>(null);
  const [importFile, setImportFile] = useState<File | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [shownResult, setShownResult] = useState<{ result: ImportResult; fileName: string | null } | null>(
    null,
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const picking = usePickedNumbers();
  const refreshJobs = useRefreshJobs();
  const number = new Intl.NumberFormat(i18n.language);

  const query = { search: search.trim(), offset, limit: PAGE_SIZE };
  const page = useQuery({
    queryKey: articleNumberQueryKeys.page(query),
    queryFn: ({ signal }) => fetchArticleNumberPage(query, { signal }),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({
    queryKey: articleNumberQueryKeys.counts(),
    queryFn: ({ signal }) => fetchArticleNumberCounts({ signal }),
  });

  useEffect(() => {
    if (page.error) showFailureToast(t('common.error'), page.error, t('common.loadFailed'));
  }, [page.error, t]);

  const jobs = useArticleNumberJobs((job: ArticleNumberJob) => {
    if (job.kind !== 'import') return;
    if (job.state === 'succeeded' && job.result && 'results' in job.result) {
      void categoriesQuery.refetch();
      setShownResult({ result: job.result, fileName: job.fileName });
    } else if (job.state === 'failed') {
      showToast({
        title: t('articleNumbers.importFailed'),
        description: job.error
          ? failureText(job.error, t('articleNumbers.importFailedFallback'))
          : t('articleNumbers.importFailedFallback'),
        variant: 'destructive',
      });
    } else if (job.state === 'cancelled') {
      showToast({ title: t('articleNumbers.job.cancelled') });
    }
  });
  const runningImport = jobs.import?.state === 'running' ? jobs.import : undefined;
  const runningExport = jobs.export?.state === 'running' ? jobs.export : undefined;
  const lastImport = jobs.import?.state === 'succeeded' ? jobs.import : undefined;

  const refresh = () => invalidateAfter.articleNumberChange(client);

  async function create(request: BulkArticleNumbersRequest): Promise<boolean> {
    try {
      await createArticleNumbers(request);
      showToast({ title: t('common.success'), description: t('articleNumbers.created') });
      await refresh();
      return true;
    } catch (error) {
      showFailureToast(t('common.error'), error, t('common.unknownError'), (message) =>
        t('articleNumbers.createFailed', { message }),
      );
      return false;
    }
  }

  async function saveCategories(group: ArticleNumberGroup, categoryIds: number[]): Promise<boolean> {
    const saved = await runChange(
      () => setArticleNumberCategories(group.number, { categoryIds, baseRevision: group.revision }),
      {
        success: t('articleNumbers.skuUpdated'),
        failure: t('articleNumbers.skuUpdateFailed'),
      },
    );
    if (saved) await refresh();
    return saved;
  }

  async function removeSku(group: ArticleNumberGroup) {
    setDeleting(null);
    const removed = await runChange(() => deleteArticleNumberEverywhere(group.number), {
      success: t('articleNumbers.skuRemoved'),
      failure: t('articleNumbers.skuDeleteFailed'),
    });
    if (removed) await refresh();
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
    setStarting(true);
    try {
      await startArticleNumberImport(file);
    } catch (error) {
      const fallback =
        error instanceof ApiError
          ? t('articleNumbers.importFailedFallback')
          : t('articleNumbers.importFailedNetwork');
      showFailureToast(t('articleNumbers.importFailed'), error, fallback);
    } finally {
      setStarting(false);
      await refreshJobs();
    }
  }

  async function cancelImport() {
    setCancelling(true);
    try {
      await cancelArticleNumberImport();
    } catch (error) {
      showFailureToast(t('common.error'), error, t('common.unknownError'));
    } finally {
      setCancelling(false);
      await refreshJobs();
    }
  }

  function changeSearch(value: string) {
    setSearch(value);
    setOffset(0);
  }

  const items = page.data?.items;
  const total = page.data?.total ?? 0;
  const libraryCount = counts.data?.articleNumbers ?? 0;
  const searching = query.search.length > 0;
  const pageNumbers = items?.map((group) => group.number) ?? [];
  const pickedOnPage = pageNumbers.filter((value) => picking.picked.has(value)).length;
  const pickedSelection: LabelSelection = { numbers: [...picking.picked] };

  // The link keeps its href so the sheet can open in a new tab; a plain click stays in the app.
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
            {t('articleNumbers.subtitle', { count: libraryCount })}
          </p>
        </div>
        <div className="admin-page-actions">
          <AnchorButton
            icon="print"
            href={labelsHref({ search: query.search })}
            disabled={total === 0}
            onClick={followLabels({ search: query.search })}
          >
            {t('articleNumbers.printLabels')}
          </AnchorButton>
          <AnchorButton
            icon="download"
            href={ARTICLE_NUMBERS_EXPORT_URL}
            download
            disabled={libraryCount === 0 || runningExport !== undefined}
            onClick={() => window.setTimeout(() => void refreshJobs(), 500)}
          >
            {t('articleNumbers.exportCsv')}
          </AnchorButton>
          <Button
            icon="import"
            loading={starting}
            disabled={runningImport !== undefined || readOnly}
            onClick={() => fileInput.current?.click()}
          >
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
          <Button
            icon="add"
            intent="primary"
            disabled={readOnly}
            onClick={() => setAdding({ number: '', categoryIds: [] })}
          >
            {t('articleNumbers.add')}
          </Button>
        </div>
      </div>
      {runningImport ? (
        <JobProgressCard job={runningImport} cancelling={cancelling} onCancel={() => void cancelImport()} />
      ) : null}
      {runningExport ? <JobProgressCard job={runningExport} /> : null}
      {lastImport && lastImport.result && 'results' in lastImport.result && !runningImport ? (
        <p className="job-last-result">
          {t('articleNumbers.job.lastImport', {
            file: lastImport.fileName ?? '',
            created: number.format(lastImport.result.results.created),
            refused: number.format(lastImport.result.results.errors.length),
          })}{' '}
          <Button
            variant="minimal"
            intent="primary"
            onClick={() =>
              lastImport.result &&
              'results' in lastImport.result &&
              setShownResult({ result: lastImport.result, fileName: lastImport.fileName })
            }
          >
            {t('articleNumbers.job.showResult')}
          </Button>
        </p>
      ) : null}
      <Card>
        <PickedNumbersBar
          count={picking.picked.size}
          labelsHref={labelsHref(pickedSelection)}
          onPrint={followLabels(pickedSelection)}
          onClear={picking.clear}
        />
        <div className="article-number-toolbar">
          <InputGroup
            className="admin-search"
            leftIcon="search"
            type="search"
            value={search}
            onValueChange={changeSearch}
            placeholder={t('articleNumbers.search')}
            aria-label={t('articleNumbers.search')}
          />
          {total > 0 ? (
            <div className="article-number-pager">
              <span data-testid="article-numbers-range">
                {t('articleNumbers.range', {
                  from: number.format(offset + 1),
                  to: number.format(Math.min(offset + PAGE_SIZE, total)),
                  total: number.format(total),
                })}
              </span>
              <Button
                icon="chevron-left"
                variant="minimal"
                aria-label={t('articleNumbers.previousPage')}
                title={t('articleNumbers.previousPage')}
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              />
              <Button
                icon="chevron-right"
                variant="minimal"
                aria-label={t('articleNumbers.nextPage')}
                title={t('articleNumbers.nextPage')}
                disabled={offset + PAGE_SIZE >= total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              />
            </div>
          ) : null}
        </div>
        <HTMLTable className="admin-table" striped>
          <thead>
            <tr>
              <th className="pick-column">
                <Checkbox
                  className="pick-checkbox"
                  aria-label={t('articleNumbers.picked.selectPage')}
                  title={t('articleNumbers.picked.selectPage')}
                  disabled={pageNumbers.length === 0}
                  checked={pageNumbers.length > 0 && pickedOnPage === pageNumbers.length}
                  indeterminate={pickedOnPage > 0 && pickedOnPage < pageNumbers.length}
                  onChange={() => picking.setAll(pageNumbers, pickedOnPage < pageNumbers.length)}
                />
              </th>
              <th>{t('articleNumbers.number')}</th>
              <th>{t('articleNumbers.categories')}</th>
              <th className="actions-column">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody data-testid="article-numbers-rows">
            {items === undefined ? <SkeletonRows columns={4} /> : null}
            {items !== undefined && items.length === 0 && !searching ? (
              <tr>
                <td colSpan={4} className="empty-state">
                  <strong>{t('articleNumbers.empty')}</strong>
                  <div>{t('articleNumbers.emptyHint')}</div>
                </td>
              </tr>
            ) : null}
            {items !== undefined && items.length === 0 && searching ? (
              <tr>
                <td colSpan={4} className="empty-state">
                  {t('articleNumbers.noMatch', { search: query.search })}
                </td>
              </tr>
            ) : null}
            {items?.map((group) => (
              <tr key={group.number} className={picking.picked.has(group.number) ? 'picked-row' : undefined}>
                <td className="pick-column">
                  <Checkbox
                    className="pick-checkbox"
                    aria-label={t('articleNumbers.picked.selectOne', { number: group.number })}
                    checked={picking.picked.has(group.number)}
                    onChange={() => picking.toggle(group.number)}
                  />
                </td>
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
                    disabled={readOnly}
                    title={t('articleNumbers.editCategories')}
                    aria-label={t('articleNumbers.editCategories')}
                    onClick={() => setEditing(group)}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    disabled={readOnly}
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
        <AddArticleNumberDialog
          categories={categories}
          initialNumber={adding.number}
          initialCategoryIds={adding.categoryIds}
          onClose={() => setAdding(null)}
          onSubmit={create}
        />
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
      {shownResult ? (
        <ImportResultDialog
          result={shownResult.result}
          fileName={shownResult.fileName}
          onClose={() => setShownResult(null)}
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
