import { useRef, useState } from 'react';
import { Button, Callout, Card, H4, ProgressBar } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { importLibraryFile } from '../../api/admin-library';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { libraryFailureText } from '../shell/server-error-text';
import { invalidateAfterLibraryChange } from './queries';

interface ImportBundleCardProps {
  following: boolean;
}

/** "Import library update": a bundle file from a USB stick, sent with progress, then verified and applied. */
export function ImportBundleCard({ following }: ImportBundleCardProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(0);
  const [fileName, setFileName] = useState('');
  const upload = useMutation({
    mutationFn: (file: File) => importLibraryFile(file, setSent),
    onSettled: () => invalidateAfterLibraryChange(client),
  });

  function choose(file: File | undefined) {
    if (!file) return;
    setSent(0);
    setFileName(file.name);
    upload.mutate(file);
  }

  const applying = upload.isPending && sent >= 1;
  return (
    <Card className="library-card">
      <H4>{t('library.import.title')}</H4>
      <p>{following ? t('library.import.help') : t('library.import.needKey')}</p>
      <Button
        icon="import"
        intent="primary"
        disabled={!following || upload.isPending}
        onClick={() => fileInput.current?.click()}
      >
        {t('library.import.choose')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".tar,application/x-tar"
        hidden
        data-testid="library-import-file"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {upload.isPending ? (
        <div className="library-progress" role="status">
          <span>
            {applying
              ? t('library.import.applying', { file: fileName })
              : t('library.import.sending', { file: fileName, percent: Math.round(sent * 100) })}
          </span>
          <ProgressBar intent="primary" value={applying ? undefined : sent} animate stripes={applying} />
        </div>
      ) : null}
      {upload.isSuccess ? (
        <Callout intent="success" icon="tick-circle" className="library-result" role="status">
          {t('library.import.applied', { version: upload.data.version, file: fileName })}
        </Callout>
      ) : null}
      {upload.isError ? (
        <Callout
          intent="danger"
          icon="error"
          className="library-result"
          role="alert"
          data-testid="import-error"
        >
          <strong>{t('library.import.refused', { file: fileName })}</strong>{' '}
          {libraryFailureText(upload.error)}
        </Callout>
      ) : null}
    </Card>
  );
}
