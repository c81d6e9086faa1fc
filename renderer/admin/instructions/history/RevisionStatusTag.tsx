import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { InstructionStatus } from '../../../../common/api/instruction-revisions';
import { ADMIN_NAMESPACE } from '../../../i18n/admin-i18n';

/** Draft, published, or a draft a later revision published (no longer waiting, so not in warning colour). */
export function RevisionStatusTag({
  status,
  publishedAs,
}: {
  status: InstructionStatus;
  publishedAs: number | undefined;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (publishedAs !== undefined)
    return <Tag minimal>{t('history.status.draftPublished', { revision: publishedAs })}</Tag>;
  return (
    <Tag minimal intent={status === 'draft' ? 'warning' : 'success'}>
      {t(`history.status.${status}`)}
    </Tag>
  );
}
