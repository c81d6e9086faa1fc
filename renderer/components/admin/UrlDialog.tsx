import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

interface UrlDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (url: string) => void;
}

/**
 * Asks for the address of a link or an image; mount it fresh for each opening. The caller puts the
 * focus back into the editor, so the dialog does not return it to the toolbar button.
 */
export function UrlDialog({ title, onClose, onSubmit }: UrlDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [url, setUrl] = useState('');
  const trimmed = url.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    // React sends events up the component tree through the dialog's portal: without this the
    // instruction form around the editor would be submitted too.
    event.stopPropagation();
    if (!trimmed) return;
    onSubmit(trimmed);
  }

  return (
    <Dialog isOpen title={title} onClose={onClose} shouldReturnFocusOnClose={false}>
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup label={t('editor.url')} labelFor="editor-url">
            <InputGroup id="editor-url" value={url} onValueChange={setUrl} placeholder="https://" autoFocus />
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
    </Dialog>
  );
}
