import { useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../common/api/media';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useContentReadOnly } from '../library/queries';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { pickedImage } from './image-upload';
import { MediaCard } from './MediaCard';
import { SkeletonCards } from '../shell/Skeletons';
import { runChange, showFailureToast, showToast } from '../shell/toaster';
import { mediaQueries, useDeleteMedia, useMediaQuery, useUploadMedia } from './queries';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { useIsAdmin } from '../session/role';

export function MediaGalleryPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const readOnly = useContentReadOnly();
  const mayDelete = useIsAdmin();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const mediaQuery = useMediaQuery();
  const items = mediaQuery.isPending ? null : (mediaQuery.data ?? []);
  const upload = useUploadMedia();
  const removeMedia = useDeleteMedia();
  // Asked afresh each time the confirmation opens.
  const usage = useQuery({ ...mediaQueries.usage(deleting?.id ?? 0), enabled: deleting !== null });
  const fileInput = useRef<HTMLInputElement>(null);

  async function uploadPicked(event: ChangeEvent<HTMLInputElement>) {
    const file = pickedImage(event, {
      title: t('editor.invalidFileTitle'),
      description: t('editor.onlyImages'),
    });
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      showToast({ title: t('common.success'), description: t('media.uploaded') });
    } catch (error) {
      showFailureToast(t('media.errorTitle'), error, t('media.uploadFailedFallback'), (message) =>
        t('media.uploadFailed', { message }),
      );
    }
  }

  async function remove(item: MediaItem) {
    setDeleting(null);
    await runChange(() => removeMedia.mutateAsync(item.id), {
      success: t('media.deleted'),
      failure: t('media.deleteFailed'),
      failureTitle: t('media.errorTitle'),
    });
  }

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <AdminPageTitle>{t('media.title')}</AdminPageTitle>
        <Button
          icon="upload"
          intent="primary"
          loading={upload.isPending}
          disabled={readOnly}
          onClick={() => fileInput.current?.click()}
        >
          {t('media.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void uploadPicked(event)}
          data-testid="media-upload-input"
        />
      </div>
      {items?.length === 0 ? <p className="empty-state">{t('media.empty')}</p> : null}
      <div className="media-grid">
        {items === null ? (
          <SkeletonCards />
        ) : (
          items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              onDelete={mayDelete ? setDeleting : undefined}
              readOnly={readOnly}
            />
          ))
        )}
      </div>
      <ConfirmAlert
        isOpen={deleting !== null}
        title={t('media.confirmTitle')}
        text={t('media.confirmText')}
        confirmText={t('media.delete')}
        cancelText={t('media.cancel')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {usage.isFetching ? <p className="media-usage-checking">{t('media.checkingUsage')}</p> : null}
        {!usage.isFetching && usage.data && usage.data.length > 0 ? (
          <div className="media-usage" data-testid="media-usage">
            <p>{t('media.usedBy')}</p>
            <ul>
              {usage.data.map((instruction) => (
                <li key={instruction.id}>
                  {instruction.instructionNumber}: {instruction.title}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </ConfirmAlert>
    </div>
  );
}
