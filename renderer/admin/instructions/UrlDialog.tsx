import { useState, type SubmitEvent } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { issueText } from '../shell/rule-text';
import { checkEditorUrl } from './editor-url';
import { AdminDialog } from '../shell/AdminDialog';

interface UrlDialogProps {
  kind: 'link' | 'image';
  title: string;
  /** The editor's selected text, which prefills the link text. */
  selectedText: string;
  onClose: () => void;
  onSubmit: (url: string, text: string) => void;
}

/**
 * Asks for the address (and, for a link, its text) of a link or an image; mount it fresh for each
 * opening. The caller puts the focus back into the editor, so the dialog does not return it to the
 * toolbar button.
 */
export function UrlDialog({ kind, title, selectedText, onClose, onSubmit }: UrlDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [url, setUrl] = useState('');
  const [text, setText] = useState(selectedText);
  const [problem, setProblem] = useState<string | null>(null);
  const trimmed = url.trim();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // React sends events up the component tree through the dialog's portal: without this the
    // instruction form around the editor would be submitted too.
    event.stopPropagation();
    if (!trimmed) return;
    const checked = checkEditorUrl(trimmed, kind);
    if ('problem' in checked) {
      setProblem(issueText({ path: ['url'], rule: checked.problem, params: {} }));
      return;
    }
    onSubmit(checked.url, text.trim() || (kind === 'link' ? checked.url : t('editor.imageAlt')));
  }

  return (
    <AdminDialog isOpen title={title} onClose={onClose} shouldReturnFocusOnClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup
            label={t('editor.url')}
            labelFor="editor-url"
            intent={problem ? 'danger' : 'none'}
            helperText={problem}
          >
            <InputGroup
              id="editor-url"
              value={url}
              onValueChange={(value) => {
                setUrl(value);
                setProblem(null);
              }}
              placeholder="https://"
              intent={problem ? 'danger' : 'none'}
              autoFocus
            />
          </FormGroup>
          <FormGroup
            label={t(kind === 'link' ? 'editor.linkTextLabel' : 'editor.imageAltLabel')}
            labelFor="editor-text"
          >
            <InputGroup id="editor-text" value={text} onValueChange={setText} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="submit" intent="primary" disabled={!trimmed}>
                {t('editor.insert')}
              </Button>
            </>
          }
        />
      </form>
    </AdminDialog>
  );
}
