import { useState } from 'react';
import { AnchorButton, Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AdminInstructionDetail } from '../../../common/api/instructions';
import type { Language } from '../../../common/languages';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useIsAdmin } from '../session/role';
import { runChange } from '../shell/toaster';
import { KioskPreviewDialog } from './history/KioskPreviewDialog';
import { usePublishInstruction } from './history/queries';

interface DraftBarProps {
  detail: AdminInstructionDetail;
  language: Language;
  /** Unsaved edits: publishing sends the stored draft, so it waits for a save. */
  dirty: boolean;
  onPublished: (detail: AdminInstructionDetail) => void;
  leaveWith: (leave: () => void) => void;
}

/** Above an edited instruction: its history, the kiosk preview, and the waiting draft with Publish. */
export function DraftBar({ detail, language, dirty, onPublished, leaveWith }: DraftBarProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const publish = usePublishInstruction();
  const mayPublish = useIsAdmin();
  const [pickingNumber, setPickingNumber] = useState(false);
  const previewPath = `/admin/preview/instructions/${detail.id}/${language}`;
  const links = (
    <div className="admin-page-actions">
      <Button
        icon="history"
        onClick={() => leaveWith(() => void navigate(`/admin/instructions/${detail.id}/history`))}
      >
        {t('history.button')}
      </Button>
      <AnchorButton icon="eye-open" href={previewPath} target="_blank" rel="noopener">
        {t('preview.open')}
      </AnchorButton>
      <Button icon="desktop" onClick={() => setPickingNumber(true)}>
        {t('preview.onKiosk')}
      </Button>
      {pickingNumber ? (
        <KioskPreviewDialog
          instructionId={detail.id}
          instructionNumber={detail.instructionNumber}
          language={language}
          onClose={() => setPickingNumber(false)}
        />
      ) : null}
    </div>
  );
  if (detail.status !== 'draft') return links;
  return (
    <>
      {links}
      <Callout intent="warning" icon="edit" className="draft-callout" title={t('drafts.waitingTitle')}>
        <p>{t(detail.published ? 'drafts.waitingText' : 'drafts.neverPublishedText')}</p>
        {mayPublish ? (
          <Button
            intent="primary"
            icon="endorsed"
            disabled={dirty || publish.isPending}
            onClick={() =>
              void runChange(async () => onPublished(await publish.mutateAsync(detail.id)), {
                success: t('drafts.published'),
                failure: t('drafts.publishFailed'),
              })
            }
          >
            {t('drafts.publish')}
          </Button>
        ) : (
          <p>{t('drafts.adminPublishes')}</p>
        )}
      </Callout>
    </>
  );
}
