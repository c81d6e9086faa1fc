import { useState } from 'react';
import { Card, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LabelSelection } from '../../api/admin-labels';
import { AddArticleNumberDialog } from './AddArticleNumberDialog';
import { ArticleNumbersActions } from './ArticleNumbersActions';
import { ArticleNumbersPager } from './ArticleNumbersPager';
import { ArticleNumbersTable } from './ArticleNumbersTable';
import { ImportJobStatus } from './ImportJobStatus';
import { labelsHref, useFollowLabels } from './labels-link';
import { PickedNumbersBar } from './PickedNumbersBar';
import { useArticleNumberChanges } from './use-article-number-changes';
import { useArticleNumberImport } from './use-article-number-import';
import { usePickedNumbers } from './use-picked-numbers';
import { articleNumberQueries } from './queries';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';
import { useCategoriesQuery } from '../categories/queries';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { EditSkuCategoriesDialog } from './EditSkuCategoriesDialog';
import { ImportResultDialog } from './ImportResultDialog';
import { useContentReadOnly } from '../library/queries';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { AdminPageTitle } from '../shell/AdminPageTitle';

const PAGE_SIZE = 50;

export function ArticleNumbersPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const readOnly = useContentReadOnly();
  const categoriesQuery = useCategoriesQuery();
  const categories = categoriesQuery.data ?? [];
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const picking = usePickedNumbers();
  const followLabels = useFollowLabels();
  const changes = useArticleNumberChanges();
  const importing = useArticleNumberImport(() => void categoriesQuery.refetch());

  const query = { search: search.trim(), offset, limit: PAGE_SIZE };
  const page = useLoadFailureToast(useQuery(articleNumberQueries.page(query)));
  const counts = useQuery(articleNumberQueries.counts());

  const total = page.data?.total ?? 0;
  // Unfiltered, the page's own total is the library's count: one number, never two that drift apart.
  const libraryCount = query.search === '' && page.data ? total : (counts.data?.articleNumbers ?? 0);
  const pickedSelection: LabelSelection = { numbers: [...picking.picked] };
  const { jobs } = importing;

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <div>
          <AdminPageTitle>{t('articleNumbers.title')}</AdminPageTitle>
          <p className="admin-subtitle" data-testid="article-numbers-subtitle">
            {t('articleNumbers.subtitle', {
              count: new Intl.NumberFormat(i18n.language).format(libraryCount),
            })}
          </p>
        </div>
        <ArticleNumbersActions
          search={query.search}
          total={total}
          libraryCount={libraryCount}
          exporting={jobs.export?.state === 'running'}
          importing={jobs.import?.state === 'running'}
          starting={importing.starting}
          readOnly={readOnly}
          onPrint={followLabels({ search: query.search })}
          onExport={() => window.setTimeout(() => void importing.refreshJobs(), 500)}
          onChooseFile={importing.chooseImportFile}
          onAdd={changes.startAdding}
        />
      </div>
      <ImportJobStatus
        importJob={jobs.import}
        exportJob={jobs.export}
        cancelling={importing.cancelling}
        onCancel={importing.cancelImport}
        onShowResult={importing.showResult}
      />
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
            onValueChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
            placeholder={t('articleNumbers.search')}
            aria-label={t('articleNumbers.search')}
          />
          <ArticleNumbersPager
            offset={offset}
            pageSize={PAGE_SIZE}
            total={total}
            placement="top"
            onOffsetChange={setOffset}
          />
        </div>
        <ArticleNumbersTable
          items={page.data?.items}
          search={query.search}
          categories={categories}
          picking={picking}
          readOnly={readOnly}
          followLabels={followLabels}
          onEdit={changes.setEditing}
          onDelete={changes.setDeleting}
        />
        <ArticleNumbersPager
          offset={offset}
          pageSize={PAGE_SIZE}
          total={total}
          placement="bottom"
          onOffsetChange={setOffset}
        />
      </Card>
      {changes.adding ? (
        <AddArticleNumberDialog
          categories={categories}
          initialNumber={changes.adding.number}
          initialCategoryIds={changes.adding.categoryIds}
          onClose={changes.stopAdding}
          onSubmit={changes.create}
        />
      ) : null}
      {changes.editing ? (
        <EditSkuCategoriesDialog
          number={changes.editing.number}
          categories={categories}
          initial={changes.editing.categoryIds}
          onClose={() => changes.setEditing(null)}
          onSubmit={changes.saveEditedCategories}
        />
      ) : null}
      {importing.shownResult ? (
        <ImportResultDialog
          result={importing.shownResult.result}
          fileName={importing.shownResult.fileName}
          onClose={() => importing.showResult(null)}
        />
      ) : null}
      <ConfirmAlert
        isOpen={changes.deleting !== null}
        text={t('articleNumbers.confirmDeleteSku', { number: changes.deleting?.number ?? '' })}
        onConfirm={changes.confirmDelete}
        onCancel={() => changes.setDeleting(null)}
      />
      <ConfirmAlert
        isOpen={importing.importFile !== null}
        intent="primary"
        text={t('articleNumbers.confirmImport')}
        confirmText={t('articleNumbers.importCsv')}
        onConfirm={importing.confirmImport}
        onCancel={importing.dropImportFile}
      />
    </div>
  );
}
