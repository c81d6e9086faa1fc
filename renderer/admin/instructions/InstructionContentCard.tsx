import { Callout, Card, Classes, FormGroup, HTMLSelect, InputGroup, Tab, Tabs, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AdminInstructionDetail } from '../../../common/api/instructions';
import type { TranslationCells } from '../../../common/api/translations';
import { LANGUAGES, SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { ContentEditor } from './ContentEditor';
import { DocumentField } from './DocumentField';
import type { InstructionDocuments } from './use-instruction-documents';
import type { InstructionFormState } from './instruction-form-state';
import type { InstructionFormErrors } from './instruction-form-validation';
import { TranslationStatusCallout } from '../translations/TranslationStatusCallout';
import { tabPanelProps } from '../shell/tab-panel';
import { useIsAdmin } from '../session/role';

/**
 * The instruction form's content card: the source language, a tab per language marked with its
 * state, and the open language's title and editor.
 */
export function InstructionContentCard(props: {
  form: InstructionFormState;
  /** As last saved: a language still holding it shows its translation state. */
  saved: InstructionFormState;
  errors: InstructionFormErrors;
  language: Language;
  onLanguageChange: (language: Language) => void;
  cells: TranslationCells | undefined;
  onCellsChange: (cells: TranslationCells) => void;
  /** The stored instruction being edited; undefined for a new one. */
  detail: AdminInstructionDetail | undefined;
  loading: boolean;
  /** The skeleton class while the instruction loads, else empty. */
  skeleton: string;
  /** Changes when the stored version is loaded into the form, so the editors start afresh. */
  version: number;
  /** On a follower: the content shows the hub's and cannot be changed; the language tabs still switch. */
  readOnly: boolean;
  onChange: <K extends keyof InstructionFormState>(key: K, value: InstructionFormState[K]) => void;
  onLanguageFieldChange: (key: 'titles' | 'contents', value: string) => void;
  /** Each language's PDF manual, beside or instead of its text. */
  documents: InstructionDocuments;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // An editor attaches PDF manuals to unpublished instructions and removes none (server/auth/permissions.ts).
  const mayRemoveDocuments = useIsAdmin();
  const { form, saved, errors, language, onLanguageChange, cells, onCellsChange, detail, loading } = props;
  const { skeleton, version, readOnly, onChange, onLanguageFieldChange, documents } = props;
  // A language title's message shows in its own language's tab.
  const titleError = errors.languageTitle?.language === language ? errors.languageTitle : undefined;
  return (
    <Card className="form-card">
      <H2 className="admin-card-title">{t('form.content')}</H2>
      {errors.content ? (
        <Callout intent="danger" compact className="form-error">
          {errors.content.text}
        </Callout>
      ) : null}
      <FormGroup
        label={t('translations.sourceLanguage')}
        labelFor="instruction-source-language"
        intent={errors.sourceLanguage ? 'danger' : 'none'}
        helperText={errors.sourceLanguage?.text ?? t('translations.sourceLanguageHelp')}
        className={skeleton}
        inline
      >
        <HTMLSelect
          id="instruction-source-language"
          disabled={readOnly}
          value={form.sourceLanguage}
          onChange={(event) => onChange('sourceLanguage', event.currentTarget.value as Language | '')}
          options={[
            ...(form.sourceLanguage === '' ? [{ value: '', label: t('translations.sourceAutomatic') }] : []),
            ...SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGES[code].nativeName })),
          ]}
        />
      </FormGroup>
      <Tabs
        id="instruction-languages"
        className="language-tabs"
        selectedTabId={language}
        onChange={(next) => onLanguageChange(next as Language)}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <Tab
            key={code}
            id={code}
            title={`${LANGUAGES[code].flag} ${LANGUAGES[code].nativeName}`}
            tagContent={
              cells?.[code].state === 'outdated' && form.contents[code] === saved.contents[code]
                ? '↻'
                : form.contents[code].trim() || documents.languages.includes(code)
                  ? '✓'
                  : undefined
            }
          />
        ))}
      </Tabs>
      {loading ? (
        <div className={`content-editor-skeleton ${Classes.SKELETON}`} />
      ) : (
        <div
          className="language-panel"
          key={`${language}-${version}`}
          {...tabPanelProps('instruction-languages', language)}
        >
          {cells && detail && form.contents[language] === saved.contents[language] ? (
            <TranslationStatusCallout
              instructionId={detail.id}
              language={language}
              sourceLanguage={saved.sourceLanguage || detail.sourceLanguage}
              cells={cells}
              onConfirmed={onCellsChange}
            />
          ) : null}
          <FormGroup
            label={t('form.languageTitle', { language: t(`instructionEditing.languageIn.${language}`) })}
            labelFor={`title-${language}`}
            intent={titleError ? 'danger' : 'none'}
            helperText={titleError?.text ?? t('form.languageTitleHelp')}
          >
            <InputGroup
              id={`title-${language}`}
              intent={titleError ? 'danger' : 'none'}
              value={form.titles[language]}
              disabled={readOnly}
              onValueChange={(value) => onLanguageFieldChange('titles', value)}
            />
          </FormGroup>
          <DocumentField
            language={language}
            slot={documents.slots[language] ?? {}}
            readOnly={readOnly}
            onPick={(file) => documents.pick(language, file)}
            onRemove={mayRemoveDocuments ? () => void documents.drop(language) : undefined}
          />
          {mayRemoveDocuments ? null : <p className="bp6-text-muted">{t('documents.editorDraft')}</p>}
          <ContentEditor
            id={`content-${language}`}
            value={form.contents[language]}
            readOnly={readOnly}
            onChange={(value) => onLanguageFieldChange('contents', value)}
          />
        </div>
      )}
    </Card>
  );
}
