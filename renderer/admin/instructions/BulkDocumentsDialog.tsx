import { useRef, useState } from 'react';
import { Button, Classes, DialogBody, DialogFooter, ProgressBar, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AdminInstructionListItem } from '../../../common/api/instructions';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { serverErrorText } from '../shell/server-error-text';
import { documentFileTarget } from '../../../common/api/instruction-documents';
import { isLanguage } from '../../../common/languages';
import { useRefreshAfterDocuments, useSendBulkDocument } from './queries';
import './documents.css';
import { AdminDialog } from '../shell/AdminDialog';

type FileState =
  | { kind: 'waiting' }
  | { kind: 'sending'; progress: number }
  | { kind: 'uploaded'; pages: number }
  | { kind: 'noInstruction'; instructionNumber: string }
  | { kind: 'unknownLanguage'; language: string }
  | { kind: 'badName' }
  | { kind: 'refused'; message: string };

interface FileRow {
  file: File;
  state: FileState;
}

const INTENTS: Partial<Record<FileState['kind'], Intent>> = {
  uploaded: 'success',
  noInstruction: 'warning',
  unknownLanguage: 'warning',
  badName: 'warning',
  refused: 'danger',
};

interface BulkDocumentsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  instructions: AdminInstructionListItem[];
}

/**
 * Many PDF manuals at once: each file named `<instruction number>_<language>.pdf` goes to that
 * instruction and language, one after the other, and each row says what became of it.
 */
export function BulkDocumentsDialog({ isOpen, onClose, instructions }: BulkDocumentsDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<FileRow[]>([]);
  const [running, setRunning] = useState(false);
  const send = useSendBulkDocument();
  const refresh = useRefreshAfterDocuments();

  const byNumber = new Map<string, number>(
    instructions.map((instruction) => [instruction.instructionNumber.toUpperCase(), instruction.id]),
  );

  /** What the name alone tells: the file waits its turn, or cannot go anywhere. */
  const firstState = (target: ReturnType<typeof documentFileTarget>): FileState => {
    if (!target) return { kind: 'badName' };
    if (!isLanguage(target.language)) return { kind: 'unknownLanguage', language: target.language };
    if (!byNumber.has(target.instructionNumber.toUpperCase())) {
      return { kind: 'noInstruction', instructionNumber: target.instructionNumber };
    }
    return { kind: 'waiting' };
  };

  async function start(files: File[]) {
    if (files.length === 0) return;
    const planned = files.map((file) => ({ file, target: documentFileTarget(file.name) }));
    const initial: FileRow[] = planned.map(({ file, target }) => ({ file, state: firstState(target) }));
    setRows(initial);
    setRunning(true);
    const setState = (index: number, state: FileState) =>
      setRows((current) => current.map((row, at) => (at === index ? { ...row, state } : row)));
    for (const [index, { file, target }] of planned.entries()) {
      const id = target && byNumber.get(target.instructionNumber.toUpperCase());
      if (!target || !isLanguage(target.language) || !id) continue;
      setState(index, { kind: 'sending', progress: 0 });
      try {
        const stored = await send.mutateAsync({
          id,
          language: target.language,
          file,
          onProgress: (progress) => setState(index, { kind: 'sending', progress }),
        });
        setState(index, { kind: 'uploaded', pages: stored.pages });
      } catch (error) {
        setState(index, { kind: 'refused', message: serverErrorText(error, t('common.unknownError')) });
      }
    }
    setRunning(false);
    await refresh();
  }

  const done = rows.filter((row) => row.state.kind !== 'waiting' && row.state.kind !== 'sending').length;

  return (
    <AdminDialog
      isOpen={isOpen}
      onClose={running ? undefined : onClose}
      title={t('bulkDocuments.title')}
      icon="cloud-upload"
      className="bulk-documents-dialog"
    >
      <DialogBody>
        <p>{t('bulkDocuments.help')}</p>
        <p className={Classes.TEXT_MUTED}>{t('bulkDocuments.example')}</p>
        <Button
          icon="document-open"
          intent="primary"
          disabled={running}
          onClick={() => input.current?.click()}
        >
          {t('bulkDocuments.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          hidden
          data-testid="bulk-documents-files"
          onChange={(event) => {
            void start([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        {rows.length > 0 ? (
          <>
            <p role="status" className="bulk-documents-summary">
              {t('bulkDocuments.progress', { done, total: rows.length })}
            </p>
            <ProgressBar intent="primary" value={done / rows.length} animate={running} stripes={running} />
            <ul className="bulk-documents-list">
              {rows.map((row, index) => (
                <li key={`${row.file.name}-${index}`} data-testid="bulk-documents-row">
                  <strong>{row.file.name}</strong>
                  <Tag minimal intent={INTENTS[row.state.kind] ?? 'none'}>
                    {t(`bulkDocuments.state.${row.state.kind}`)}
                  </Tag>
                  {row.state.kind === 'sending' ? (
                    <ProgressBar intent="primary" value={row.state.progress} />
                  ) : null}
                  <StateMessage state={row.state} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <Button disabled={running} onClick={onClose}>
            {t('bulkDocuments.close')}
          </Button>
        }
      />
    </AdminDialog>
  );
}

function StateMessage({ state }: { state: FileState }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const text =
    state.kind === 'uploaded'
      ? t('bulkDocuments.message.uploaded', { count: state.pages })
      : state.kind === 'noInstruction'
        ? t('bulkDocuments.message.noInstruction', { instructionNumber: state.instructionNumber })
        : state.kind === 'unknownLanguage'
          ? t('bulkDocuments.message.unknownLanguage', { language: state.language })
          : state.kind === 'badName'
            ? t('bulkDocuments.message.badName')
            : state.kind === 'refused'
              ? state.message
              : null;
  return text ? <span className="bulk-documents-message">{text}</span> : null;
}
