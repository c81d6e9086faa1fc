import { useCallback, useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { DraftBar } from './DraftBar';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminInstructionDetail, InstructionBodyInput } from '../../../common/api/instructions';
import type { TranslationCells } from '../../../common/api/translations';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../common/languages';
import { isApiError } from '../../api/client';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useContentReadOnly } from '../library/queries';
import { useCategoriesQuery } from '../categories/queries';
import { instructionQueries, useInstructionQuery, useSaveInstruction } from './queries';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import {
  emptyFormState,
  firstContentLanguage,
  formStateFromDetail,
  formStateToBody,
  type InstructionFormState,
} from './instruction-form-state';
import { checkInstructionForm, type InstructionFormErrors } from './instruction-form-validation';
import { dismissToast, showFailureToast, showToast } from '../shell/toaster';
import { draftFormState, useSessionDraft } from './instruction-form-draft';
import { forgetDraft, readDraft } from '../shell/session-drafts';
import { leaveWith } from '../shell/leave-guard';
import { BasicInformationCard } from './BasicInformationCard';
import { InstructionContentCard } from './InstructionContentCard';
import { EditConflictCallout, type EditConflict } from './EditConflictCallout';
import { useUnsavedChangesGuard } from '../shell/use-unsaved-changes-guard';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { useInstructionDocuments } from './use-instruction-documents';
import { InstructionFormActions } from './InstructionFormActions';
import { fieldInputId } from './field-input-ids';
import { useIsAdmin } from '../session/role';

/** The form's primary button, before and while it saves. */
const SUBMIT_TEXT = {
  draft: { idle: 'drafts.saveDraft', pending: 'form.saving' },
  save: { idle: 'form.save', pending: 'form.saving' },
  create: { idle: 'form.create', pending: 'form.creating' },
} as const;

/** Create mode at /admin/instructions/new, edit mode at /admin/instructions/{id}; a fresh form per id. */
export function InstructionFormPage() {
  const { id } = useParams();
  return <InstructionFormLoader key={id ?? 'new'} id={id} />;
}

/** Shows the form's skeleton until this opening's own fetch of the instruction has answered. */
function InstructionFormLoader({ id }: { id: string | undefined }) {
  const query = useInstructionQuery(id === undefined ? undefined : Number(id));
  const detail = query.isFetchedAfterMount ? query.data : undefined;
  const loading = id !== undefined && !detail && !query.isError;
  return <InstructionForm key={detail ? 'loaded' : 'waiting'} id={id} detail={detail} loading={loading} />;
}

interface InstructionFormProps {
  id: string | undefined;
  /** The stored instruction; the form takes it once and never lets a refetch overwrite typing. */
  detail: AdminInstructionDetail | undefined;
  loading: boolean;
}

