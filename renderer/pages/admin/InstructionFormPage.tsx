import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Classes,
  FormGroup,
  H2,
  H4,
  HTMLSelect,
  InputGroup,
  Tab,
  Tabs,
  TextArea,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { instructionBodySchema, type AdminInstructionDetail } from '../../../common/api/instructions';
import { INSTRUCTION_TYPES, type InstructionType } from '../../../common/instruction-types';
import { DEFAULT_LANGUAGE, LANGUAGES, SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';
import { api, errorMessage } from '../../api/client';
import { ADMIN_NAMESPACE } from '../../components/admin/admin-i18n';
import { ContentEditor } from '../../components/admin/ContentEditor';
import {
  emptyFormState,
  firstContentLanguage,
  formStateFromDetail,
  formStateToBody,
  type InstructionFormState,
} from '../../components/admin/instruction-form-state';
import { showFailureToast, showToast } from '../../components/admin/toaster';
import { useAdminCategories } from '../../stores/admin-categories';

async function fetchDetail(id: string): Promise<AdminInstructionDetail> {
  return api.get<AdminInstructionDetail>(`/api/admin/instructions/${id}`);
}

/** Create mode at /admin/instructions/new, edit mode at /admin/instructions/{id}; a fresh form per id. */
export function InstructionFormPage() {
  const { id } = useParams();
  return <InstructionForm key={id ?? 'new'} id={id} />;
}

function InstructionForm({ id }: { id: string | undefined }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const editing = id !== undefined;
  const { categories, loaded: categoriesLoaded, load: loadCategories } = useAdminCategories();
  const [form, setForm] = useState<InstructionFormState>(emptyFormState);
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [loading, setLoading] = useState(editing);
  const [pending, setPending] = useState(false);
  // Bumped on every load so the editors start over from the stored text.
  const [version, setVersion] = useState(0);

  const showLoadError = useCallback(
    (error: unknown) =>
      showToast({
        title: t('common.error'),
        description: errorMessage(error, t('form.loadFailed')),
        variant: 'destructive',
      }),
    [t],
  );

  const applyDetail = useCallback((detail: AdminInstructionDetail) => {
    setForm(formStateFromDetail(detail));
    setVersion((current) => current + 1);
    setLoading(false);
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
    loadCategories().catch(() => undefined);
    if (id === undefined) return;
    let current = true;
    fetchDetail(id).then(
      (detail) => {
        if (!current) return;
        applyDetail(detail);
        setLanguage(firstContentLanguage(detail));
      },
      (error: unknown) => {
        if (!current) return;
        showLoadError(error);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [id, loadCategories, applyDetail, showLoadError]);

  function update<K extends keyof InstructionFormState>(key: K, value: InstructionFormState[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function updateLanguage(key: 'titles' | 'contents', value: string) {
    setForm((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = instructionBodySchema.safeParse(formStateToBody(form));
    if (!parsed.success) {
      showToast({
        title: t('form.validationError'),
        description: parsed.error.issues[0]?.message,
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      if (editing) {
        await api.put<AdminInstructionDetail>(`/api/admin/instructions/${id}`, parsed.data);
        showToast({ title: t('common.success'), description: t('form.updated') });
        applyDetail(await fetchDetail(id));
      } else {
        await api.post<AdminInstructionDetail>('/api/admin/instructions', parsed.data);
        showToast({ title: t('common.success'), description: t('form.created') });
        void navigate('/admin/instructions');
      }
    } catch (error) {
      showFailureToast(t('common.error'), error, t(editing ? 'form.updateFailed' : 'form.createFailed'));
    } finally {
      setPending(false);
    }
  }

  const skeleton = loading ? Classes.SKELETON : '';
  const submitText = editing
    ? pending
      ? 'form.saving'
      : 'form.save'
    : pending
      ? 'form.creating'
      : 'form.create';

  return (
    <div className="admin-page instruction-form">
      <div className="admin-page-header">
        <Button variant="minimal" icon="arrow-left" onClick={() => void navigate('/admin/instructions')}>
          {t('form.back')}
        </Button>
        <H2>{t(editing ? 'form.editTitle' : 'form.createTitle')}</H2>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Card className="form-card">
          <H4>{t('form.basicInformation')}</H4>
          <FormGroup label={t('form.title')} labelFor="instruction-title" className={skeleton}>
            <InputGroup
              id="instruction-title"
              value={form.title}
              onValueChange={(value) => update('title', value)}
            />
          </FormGroup>
          <FormGroup label={t('form.type')} labelFor="instruction-type" className={skeleton}>
            <HTMLSelect
              id="instruction-type"
              value={form.type}
              onChange={(event) => update('type', event.currentTarget.value as InstructionType)}
              options={INSTRUCTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            />
          </FormGroup>
          <FormGroup label={t('form.category')} labelFor="instruction-category" className={skeleton}>
            {categoriesLoaded && categories.length === 0 ? (
              <p className="empty-state" id="instruction-category">
                {t('form.noCategories')}
              </p>
            ) : (
              <HTMLSelect
                id="instruction-category"
                value={form.categoryId}
                onChange={(event) => update('categoryId', event.currentTarget.value)}
                options={[
                  { value: '', label: t('form.selectCategory') },
                  ...categories.map((category) => ({ value: String(category.id), label: category.name })),
                ]}
              />
            )}
          </FormGroup>
          <FormGroup label={t('form.universalSettings')} className={skeleton}>
            <Checkbox
              checked={form.isUniversal}
              onChange={(event) => update('isUniversal', event.currentTarget.checked)}
              labelElement={
                <>
                  <strong>{t('form.universal')}</strong>
                  <span className="form-help">{t('form.universalHelp')}</span>
                </>
              }
            />
          </FormGroup>
          {form.isUniversal ? (
            <FormGroup
              label={t('form.excludePatterns')}
              labelFor="instruction-exclude"
              helperText={t('form.excludePatternsHelp')}
            >
              <TextArea
                id="instruction-exclude"
                fill
                value={form.excludePatterns}
                onChange={(event) => update('excludePatterns', event.currentTarget.value)}
                placeholder={t('form.excludePatternsPlaceholder')}
              />
            </FormGroup>
          ) : null}
        </Card>
        <Card className="form-card">
          <H4>{t('form.content')}</H4>
          <Tabs
            id="instruction-languages"
            className="language-tabs"
            selectedTabId={language}
            onChange={(next) => setLanguage(next as Language)}
          >
            {SUPPORTED_LANGUAGES.map((code) => (
              <Tab
                key={code}
                id={code}
                title={`${LANGUAGES[code].flag} ${LANGUAGES[code].nativeName}`}
                tagContent={form.contents[code].trim() ? '✓' : undefined}
              />
            ))}
          </Tabs>
          {loading ? (
            <div className={`content-editor-skeleton ${Classes.SKELETON}`} />
          ) : (
            <div className="language-panel" key={`${language}-${version}`}>
              <FormGroup
                label={t('form.languageTitle', { language: LANGUAGES[language].nativeName })}
                labelFor={`title-${language}`}
                helperText={t('form.languageTitleHelp')}
              >
                <InputGroup
                  id={`title-${language}`}
                  value={form.titles[language]}
                  onValueChange={(value) => updateLanguage('titles', value)}
                />
              </FormGroup>
              <ContentEditor
                id={`content-${language}`}
                value={form.contents[language]}
                onChange={(value) => updateLanguage('contents', value)}
              />
            </div>
          )}
        </Card>
        <div className="form-actions">
          <Button onClick={() => void navigate('/admin/instructions')}>{t('common.cancel')}</Button>
          <Button type="submit" intent="primary" disabled={pending || loading}>
            {t(submitText)}
          </Button>
        </div>
      </form>
    </div>
  );
}
