import { useState } from 'react';
import { Button, DialogBody, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../common/api/media';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useMediaQuery } from './queries';
import { formatFileSize } from '../shell/format';
import { AdminDialog } from '../shell/AdminDialog';

interface GalleryPickerDialogProps {
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}

/** The media gallery as thumbnails to pick one from, filtered by file name; mount it fresh per opening. */
export function GalleryPickerDialog({ onClose, onPick }: GalleryPickerDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { data: items, isPending } = useMediaQuery();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (items ?? []).filter((item) => item.filename.toLowerCase().includes(needle));

  return (
    <AdminDialog
      isOpen
      title={t('picker.title')}
      onClose={onClose}
      shouldReturnFocusOnClose={false}
      className="gallery-picker"
    >
      <DialogBody>
        <InputGroup
          leftIcon="search"
          type="search"
          placeholder={t('picker.filter')}
          aria-label={t('picker.filter')}
          value={filter}
          onValueChange={setFilter}
          autoFocus
        />
        {isPending ? <Spinner className="gallery-picker-spinner" /> : null}
        {!isPending && shown.length === 0 ? (
          <NonIdealState icon="media" description={t(items?.length ? 'picker.noMatch' : 'picker.empty')} />
        ) : null}
        <ul className="gallery-picker-grid">
          {shown.map((item) => (
            <li key={item.id}>
              <Button
                variant="minimal"
                className="gallery-picker-item"
                onClick={() => onPick(item)}
                aria-label={t('picker.insert', { name: item.filename })}
              >
                <img src={item.url} alt="" loading="lazy" />
                <span className="gallery-picker-name">{item.filename}</span>
                <span className="gallery-picker-size">{formatFileSize(item.size, i18n.language)}</span>
              </Button>
            </li>
          ))}
        </ul>
      </DialogBody>
    </AdminDialog>
  );
}