function InstructionForm({ id, detail, loading }: InstructionFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const readOnly = useContentReadOnly();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = id !== undefined;
  const { data: categories = [], isPending: categoriesPending } = useCategoriesQuery();
  const { pathname } = useLocation();
  // The translations matrix links each cell to its language's tab.
  const [searchParams] = useSearchParams();
  const requestedLanguage = searchParams.get('language');
  // Each language's translation state as last loaded, saved or confirmed.
  const [cells, setCells] = useState<TranslationCells | undefined>(detail?.translations);
  // The form as last loaded or saved: anything else is an unsaved edit.
  const [saved, setSaved] = useState<InstructionFormState>(() =>
    detail ? formStateFromDetail(detail) : emptyFormState(),
  );
  // A draft kept when the session ended on this page comes back once the page has loaded.
  const [restoredDraft] = useState(() => (loading ? undefined : draftFormState(readDraft(pathname))));
  const [form, setForm] = useState<InstructionFormState>(restoredDraft ?? saved);
  // Field messages appear after the first attempt to save and follow every edit from then on.
  const [attempted, setAttempted] = useState(false);
  const [language, setLanguage] = useState<Language>(() =>
    isLanguage(requestedLanguage)
      ? requestedLanguage
      : detail
        ? firstContentLanguage(detail)
        : DEFAULT_LANGUAGE,
  );
  // Bumped on every load so the editors start over from the stored text.
  const [version, setVersion] = useState(0);
  // The stored revision this edit started from, sent back so another admin's save is not overwritten.
  const [revision, setRevision] = useState(detail?.revision);
  // Another admin saved first: what this admin had typed stays readable next to the latest version.
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  // The instruction as last loaded, saved or published: whether a draft waits.
  const [stored, setStored] = useState(detail);
  // A save's note for the history, and whether the save is a draft (issue 28).
  const [note, setNote] = useState('');
  const saveAs = useRef<'draft' | undefined>(undefined);

  const dirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(saved), [form, saved]);
  const documents = useInstructionDocuments(editing ? Number(id) : undefined, detail);
  // A PDF picked in a new instruction's form is sent only with Save: leaving would lose it.
  const documentsWaiting = Object.values(documents.slots).some((slot) => slot.pending);
  const { blocker, allowNextLeave } = useUnsavedChangesGuard(dirty || documentsWaiting);
  useSessionDraft(pathname, form, dirty, allowNextLeave);

  useEffect(() => {
    if (!restoredDraft) return;
    forgetDraft(pathname);
    showToast({ title: t('form.draftRestoredTitle'), description: t('form.draftRestored') });
  }, [restoredDraft, pathname, t]);
  const body = (): InstructionBodyInput => ({
    ...formStateToBody(form),
    documentLanguages: documents.languages,
    ...(editing && revision !== undefined ? { baseRevision: revision } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  });
  const check = attempted ? checkInstructionForm(body()) : undefined;
  const errors: InstructionFormErrors = check && !check.ok ? check.errors : {};
  // A failing field in another language's tab is focused once that tab has rendered.
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const applyDetail = useCallback((detail: AdminInstructionDetail) => {
    const state = formStateFromDetail(detail);
    setStored(detail);
    setNote('');
    setRevision(detail.revision);
    setForm(state);
    setSaved(state);
    setCells(detail.translations);
    setVersion((current) => current + 1);
  }, []);

  const saveInstruction = useSaveInstruction(editing ? Number(id) : undefined);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  function update<K extends keyof InstructionFormState>(key: K, value: InstructionFormState[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function updateLanguage(key: 'titles' | 'contents', value: string) {
    setForm((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only this form's own submit saves; a dialog's form inside the page never does.
    if (event.target !== event.currentTarget) return;
    setAttempted(true);
    const checked = checkInstructionForm(body());
    if (!checked.ok) {
      showToast({
        title: t('form.validationError'),
        description: t('validation.fixFields', { count: Object.keys(checked.errors).length }),
        variant: 'destructive',
        replaces: 'instruction-validation',
      });
      const tab = checked.first.language ?? language;
      if (tab === language) document.getElementById(fieldInputId(checked.first, tab))?.focus();
      else {
        focusAfterRender.current = fieldInputId(checked.first, tab);
        setLanguage(tab);
      }
      return;
    }
    try {
      const status = saveAs.current;
      saveAs.current = undefined;
      const result = await saveInstruction.mutateAsync({ ...checked.body, ...(status ? { status } : {}) });
      if (editing) {
        showToast({
          title: t('common.success'),
          description: t(result.status === 'draft' ? 'drafts.saved' : 'form.updated'),
        });
        applyDetail(result);
      } else {
        // A PDF the server refuses keeps the admin here, on the new instruction, with its message.
        if (!(await documents.sendPending(result.id))) {
          showToast({
            title: t('form.created'),
            description: t('documents.someRefused'),
            variant: 'destructive',
          });
          allowNextLeave();
          void navigate(`/admin/instructions/${result.id}`);
          return;
        }
        showToast({
          title: t('common.success'),
          description: t(result.status === 'draft' ? 'drafts.createdDraft' : 'form.created'),
        });
        allowNextLeave();
        void navigate('/admin/instructions');
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'EDIT_CONFLICT') {
        setConflict((current) => ({
          typed: form,
          base: saved,
          refusals: (current?.refusals ?? 0) + 1,
          loaded: false,
        }));
        showToast({
          title: t('conflict.title'),
          description: t('instructionEditing.conflictToast'),
          variant: 'destructive',
          replaces: 'instruction-conflict',
        });
        return;
      }
      showFailureToast(t('common.error'), error, t(editing ? 'form.updateFailed' : 'form.createFailed'));
    }
  }

  /** The latest stored version into the form; the typed text stays readable in the conflict box. */
  async function loadLatest() {
    try {
      applyDetail(await queryClient.query({ ...instructionQueries.detail(Number(id)), staleTime: 0 }));
      setConflict((current) => current && { ...current, loaded: true });
      dismissToast('instruction-conflict');
    } catch (error) {
      showFailureToast(t('common.error'), error, t('form.loadFailed'));
    }
  }

  const pending = saveInstruction.isPending;
  const skeleton = loading ? Classes.SKELETON : '';
  // An editor's save is always a draft, and says so.
  const submitText =
    SUBMIT_TEXT[!isAdmin ? 'draft' : editing ? 'save' : 'create'][pending ? 'pending' : 'idle'];

  return (
    <div className="admin-page instruction-form">
      <div className="admin-page-header">
        <Button
          variant="minimal"
          icon="arrow-left"
          onClick={() => leaveWith(() => void navigate('/admin/instructions'))}
        >
          {t('form.back')}
        </Button>
        <AdminPageTitle>{t(editing ? 'form.editTitle' : 'form.createTitle')}</AdminPageTitle>
      </div>
      {editing && stored ? (
        <DraftBar
          detail={stored}
          language={language}
          dirty={dirty}
          onPublished={applyDetail}
          leaveWith={leaveWith}
        />
      ) : null}
      {conflict ? (
        <EditConflictCallout
          conflict={conflict}
          categories={categories}
          onLoadLatest={() => void loadLatest()}
          onRestore={(restore) => {
            setForm(restore);
            // The editors start afresh, so a restored text opens in its own syntax.
            setVersion((current) => current + 1);
          }}
          onDismiss={() => setConflict(null)}
        />
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <BasicInformationCard
          form={form}
          errors={errors}
          categories={categories}
          categoriesLoaded={!categoriesPending}
          skeleton={skeleton}
          readOnly={readOnly}
          onChange={update}
        />
        <InstructionContentCard
          form={form}
          saved={saved}
          errors={errors}
          language={language}
          onLanguageChange={setLanguage}
          cells={cells}
          onCellsChange={setCells}
          detail={detail}
          loading={loading}
          skeleton={skeleton}
          version={version}
          readOnly={readOnly}
          onChange={update}
          onLanguageFieldChange={updateLanguage}
          documents={documents}
        />
        <InstructionFormActions
          note={note}
          onNoteChange={setNote}
          onCancel={() => leaveWith(() => void navigate('/admin/instructions'))}
          onSaveDraft={() => {
            saveAs.current = 'draft';
          }}
          disabled={pending || loading || readOnly || documents.busy}
          readOnly={readOnly}
          mayPublish={isAdmin}
          submitText={t(submitText)}
        />
      </form>
      <ConfirmAlert
        isOpen={blocker.state === 'blocked'}
        intent="primary"
        title={t('form.unsavedTitle')}
        text={t('form.unsavedText')}
        confirmText={t('form.discardChanges')}
        cancelText={t('form.keepEditing')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
