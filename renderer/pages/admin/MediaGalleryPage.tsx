import { useRef, useState, type ChangeEvent } from 'react';
import { Button, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../common/api/media';
import { api, errorMessage } from '../../api/client';
import { ADMIN_NAMESPACE } from '../../components/admin/admin-i18n';
import { ConfirmAlert } from '../../components/admin/ConfirmAlert';
import { pickedImage, uploadMedia } from '../../components/admin/image-upload';
import { MediaCard } from '../../components/admin/MediaCard';
import { SkeletonCards } from '../../components/admin/Skeletons';
import { runChange, showToast } from '../../components/admin/toaster';
import { useAdminList } from '../../components/admin/use-admin-list';

export function MediaGalleryPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { items, reload } = useAdminList<MediaItem>('/api/admin/media');
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = pickedImage(event, {
      title: t('editor.invalidFileTitle'),
      description: t('editor.onlyImages'),
    });
    if (!file) return;
    setUploading(true);
    try {
      await uploadMedia(file);
      showToast({ title: t('common.success'), description: t('media.uploaded') });
      await reload();
    } catch (error) {
      showToast({
        title: t('media.errorTitle'),
        description: t('media.uploadFailed', {
          message: errorMessage(error, t('media.uploadFailedFallback')),
        }),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  }

  async function remove(item: MediaItem) {
    setDeleting(null);
    const deleted = await runChange(() => api.delete(`/api/admin/media/${item.id}`), {
      success: t('media.deleted'),
      failure: t('media.deleteFailed'),
      failureTitle: t('media.errorTitle'),
    });
    if (deleted) await reload();
  }

  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <H2>{t('media.title')}</H2>
        <Button icon="upload" intent="primary" loading={uploading} onClick={() => fileInput.current?.click()}>
          {t('media.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void upload(event)}
          data-testid="media-upload-input"
        />
      </div>
      {items?.length === 0 ? <p className="empty-state">{t('media.empty')}</p> : null}
      <div className="media-grid">
        {items === null ? (
          <SkeletonCards />
        ) : (
          items.map((item) => <MediaCard key={item.id} item={item} onDelete={setDeleting} />)
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
      />
    </div>
  );
}
