import { useEffect, useState } from 'react';
import { Button, Card, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../common/api/media';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatFileSize } from '../shell/format';
import { showToast } from '../shell/toaster';

const COPIED_FOR_MS = 2000;

/** Copies through the Clipboard API, or through a selected text field where that API is missing (plain http on the LAN). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  field?.select();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http has no Clipboard API; nothing else copies there.
  if (!document.execCommand('copy')) throw new Error('copy refused');
}

export function MediaCard({
  item,
  onDelete,
  readOnly = false,
}: {
  item: MediaItem;
  /** Absent for an editor, who deletes no images. */
  onDelete?: (item: MediaItem) => void;
  /** A follower's media come from its hub: no deleting here. */
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [copied, setCopied] = useState(false);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const fullUrl = new URL(item.url, window.location.origin).href;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await copyText(fullUrl, field);
      setCopied(true);
      showToast({ title: t('media.copied'), description: t('media.copiedText') });
    } catch {
      showToast({ title: t('media.errorTitle'), description: t('media.copyFailed'), variant: 'destructive' });
    }
  }

  return (
    <Card className="media-card" data-testid="media-card">
      <div className="media-preview">
        <img src={item.url} alt={item.filename} loading="lazy" />
      </div>
      <div className="media-name" title={item.filename}>
        {item.filename}
      </div>
      <div className="media-size">{formatFileSize(item.size, i18n.language)}</div>
      <ControlGroup fill>
        <InputGroup
          readOnly
          value={fullUrl}
          inputRef={setField}
          aria-label={t('media.url')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          icon={copied ? 'tick' : 'duplicate'}
          intent={copied ? 'success' : 'none'}
          aria-label={t('media.copy')}
          title={t('media.copy')}
          onClick={() => void copy()}
        />
      </ControlGroup>
      {onDelete ? (
        <Button
          className="media-delete"
          intent="danger"
          icon="trash"
          fill
          disabled={readOnly}
          onClick={() => onDelete(item)}
        >
          {t('media.delete')}
        </Button>
      ) : null}
    </Card>
  );
}
