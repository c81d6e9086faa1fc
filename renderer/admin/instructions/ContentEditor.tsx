import { useDeferredValue, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Button, ButtonGroup, Callout, Tab, Tabs, TextArea, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isHtmlContent } from '../../content/content-format';
import { convertHtmlToMarkdown, convertMarkdownToHtml } from '../../content/convert-content';
import { markdownLosses } from '../../content/markdown-losses';
import { InstructionContent } from '../../components/InstructionContent';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import {
  applyFormat,
  insertImage,
  insertLink,
  type EditorSyntax,
  type FormatAction,
  type TextEdit,
} from './editor-format';
import { GalleryPickerDialog } from '../media/GalleryPickerDialog';
import { pickedImage } from '../media/image-upload';
import { showFailureToast, showToast } from '../shell/toaster';
import { useUploadEditorImage } from '../media/queries';
import { UrlDialog } from './UrlDialog';
import { tabPanelProps } from '../shell/tab-panel';

type EditorTab = EditorSyntax | 'preview';

interface ContentEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  markdownPlaceholder?: string;
  htmlPlaceholder?: string;
  /** Shown but not editable (a follower's content comes from its hub): only Preview changes the view. */
  readOnly?: boolean;
}

const FORMAT_BUTTONS: { action: FormatAction; icon: IconName; key: string }[] = [
  { action: 'bold', icon: 'bold', key: 'editor.bold' },
  { action: 'italic', icon: 'italic', key: 'editor.italic' },
  { action: 'code', icon: 'code', key: 'editor.code' },
  { action: 'quote', icon: 'citation', key: 'editor.quote' },
  { action: 'list', icon: 'properties', key: 'editor.list' },
  { action: 'numberedList', icon: 'numbered-list', key: 'editor.numberedList' },
];

/**
 * Markdown, HTML and Preview tabs over one text. Switching between Markdown and HTML converts the
 * text; what is saved is the text of the tab last written in. HTML that Markdown cannot hold
 * (merged cells, image sizes…) is not offered as Markdown, so a tab click never destroys it.
 */
