import { useRef, useState, type DragEvent } from 'react';
import { Button, Callout, FormGroup, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../common/languages';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatFileSize } from '../shell/format';
import type { DocumentSlot } from './use-instruction-documents';
import './documents.css';

interface DocumentFieldProps {
  language: Language;
  slot: DocumentSlot;
  readOnly: boolean;
  onPick: (file: File) => void;
  /** Absent for an editor, who removes no documents. */
  onRemove?: () => void;
}

/** One language's PDF manual: pick or drop a file, see it being sent, replace or remove it. */
export function DocumentField({ language, slot, readOnly, onPick, onRemove }: DocumentFieldProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const sending = slot.progress !== undefined;
  const busy = sending || slot.removing === true;
  const attached = slot.stored ?? slot.pending;

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !readOnly && !busy) onPick(file);
  };

  return (
    <FormGroup
      label={t('documents.label', { language: t(`instructionEditing.languageIn.${language}`) })}
      labelFor={`document-${language}`}
      helperText={t(slot.pending ? 'documents.pendingHelp' : 'documents.help')}
    >
      <div
        className={`document-drop${over ? ' document-drop-over' : ''}`}
        data-testid={`document-${language}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
      >
        {slot.stored ? (
          <span className="document-file">
            <strong>{slot.stored.fileName}</strong>{' '}
            <Tag minimal>{t('documents.pages', { count: slot.stored.pages })}</Tag>{' '}
            <Tag minimal>{formatFileSize(slot.stored.bytes, i18n.language)}</Tag>
            {slot.stored.textCharacters === 0 ? (
              <Tag minimal intent="warning">
                {t('documents.noText')}
              </Tag>
            ) : null}
          </span>
        ) : slot.pending ? (
          <span className="document-file">
            <strong>{slot.pending.name}</strong>{' '}
            <Tag minimal>{formatFileSize(slot.pending.size, i18n.language)}</Tag>
          </span>
        ) : (
          <span className="document-empty">{t('documents.dropHere')}</span>
        )}
        <span className="document-actions">
          <Button icon="document-open" disabled={readOnly || busy} onClick={() => input.current?.click()}>
            {t(attached ? 'documents.replace' : 'documents.choose')}
          </Button>
          {attached && onRemove ? (
            <Button
              icon="trash"
              intent="danger"
              variant="minimal"
              disabled={readOnly || busy}
              loading={slot.removing}
              onClick={onRemove}
            >
              {t('documents.remove')}
            </Button>
          ) : null}
        </span>
        <input
          ref={input}
          id={`document-${language}`}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onPick(file);
            event.target.value = '';
          }}
        />
      </div>
      {sending ? (
        <div className="document-progress" role="status">
          <span>
            {(slot.progress ?? 0) < 1
              ? t('documents.sending', { percent: Math.round((slot.progress ?? 0) * 100) })
              : t('documents.reading')}
          </span>
          <ProgressBar intent="primary" value={slot.progress} animate />
        </div>
      ) : null}
      {slot.error ? (
        <Callout intent="danger" compact role="alert" className="document-error">
          {t('documents.refused', { message: slot.error })}
        </Callout>
      ) : null}
    </FormGroup>
  );
}
