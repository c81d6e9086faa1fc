import { useRef } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ReportFile } from '../../../common/api/fleet';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { showFailureToast, showToast } from '../shell/toaster';
import { useImportReportFile } from './queries';

/** A kiosk's report file brought from a USB stick (kiosk-report-….json), read and sent as it is. */
export function ImportReportButton() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useImportReportFile();

  async function choose(file: File | undefined) {
    if (!file) return;
    let content: ReportFile;
    try {
      content = JSON.parse(await file.text()) as ReportFile;
    } catch {
      showToast({
        title: t('common.error'),
        description: t('fleet.import.notAReport'),
        variant: 'destructive',
      });
      return;
    }
    try {
      const results = await upload.mutateAsync(content);
      const taken = results.filter((result) => result.accepted).length;
      const pending = results.some((result) => result.code === 'FLEET_KIOSK_PENDING');
      showToast({
        title: t('common.success'),
        description: `${t('fleet.import.done', { taken, total: results.length })}${pending ? ` ${t('fleet.import.pending')}` : ''}`,
      });
    } catch (error) {
      showFailureToast(t('common.error'), error, t('fleet.import.failed'));
    }
  }

  return (
    <>
      <Button icon="import" loading={upload.isPending} onClick={() => fileInput.current?.click()}>
        {t('fleet.import.choose')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="fleet-report-file"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