export function ContentEditor({
  id,
  value,
  onChange,
  markdownPlaceholder,
  htmlPlaceholder,
  readOnly = false,
}: ContentEditorProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [syntax, setSyntax] = useState<EditorSyntax>(() => (isHtmlContent(value) ? 'html' : 'markdown'));
  const [tab, setTab] = useState<EditorTab>(syntax);
  const [urlDialog, setUrlDialog] = useState<{ kind: 'link' | 'image'; selected: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const uploadImage = useUploadEditorImage();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Checked behind typing: the check converts the whole text twice.
  const checkedValue = useDeferredValue(value);
  const losses = useMemo(
    () => (syntax === 'html' ? markdownLosses(checkedValue) : []),
    [syntax, checkedValue],
  );

  function selectTab(next: EditorTab) {
    if (next === 'markdown' && syntax === 'html' && markdownLosses(value).length > 0) return;
    if (next !== 'preview' && next !== syntax) {
      if (readOnly) return;
      onChange(next === 'html' ? convertMarkdownToHtml(value) : convertHtmlToMarkdown(value));
      setSyntax(next);
    }
    setTab(next);
  }

  function selectedText(): string {
    const area = textArea.current;
    return area ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
  }

  function applyEdit(edit: (selection: { text: string; start: number; end: number }) => TextEdit) {
    const area = textArea.current;
    const selection = {
      text: value,
      start: area?.selectionStart ?? value.length,
      end: area?.selectionEnd ?? value.length,
    };
    const result = edit(selection);
    onChange(result.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = pickedImage(event, {
      title: t('editor.invalidFileTitle'),
      description: t('editor.onlyImages'),
    });
    if (!file) return;
    try {
      const { url } = await uploadImage.mutateAsync(file);
      applyEdit((selection) => insertImage(selection, url, syntax, file.name));
      showToast({ title: t('editor.uploadedTitle'), description: t('editor.uploaded') });
    } catch (error) {
      showFailureToast(t('editor.uploadErrorTitle'), error, t('editor.unknownError'), (message) =>
        t('editor.uploadError', { message }),
      );
    }
  }

  const placeholder =
    syntax === 'markdown'
      ? (markdownPlaceholder ?? t('editor.markdownPlaceholder'))
      : (htmlPlaceholder ?? t('editor.htmlPlaceholder'));

  return (
    <div className="content-editor">
      <Tabs id={`${id}-tabs`} selectedTabId={tab} onChange={(next) => selectTab(next as EditorTab)}>
        <Tab
          id="markdown"
          title="Markdown"
          disabled={(readOnly && syntax !== 'markdown') || losses.length > 0}
          aria-describedby={losses.length > 0 ? `${id}-markdown-unavailable` : undefined}
        />
        <Tab id="html" title="HTML" disabled={readOnly && syntax !== 'html'} />
        <Tab id="preview" title={t('editor.preview')} />
      </Tabs>
      {losses.length > 0 ? (
        <Callout compact intent="primary" icon="info-sign" id={`${id}-markdown-unavailable`}>
          {t('instructionEditing.markdownUnavailable', {
            reasons: losses.map((loss) => t(`instructionEditing.markdownLoss.${loss}`)).join(', '),
          })}
        </Callout>
      ) : null}
      <div {...tabPanelProps(`${id}-tabs`, tab)}>
        {tab === 'preview' ? (
          <div className="content-editor-preview" data-testid="editor-preview">
            {value.trim() ? (
              <InstructionContent content={value} />
            ) : (
              <p className="empty-state">{t('editor.nothingToPreview')}</p>
            )}
          </div>
        ) : (
          <>
            <div className="content-editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
              <ButtonGroup variant="minimal">
                {FORMAT_BUTTONS.map((button) => (
                  <Button
                    key={button.action}
                    icon={button.icon}
                    aria-label={t(button.key)}
                    title={t(button.key)}
                    disabled={readOnly}
                    onClick={() =>
                      applyEdit((selection) =>
                        applyFormat(selection, button.action, syntax, t('editor.sampleText')),
                      )
                    }
                  />
                ))}
                <Button
                  icon="link"
                  aria-label={t('editor.link')}
                  title={t('editor.link')}
                  disabled={readOnly}
                  onClick={() => setUrlDialog({ kind: 'link', selected: selectedText() })}
                />
                <Button
                  icon="media"
                  aria-label={t('editor.image')}
                  title={t('editor.image')}
                  disabled={readOnly}
                  onClick={() => setUrlDialog({ kind: 'image', selected: selectedText() })}
                />
                <Button
                  icon="grid-view"
                  aria-label={t('editor.fromGallery')}
                  title={t('editor.fromGallery')}
                  disabled={readOnly}
                  onClick={() => setPicking(true)}
                />
                <Button
                  icon="upload"
                  aria-label={t('editor.uploadImage')}
                  title={t('editor.uploadImage')}
                  disabled={readOnly || uploadImage.isPending}
                  loading={uploadImage.isPending}
                  onClick={() => fileInput.current?.click()}
                />
              </ButtonGroup>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                hidden
                onChange={(event) => void upload(event)}
                data-testid={`${id}-upload`}
              />
            </div>
            <TextArea
              id={id}
              inputRef={textArea}
              className="content-editor-text"
              fill
              value={value}
              placeholder={placeholder}
              onChange={(event) => onChange(event.currentTarget.value)}
              readOnly={readOnly}
              spellCheck={syntax === 'markdown'}
            />
          </>
        )}
      </div>
      {picking ? (
        <GalleryPickerDialog
          onClose={() => {
            setPicking(false);
            requestAnimationFrame(() => textArea.current?.focus());
          }}
          onPick={(item) => {
            setPicking(false);
            applyEdit((selection) => insertImage(selection, item.url, syntax, item.filename));
          }}
        />
      ) : null}
      {urlDialog ? (
        <UrlDialog
          kind={urlDialog.kind}
          title={t(urlDialog.kind === 'link' ? 'editor.link' : 'editor.image')}
          selectedText={urlDialog.selected}
          onClose={() => {
            setUrlDialog(null);
            requestAnimationFrame(() => textArea.current?.focus());
          }}
          onSubmit={(url, text) => {
            const { kind } = urlDialog;
            setUrlDialog(null);
            applyEdit((selection) =>
              kind === 'link'
                ? insertLink(selection, url, syntax, text)
                : insertImage(selection, url, syntax, text),
            );
          }}
        />
      ) : null}
    </div>
  );
}
