import './history.css';
import { useState } from 'react';
import { Button, Card, H2, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { InstructionRevision, RevisionListItem } from '../../../../common/api/instruction-revisions';
import { LANGUAGES, SUPPORTED_LANGUAGES, isLanguage, type Language } from '../../../../common/languages';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { AdminPageTitle } from '../../shell/AdminPageTitle';
import { ConfirmAlert } from '../../shell/ConfirmAlert';
import { formatActivityTime } from '../../shell/format';
import { useIsAdmin } from '../../session/role';
import { SkeletonRows } from '../../shell/Skeletons';
import { runChange } from '../../shell/toaster';
import { RevisionDiff } from './RevisionDiff';
import { RevisionDetails } from './RevisionDetails';
import { useRestoreRevision, useRevisionQuery, useRevisionsQuery } from './queries';
import { publishedAs, revisionNote } from './revision-note';
import { RevisionStatusTag } from './RevisionStatusTag';

/** A PDF by its name and the start of its hash, so a replaced file shows as a change even under the same name. */
function documentIn(revision: InstructionRevision | undefined, language: Language): string {
  const document = revision?.documents.find((entry) => entry.language === language);
  return document ? `${document.fileName} (${document.sha256.slice(0, 12)})` : '';
}

const textIn = (revision: InstructionRevision | undefined, language: Language) => ({
  // The source language's title is the instruction's own, unless a title of that language was typed.
  title:
    revision?.titles.find((entry) => entry.language === language)?.title ??
    (revision?.sourceLanguage === language ? revision.title : ''),
  content: revision?.contents.find((entry) => entry.language === language)?.content ?? '',
  document: documentIn(revision, language),
});

function languagesOf(...revisions: (InstructionRevision | undefined)[]): Language[] {
  const used = new Set(
    revisions.flatMap((revision) => [
      ...(revision?.contents ?? []).map((entry) => entry.language),
      ...(revision?.titles ?? []).map((entry) => entry.language),
      ...(revision?.documents ?? []).map((entry) => entry.language),
    ]),
  );
  return SUPPORTED_LANGUAGES.filter((language) => used.has(language));
}

/** The revision shown and the one it is compared with (by default the one before it). */
function chosenRevisions(list: RevisionListItem[], params: URLSearchParams) {
  const asked = Number(params.get('revision'));
  const shown = list.find((entry) => entry.revision === asked) ?? list[0];
  const askedBase = Number(params.get('compare'));
  const before = list.find((entry) => shown && entry.revision < shown.revision);
  const base = list.find((entry) => entry.revision === askedBase) ?? before;
  return { shown: shown?.revision, base: base?.revision };
}

/** `/admin/instructions/{id}/history`: every revision, one opened, two compared per language, restore. */
export function InstructionHistoryPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const revisionsQuery = useRevisionsQuery(id);
  const list = revisionsQuery.data ?? [];
  // Named by the title kiosks show now, not by the title of the revision opened.
  const currentQuery = useRevisionQuery(
    id,
    (list.find((entry) => entry.status === 'published') ?? list[0])?.revision,
  );
  const { shown, base } = chosenRevisions(list, params);
  const shownQuery = useRevisionQuery(id, shown);
  const baseQuery = useRevisionQuery(id, base);
  const restore = useRestoreRevision(id);
  const mayRestore = useIsAdmin();
  const [confirming, setConfirming] = useState(false);
  const newest = list[0]?.revision;

  const languages = languagesOf(shownQuery.data, baseQuery.data);
  const askedLanguage = params.get('language');
  const language: Language | undefined =
    isLanguage(askedLanguage) && languages.includes(askedLanguage) ? askedLanguage : languages[0];

  const choose = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const older = textIn(baseQuery.data, language ?? 'en');
  const newer = textIn(shownQuery.data, language ?? 'en');

  return (
    <div className="admin-page instruction-history">
      <div className="admin-page-header">
        <Button
          variant="minimal"
          icon="arrow-left"
          onClick={() => void navigate(`/admin/instructions/${id}`)}
        >
          {t('history.backToForm')}
        </Button>
        <AdminPageTitle>
          {currentQuery.data ? t('history.titleOf', { title: currentQuery.data.title }) : t('history.title')}
        </AdminPageTitle>
      </div>
      <Card className="dashboard-section">
        <H2 className="admin-card-title">{t('history.revisions')}</H2>
        <HTMLTable className="admin-table revision-table" compact striped>
          <thead>
            <tr>
              <th>{t('history.columnRevision')}</th>
              <th>{t('history.columnStatus')}</th>
              <th>{t('history.columnSaved')}</th>
              <th className="revision-by">{t('history.columnBy')}</th>
              <th className="revision-note">{t('history.columnNote')}</th>
            </tr>
          </thead>
          <tbody>
            {revisionsQuery.isPending ? <SkeletonRows columns={5} /> : null}
            {list.map((entry) => (
              <tr key={entry.revision} className={entry.revision === shown ? 'revision-current' : undefined}>
                <td>
                  <Button
                    size="small"
                    variant={entry.revision === shown ? 'solid' : 'outlined'}
                    aria-pressed={entry.revision === shown}
                    aria-label={t('history.open', { revision: entry.revision })}
                    onClick={() => choose({ revision: String(entry.revision), compare: undefined })}
                  >
                    {entry.revision}
                  </Button>
                </td>
                <td>
                  <RevisionStatusTag status={entry.status} publishedAs={publishedAs(list, entry)} />
                </td>
                <td>{formatActivityTime(entry.savedAt, i18n.language)}</td>
                <td className="revision-by">{entry.savedBy ?? t('common.unknown')}</td>
                <td className="revision-note">{revisionNote(entry, t)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      {shownQuery.data ? (
        <Card className="dashboard-section">
          <H2 className="admin-card-title">
            {t('history.revisionHeading', { revision: shownQuery.data.revision })}
          </H2>
          <RevisionDetails revision={shownQuery.data} publishedAs={publishedAs(list, shownQuery.data)} />
          {mayRestore ? (
            <Button
              icon="history"
              intent="primary"
              disabled={shownQuery.data.revision === newest || restore.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('history.restore', { revision: shownQuery.data.revision })}
            </Button>
          ) : null}
        </Card>
      ) : null}
      {shownQuery.data ? (
        <Card className="dashboard-section">
          <H2 className="admin-card-title">{t('history.changes')}</H2>
          <div className="revision-compare">
            <label>
              {t('history.compareFrom')}
              <HTMLSelect
                value={base ?? ''}
                onChange={(event) => choose({ compare: event.currentTarget.value || undefined })}
              >
                <option value="">{t('history.nothing')}</option>
                {list
                  .filter((entry) => entry.revision !== shown)
                  .map((entry) => (
                    <option key={entry.revision} value={entry.revision}>
                      {t('history.revisionOption', { revision: entry.revision })}
                    </option>
                  ))}
              </HTMLSelect>
            </label>
            <label>
              {t('history.compareTo')}
              <HTMLSelect
                value={shown ?? ''}
                onChange={(event) => choose({ revision: event.currentTarget.value })}
              >
                {list.map((entry) => (
                  <option key={entry.revision} value={entry.revision}>
                    {t('history.revisionOption', { revision: entry.revision })}
                  </option>
                ))}
              </HTMLSelect>
            </label>
            {language ? (
              <label>
                {t('history.language')}
                <HTMLSelect
                  value={language}
                  onChange={(event) => choose({ language: event.currentTarget.value })}
                >
                  {languages.map((code) => (
                    <option key={code} value={code}>
                      {LANGUAGES[code].nativeName}
                    </option>
                  ))}
                </HTMLSelect>
              </label>
            ) : null}
          </div>
          <div className="diff-legend" aria-hidden="true">
            <ins className="diff-added">{t('history.legendAdded')}</ins>
            <del className="diff-removed">{t('history.legendRemoved')}</del>
          </div>
          {language ? (
            <>
              <RevisionDiff older={older.title} newer={newer.title} label={t('history.diffTitle')} />
              <RevisionDiff older={older.content} newer={newer.content} label={t('history.diffContent')} />
              {older.document || newer.document ? (
                <RevisionDiff
                  older={older.document}
                  newer={newer.document}
                  label={t('history.diffDocument')}
                />
              ) : null}
            </>
          ) : (
            <p className="empty-state">{t('history.noTexts')}</p>
          )}
        </Card>
      ) : null}
      {mayRestore ? (
        <p>
          <Link to="/admin/instructions/deleted">{t('history.deletedLink')}</Link>
        </p>
      ) : null}
      <ConfirmAlert
        isOpen={confirming}
        intent="primary"
        title={t('history.restoreTitle')}
        text={t('history.restoreConfirm', { revision: shown ?? 0 })}
        confirmText={t('history.restoreAction')}
        onConfirm={() => {
          setConfirming(false);
          if (shown === undefined) return;
          void runChange(() => restore.mutateAsync(shown), {
            success: t('history.restored', { revision: shown }),
            failure: t('history.restoreFailed'),
          }).then((done) => {
            if (done) choose({ revision: undefined, compare: undefined });
          });
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
