import { useRef, type ChangeEvent, type MouseEvent } from 'react';
import { AnchorButton, Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ARTICLE_NUMBERS_EXPORT_URL } from '../../api/admin-article-numbers';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { labelsHref } from './labels-link';

/** The page header's buttons: labels for the search, CSV export and import, add one number. */
export function ArticleNumbersActions(props: {
  search: string;
  total: number;
  libraryCount: number;
  exporting: boolean;
  importing: boolean;
  starting: boolean;
  readOnly: boolean;
  onPrint: (event: MouseEvent) => void;
  onExport: () => void;
  onChooseFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="admin-page-actions">
      <AnchorButton
        icon="print"
        href={labelsHref({ search: props.search })}
        disabled={props.total === 0}
        onClick={props.onPrint}
      >
        {t('articleNumbers.printLabels')}
      </AnchorButton>
      <AnchorButton
        icon="download"
        href={ARTICLE_NUMBERS_EXPORT_URL}
        download
        disabled={props.libraryCount === 0 || props.exporting}
        onClick={props.onExport}
      >
        {t('articleNumbers.exportCsv')}
      </AnchorButton>
      <Button
        icon="import"
        loading={props.starting}
        disabled={props.importing || props.readOnly}
        onClick={() => fileInput.current?.click()}
      >
        {t('articleNumbers.importCsv')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={props.onChooseFile}
        data-testid="import-csv-input"
      />
      <Button icon="add" intent="primary" disabled={props.readOnly} onClick={props.onAdd}>
        {t('articleNumbers.add')}
      </Button>
    </div>
  );
}
