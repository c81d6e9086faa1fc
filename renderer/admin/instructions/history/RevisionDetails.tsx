import { useTranslation } from 'react-i18next';
import type { InstructionRevision } from '../../../../common/api/instruction-revisions';
import { LANGUAGES } from '../../../../common/languages';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';
import { formatActivityTime, formatFileSize } from '../../shell/format';
import { revisionNote } from './revision-note';
import { RevisionStatusTag } from './RevisionStatusTag';

/** The fields of one revision: what besides the texts it keeps. */
export function RevisionDetails({
  revision,
  publishedAs,
}: {
  revision: InstructionRevision;
  publishedAs: number | undefined;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const note = revisionNote(revision, t);
  return (
    <dl className="revision-fields">
      <dt>{t('history.status.label')}</dt>
      <dd>
        <RevisionStatusTag status={revision.status} publishedAs={publishedAs} />
      </dd>
      <dt>{t('history.columnSaved')}</dt>
      <dd>
        {formatActivityTime(revision.savedAt, i18n.language)} · {revision.savedBy ?? t('common.unknown')}
      </dd>
      {note ? (
        <>
          <dt>{t('history.columnNote')}</dt>
          <dd>{note}</dd>
        </>
      ) : null}
      <dt>{t('history.number')}</dt>
      <dd>{revision.instructionNumber}</dd>
      <dt>{t('history.type')}</dt>
      <dd>{t(`types.${revision.type}`)}</dd>
      <dt>{t('history.universal')}</dt>
      <dd>
        {revision.isUniversal ? t('history.yes') : t('history.no')}
        {revision.excludePatterns.length > 0 ? ` · ${revision.excludePatterns.join(', ')}` : ''}
      </dd>
      <dt>{t('history.documents')}</dt>
      <dd>
        {revision.documents.length === 0
          ? t('history.none')
          : revision.documents
              .map(
                (document) =>
                  `${LANGUAGES[document.language].nativeName}: ${document.fileName} (${formatFileSize(document.bytes, i18n.language)}, ${document.sha256.slice(0, 12)})`,
              )
              .join(' · ')}
      </dd>
    </dl>
  );
}
