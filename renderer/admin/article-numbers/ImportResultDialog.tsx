import { Button, Callout, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ImportResult, ImportRowError } from '../../../common/api/article-numbers';
import { csvFile } from '../../../common/spreadsheet-csv';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { importProblemText } from '../shell/server-error-text';
import { AdminDialog } from '../shell/AdminDialog';

interface ImportResultDialogProps {
  result: ImportResult;
  fileName: string | null;
  onClose: () => void;
}

/** The dialog shows this many refused lines; the download holds every one. */
const SHOWN_ERRORS = 500;

function downloadRefusedLines(
  errors: readonly ImportRowError[],
  fileName: string | null,
  header: readonly string[],
) {
  const lines = errors.map((error) => [String(error.line), importProblemText(error.problem)]);
  const text = csvFile(header, lines);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${(fileName ?? 'import').replace(/\.csv$/i, '')}-refused-lines.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** After an import: what was imported, the categories it created, and every refused line with its reason. */
export function ImportResultDialog({ result, fileName, onClose }: ImportResultDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  const { created, newCategories, errors } = result.results;
  return (
    <AdminDialog
      isOpen
      title={t('articleNumbers.result.title')}
      onClose={onClose}
      className="import-result-dialog"
    >
      <DialogBody>
        <Callout intent={errors.length > 0 ? 'warning' : 'success'} data-testid="import-result-summary">
          {t('articleNumbers.result.summary', {
            created: number.format(created),
            refused: number.format(errors.length),
          })}
        </Callout>
        <h4>{t('articleNumbers.result.newCategories', { count: newCategories.length })}</h4>
        <div className="category-badges" data-testid="import-new-categories">
          {newCategories.length === 0 ? <span>{t('articleNumbers.result.noNewCategories')}</span> : null}
          {newCategories.map((name) => (
            <Tag key={name} minimal intent="primary">
              {name}
            </Tag>
          ))}
        </div>
        {errors.length > 0 ? (
          <>
            <h4>{t('articleNumbers.result.refused', { count: errors.length })}</h4>
            <div className="import-result-errors">
              <HTMLTable compact striped className="admin-table" data-testid="import-refused-lines">
                <thead>
                  <tr>
                    <th>{t('articleNumbers.result.line')}</th>
                    <th>{t('articleNumbers.result.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {errors.slice(0, SHOWN_ERRORS).map((error) => (
                    <tr key={error.line}>
                      <td>{error.line}</td>
                      <td>{importProblemText(error.problem)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            {errors.length > SHOWN_ERRORS ? (
              <p>{t('articleNumbers.result.more', { count: errors.length - SHOWN_ERRORS })}</p>
            ) : null}
          </>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {errors.length > 0 ? (
              <Button
                icon="download"
                onClick={() =>
                  downloadRefusedLines(errors, fileName, [
                    t('articleNumbers.result.line'),
                    t('articleNumbers.result.reason'),
                  ])
                }
              >
                {t('articleNumbers.result.download')}
              </Button>
            ) : null}
            <Button intent="primary" onClick={onClose}>
              {t('articleNumbers.result.close')}
            </Button>
          </>
        }
      />
    </AdminDialog>
  );
}
