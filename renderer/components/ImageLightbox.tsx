import { Button } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CrossIcon, ZoomInIcon, ZoomOutIcon } from './icons';

export interface LightboxImage {
  src: string;
  alt: string;
}

const ZOOMS = [1, 2, 3];

/**
 * An instruction image over the whole screen. Tapping the image zooms in step by step (the zoomed
 * image scrolls), tapping beside it or pressing Escape closes it.
 */
export function ImageLightbox({ image, onClose }: { image: LightboxImage; onClose: () => void }) {
  const { t } = useTranslation();
  const [zoomIndex, setZoomIndex] = useState(0);
  const close = useRef<HTMLButtonElement>(null);
  const zoom = ZOOMS[zoomIndex] ?? 1;

  useEffect(() => {
    const previous = document.activeElement;
    close.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [onClose]);

  return createPortal(
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t('lightbox.label')}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox-toolbar">
        <Button
          size="large"
          icon={<ZoomOutIcon />}
          aria-label={t('lightbox.zoomOut')}
          disabled={zoomIndex === 0}
          onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
        />
        <Button
          size="large"
          icon={<ZoomInIcon />}
          aria-label={t('lightbox.zoomIn')}
          disabled={zoomIndex === ZOOMS.length - 1}
          onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))}
        />
        <Button ref={close} size="large" intent="primary" icon={<CrossIcon />} onClick={onClose}>
          {t('lightbox.close')}
        </Button>
      </div>
      <div
        className="lightbox-stage"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img
          src={image.src}
          alt={image.alt}
          className={zoom > 1 ? 'lightbox-image is-zoomed' : 'lightbox-image'}
          style={zoom > 1 ? { width: `${zoom * 100}%` } : undefined}
          onClick={() => setZoomIndex((index) => (index + 1) % ZOOMS.length)}
        />
      </div>
    </div>,
    document.body,
  );
}
